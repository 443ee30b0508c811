import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { saveAssessment, saveDetailedAssessment } from './assessments';
import { expectAccessible } from './expect-accessible';
import { dashboardReviewsNow, reviewTo } from './reviews';
import { E2E_RESETTER, E2E_SUPPORT } from './server';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';
import { serverUrl, testServer } from './test-server';

/** Saves an assessment with every target at High, for the list and its exports. */
async function submitAssessment(organizationName: string): Promise<string> {
  return (await saveAssessment({ organizationName, timeline: '6months', priorities: [], constraints: 'Budget', respondentName: 'Pat Portal', respondentEmail: 'pat@portal.example' })).id;
}

describe('support portal', () => {
  const browser = useBrowser();

  it('sends a signed-out visitor to /login and back to the page asked for after sign-in', async () => {
    const id = await submitAssessment('Return Path Ltd');
    const { page, pageErrors } = await browser.newPage();
    await page.goto(`/support/results/${id}`);
    await page.waitForURL('**/login');
    expect(await page.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/reset-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByLabel('Username').fill('SUPPORT');
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Invalid username or password');
    await page.getByLabel('Password').fill(E2E_SUPPORT.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`**/support/results/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Return Path Ltd' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'Results']) expect(await nav.getByRole('link', { name }).isVisible()).toBe(true);
    await nav.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto('/support');
    await page.waitForURL('**/login');
    expect(pageErrors.filter((error) => !error.includes('401'))).toEqual([]);
  });

  it('lists, searches, exports, opens, exports again and deletes an assessment', async () => {
    for (let index = 0; index < 11; index += 1) await submitAssessment(`Paging Org ${index}`);
    await submitAssessment('Findable Widgets');
    await saveAssessment({ status: 'draft', organizationName: 'Findable Draft Widgets' });
    const { page } = await browser.newPage();
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL('**/support');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('Assessments in total').waitFor();
    expect(await page.getByRole('heading', { name: 'Average maturity by control' }).isVisible()).toBe(true);
    expect(await page.getByRole('table').getByRole('row').count()).toBe(9);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Results' }).click();
    await page.getByRole('columnheader', { name: 'Average Maturity' }).waitFor();
    expect(await page.getByText(/^Page 1 of \d+$/).isVisible()).toBe(true);
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers.map((header) => header.replace(/[▲▼↕]/g, ''))).toEqual(['Organisation', 'Contact', 'Date', 'Status', 'Follow-up', 'Review', 'Average Maturity', 'Overall level', 'Actions']);

    await page.getByLabel('Search organisation, name or email').fill('findable');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'findable');
    const row = page.getByRole('row', { name: /Findable Widgets/ });
    // The previous page stays on screen while the search loads; wait for the answer to the search.
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(await page.getByText(/^Page \d+ of \d+$/).count()).toBe(0);
    expect(await page.getByText('1 assessment matches').isVisible()).toBe(true);
    // The draft is hidden by default, and the list says so.
    expect(await page.getByText(/Drafts are hidden: choose "Completed and drafts" under Status to show them\./).isVisible()).toBe(true);
    expect(await row.textContent()).toContain('Completed');
    expect(await row.textContent()).toContain('1.5');
    // A quick check's overall level says it is indicative, from the ratings, not ASD's method.
    expect(await row.getByRole('cell', { name: /^Maturity Level (Zero|One|Two|Three) ?Indicative, from ratings$/ }).count()).toBe(1);
    expect(await row.getByText('Completed').evaluate((badge) => getComputedStyle(badge).backgroundColor)).toBe('rgb(220, 252, 231)');

    const [summary] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download summary PDF for Findable Widgets' }).click()]);
    expect(summary.suggestedFilename()).toBe('Findable Widgets_Summary.pdf');
    const [detailed] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download detailed PDF for Findable Widgets' }).click()]);
    expect(detailed.suggestedFilename()).toBe('Findable Widgets_Detailed_Report.pdf');
    const detailedText = execFileSync('pdftotext', ['-raw', await detailed.path(), '-'], { encoding: 'utf8' });
    expect(detailedText).toContain('Gap analysis by control');
    expect(detailedText).toContain('Findable Widgets');
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csvText = fs.readFileSync(await csv.path(), 'utf8');
    expect(csvText.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(2);
    expect(csvText).toContain('Findable Widgets,Pat Portal,pat@portal.example');

    // A cleared search leaves the address, and the status filter keeps the drafts in the address once they are asked for.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Completed and drafts' });
    await page.waitForURL((url) => url.searchParams.get('status') === 'all' && url.searchParams.get('search') === 'findable');
    await page.getByRole('row', { name: /Findable Draft Widgets/ }).waitFor();
    await page.getByLabel('Search organisation, name or email').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => !url.searchParams.has('search') && url.searchParams.get('status') === 'all');
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Completed' });
    await page.waitForURL((url) => url.search === '');
    await page.getByLabel('Search organisation, name or email').fill('findable');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);

    await row.getByRole('link', { name: 'View Results for Findable Widgets' }).click();
    await page.getByRole('heading', { level: 1, name: 'Findable Widgets' }).waitFor();
    // A summary first, then links to each section.
    const summaryFacts = page.getByRole('region', { name: 'Summary' });
    // The follow-up at the top, in the summary, to read and change.
    const followUp = summaryFacts.getByRole('region', { name: 'Follow-up' });
    await expect.poll(() => followUp.getByLabel('Follow-up status').inputValue()).toBe('new');
    expect(await followUp.getByLabel('Owner').inputValue()).toBe('');
    expect(await summaryFacts.getByRole('term').allTextContents()).toEqual(['Status', 'Indicative level from your ratings']);
    expect(await summaryFacts.textContent()).toContain('Findable Widgets is at Maturity Level');
    const sections = page.getByRole('navigation', { name: 'Sections of this assessment' });
    expect(await sections.getByRole('link').allTextContents()).toEqual(['Results', 'Notes', 'Exports', 'History']);
    await sections.getByRole('link', { name: 'History' }).click();
    await page.waitForURL((url) => url.hash === '#history');
    // The page scrolled to the section: its heading is in view.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'History', exact: true }).evaluate((heading) => heading.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    expect(await page.getByRole('region', { name: 'Assessment Information' }).textContent()).toContain('pat@portal.example');
    expect(await page.getByRole('region', { name: 'Assessment Information' }).textContent()).toMatch(/(Indicative level from your ratings|Maturity level by ASD's method)Maturity Level (Zero|One|Two|Three)/);
    const resultsTable = page.getByRole('region', { name: 'Maturity Assessment Results' });
    expect(await resultsTable.getByRole('row').count()).toBe(9);
    // Regular backups is at its target of 3 ("Managed" is the level's title, never a badge); Application control is at 0.
    expect(await resultsTable.getByRole('row', { name: /^Regular backups/ }).getByRole('cell').last().textContent()).toBe('Target met');
    expect(await resultsTable.getByRole('row', { name: /^Application control/ }).getByRole('cell').last().textContent()).toBe('High priority');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download detailed PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe('Findable Widgets_Detailed_Report.pdf');
    const [docx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Word report' }).click()]);
    expect(docx.suggestedFilename()).toBe('Findable Widgets-report.docx');
    await page.getByRole('region', { name: 'History' }).getByText('Exported (Word document, made in the browser) by support').waitFor();
    expect(await page.getByRole('region', { name: 'History' }).textContent()).toContain('Viewed by support');

    // Cancelling the dialog keeps the assessment; confirming deletes it and lands on the list, which says so.
    await page.getByRole('button', { name: 'Delete Assessment' }).click();
    const dialog = page.getByRole('dialog', { name: "Delete Findable Widgets's assessment?" });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('heading', { level: 1, name: 'Findable Widgets' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Delete Assessment' }).click();
    await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
    await page.waitForURL((url) => url.pathname === '/support/results');
    await page.getByRole('status').filter({ hasText: "Deleted Findable Widgets's assessment" }).waitFor();
    await page.getByLabel('Search organisation, name or email').fill('findable');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No assessments match.').waitFor();
  });

  it("shows on the dashboard the reviews in progress, finished lately, and how often the assessed level is below the respondent's", async () => {
    const { context, page, pageErrors } = await browser.newPage();
    await page.goto('/login');
    await signIn(page);
    await page.getByText('Assessments in total').waitFor();
    // Other tests of this server may have reviewed assessments already: the card adds these to what was there.
    const before = await dashboardReviewsNow(context.request);
    const reviewed = async (organizationName: string, status: 'in-review' | 'finished' | 'shared', overrides: Record<string, unknown> = {}) =>
      reviewTo(context.request, (await saveDetailedAssessment({ organizationName, ...overrides })).id, status);
    await reviewed('Dashflow Underway', 'in-review');
    // Maturity Level One by its answers, Zero as assessed from one finding: below.
    await reviewed('Dashflow Below', 'finished');
    // Every answer Not assessed, so Maturity Level Zero by answers: the assessed Zero is not below it.
    await reviewed('Dashflow Level', 'shared', { requirementOutcomes: {} });
    const finished = before.finished + 2;
    const below = before.assessedBelow + 1;

    await page.reload();
    const card = page.getByRole('region', { name: 'Reviews' });
    await card.waitFor();
    const figure = async (term: string) => card.getByRole('definition').nth((await card.getByRole('term').allTextContents()).indexOf(term)).textContent();
    expect(await figure('In progress')).toBe(String(before.inReview + 1));
    expect(await figure('Finished in the last 30 days')).toBe(String(before.finishedLast30Days + 2));
    const words = `In ${below} of ${finished} finished reviews, the assessed level is below the respondent's.`;
    expect(await card.getByRole('figure', { name: words }).isVisible()).toBe(true);
    expect(await card.getByRole('img', { name: `${below} assessed below the respondent's level, ${finished - below} at or above it` }).isVisible()).toBe(true);
    await expectAccessible(page, 'dashboard with reviews');

    await card.getByRole('link', { name: 'See the reviews in progress' }).click();
    await page.waitForURL((url) => url.pathname === '/support/results' && url.searchParams.get('review') === 'in-review');
    await page.getByRole('row', { name: /Dashflow Underway/ }).waitFor();
    expect(await page.getByRole('row', { name: /Dashflow (Below|Level)/ }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('notices within 60 seconds that the session has ended and returns to sign-in', async () => {
    const { context, page } = await browser.newPage();
    await page.clock.install();
    await page.goto('/login');
    await signIn(page);
    await page.getByText('Assessments in total').waitFor();
    // The session ends on the server (another tab signed out, or it expired); this page has not been told.
    const ended = await context.request.post('/api/auth/logout', { headers: { origin: serverUrl() } });
    expect(ended.status()).toBe(204);
    expect(page.url()).toMatch(/\/support$/);
    await page.clock.fastForward(60_000);
    await page.waitForURL('**/login');
  });

  it('resets a password through the emailed link and signs in with the new one', async () => {
    const { page } = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in form (with its own Username field) stays on screen until the reset page has loaded.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Username').fill(E2E_RESETTER.username);
    await page.getByRole('button', { name: 'Request Password Reset' }).click();
    await page.getByText('Password reset requested. Please check your email for the reset token.').waitFor();
    // The server answers before it makes and sends the link, so the link may land a moment after the notice.
    const link = await vi.waitFor(() => {
      const sent = fs.readFileSync(testServer().resetLinksFile, 'utf8').trim().split('\n').at(-1);
      if (!sent) throw new Error('No reset link yet');
      return sent;
    });
    await page.goto(link);
    expect(await page.getByLabel('Reset token').inputValue()).toBe(new URL(link).searchParams.get('token'));
    await page.getByLabel('New password').fill('weak');
    expect(await page.getByText('Password does not meet requirements: length, uppercase, numbers, special').isVisible()).toBe(true);
    await page.getByLabel('New password').fill('Brand-New-Passw0rd!');
    await page.getByLabel('Confirm password').fill('Brand-New-Passw0rd');
    expect(await page.getByText('Passwords do not match').isVisible()).toBe(true);
    await page.getByLabel('Confirm password').fill('Brand-New-Passw0rd!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successful. Redirecting to login...').waitFor();
    await page.waitForURL('**/login', { timeout: 5000 });
    await signIn(page, { username: E2E_RESETTER.username, password: 'Brand-New-Passw0rd!' });
    await page.waitForURL('**/support');
  });
});
