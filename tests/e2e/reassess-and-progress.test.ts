import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { controlContent } from '../../src/domain/control-content';
import { DEFAULT_TIME_ZONE } from '../../src/domain/calendar-day';
import { longAustralianDate } from '../../src/domain/format';
import { expectAccessibleAtBothWidths } from './expect-accessible';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';
import { answerAllQuestionsByMouse, chooseOption, finishWizardByMouse } from './wizard-steps';

const ORGANISATION = 'Quarterly Review Pty Ltd';
const RESULTS_ID = /\/assessment\/results\?id=([0-9a-f-]{36})/;

describe('re-assessing from the results page, the whole way a respondent does it', () => {
  const browser = useBrowser();

  it('starts from the earlier answers, changes two, and shows the progress on the page and in the detailed PDF', async () => {
    const { page, pageErrors } = await browser.newPage();
    // The first assessment, answered and submitted in the wizard.
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    await answerAllQuestionsByMouse(page);
    await finishWizardByMouse(page, ORGANISATION);
    await page.waitForURL(RESULTS_ID);
    const firstId = RESULTS_ID.exec(page.url())?.[1];
    await page.getByRole('heading', { level: 2, name: 'Results by control' }).waitFor();
    // A lone assessment has nothing to compare with.
    expect(await page.getByRole('region', { name: /^Progress since/ }).count()).toBe(0);

    // The re-assessment opens prefilled at the review, saying where it starts from; only two current levels change.
    await page.getByRole('button', { name: 'Start a re-assessment from these answers' }).first().click();
    await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
    const today = longAustralianDate(Date.now());
    await page.getByText(`This re-assessment starts from your answers of ${today}. Change what has changed since, then submit.`).waitFor();
    // The banner and the review's Change links fit a phone as well as a desktop.
    await expectAccessibleAtBothWidths(page, 're-assessment at its review');
    // Application control from Initial to Developing; Restrict administrative privileges from Managed to Initial.
    for (const [id, option] of [['application-control', 'Developing'], ['restrict-administrative-privileges', 'Initial']] as const) {
      await page.getByRole('link', { name: `Change current state for ${controlContent(id).title}` }).click();
      await page.getByRole('heading', { level: 2, name: controlContent(id).title, exact: true }).waitFor();
      await chooseOption(page, option);
      await page.getByRole('button', { name: 'Back to review' }).click();
      await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
    }
    // The planning and organisation answers are the earlier ones, already filled in.
    const planning = page.getByRole('region', { name: 'Implementation planning' });
    expect(await planning.getByText('A small IT team and a legacy finance system.').isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Organisation details' }).getByText(ORGANISATION).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    await page.waitForURL((url) => RESULTS_ID.test(url.href) && !url.href.includes(firstId ?? 'none'));
    const laterId = RESULTS_ID.exec(page.url())?.[1];
    expect(laterId).toBeTruthy();

    // Both were started today, so the progress is dated today.
    const since = `Progress since ${longAustralianDate(Date.now())}`;
    const section = page.getByRole('region', { name: since });
    await section.waitFor();
    const summary = '1 strategy improved, 6 unchanged and 1 fell; overall, unchanged at Maturity Level Zero (indicative, from ratings).';
    await section.getByText(summary).waitFor();
    const rows = section.getByRole('list', { name: 'Change of each strategy' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(8);
    expect(await rows.filter({ hasText: 'Application control' }).textContent()).toBe('Application controlImprovedImproved from Maturity Level One to Maturity Level Two');
    expect(await rows.filter({ hasText: 'Restrict administrative privileges' }).textContent()).toBe(
      'Restrict administrative privilegesFellFell from Maturity Level Three to Maturity Level One',
    );
    expect(await rows.filter({ hasText: 'Patch applications' }).textContent()).toBe('Patch applicationsUnchangedUnchanged at Maturity Level Zero');
    // The one-page summary says the same in a line.
    const [summaryFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('group', { name: 'Download and next step' }).getByRole('button', { name: 'Download Assessment Summary (PDF)' }).click(),
    ]);
    const summaryText = execFileSync('pdftotext', ['-raw', await summaryFile.path(), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    // A report is dated on the deployment's days (E8_TIME_ZONE, Sydney's here), whatever the browser's zone.
    expect(summaryText).toContain(`Since ${longAustralianDate(Date.now(), DEFAULT_TIME_ZONE)}: overall unchanged at Maturity Level Zero; 1 strategy up, 1 down.`);
    // Your assessments names the re-assessment by the date of the one it started from, the first as a new one.
    await page.getByRole('link', { name: 'Your assessments' }).first().click();
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: ORGANISATION }) });
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.nth(0).getByText(`Re-assessment of ${today}`).isVisible()).toBe(true);
    expect(await cards.nth(1).getByText('New assessment').isVisible()).toBe(true);
    await expectAccessibleAtBothWidths(page, 'your assessments with a re-assessment');
    expect(pageErrors).toEqual([]);

    // The detailed PDF of the re-assessment, as the support team downloads it, says the same.
    const support = await browser.newPage();
    await support.page.goto('/login');
    await signIn(support.page);
    await support.page.waitForURL('**/support');
    await support.page.goto(`/support/results/${laterId}`);
    await support.page.getByRole('heading', { level: 1, name: ORGANISATION }).waitFor();
    const [pdf] = await Promise.all([support.page.waitForEvent('download'), support.page.getByRole('button', { name: 'Download detailed PDF' }).click()]);
    const text = execFileSync('pdftotext', ['-raw', await pdf.path(), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    // The page dates the earlier assessment in its reader's zone; the report, made by the server, on the deployment's
    // days (E8_TIME_ZONE, Sydney's here): the two differ for a reader outside that zone from its midnight to theirs.
    expect(text).toContain(`Progress since ${longAustralianDate(Date.now(), DEFAULT_TIME_ZONE)}`);
    expect(text).toContain(summary);
    expect(text).toMatch(/Application control ?Improved from Maturity Level One to Maturity Level Two ?Improved/);
    expect(text).toMatch(/Restrict administrative privileges ?Fell from Maturity Level Three to Maturity Level One ?Fell/);
    expect(text).toMatch(/Patch applications ?Unchanged at Maturity Level Zero ?Unchanged/);
    expect(support.pageErrors).toEqual([]);
  }, 120_000);
});
