import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from '../../src/domain/controls';
import { detailedAssessmentBody } from '../support/assessments';
import { expectAccessible } from './expect-accessible';
import { resultsShown } from './results-shown';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';

/** A finished quick check kept in this browser at its review step, as the wizard's autosave leaves it (with no submission key yet). */
async function storeProgressAtReview(page: Page, organizationName: string): Promise<void> {
  await page.goto('/privacy');
  await page.evaluate(
    ([ids, organisation]) =>
      window.localStorage.setItem(
        'e8_wizard_progress',
        JSON.stringify({
          step: { phase: 'review' },
          targetAssessments: Object.fromEntries(ids.map((id) => [id, 2])),
          assessments: Object.fromEntries(ids.map((id) => [id, 1])),
          implementation: { timeline: '6months', priorities: [], constraints: 'Budget' },
          organisation: { organizationName: organisation, respondentName: 'Tab Tester', respondentEmail: 'tabs@one.example' },
        }),
      ),
    [[...CONTROL_IDS], organizationName] as const,
  );
}

/** A finished detailed assessment kept in this browser at its review step (with no submission key yet). */
async function storeDetailedProgressAtReview(page: Page, organizationName: string): Promise<void> {
  await page.goto('/privacy');
  const { targetAssessments, requirementOutcomes } = detailedAssessmentBody();
  await page.evaluate(
    ([targets, outcomes, organisation]) =>
      window.localStorage.setItem(
        'e8_detailed_progress',
        JSON.stringify({
          step: { phase: 'review' },
          startedFrom: 'nothing',
          targetAssessments: targets,
          requirementOutcomes: outcomes,
          implementation: { timeline: '6months', priorities: [], constraints: 'Budget' },
          organisation: { organizationName: organisation, respondentName: 'Tab Tester', respondentEmail: 'tabs@one.example' },
        }),
      ),
    [targetAssessments, requirementOutcomes, organizationName] as const,
  );
}

/** Opens the review step of the quick check kept in this browser, once the journey's submission key is kept too. */
async function openReview(page: Page): Promise<void> {
  await page.goto('/assessment?step=review');
  await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
  await page.waitForFunction(() => (JSON.parse(window.localStorage.getItem('e8_wizard_progress') ?? '{}') as { submissionKey?: string }).submissionKey !== undefined);
}

/** How many completed assessments of an organisation the portal lists, read by a support user signed in in a context of its own. */
async function completedInPortal(openSupport: () => Promise<{ context: BrowserContext; page: Page }>, organisation: string): Promise<number> {
  const { context, page } = await openSupport();
  await page.goto('/login');
  await signIn(page);
  await page.getByText('Assessments in total').waitFor();
  const response = await context.request.get(`/api/assessments?status=completed&search=${encodeURIComponent(organisation)}`);
  expect(response.status()).toBe(200);
  const list = (await response.json()) as { items: { organizationName: string }[] };
  return list.items.filter((item) => item.organizationName === organisation).length;
}

