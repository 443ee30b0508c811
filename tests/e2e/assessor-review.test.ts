import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { groupRows, registerRows } from '../../src/client/support/review/register-rows';
import { NO_TARGET_AGREED, scopeTargets } from '../../src/domain/review/review-target';
import { assessmentReportWordFileName } from '../../src/domain/file-names';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import type { Requirement } from '../../src/domain/framework/requirement';
import { detailedAssessmentBody, detailedOutcomes } from '../support/assessments';
import { TINY_PDF } from '../support/evidence-fixtures';
import { saveAssessment, saveDetailedAssessment } from './assessments';
import { expectAccessible } from './expect-accessible';
import { chooseWithArrows, tabTo } from './keyboard';
import { reviewRequest, supportCookie } from './review-api';
import { E2E_CONSULTANT } from './server';
import { signIn } from './sign-in';
import { serverUrl } from './test-server';
import { useBrowser } from './use-browser';

// Regular backups, target Maturity Level Two: the respondent's answers (tests/support/assessments.ts) are effective at levels one and two,
// so the register lists its requirements of those levels; those of level three are outside the scope.
const STRATEGY = 'regular-backups';
const TARGETS = scopeTargets(NO_TARGET_AGREED, detailedAssessmentBody().targetAssessments as Record<string, number>);
const ALL_ROWS = registerRows(REQUIREMENTS, detailedOutcomes(), [], TARGETS, '2026-11-29');
const WITHIN = ALL_ROWS.filter((row) => row.withinScope).length;
/** The strategy's requirements within the target, in the order the register lists them. */
const IN_ORDER = groupRows(ALL_ROWS.filter((row) => row.withinScope && row.entries.some((entry) => entry.strategy === STRATEGY)), STRATEGY).flatMap((group) => group.rows.map((row) => row.requirement));
/** Found ineffective where the respondent said effective: the one disagreement, and what holds the assessed level at One. */
const DISAGREED = IN_ORDER.find((requirement) => requirement.levels[0] === 2)!;
const SAVED = /^Saved$/;

/** A requirement's row in the register, named by its words. */
const toggleOf = (page: Page, requirement: Requirement): Locator => page.getByRole('region', { name: 'Findings' }).getByRole('button', { name: requirement.text, exact: true });
const rowOf = (page: Page, requirement: Requirement): Locator => page.getByRole('row').filter({ has: page.getByRole('button', { name: requirement.text, exact: true }) });
/** A requirement's row opened: its answer, files and finding form. */
const entryOf = (page: Page, requirement: Requirement): Locator => page.getByRole('group', { name: requirement.text, exact: true });

/** Whether the element has keyboard focus. */
const isFocused = (element: Locator): Promise<boolean> => element.evaluate((node) => node === document.activeElement);

/** Opens an assessment's support page (or review mode, with `query`), signing in on the way. */
async function openSignedIn(page: Page, id: string, query = ''): Promise<void> {
  await page.goto(`/support/results/${id}${query}`);
  await page.waitForURL('**/login');
  await signIn(page);
  await page.waitForURL((url) => url.pathname === `/support/results/${id}`);
}

