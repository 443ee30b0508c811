import type { Locator, Page } from 'playwright-core';
import { resultsShown } from './results-shown';
import { describe, it } from 'vitest';
import { holdAccessKey, holdAccessKeys, saveAssessment, saveDetailedAssessment, saveDraft } from './assessments';
import { HEIGHT, WIDTHS, expectAccessible, expectAccessibleAtBothWidths } from './expect-accessible';
import { holdSeriesKeys, saveSeries } from './progress-series';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';
import { chooseOption } from './wizard-steps';

/** The pages anyone can open, signed in or not, each with what shows it has loaded. */
const PUBLIC_PAGES: { path: string; where: string; loaded: (page: Page) => Locator }[] = [
  { path: '/', where: 'landing', loaded: (page) => page.getByRole('heading', { level: 1, name: 'Essential Eight Assessment Tool' }) },
  { path: '/privacy', where: 'privacy', loaded: (page) => page.getByRole('heading', { level: 1, name: 'Privacy policy' }) },
  { path: '/assessment', where: 'welcome', loaded: (page) => page.getByRole('button', { name: "Let's Get Started" }) },
  { path: '/assessment/resume?id=00000000-0000-4000-8000-000000000000#key=wrong', where: 'resume, wrong link', loaded: (page) => page.getByRole('link', { name: 'Start a new assessment' }) },
  { path: '/reset-password', where: 'reset request', loaded: (page) => page.getByRole('heading', { level: 1, name: 'Reset your password' }) },
];

async function expectPublicPagesAccessible(page: Page, state: string): Promise<void> {
  for (const { path, where, loaded } of PUBLIC_PAGES) {
    await page.goto(path);
    await loaded(page).waitFor();
    await expectAccessibleAtBothWidths(page, `${where}, ${state}`);
  }
}

