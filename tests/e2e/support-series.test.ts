import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/domain/constants';
import { longAustralianDate } from '../../src/domain/format';
import { allControls, completedAssessmentBody } from '../support/assessments';
import { expectAccessible } from './expect-accessible';
import { useOwnServer, type Saved } from './own-server';
import { useBrowser } from './use-browser';

const ORGANISATION = 'Seriesflow Pty Ltd';
/** Maturity Level Zero overall (multi-factor authentication at zero); patch applications at three. */
const EARLIER_LEVELS = { ...allControls(1), 'multi-factor-authentication': 0, 'patch-applications': 3 };
/** Maturity Level One overall: most strategies up to two, patch applications down to one, backups unchanged at one. */
const LATER_LEVELS = { ...allControls(2), 'patch-applications': 1, 'regular-backups': 1 };

// A server of its own, so the dashboard's counts start from none and the two assessments are months apart.
describe('a series of assessments in the support portal', () => {
  const browser = useBrowser();
  let daysAgo = 0;
  const { origin, api, signedIn: signedInAs } = useOwnServer({ now: () => Date.now() - daysAgo * DAY_MS });
  /** Starts a re-assessment of a completed assessment, as "Start a re-assessment" does; completes it with `levels` unless told not to. */
  async function reassess(earlier: Saved, levels?: Record<string, number>): Promise<Saved> {
    const draft = await api(`/api/assessments/${earlier.id}/reassessments`, 'POST', undefined, earlier.accessKey);
    if (!levels) return draft;
    const completed = await api(`/api/assessments/${draft.id}`, 'PUT', completedAssessmentBody({ organizationName: ORGANISATION, assessments: levels }), draft.accessKey);
    return { ...completed, accessKey: draft.accessKey };
  }
  const signedIn = (width?: number) => signedInAs(browser, width);
  const movementRegion = (page: Page) => page.getByRole('region', { name: 'How re-assessed organisations moved' });

  it('shows the series and the progress since the one before on the detail page, links to the others, and counts the movement on the dashboard', async () => {
    daysAgo = 120;
    const earlier = await api('/api/assessments', 'POST', completedAssessmentBody({ organizationName: ORGANISATION, assessments: EARLIER_LEVELS }));
    daysAgo = 0;
    const { page, pageErrors } = await signedIn();
    // Completed assessments, but none re-assessed yet.
    await movementRegion(page).getByText('No organisation has completed a re-assessment yet.').waitFor();

    const later = await reassess(earlier, LATER_LEVELS);
    const earlierDate = longAustralianDate(earlier.createdAt);
    const laterDate = longAustralianDate(later.createdAt);
    await page.goto(`${origin()}/support/results/${later.id}`);
    const series = page.getByRole('region', { name: 'Assessments in this series' });
    await series.getByRole('table').waitFor();
    const rows = series.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(1).textContent()).toBe(`${earlierDate}Quick checkMaturity Level Zero (indicative, from ratings)First in the series`);
    expect(await rows.nth(2).textContent()).toBe(`${laterDate} This assessmentQuick checkMaturity Level One (indicative, from ratings) Improved from Maturity Level Zero to Maturity Level One`);
    expect(await rows.nth(2).getAttribute('aria-current')).toBe('true');
    expect(await rows.nth(1).getAttribute('aria-current')).toBeNull();
    // The chart of the series over time, drawn in the section, the same as the respondent's results show it.
    await expect.poll(() => series.getByRole('img', { name: /^Small charts of the overall level \(indicative, from ratings\) and of each strategy's level at 2 assessments/ }).filter({ visible: true }).count()).toBe(1);
    // Only the other assessment is a link; this one is not.
    expect(await series.getByRole('link').count()).toBe(1);

    const progress = page.getByRole('region', { name: `Progress since ${earlierDate}` });
    await progress.waitFor();
    expect(await progress.textContent()).toContain(
      "6 strategies improved, 1 unchanged and 1 fell; overall, improved from Maturity Level Zero to Maturity Level One (indicative, from ratings).",
    );
    const change = async (strategy: string) => (await progress.getByRole('row', { name: strategy }).getByRole('cell').textContent())?.trim();
    expect(await change('Overall (indicative, from ratings)')).toBe('Improved from Maturity Level Zero to Maturity Level One');
    expect(await change('Multi-factor authentication')).toBe('Improved from Maturity Level Zero to Maturity Level Two');
    expect(await change('Patch applications')).toBe('Fell from Maturity Level Three to Maturity Level One');
    expect(await change('Regular backups')).toBe('Unchanged at Maturity Level One');
    // Each change has its drawn shape beside the words: the direction never rests on colour alone.
    expect(await progress.getByRole('row', { name: 'Patch applications' }).locator('svg.direction__shape polygon').count()).toBe(1);
    await expectAccessible(page, 'detail page with its series');

    await series.getByRole('link', { name: earlierDate }).click();
    await page.waitForURL(`**/support/results/${earlier.id}`);
    const earlierSeries = page.getByRole('region', { name: 'Assessments in this series' });
    await earlierSeries.getByRole('link', { name: laterDate }).waitFor();
    expect(await earlierSeries.getByRole('row').nth(1).getAttribute('aria-current')).toBe('true');
    // The first of a series has nothing before it to compare with.
    expect(await page.getByRole('region', { name: /^Progress since/ }).count()).toBe(0);

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const movement = movementRegion(page);
    await movement.getByText('1 organisation has completed a re-assessment: 1 improved, 0 held and 0 fell between their last two assessments.').waitFor();
    expect(await movement.getByRole('definition').allTextContents()).toEqual([' 1', ' 0', ' 0']);
    await expectAccessible(page, 'dashboard with the movement');

    // The list shows the series as one row, its latest, with the earlier one a toggle away.
    await page.goto(`${origin()}/support/results`);
    const toggle = page.getByRole('button', { name: `1 earlier assessment of ${ORGANISATION}` });
    await toggle.waitFor();
    expect(await page.getByRole('rowheader', { name: new RegExp(ORGANISATION) }).count()).toBe(1);
    expect(await page.getByText("1 row: each organisation's re-assessments are grouped under its latest assessment.").isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const earlierRow = page.getByRole('row', { name: new RegExp(`Earlier assessment of ${ORGANISATION}`) });
    await earlierRow.waitFor();
    expect(await toggle.getAttribute('aria-controls')).toBe(await earlierRow.getAttribute('id'));
    // The actions stay inside the table's visible area at both widths.
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const scroller = await page.getByRole('group', { name: 'Assessments table' }).boundingBox();
      const actions = await earlierRow.getByRole('link', { name: `View Results for ${ORGANISATION}` }).boundingBox();
      expect(actions && scroller && actions.x + actions.width).toBeLessThanOrEqual((scroller?.x ?? 0) + (scroller?.width ?? 0));
      await expectAccessible(page, `results list with a series opened at ${width} px`);
    }
    await toggle.click();
    await earlierRow.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });

  it('shows a re-assessment still in draft beside the completed ones, and at phone width the series fits the screen', async () => {
    const first = await api('/api/assessments', 'POST', completedAssessmentBody({ organizationName: ORGANISATION, assessments: EARLIER_LEVELS }));
    const second = await reassess(first, LATER_LEVELS);
    const draft = await reassess(second);
    const { page, pageErrors } = await signedIn(375);
    await page.goto(`${origin()}/support/results/${draft.id}`);
    const series = page.getByRole('region', { name: 'Assessments in this series' });
    await series.getByText('This assessment is a draft: it joins the table once it is finished.').waitFor();
    expect(await series.getByRole('link').count()).toBe(2);
    expect(await page.getByRole('region', { name: /^Progress since/ }).count()).toBe(0);
    await expectAccessible(page, 'draft re-assessment with its series at 375 px');
    await page.goto(`${origin()}/support/results/${second.id}`);
    await page.getByRole('region', { name: /^Progress since/ }).waitFor();
    await expectAccessible(page, 'detail page with its series at 375 px');
    // In the list the draft is hidden by default; with drafts, it is the latest and both completed ones are earlier.
    await page.goto(`${origin()}/support/results`);
    const latestRow = page.getByRole('row', { name: new RegExp(ORGANISATION) }).filter({ hasNotText: 'Earlier assessment of' });
    await page.getByRole('button', { name: new RegExp(`^\\d+ earlier assessments? of ${ORGANISATION}$`) }).first().waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Completed and drafts' });
    await page.waitForURL((url) => url.searchParams.get('status') === 'all');
    await expect.poll(() => latestRow.first().getByRole('cell').nth(2).textContent()).toBe('Draft');
    await expectAccessible(page, 'results list with drafts at 375 px');
    expect(pageErrors).toEqual([]);
  });

  it('leaves a short note and the rest of the page when the series cannot be loaded', async () => {
    const first = await api('/api/assessments', 'POST', completedAssessmentBody({ organizationName: ORGANISATION }));
    const { page } = await signedIn();
    await page.route('**/api/assessments/*/series', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"Internal error"}}' }));
    await page.goto(`${origin()}/support/results/${first.id}`);
    await page.getByRole('alert').filter({ hasText: 'The other assessments in this series could not be loaded: Internal error' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Maturity Assessment Results' }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Assessments in this series' }).count()).toBe(0);
  });
});
