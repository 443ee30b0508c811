import fs from 'node:fs';
import { resultsShown } from './results-shown';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { controlContent } from '../../src/domain/control-content';
import { CONTROL_IDS } from '../../src/domain/controls';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import { completedAssessmentBody } from '../support/assessments';
import { holdAccessKey, saveAssessment, saveDetailedAssessment, type SavedAssessment } from './assessments';
import { outcomeSelect, skipImportStep } from './detailed-steps';
import { expectAccessible } from './expect-accessible';
import { useBrowser } from './use-browser';
import { CURRENTS, TARGETS, chooseOption, finishWizardByMouse, optionName } from './wizard-steps';
import { serverUrl, testServer } from './test-server';

const TARGET_TITLES = ['', 'Basic', 'Standard', 'High'];
const CURRENT_TITLES = ['Maturity Level Zero', 'Initial', 'Developing', 'Managed'];
const KEPT = 'Drafts are kept for 30 days after their last save, then deleted.';

const questionHeading = (page: Page, index: number) => page.getByRole('heading', { level: 2, name: controlContent(CONTROL_IDS[index]!).title, exact: true });

/** Presses Save and finish later and reads the resume link from the panel that opens (and takes focus). */
async function saveAndReadLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Save and finish later' }).click();
  const panel = page.getByRole('region', { name: 'Your answers are saved' });
  await expect.poll(() => panel.evaluate((element) => element === document.activeElement)).toBe(true);
  await expect.poll(() => panel.textContent()).toContain(KEPT);
  expect(await panel.textContent()).toContain('Whoever has this link can open and change your answers.');
  return page.getByLabel('Resume link').inputValue();
}