/** At the phone's width, opens the small-screen menu and checks the page with it open; then closes it, back at the desktop's width. */
async function expectOpenMenuAccessible(page: Page, state: string): Promise<void> {
  await page.setViewportSize({ width: WIDTHS[1], height: HEIGHT });
  await page.getByRole('button', { name: 'Menu', expanded: false }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().waitFor();
  await expectAccessible(page, `menu open, ${state} at 375 px`);
  await page.getByRole('button', { name: 'Menu', expanded: true }).click();
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
}

describe('accessibility at 1440 and 375 px', () => {
  const browser = useBrowser();

  it('signed out: landing, privacy, welcome, sign-in, and both phases of the password reset, with and without errors', async () => {
    const { page } = await browser.newPage();
    await expectPublicPagesAccessible(page, 'signed out');
    await expectOpenMenuAccessible(page, 'signed out');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).waitFor();
    await expectAccessibleAtBothWidths(page, 'sign-in');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Username is required').waitFor();
    await expectAccessibleAtBothWidths(page, 'sign-in with errors');

    await page.goto('/reset-password');
    await page.getByLabel('Username').fill('nobody-here');
    await page.getByRole('button', { name: 'Request Password Reset' }).click();
    await page.getByLabel('Reset token').waitFor();
    await expectAccessibleAtBothWidths(page, 'reset requested, new password');

    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password').fill('weak');
    await page.getByLabel('Confirm password').fill('weaker');
    await page.getByText('Passwords do not match').waitFor();
    await expectAccessibleAtBothWidths(page, 'new password from the link, with the rule and a mismatch');
    await page.getByLabel('New password').fill('Brand-New-Passw0rd!');
    await page.getByLabel('Confirm password').fill('Brand-New-Passw0rd!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('alert').waitFor();
    await expectAccessibleAtBothWidths(page, 'new password refused');
  });

  it('signed out: every wizard step, with and without errors, and the results', async () => {
    const { page } = await browser.newPage();
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).click();

    for (let question = 0; question < 8; question += 1) {
      await page.getByText(`Step ${question + 1} of 19`).waitFor();
      if (question === 0) await expectAccessibleAtBothWidths(page, 'target question, unanswered');
      await chooseOption(page, question % 2 === 0 ? 'Standard' : 'High');
      if (question === 0) await expectAccessibleAtBothWidths(page, 'target question, answered');
      await page.getByRole('button', { name: /^Next/ }).click();
    }
    for (let question = 0; question < 8; question += 1) {
      await page.getByText(`Step ${question + 9} of 19`).waitFor();
      // The first current question has a disabled level above the Standard target.
      if (question === 0) await expectAccessibleAtBothWidths(page, 'current question with a disabled level');
      await chooseOption(page, question % 3 === 0 ? 'Initial' : 'Developing');
      await page.getByRole('button', { name: /^Next/ }).click();
    }

    await page.getByRole('heading', { name: 'Implementation planning' }).waitFor();
    await expectAccessibleAtBothWidths(page, 'implementation');
    await page.getByRole('button', { name: 'Next: Organisation Details' }).click();
    await page.getByText('Describe your constraints').waitFor();
    await expectAccessibleAtBothWidths(page, 'implementation with errors');
    await page.getByRole('radio', { name: '6 months' }).check();
    await page.getByLabel('Constraints *').fill('Legacy systems.');
    await page.getByRole('button', { name: 'Next: Organisation Details' }).click();

    await page.getByRole('heading', { name: 'Organisation details' }).waitFor();
    await expectAccessibleAtBothWidths(page, 'organisation');
    await page.getByRole('button', { name: 'Next: Review Your Answers' }).click();
    await page.getByText('Organisation name is required').waitFor();
    await expectAccessibleAtBothWidths(page, 'organisation with errors');
    await page.getByLabel('Organisation name *').fill('Axe Pty Ltd');
    await page.getByLabel('Your name *').fill('Alex Axe');
    await page.getByLabel('Your work email *').fill('alex@axe.example');
    await page.getByRole('button', { name: 'Next: Review Your Answers' }).click();

    await page.getByRole('heading', { name: 'Review your answers' }).waitFor();
    await expectAccessibleAtBothWidths(page, 'review');
    await page.getByRole('button', { name: 'Submit Assessment' }).click();

    await resultsShown(page);
    await expectAccessibleAtBothWidths(page, 'results');
    // The three most urgent are open already; open one more.
    await page.getByText('Recommendations to reach').last().click();
    await expectAccessibleAtBothWidths(page, 'results with recommendations open');
  });

  it('signed in: dashboard, results list, assessment detail, and the public pages under the support header', async () => {
    const { page } = await browser.newPage();
    const organisation = `Axe Signed In Pty Ltd`;
    const saved = await saveAssessment({ organizationName: organisation });
    await page.goto('/login');
    await holdAccessKey(page, saved);
    await signIn(page);
    await page.getByText('Assessments in total').waitFor();
    await expectAccessibleAtBothWidths(page, 'dashboard');
    await expectOpenMenuAccessible(page, 'signed in');
    await page.goto('/support/results');
    await page.getByRole('columnheader', { name: 'Average Maturity' }).waitFor();
    await expectAccessibleAtBothWidths(page, 'results list');
    await page.getByLabel('Search organisation, name or email').fill(organisation);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: `View Results for ${organisation}` }).click();
    await page.getByRole('heading', { level: 1, name: organisation }).waitFor();
    await page.getByRole('region', { name: 'History' }).getByText(/Viewed/).first().waitFor();
    await expectAccessibleAtBothWidths(page, 'assessment detail');

    await expectPublicPagesAccessible(page, 'signed in');
    await page.goto(`/assessment/results?id=${saved.id}`);
    await page.getByRole('heading', { level: 2, name: 'Results by control' }).waitFor();
    await expectAccessibleAtBothWidths(page, 'results, signed in');
  });

  it("a re-assessment's results: progress since the earlier assessment, its chart, and the chart's table open", async () => {
    const { page } = await browser.newPage();
    const series = await saveSeries([{ 'patch-applications': 2, 'configure-microsoft-office-macro-settings': 1 }], { organizationName: `Axe Progress Pty Ltd` });
    const later = series[series.length - 1];
    if (!later) throw new Error('The series was not saved');
    await page.goto('/');
    await holdSeriesKeys(page, series);
    await page.goto(`/assessment/results?id=${later.id}`);
    const progress = page.getByRole('region', { name: /^Progress since / });
    await progress.getByRole('img', { name: /^Small charts/ }).waitFor();
    await expectAccessibleAtBothWidths(page, 'results with progress');
    await progress.getByText('Show the levels as a table').click();
    await progress.getByRole('table', { name: 'Level at each assessment, overall and by strategy' }).waitFor();
    await expectAccessibleAtBothWidths(page, 'results with progress, the table of levels open');
  });

  it("a detailed assessment: the respondent's results with the action plan, and the support detail page with every outcome and in review mode", async () => {
    const { page } = await browser.newPage();
    const organisation = `Axe Detailed Pty Ltd`;
    const saved = await saveDetailedAssessment({ organizationName: organisation });
    await page.goto('/');
    await holdAccessKey(page, saved);
    await page.goto(`/assessment/results?id=${saved.id}`);
    await page.getByRole('region', { name: 'Action plan' }).getByRole('heading', { level: 3 }).first().waitFor();
    await expectAccessibleAtBothWidths(page, 'detailed results');

    await page.goto('/login');
    await signIn(page);
    await page.getByText('Assessments in total').waitFor();
    await page.goto(`/support/results/${saved.id}`);
    await page.getByRole('region', { name: 'Requirement outcomes' }).getByRole('heading', { level: 3 }).first().waitFor();
    await expectAccessibleAtBothWidths(page, 'detailed assessment detail');

    // Review mode: the target, the review's head, its scope, the filters and the register with one row opened.
    await page.getByRole('link', { name: 'Review this assessment' }).click();
    await page.getByLabel('Strategy', { exact: true }).selectOption('regular-backups');
    await page.getByRole('status').filter({ hasText: /^Showing \d+ of 126 requirements$/ }).waitFor();
    await page.getByRole('region', { name: 'Findings' }).getByRole('button', { expanded: false }).first().click();
    await page.getByRole('region', { name: 'Findings' }).getByRole('button', { name: 'Save finding' }).waitFor();
    await expectAccessibleAtBothWidths(page, 'review mode');
  });

  it('your assessments: a completed one and a draft, the delete dialog, one no longer available, and none', async () => {
    const { page } = await browser.newPage();
    const completed = await saveAssessment({ organizationName: `Axe Mine Pty Ltd` });
    const draft = await saveDraft({ organizationName: `Axe Mine Draft Pty Ltd` });
    await page.goto('/assessment/mine');
    await page.getByRole('heading', { level: 2, name: 'No assessments in this browser' }).waitFor();
    await expectAccessibleAtBothWidths(page, 'your assessments, none');
    await holdAccessKeys(page, [completed, draft, { id: '00000000-0000-4000-8000-000000000000', accessKey: 'gone' }]);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'No longer available' }).waitFor();
    await page.getByRole('heading', { level: 2, name: `Axe Mine Draft Pty Ltd` }).waitFor();
    await expectAccessibleAtBothWidths(page, 'your assessments, completed, draft and gone');
    await page.getByRole('button', { name: `Delete the assessment of Axe Mine Pty Ltd` }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessibleAtBothWidths(page, 'your assessments, delete dialog');
  });
});
