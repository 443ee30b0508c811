import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { longAustralianDate } from '../../src/domain/format';
import { holdSeriesKeys, saveSeries, type SeriesMember } from './progress-series';
import { useBrowser } from './use-browser';

/** The eight strategies in ASD's order, each with how the re-assessment below moves it. */
const EXPECTED: [title: string, direction: string, words: string][] = [
  ['Patch applications', 'Improved', 'Improved from Maturity Level One to Maturity Level Two'],
  ['Patch operating systems', 'Unchanged', 'Unchanged at Maturity Level One'],
  ['Multi-factor authentication', 'Unchanged', 'Unchanged at Maturity Level Two'],
  ['Restrict administrative privileges', 'Unchanged', 'Unchanged at Maturity Level Zero'],
  ['Application control', 'Unchanged', 'Unchanged at Maturity Level Zero'],
  ['Restrict Microsoft Office macros', 'Fell', 'Fell from Maturity Level Two to Maturity Level One'],
  ['User application hardening', 'Unchanged', 'Unchanged at Maturity Level Three'],
  ['Regular backups', 'Unchanged', 'Unchanged at Maturity Level Three'],
];

/** A first assessment, and a re-assessment of it with Patch applications up a level and the macros down one. */
const saveTwo = () => saveSeries([{ 'patch-applications': 2, 'configure-microsoft-office-macro-settings': 1 }]);

/** Opens the results of a member of a series, in a browser holding the keys of the whole series. */
async function openResults(page: Page, series: readonly SeriesMember[], member: SeriesMember): Promise<void> {
  await page.goto('/');
  await holdSeriesKeys(page, series);
  await page.goto(`/assessment/results?id=${member.id}`);
  await page.getByRole('heading', { level: 2, name: 'Results by control' }).waitFor();
}

/** Waits until the page has finished looking for earlier assessments, and loading whatever it found. */
async function seriesSettled(page: Page): Promise<void> {
  await page.getByText('Checking for earlier assessments to compare with').waitFor({ state: 'detached' });
  await page.getByText('Loading your progress since the earlier assessment').waitFor({ state: 'detached' });
}