/** Saves a draft through the API, as the wizard's first save does. */
async function saveDraft(body: Record<string, unknown>): Promise<SavedAssessment> {
  const response = await fetch(`${serverUrl()}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, status: 'draft' }) });
  if (response.status !== 201) throw new Error(`Saving a draft answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as SavedAssessment;
}

const linkOf = ({ id, accessKey }: SavedAssessment) => `/assessment/resume?id=${id}#key=${accessKey}`;

describe('save and finish later', () => {
  const browser = useBrowser();

  it('saves part of the quick check, reopens it in a fresh browser at the same step with the same answers, and finishes it', async () => {
    const first = await browser.newPage();
    await first.page.goto('/assessment');
    await first.page.getByRole('button', { name: "Let's Get Started" }).click();
    for (const [index] of CONTROL_IDS.entries()) {
      await questionHeading(first.page, index).waitFor();
      await chooseOption(first.page, TARGET_TITLES[TARGETS[index]!]!);
      await first.page.getByRole('button', { name: /^Next/ }).click();
    }
    for (const index of [0, 1]) {
      await questionHeading(first.page, index).waitFor();
      await chooseOption(first.page, CURRENT_TITLES[CURRENTS[index]!]!);
      await first.page.getByRole('button', { name: /^Next/ }).click();
    }
    await first.page.waitForURL(/step=current-3/);
    const link = await saveAndReadLink(first.page);
    expect(link).toMatch(new RegExp(`^${serverUrl()}/assessment/resume\\?id=[0-9a-f-]{36}#key=.+`));
    // The server sends mail here, but this draft has no address yet.
    await first.page.getByText('To have the link emailed to you, enter your email address under Organisation details and save again.').waitFor();
    expect(first.pageErrors).toEqual([]);

    const fresh = await browser.newPage();
    await fresh.page.goto(link);
    await questionHeading(fresh.page, 2).waitFor();
    await fresh.page.waitForURL(/\/assessment\?step=current-3$/);
    await fresh.page.getByText('We reopened the answers you saved.').waitFor();
    await fresh.page.getByRole('button', { name: 'Previous' }).click();
    await questionHeading(fresh.page, 1).waitFor();
    expect(await fresh.page.getByRole('radio', { name: optionName(CURRENT_TITLES[CURRENTS[1]!]!), exact: true }).isChecked()).toBe(true);
    await fresh.page.getByRole('button', { name: /^Next/ }).click();
    for (const index of [2, 3, 4, 5, 6, 7]) {
      await questionHeading(fresh.page, index).waitFor();
      await chooseOption(fresh.page, CURRENT_TITLES[CURRENTS[index]!]!);
      await fresh.page.getByRole('button', { name: /^Next/ }).click();
    }
    await finishWizardByMouse(fresh.page, 'Resumed Pty Ltd');
    await resultsShown(fresh.page);
    // Submit completed the saved draft itself, not a second assessment.
    const draftId = new URL(link).searchParams.get('id');
    expect(new URL(fresh.page.url()).searchParams.get('id')).toBe(draftId);
    expect(fresh.pageErrors).toEqual([]);
  });

  it('saves a detailed assessment at a strategy step and reopens it there in a fresh browser', async () => {
    const first = await browser.newPage();
    await first.page.goto('/assessment/detailed');
    await first.page.getByRole('button', { name: 'Start', exact: true }).click();
    await skipImportStep(first.page);
    await questionHeading(first.page, 0).waitFor();
    await first.page.getByRole('radio', { name: 'Maturity Level Two' }).check();
    const requirement = REQUIREMENTS.find((entry) => entry.strategy === CONTROL_IDS[0]);
    if (!requirement) throw new Error('The catalogue has no requirement for the first strategy');
    await outcomeSelect(first.page, requirement).selectOption({ label: 'Effective' });
    await first.page.getByRole('button', { name: 'Next', exact: true }).click();
    await questionHeading(first.page, 1).waitFor();
    const link = await saveAndReadLink(first.page);

    const fresh = await browser.newPage();
    await fresh.page.goto(link);
    await questionHeading(fresh.page, 1).waitFor();
    await fresh.page.waitForURL(/\/assessment\/detailed\?step=strategy-2$/);
    await fresh.page.getByRole('button', { name: 'Previous' }).click();
    await questionHeading(fresh.page, 0).waitFor();
    expect(await fresh.page.getByRole('radio', { name: 'Maturity Level Two' }).isChecked()).toBe(true);
    expect(await outcomeSelect(fresh.page, requirement).inputValue()).toBe('effective');
    await fresh.page.getByRole('button', { name: 'Next', exact: true }).click();
    for (const index of [1, 2, 3, 4, 5, 6, 7]) {
      await questionHeading(fresh.page, index).waitFor();
      await fresh.page.getByRole('radio', { name: 'Maturity Level One' }).check();
      await fresh.page.getByRole('button', { name: /^Next/ }).click();
    }
    await finishWizardByMouse(fresh.page, 'Detailed Resumed Pty Ltd');
    await resultsShown(fresh.page);
    expect(new URL(fresh.page.url()).searchParams.get('id')).toBe(new URL(link).searchParams.get('id'));
    expect(fresh.pageErrors).toEqual([]);
  });

  it('emails the same link to the saved address, and saves the rest when an email address is half typed', async () => {
    const draft = await saveDraft({ ...completedAssessmentBody(), respondentEmail: 'ada@resume.example', resumeStep: 'organisation' });
    const { page, pageErrors } = await browser.newPage();
    await page.goto(linkOf(draft));
    await page.getByRole('heading', { name: 'Organisation details' }).waitFor();
    // The key left the address bar once kept.
    expect(page.url()).not.toContain('#key=');
    expect(await page.getByLabel('Your work email *').inputValue()).toBe('ada@resume.example');

    const link = await saveAndReadLink(page);
    expect(link).toBe(`${serverUrl()}${linkOf(draft)}`);
    await page.getByRole('button', { name: 'Email me this link' }).click();
    await page.getByText('We sent the link to ada@resume.example.').waitFor();
    const sent = fs.readFileSync(testServer().resumeLinksFile, 'utf8').trim().split('\n').at(-1);
    expect(sent).toBe(`ada@resume.example ${link}`);
    await expectAccessible(page, 'saved panel');

    await page.getByLabel('Your work email *').fill('ada@');
    await page.getByRole('button', { name: 'Save and finish later' }).click();
    await page.getByText('Your work email: Enter a valid email address, like name@example.com').waitFor();
    const saved = await fetch(`${serverUrl()}/api/assessments/${draft.id}`, { headers: { 'x-access-key': draft.accessKey } });
    // The address saved before stays saved while the new one is half typed.
    expect(await saved.json()).toMatchObject({ status: 'draft', resumeStep: 'organisation', respondentEmail: 'ada@resume.example', organizationName: completedAssessmentBody().organizationName });
    // The half-typed address is still in the form, to be corrected.
    expect(await page.getByLabel('Your work email *').inputValue()).toBe('ada@');
    expect(pageErrors).toEqual([]);
  });

  it('copies the link, and selects it for copying by hand when the browser refuses', async () => {
    const draft = await saveDraft({ organizationName: 'Acme', resumeStep: 'implementation' });
    const allowed = await browser.newPage();
    await allowed.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await allowed.page.goto(linkOf(draft));
    const link = await saveAndReadLink(allowed.page);
    await allowed.page.getByRole('button', { name: 'Copy link' }).click();
    await allowed.page.getByRole('status').getByText('Copied. Keep the link somewhere safe.').waitFor();
    expect(await allowed.page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const refused = await browser.newPage();
    await refused.page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')) } });
    });
    await refused.page.goto(linkOf(draft));
    await saveAndReadLink(refused.page);
    await refused.page.getByRole('button', { name: 'Copy link' }).click();
    await refused.page.getByText('This browser did not let us copy. The link is selected: copy it with Ctrl+C (⌘C on a Mac).').waitFor();
    const selected = await refused.page.getByLabel('Resume link').evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0));
    expect(selected).toBe(link);
  });

  it('says in words when a link is wrong, with a way to start a new assessment', async () => {
    const draft = await saveDraft({ organizationName: 'Acme' });
    const { page } = await browser.newPage();
    await page.goto(`/assessment/resume?id=${draft.id}#key=not-the-key`);
    await page.getByRole('alert').getByText(/link or its access key is wrong, or it was a saved draft that has expired\. Drafts are kept for 30 days after their last save\./).waitFor();
    expect(await page.getByRole('link', { name: 'Start a new assessment' }).getAttribute('href')).toBe('/assessment');
    expect(await page.getByText('Acme').count()).toBe(0);
    await expectAccessible(page, 'resume page, wrong link');
  });

  it('asks before a link replaces unsaved answers of another assessment in this browser', async () => {
    const draft = await saveDraft({ targetAssessments: { [CONTROL_IDS[0]!]: 3 }, resumeStep: 'target-2' });
    const { page } = await browser.newPage();
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    await chooseOption(page, 'Basic');
    await page.getByRole('button', { name: /^Next/ }).click();
    await questionHeading(page, 1).waitFor();

    await page.goto(linkOf(draft));
    await page.getByRole('heading', { level: 2, name: 'This browser holds answers to another assessment' }).waitFor();
    await expectAccessible(page, 'resume page, asking');
    await page.getByRole('link', { name: 'Keep my other answers' }).click();
    await questionHeading(page, 1).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    // The first question's heading, before its options are read: the second question has options of the same names.
    await questionHeading(page, 0).waitFor();
    expect(await page.getByRole('radio', { name: 'Maturity Level One', exact: true }).isChecked()).toBe(true);

    await page.goto(linkOf(draft));
    await page.getByRole('button', { name: 'Open the saved assessment instead' }).click();
    await questionHeading(page, 1).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await questionHeading(page, 0).waitFor();
    expect(await page.getByRole('radio', { name: 'Maturity Level Three', exact: true }).isChecked()).toBe(true);
  });

  it.each([
    ['quick check', () => saveAssessment(), `Change target state for ${controlContent(CONTROL_IDS[0]!).title}`, /^Maturity Level Three$/],
    ['detailed assessment', () => saveDetailedAssessment(), `Change the target and requirements for ${controlContent(CONTROL_IDS[0]!).title}`, /^Maturity Level Two$/],
  ] as const)('starts a re-assessment of a %s, opened prefilled at its review, each Change leading to its step and back', async (_kind, save, change, chosen) => {
    const earlier = await save();
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/');
    await holdAccessKey(page, earlier);
    await page.goto(`/assessment/results?id=${earlier.id}`);
    await page.getByRole('button', { name: 'Start a re-assessment from these answers' }).first().click();
    const review = page.getByRole('heading', { level: 2, name: 'Review your answers' });
    await review.waitFor();
    await page.getByText(/^This re-assessment starts from your answers of \d{1,2} \w+ \d{4}\. Change what has changed since, then submit\.$/).waitFor();
    await expectAccessible(page, 'review of a re-assessment');
    await page.getByRole('link', { name: change }).click();
    await page.getByRole('radio', { name: chosen }).waitFor();
    expect(await page.getByRole('radio', { name: chosen }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Back to review' }).click();
    await review.waitFor();
    expect(pageErrors).toEqual([]);
  });
});