describe("a consultant's review of a detailed assessment", () => {
  const browser = useBrowser();

  it('reviews a strategy by keyboard alone, sees progress, the assessed level and the disagreement, meets stale saves of a finding and the scope, finishes and shares', async () => {
    const saved = await saveDetailedAssessment({ organizationName: 'Review Journey Pty Ltd' });
    const { page, pageErrors } = await browser.newPage();
    await openSignedIn(page, saved.id);

    const card = page.getByRole('region', { name: "Assessor's review" });
    await card.getByText('Status: Not started').waitFor();
    // The section links take the keyboard to the register, whose first card is the review's.
    await tabTo(page, page.getByRole('navigation', { name: 'Sections of this assessment' }).getByRole('link', { name: 'Requirement register' }), 40);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hash === '#register');
    await tabTo(page, card.getByRole('link', { name: 'Review this assessment' }), 5);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('mode') === 'review');
    const summary = page.getByRole('region', { name: "Assessor's review" });
    await expect.poll(() => isFocused(summary.getByRole('heading', { level: 2, name: "Assessor's review" }))).toBe(true);
    // The review takes the place of the read-only outcomes.
    expect(await page.getByRole('region', { name: 'Requirement outcomes' }).count()).toBe(0);
    const progress = summary.getByRole('progressbar', { name: 'Review progress' });
    expect(await progress.getAttribute('aria-valuetext')).toBe(`0 of ${WITHIN} requirements within the target reviewed`);
    const backupsRow = summary.getByRole('table', { name: /^Levels by the respondent/ }).getByRole('row', { name: /^Regular backups/ });
    expect(await backupsRow.getByRole('cell').allTextContents()).toEqual(['Maturity Level Two', 'Maturity Level Zero', 'Maturity Level Zero']);

    // The strategy chosen by keyboard, kept in the address and through a reload.
    const strategySelect = page.getByLabel('Strategy', { exact: true });
    await tabTo(page, strategySelect, 40);
    await chooseWithArrows(page, strategySelect, 'Regular backups');
    await page.waitForURL((url) => url.searchParams.get('strategy') === STRATEGY);
    const count = page.getByRole('status').filter({ hasText: /^Showing \d+ of 126 requirements$/ });
    await expect.poll(() => count.textContent()).toBe(`Showing ${IN_ORDER.length} of 126 requirements`);
    await page.reload();
    await expect.poll(() => count.textContent()).toBe(`Showing ${IN_ORDER.length} of 126 requirements`);

    // The one disagreement by keyboard (3: Ineffective), then the rest of the strategy agreed with in one batch.
    await tabTo(page, toggleOf(page, IN_ORDER[0]!), 40);
    while (!(await isFocused(toggleOf(page, DISAGREED)))) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('3');
    const disagreed = entryOf(page, DISAGREED);
    await expect.poll(() => isFocused(disagreed.getByRole('radio', { name: 'Tested with a simulated activity' }))).toBe(true);
    await page.keyboard.press('Space');
    await tabTo(page, disagreed.getByRole('button', { name: 'Save finding' }), 6);
    await page.keyboard.press('Enter');
    await disagreed.getByRole('status').filter({ hasText: SAVED }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Select every requirement shown' }).check();
    await page.getByRole('button', { name: `Agree on the selected (${IN_ORDER.length})` }).click();
    const batch = page.getByRole('dialog', { name: 'Agree with the respondent' });
    await batch.getByRole('radio', { name: 'Tested with a simulated activity' }).check();
    await batch.getByRole('button', { name: `Agree on ${IN_ORDER.length - 1} requirements` }).click();
    await page.getByRole('status').filter({ hasText: `Agreed with the respondent on ${IN_ORDER.length - 1} requirements.` }).waitFor();
    expect(await progress.getAttribute('aria-valuetext')).toBe(`${IN_ORDER.length} of ${WITHIN} requirements within the target reviewed`);
    // Every requirement found effective but one at level two: the strategy is assessed at One.
    expect(await backupsRow.getByRole('cell').allTextContents()).toEqual(['Maturity Level Two', 'Maturity Level Zero', 'Maturity Level One']);
    expect(await rowOf(page, DISAGREED).getByRole('cell').allTextContents()).toEqual(['', 'EffectiveNot graded · no file', 'IneffectiveSimulated activity · Excellent', 'Differs', '']);

    expect(await summary.getByText('1 disagreement', { exact: true }).isVisible()).toBe(true);
    await summary.getByRole('button', { name: 'Show the disagreements' }).click();
    await page.waitForURL((url) => url.searchParams.get('show') === 'disagreements' && !url.searchParams.has('strategy'));
    await expect.poll(() => count.textContent()).toBe('Showing 1 of 126 requirements');
    expect(await page.getByRole('region', { name: 'Findings' }).getByRole('rowheader').filter({ has: page.getByRole('button') }).count()).toBe(1);

    // Another consultant saves the same finding first; saving the one on screen is answered with theirs.
    const colleague = await supportCookie(E2E_CONSULTANT);
    await reviewRequest(colleague, 'PUT', `${saved.id}/findings/${DISAGREED.id}`, {
      outcome: 'ineffective',
      testMethod: 'live-configuration',
      evidenceQuality: 'good',
      note: 'Checked the backup console with the IT lead.',
      version: 1,
    });
    await toggleOf(page, DISAGREED).click();
    const note = disagreed.getByLabel('Note (optional)');
    await note.fill('Only two of ten servers back up nightly.');
    await disagreed.getByRole('button', { name: 'Save finding' }).click();
    const stale = disagreed.getByRole('alert').filter({ hasText: 'Someone else saved a finding for this requirement first, so yours was not saved.' });
    await stale.waitFor();
    expect(await stale.textContent()).toContain('(Saved by consultant, ');
    expect(await stale.getByRole('listitem').allTextContents()).toContain('Note: Only two of ten servers back up nightly.');
    expect(await note.inputValue()).toBe('Checked the backup console with the IT lead.');
    expect(await disagreed.getByRole('radio', { name: 'Live configuration examined' }).isChecked()).toBe(true);
    // The filters' own review of a whole strategy is in the accessibility suite; here, the entry that disagrees and the newer finding.
    await expectAccessible(page, 'a disagreement saved elsewhere first, at 1440 px');
    await stale.getByRole('button', { name: 'Put back what I had' }).click();
    expect(await isFocused(disagreed.getByRole('button', { name: 'Save finding' }))).toBe(true);
    await page.keyboard.press('Enter');
    await disagreed.getByRole('status').filter({ hasText: SAVED }).waitFor();
    expect(await note.inputValue()).toBe('Only two of ten servers back up nightly.');

    const scope = page.getByRole('region', { name: 'Scope and approach' });
    await scope.getByText('Write the scope and approach: nothing written yet').click();
    await scope.getByLabel('Systems in scope and exclusions').fill('Head office network: 120 workstations and 14 servers. The warehouse scanners are out of scope.');
    await scope.getByLabel('Sampling', { exact: true }).fill('Ten workstations and two servers, chosen with the system owner.');
    await scope.getByLabel('Approach', { exact: true }).fill('Backup console examined live; restores tested on two servers.');
    await scope.getByLabel('Limitations', { exact: true }).fill('Network devices were not sampled.');
    await scope.getByLabel('First day').fill('2026-11-23');
    await scope.getByLabel('Last day').fill('2026-11-24');
    await scope.getByLabel('Assessors', { exact: true }).fill('Alex Reviewer, IRAP assessor');
    // The colleague writes a scope first: saving this one is answered with theirs, and what was written here is kept beside it.
    await reviewRequest(colleague, 'PUT', `${saved.id}/review/scope`, { systems: 'Head office only.', version: 0 });
    await scope.getByRole('button', { name: 'Save the scope' }).click();
    const scopeElsewhere = scope.getByRole('alert').filter({ hasText: 'Someone else changed the scope and approach after you opened it, so yours was not saved.' });
    await scopeElsewhere.waitFor();
    expect(await scope.getByLabel('Systems in scope and exclusions').inputValue()).toBe('Head office only.');
    expect(await scopeElsewhere.getByRole('listitem').allTextContents()).toContain('Sampling: Ten workstations and two servers, chosen with the system owner.');
    await scopeElsewhere.getByRole('button', { name: 'Put back what I wrote' }).click();
    await page.keyboard.press('Enter');
    await scope.getByRole('status').filter({ hasText: 'Scope and approach saved.' }).waitFor();
    expect(await scope.getByLabel('Systems in scope and exclusions').inputValue()).toMatch(/^Head office network/);

    // Finishing needs a finding for every requirement within the target: the rest agreed with in one batch.
    await page.getByRole('button', { name: `Agree on everything not yet reviewed (${WITHIN - IN_ORDER.length} within the target)` }).click();
    await batch.getByRole('radio', { name: 'Documents reviewed' }).check();
    await batch.getByRole('button', { name: `Agree on ${WITHIN - IN_ORDER.length} requirements` }).click();
    await page.getByRole('status').filter({ hasText: `Agreed with the respondent on ${WITHIN - IN_ORDER.length} requirements.` }).waitFor();
    await summary.getByRole('button', { name: 'Finish the review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finish the review?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).not.toContain('no finding');
    await dialog.getByRole('button', { name: 'Yes, finish it' }).click();
    await summary.getByRole('status').filter({ hasText: 'The review is finished.' }).waitFor();
    expect(await summary.textContent()).toContain('Finished by support, ');
    expect(await page.getByRole('button', { name: 'Save finding' }).count()).toBe(0);
    expect(await disagreed.textContent()).toContain('The review is finished: its findings are read-only until it is reopened.');
    expect(await disagreed.textContent()).toContain('Only two of ten servers back up nightly.');
    expect(await scope.textContent()).toContain('Ten workstations and two servers, chosen with the system owner.');
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText(/Finished a review by support/).waitFor();

    await summary.getByRole('button', { name: 'Share with the respondent' }).click();
    await summary.getByRole('status').filter({ hasText: 'The review is shared with the respondent.' }).waitFor();
    expect(await summary.getByRole('definition').first().textContent()).toMatch(/^Shared/);
    await history.getByText(/Shared a review with the respondent by support/).waitFor();
    expect((await fetch(`${serverUrl()}/api/assessments/${saved.id}/review`, { headers: { 'x-access-key': saved.accessKey } })).status).toBe(200);
    const download = page.waitForEvent('download');
    await summary.getByRole('button', { name: 'Download the assessment report (Word)' }).click();
    expect((await download).suggestedFilename()).toBe(assessmentReportWordFileName('Review Journey Pty Ltd'));
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, 'a shared review at 375 px');

    // Back leaves review mode.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('mode'));
    await page.getByRole('region', { name: "Assessor's review" }).getByRole('link', { name: 'Open the review' }).waitFor();
    await page.getByRole('region', { name: 'Requirement outcomes' }).waitFor();
    expect(pageErrors).toEqual(Array(2).fill('Failed to load resource: the server responded with a status of 409 (Conflict)'));
  });

  it('names each missing field beside it and lands on it, attaches an assessor’s file, keeps what was typed through the end of the session, and marks an answer changed since', async () => {
    const saved = await saveDetailedAssessment({ organizationName: 'Review Errors Pty Ltd' });
    const { page, context, pageErrors } = await browser.newPage({ width: 375 });
    const first = IN_ORDER[0]!;
    await openSignedIn(page, saved.id, `?mode=review&strategy=${STRATEGY}`);
    await page.waitForURL((url) => url.searchParams.get('mode') === 'review' && url.searchParams.get('strategy') === STRATEGY);
    await toggleOf(page, first).click();
    const entry = entryOf(page, first);
    const save = entry.getByRole('button', { name: 'Save finding' });
    await save.click();
    await entry.getByText('Choose one of the assessment outcomes').waitFor();
    await expect.poll(() => isFocused(entry.getByRole('radio', { name: 'Effective', exact: true }))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await entry.getByRole('radio', { name: 'Ineffective' }).isChecked()).toBe(true);
    await save.click();
    await entry.getByText('Choose how Ineffective was tested').waitFor();
    const simulated = entry.getByRole('radio', { name: 'Tested with a simulated activity' });
    await expect.poll(() => isFocused(simulated)).toBe(true);
    expect(await simulated.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'a finding without its test method at 375 px');
    await page.keyboard.press('ArrowDown');
    expect(await entry.getByRole('radio', { name: 'Live configuration examined' }).isChecked()).toBe(true);
    // The evidence quality starts at the best the method gives.
    expect(await entry.getByLabel('Evidence quality').inputValue()).toBe('good');

    await entry.getByLabel("Attach an assessor's file").setInputFiles({ name: 'Backup console.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    const files = entry.getByRole('list', { name: 'Evidence files' });
    await files.getByText('Backup console.pdf').waitFor();
    expect(await files.getByRole('listitem').textContent()).toContain("Assessor's file");
    expect(await files.getByRole('link', { name: 'Backup console.pdf' }).getAttribute('href')).toMatch(new RegExp(`^/api/assessments/${saved.id}/evidence/[0-9a-f-]{36}$`));
    await files.getByRole('button', { name: 'Remove Backup console.pdf' }).click();
    await entry.getByRole('status').filter({ hasText: 'Backup console.pdf removed.' }).waitFor();
    expect(await entry.getByText('None attached.').isVisible()).toBe(true);

    await entry.getByLabel('Note (optional)').fill('Backups fail on the file server.');
    await context.clearCookies();
    await save.click();
    const ended = entry.getByRole('alert').filter({ hasText: 'Your session has ended, so the finding was not saved.' });
    await ended.waitFor();
    expect(await entry.getByLabel('Note (optional)').inputValue()).toBe('Backups fail on the file server.');
    await ended.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL('**/login');
    await signIn(page);
    await page.waitForURL((url) => url.searchParams.get('mode') === 'review' && url.searchParams.get('strategy') === STRATEGY);
    await toggleOf(page, first).click();
    const back = entryOf(page, first);
    expect(await back.getByLabel('Note (optional)').inputValue()).toBe('Backups fail on the file server.');
    expect(await back.getByRole('radio', { name: 'Ineffective' }).isChecked()).toBe(true);
    expect(await back.getByText('Changes not saved yet.').isVisible()).toBe(true);
    await back.getByRole('button', { name: 'Save finding' }).click();
    await back.getByRole('status').filter({ hasText: SAVED }).waitFor();
    expect(await rowOf(page, first).getByRole('cell').nth(3).textContent()).toBe('Differs');

    // The respondent corrects that answer: the finding is marked, and the filter finds it.
    const corrected = detailedAssessmentBody({
      organizationName: 'Review Errors Pty Ltd',
      requirementOutcomes: { ...detailedOutcomes(), [first.id]: { outcome: 'effective', evidence: 'A newer restore report.' } },
    });
    const put = await fetch(`${serverUrl()}/api/assessments/${saved.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-access-key': saved.accessKey },
      body: JSON.stringify(corrected),
    });
    expect(put.status).toBe(200);
    await page.reload();
    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Answer changed since review' });
    await page.waitForURL((url) => url.searchParams.get('show') === 'changed' && url.searchParams.get('strategy') === STRATEGY);
    await page.getByRole('status').filter({ hasText: /^Showing 1 of 126 requirements$/ }).waitFor();
    expect(await rowOf(page, first).getByRole('cell').nth(3).textContent()).toBe('Answer changed since review');
    await toggleOf(page, first).click();
    expect(await entryOf(page, first).textContent()).toContain('A newer restore report.');
    expect(pageErrors).toEqual(['Failed to load resource: the server responded with a status of 401 (Unauthorized)']);
  });

  it('starts a review of a quick check from a detailed copy of it, opened in review mode, its requirements not assessed by the answers', async () => {
    const quickCheck = await saveAssessment({ organizationName: 'Review Copy Pty Ltd' });
    const { page, pageErrors } = await browser.newPage();
    await openSignedIn(page, quickCheck.id);
    await page.getByRole('region', { name: "Assessor's review" }).getByRole('button', { name: 'Start a review from this quick check' }).click();
    await page.waitForURL((url) => url.pathname !== `/support/results/${quickCheck.id}` && url.searchParams.get('mode') === 'review');
    const summary = page.getByRole('region', { name: "Assessor's review" });
    await expect.poll(() => isFocused(summary.getByRole('heading', { level: 2, name: "Assessor's review" }))).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Review Copy Pty Ltd');
    expect(await summary.getByRole('definition').first().textContent()).toBe('Not started');
    // A suggestion counts for nothing until confirmed: by the answers, every strategy is at Maturity Level Zero.
    const levels = summary.getByRole('table', { name: /^Levels by the respondent/ });
    expect(await levels.getByRole('row', { name: /^Overall/ }).getByRole('cell').first().textContent()).toBe('Maturity Level Zero');
    await page.getByRole('region', { name: 'History' }).getByText(/Made a detailed copy of a quick check for review/).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