describe('one submission per assessment', () => {
  const browser = useBrowser();
  const openSupport = () => browser.newPage();

  it('makes one assessment of a quick check submitted from two tabs: the second says it was already submitted and links to the results', async () => {
    const organisation = 'Two Tabs Pty Ltd';
    const { context, page: first, pageErrors } = await browser.newPage();
    await storeProgressAtReview(first, organisation);
    await openReview(first);
    const second = await context.newPage();
    await openReview(second);

    await first.getByRole('button', { name: 'Submit Assessment' }).click();
    await first.waitForURL('**/assessment/results?id=*');
    const resultsAddress = new URL(first.url());

    await second.getByRole('button', { name: 'Submit Assessment' }).click();
    const notice = second.getByRole('alert').filter({ hasText: 'Already submitted' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('This assessment was submitted from another tab or window, so it was not submitted again.');
    await expectAccessible(second, 'review after another tab submitted');
    const link = notice.getByRole('link', { name: 'Open the results' });
    expect(await link.getAttribute('href')).toBe(`${resultsAddress.pathname}${resultsAddress.search}`);
    await link.click();
    await second.waitForURL(resultsAddress.href);
    await resultsShown(second);

    expect(await completedInPortal(openSupport, organisation)).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('makes one detailed assessment of one submitted from two tabs, and says it was submitted on Back from its results', async () => {
    const organisation = 'Two Tabs Detailed Ltd';
    const { context, page: first, pageErrors } = await browser.newPage();
    await storeDetailedProgressAtReview(first, organisation);
    const openDetailedReview = async (page: Page) => {
      await page.goto('/assessment/detailed?step=review');
      await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
      await page.waitForFunction(() => (JSON.parse(window.localStorage.getItem('e8_detailed_progress') ?? '{}') as { submissionKey?: string }).submissionKey !== undefined);
    };
    await openDetailedReview(first);
    const second = await context.newPage();
    await openDetailedReview(second);

    await first.getByRole('button', { name: 'Submit Assessment' }).click();
    await first.waitForURL('**/assessment/results?id=*');
    const resultsAddress = new URL(first.url());
    await second.getByRole('button', { name: 'Submit Assessment' }).click();
    const notice = second.getByRole('alert').filter({ hasText: 'Already submitted' });
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'Open the results' }).getAttribute('href')).toBe(`${resultsAddress.pathname}${resultsAddress.search}`);

    // Back once the results are showing, as a person would press it: before the results' code has arrived the steps
    // are still on the page, and Back would return to them as they were.
    await first.getByRole('heading', { level: 1, name: 'Assessment Results' }).waitFor();
    await first.goBack();
    await first.getByRole('heading', { level: 2, name: 'This detailed assessment has been submitted' }).waitFor();
    expect(await first.getByRole('link', { name: 'Open the results' }).getAttribute('href')).toBe(`${resultsAddress.pathname}${resultsAddress.search}`);
    expect(await completedInPortal(openSupport, organisation)).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('says the quick check was submitted on Back from its results, and offers the results or a new assessment', async () => {
    const { page, pageErrors } = await browser.newPage();
    await storeProgressAtReview(page, 'Back Again Ltd');
    await openReview(page);
    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    await page.waitForURL('**/assessment/results?id=*');
    const resultsAddress = page.url();

    // Back once the results are showing, as a person would press it (see the detailed assessment's test above).
    await page.getByRole('heading', { level: 1, name: 'Assessment Results' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 2, name: 'This quick check has been submitted' }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
    await expectAccessible(page, 'back after submitting');
    await page.getByRole('link', { name: 'Open the results' }).click();
    await page.waitForURL(resultsAddress);
    await page.goBack();
    await page.getByRole('button', { name: 'Start a new assessment' }).click();
    await page.getByRole('button', { name: "Let's Get Started" }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(pageErrors).toEqual([]);
  });

  it('submits once on a double click of Submit', async () => {
    const organisation = 'Double Click Ltd';
    const { page, pageErrors } = await browser.newPage();
    await storeProgressAtReview(page, organisation);
    await openReview(page);
    // Each answer waits a while, as on a slow connection, so the second click lands while the first is under way.
    let posts = 0;
    await page.route('**/api/assessments', async (route) => {
      posts += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit Assessment' }).dblclick();
    await page.waitForURL('**/assessment/results?id=*');
    expect(posts).toBe(1);
    expect(await completedInPortal(openSupport, organisation)).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('gives the first submission when the answer to it was lost and Submit is pressed again', async () => {
    const organisation = 'Lost Answer Ltd';
    const { page, pageErrors } = await browser.newPage();
    await storeProgressAtReview(page, organisation);
    await openReview(page);
    // The submission reaches the server, but its answer never reaches the page.
    await page.route('**/api/assessments', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    await page.getByText('Could not reach the server. Check your connection and try again.').waitFor();
    await page.unroute('**/api/assessments');
    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    await page.waitForURL('**/assessment/results?id=*');
    expect(await page.getByText('Already submitted').count()).toBe(0);
    expect(await completedInPortal(openSupport, organisation)).toBe(1);
    expect(pageErrors.filter((error) => !error.includes('ERR_CONNECTION_RESET'))).toEqual([]);
  });
});
