/**
 * Takes the screenshots of the respondent's walk in docs/screenshots, at 1440 px and 375 px: the first
 * target question with "Same target for all eight", the review of a detailed draft that says how many
 * requirements are not assessed, and the top of a detailed assessment's results (the download and next
 * step near the top, the level resting on a partial assessment).
 * Run with `npx tsx tests/e2e/take-walk-screenshots.ts` after `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { allControls, detailedAssessmentBody } from '../support/assessments';
import { launchBrowser, openPage } from './browser';
import { startTestServer } from './server';

const OUT = path.resolve('docs/screenshots');

async function main(): Promise<void> {
  const server = await startTestServer();
  const save = async (body: Record<string, unknown>): Promise<{ id: string; accessKey: string }> => {
    const response = await fetch(`${server.url}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (response.status !== 201) throw new Error(`Saving answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { id: string; accessKey: string };
  };
  // Patch applications aims at level three, whose requirements the body leaves Not assessed.
  const partial = await save(detailedAssessmentBody({ organizationName: 'Partial Pty Ltd', targetAssessments: { ...allControls(2), 'patch-applications': 3 } }));
  const { status: _completed, ...draftBody } = detailedAssessmentBody({ organizationName: 'Draft Detail Pty Ltd', targetAssessments: { ...allControls(2), 'patch-applications': 3 } });
  const draft = await save({ ...draftBody, status: 'draft', resumeStep: 'review' });
  const browser = await launchBrowser();
  try {
    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/assessment?step=target-1');
      await page.getByRole('radio', { name: 'Maturity Level Two' }).check();
      await page.getByRole('checkbox', { name: 'Same target for all eight' }).check();
      await page.screenshot({ path: path.join(OUT, `same-target-for-all-${width}.png`), fullPage: true });

      await page.goto('/');
      await page.evaluate((keys) => window.localStorage.setItem('e8_access_keys', JSON.stringify(keys)), { [partial.id]: partial.accessKey, [draft.id]: draft.accessKey });
      await page.goto(`/assessment/results?id=${partial.id}`);
      await page.getByRole('region', { name: "Maturity level by ASD's method" }).waitFor();
      await page.screenshot({ path: path.join(OUT, `results-top-partial-${width}.png`) });
      await page.getByRole('region', { name: 'Next steps' }).scrollIntoViewIfNeeded();
      await page.getByRole('region', { name: 'Next steps' }).screenshot({ path: path.join(OUT, `results-next-steps-${width}.png`) });

      await page.goto(`/assessment/resume?id=${draft.id}#key=${draft.accessKey}`);
      await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
      await page.screenshot({ path: path.join(OUT, `detailed-review-not-assessed-${width}.png`) });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