describe('saving and reopening never lose answers', () => {
  const browser = useBrowser();
  const readDraft = async ({ id, accessKey }: SavedAssessment) => (await fetch(`${serverUrl()}/api/assessments/${id}`, { headers: { 'x-access-key': accessKey } })).json() as Promise<Record<string, unknown>>;

  it('reopening its own draft in this browser keeps the answers given since the last save, at the step reached', async () => {
    const draft = await saveDraft({ targetAssessments: { [CONTROL_IDS[0]!]: 3 }, resumeStep: 'target-2' });
    const { page, pageErrors } = await browser.newPage();
    await page.goto(linkOf(draft));
    await questionHeading(page, 1).waitFor();
    for (const index of [1, 2, 3]) {
      await questionHeading(page, index).waitFor();
      await chooseOption(page, 'Standard');
      await page.getByRole('button', { name: /^Next/ }).click();
    }
    await questionHeading(page, 4).waitFor();

    await page.goto(`/assessment/resume?id=${draft.id}`);
    await questionHeading(page, 4).waitFor();
    expect(page.url()).toMatch(/\/assessment\?step=target-5$/);
    await page.getByRole('button', { name: 'Previous' }).click();
    await questionHeading(page, 3).waitFor();
    expect(await page.getByRole('radio', { name: 'Maturity Level Two', exact: true }).isChecked()).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('refuses a save over answers saved since in another browser, says so, and opens the newer copy only when asked', async () => {
    const draft = await saveDraft({ ...completedAssessmentBody(), organizationName: 'First', resumeStep: 'organisation' });
    const first = await browser.newPage();
    await first.page.goto(linkOf(draft));
    await first.page.getByRole('heading', { name: 'Organisation details' }).waitFor();
    await saveAndReadLink(first.page);
    // A second save on the same step opens the panel afresh: focus moves to it again and it says so.
    await first.page.getByLabel('Organisation name *').fill('First again');
    await saveAndReadLink(first.page);
    await first.page.getByText(/^Saved again at /).waitFor();

    const second = await browser.newPage();
    await second.page.goto(linkOf(draft));
    await second.page.getByRole('heading', { name: 'Organisation details' }).waitFor();
    await second.page.getByLabel('Organisation name *').fill('Second browser');
    await saveAndReadLink(second.page);

    await first.page.getByLabel('Organisation name *').fill('Stale browser');
    await first.page.getByRole('button', { name: 'Save and finish later' }).click();
    await first.page.getByRole('alert').getByText(/^These answers were saved from another browser or tab after this one last saved them/).waitFor();
    expect(await first.page.getByRole('region', { name: 'Your answers are saved' }).count()).toBe(0);
    expect(await readDraft(draft)).toMatchObject({ organizationName: 'Second browser' });
    expect(await first.page.getByLabel('Organisation name *').inputValue()).toBe('Stale browser');

    await first.page.getByRole('link', { name: 'Open the newer saved copy' }).click();
    const question = first.page.getByRole('heading', { level: 2, name: 'This browser holds other answers to this assessment' });
    await question.waitFor();
    await expect.poll(() => question.evaluate((element) => element === document.activeElement)).toBe(true);
    await first.page.getByRole('link', { name: 'Keep the answers in this browser' }).click();
    await first.page.getByRole('heading', { name: 'Organisation details' }).waitFor();
    expect(await first.page.getByLabel('Organisation name *').inputValue()).toBe('Stale browser');

    await first.page.goto(`/assessment/resume?id=${draft.id}`);
    await first.page.getByRole('button', { name: 'Open the saved copy instead' }).click();
    await first.page.getByRole('heading', { name: 'Organisation details' }).waitFor();
    expect(await first.page.getByLabel('Organisation name *').inputValue()).toBe('Second browser');
    // Opened, it is the copy this browser saves over next.
    await first.page.getByLabel('Organisation name *').fill('Merged');
    await saveAndReadLink(first.page);
    expect(await readDraft(draft)).toMatchObject({ organizationName: 'Merged' });
    // The refused save is the only failure the browser saw.
    expect(first.pageErrors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
  });

  it("says Submit over a submission made elsewhere since was already submitted, keeps the answers on screen, and links to that submission's results", async () => {
    const draft = await saveDraft({ ...completedAssessmentBody(), organizationName: 'This browser', resumeStep: 'review' });
    const { page } = await browser.newPage();
    await page.goto(linkOf(draft));
    await page.getByRole('button', { name: 'Submit Assessment' }).waitFor();
    const elsewhere = await fetch(`${serverUrl()}/api/assessments/${draft.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-access-key': draft.accessKey },
      body: JSON.stringify(completedAssessmentBody({ organizationName: 'Other browser' })),
    });
    expect(elsewhere.status).toBe(200);

    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Already submitted' });
    await notice.waitFor();
    expect(await readDraft(draft)).toMatchObject({ status: 'completed', organizationName: 'Other browser' });
    await expect.poll(() => page.getByText('This browser', { exact: true }).count()).toBeGreaterThan(0);
    await notice.getByRole('link', { name: 'Open the results' }).click();
    await resultsShown(page);
    expect(new URL(page.url()).searchParams.get('id')).toBe(draft.id);
  });

  it('a link with a wrong key leaves the right key this browser holds, which still opens the draft', async () => {
    const draft = await saveDraft({ ...completedAssessmentBody(), organizationName: 'Acme', resumeStep: 'organisation' });
    const { page, pageErrors } = await browser.newPage();
    await page.goto(linkOf(draft));
    await page.getByRole('heading', { name: 'Organisation details' }).waitFor();

    await page.goto(`/assessment/resume?id=${draft.id}#key=not-the-key`);
    await page.getByRole('alert').getByText(/link or its access key is wrong/).waitFor();
    expect(page.url()).not.toContain('#key=');

    await page.goto(`/assessment/resume?id=${draft.id}`);
    await page.getByRole('heading', { name: 'Organisation details' }).waitFor();
    expect(await page.getByLabel('Organisation name *').inputValue()).toBe('Acme');
    // The wrong key's refusal is the only failure the browser saw.
    expect(pageErrors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });
});

describe('start a re-assessment, when the server refuses', () => {
  const browser = useBrowser();

  it('says why in words and stays on the results', async () => {
    const earlier = await saveAssessment();
    const { page } = await browser.newPage();
    await page.goto('/');
    await holdAccessKey(page, earlier);
    await page.route('**/reassessments', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'database_unavailable', message: 'The database is not available right now. Please try again in a moment.' } }) }),
    );
    await page.goto(`/assessment/results?id=${earlier.id}`);
    await page.getByRole('button', { name: 'Start a re-assessment from these answers' }).first().click();
    await page.getByRole('alert').getByText('The re-assessment could not be started: The database is not available right now. Please try again in a moment.').waitFor();
    expect(page.url()).toContain(`/assessment/results?id=${earlier.id}`);
  });
});