describe('progress since the earlier assessment of a series', () => {
  const browser = useBrowser();

  it('shows each strategy’s change in words and with a marker, the overall change, the chart and its table', async () => {
    const series = await saveTwo();
    const [first, later] = series;
    if (!first || !later) throw new Error('The series was not saved');
    const { page, pageErrors } = await browser.newPage();
    await openResults(page, series, later);

    const section = page.getByRole('region', { name: `Progress since ${longAustralianDate(first.createdAt)}` });
    await section.waitFor();
    expect(await section.getByText(/^1 strategy improved/).textContent()).toBe(
      '1 strategy improved, 6 unchanged and 1 fell; overall, unchanged at Maturity Level Zero (indicative, from ratings).',
    );
    expect(await section.getByText('Overall (indicative, from ratings)', { exact: true }).first().locator('..').textContent()).toBe('Overall (indicative, from ratings)UnchangedUnchanged at Maturity Level Zero');

    const rows = section.getByRole('list', { name: 'Change of each strategy' }).getByRole('listitem');
    expect(await rows.allTextContents()).toEqual(EXPECTED.map(([title, direction, words]) => `${title}${direction}${words}`));
    // The marker's shape is decoration beside the word, never the only sign of the direction.
    const improved = rows.filter({ hasText: 'Patch applications' }).locator('.direction');
    expect(await improved.getAttribute('class')).toContain('direction--improved');
    expect(await improved.locator('svg').getAttribute('aria-hidden')).toBe('true');

    // The section sits high: after ASD's level and before the chart of target against current.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const progressAt = headings.indexOf(`Progress since ${longAustralianDate(first.createdAt)}`);
    expect(progressAt).toBeGreaterThan(headings.indexOf('Indicative level from your ratings'));
    expect(progressAt).toBeLessThan(headings.indexOf('Target against current maturity'));

    // One drawing of the chart shows at this width, named for what it shows.
    const chart = section.getByRole('img', { name: /^Small charts of the overall level \(indicative, from ratings\) and of each strategy's level at 2 assessments/ });
    await chart.waitFor();
    expect(await chart.count()).toBe(1);
    expect(await chart.getAttribute('aria-label')).toContain('this assessment is marked with a filled diamond');
    const box = await chart.boundingBox();
    expect(box?.width).toBeGreaterThan(800);
    // Nine panels: the overall then the eight strategies, the assessment shown a diamond in each.
    expect(await chart.locator('polygon').count()).toBe(9);

    const table = section.getByRole('table', { name: 'Level at each assessment, overall and by strategy' });
    expect(await table.isVisible()).toBe(false);
    await section.getByText('Show the levels as a table').click();
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Strategy',
      // Each assessment's kind beside its date: a quick check's overall level is indicative, from its ratings.
      `${longAustralianDate(first.createdAt)}, Quick check`,
      `${longAustralianDate(later.createdAt)}, Quick check (this assessment)`,
    ]);
    const row = async (title: string) => (await table.getByRole('row', { name: title }).getByRole('cell').allTextContents()).join(' | ');
    expect(await row('Overall (indicative, from ratings)')).toBe('0 (Maturity Level Zero) | 0 (Maturity Level Zero)');
    expect(await row('Patch applications')).toBe('1 (Maturity Level One) | 2 (Maturity Level Two)');
    expect(await row('Restrict Microsoft Office macros')).toBe('2 (Maturity Level Two) | 1 (Maturity Level One)');
    expect(await table.getByRole('row').count()).toBe(1 + 9);
    expect(pageErrors).toEqual([]);
  });

  it('shows no progress on the first assessment of a series, nor on one never re-assessed', async () => {
    const series = await saveTwo();
    const [first] = series;
    if (!first) throw new Error('The series was not saved');
    const { page, pageErrors } = await browser.newPage();
    await openResults(page, series, first);
    await seriesSettled(page);
    expect(await page.getByRole('heading', { name: /^Progress since/ }).count()).toBe(0);
    expect(await page.getByRole('img', { name: /^Small charts/ }).count()).toBe(0);

    const [alone] = await saveSeries([]);
    if (!alone) throw new Error('The assessment was not saved');
    await openResults(page, [alone], alone);
    await seriesSettled(page);
    expect(await page.getByRole('heading', { name: /^Progress since/ }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('shows the results without waiting for the series, keeps them whole when it cannot be loaded, says so in words and tries again', async () => {
    const series = await saveTwo();
    const [first, later] = series;
    if (!first || !later) throw new Error('The series was not saved');
    const { page } = await browser.newPage({ width: 375 });
    // The first answer is held back until the results are on screen, and then fails.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let failing = true;
    await page.route('**/api/assessments/*/series', async (route) => {
      if (!failing) return route.fallback();
      await held;
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'The service is busy.' } }) });
    });
    await openResults(page, series, later);
    expect(await page.getByRole('status').filter({ hasText: 'Checking for earlier assessments to compare with…' }).isVisible()).toBe(true);
    release();
    const note = page.getByRole('status').filter({ hasText: 'Progress since your earlier assessments could not be loaded just now' });
    await note.waitFor();
    // The rest of the results are all there.
    await page.getByRole('heading', { level: 2, name: 'Indicative level from your ratings' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Target against current maturity' }).isVisible()).toBe(true);

    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('region', { name: `Progress since ${longAustralianDate(first.createdAt)}` }).waitFor();
    expect(await note.count()).toBe(0);
    // At phone width the chart is drawn in one column and fits the screen.
    const chart = page.getByRole('img', { name: /^Small charts/ });
    const box = await chart.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
  it("keeps the results whole when the progress card's code cannot be fetched, says so in words and tries again", async () => {
    const series = await saveTwo();
    const [first, later] = series;
    if (!first || !later) throw new Error('The series was not saved');
    const { page } = await browser.newPage();
    let failing = true;
    await page.route('**/assets/ProgressSinceCard-*.js', (route) => (failing ? route.abort('internetdisconnected') : route.fallback()));
    await openResults(page, series, later);
    const note = page.getByRole('status').filter({ hasText: 'Progress since your earlier assessments could not be shown just now: its chart could not be fetched. The results below are complete.' });
    await note.waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Indicative level from your ratings' }).isVisible()).toBe(true);

    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('region', { name: `Progress since ${longAustralianDate(first.createdAt)}` }).waitFor();
    expect(await note.count()).toBe(0);
  });
});
