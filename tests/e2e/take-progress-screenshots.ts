/**
 * Takes the screenshots of a re-assessment's results with its progress (docs/screenshots/results-progress-1440.png
 * and -375.png): a series of three assessments three months apart, the page from its top to the end of the
 * progress section, the chart's table open.
 * Run with `npx tsx tests/e2e/take-progress-screenshots.ts` after `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { DAY_MS } from '../../src/domain/constants';
import { launchBrowser, openPage } from './browser';
import { holdSeriesKeys, saveSeries } from './progress-series';
import { startTestServer } from './server';

const OUT = path.resolve('docs/screenshots');
/** How many days ago each assessment of the series was started, first to last. */
const DAYS_AGO = [182, 91, 0];

async function main(): Promise<void> {
  let daysAgo = 0;
  const server = await startTestServer({ now: () => Date.now() - daysAgo * DAY_MS });
  const browser = await launchBrowser();
  try {
    const series = await saveSeries(
      [
        { 'patch-applications': 2, 'restrict-administrative-privileges': 1, 'multi-factor-authentication': 3 },
        { 'application-control': 1, 'configure-microsoft-office-macro-settings': 1, 'restrict-administrative-privileges': 2 },
      ],
      { baseUrl: server.url, organizationName: 'Acme Widgets Pty Ltd', before: (step) => (daysAgo = DAYS_AGO[step] ?? 0) },
    );
    const latest = series[series.length - 1];
    if (!latest) throw new Error('The series was not saved');
    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/');
      await holdSeriesKeys(page, series);
      await page.goto(`/assessment/results?id=${latest.id}`);
      const progress = page.getByRole('region', { name: /^Progress since / });
      await progress.getByRole('img', { name: /^Small charts/ }).waitFor();
      await progress.getByText('Show the levels as a table').click();
      await progress.getByRole('table').waitFor();
      // Where the section ends on the page (not in the window, which the click above may have scrolled).
      const bottom = await progress.evaluate((section) => section.getBoundingClientRect().bottom + window.scrollY);
      await page.screenshot({ path: path.join(OUT, `results-progress-${width}.png`), fullPage: true, clip: { x: 0, y: 0, width, height: Math.ceil(bottom + 16) } });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
