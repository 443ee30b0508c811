/**
 * Takes the screenshots of "Your assessments" in docs/screenshots (one completed assessment and one draft,
 * and its delete dialog; 1440 px and 375 px).
 * Run with `npx tsx tests/e2e/take-mine-screenshots.ts` after `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { allControls, completedAssessmentBody } from '../support/assessments';
import { launchBrowser, openPage } from './browser';
import { startTestServer } from './server';

const OUT = path.resolve('docs/screenshots');

async function main(): Promise<void> {
  const server = await startTestServer();
  const save = async (body: Record<string, unknown>): Promise<{ id: string; accessKey: string }> => {
    const response = await fetch(`${server.url}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (response.status !== 201) throw new Error(`Saving answered ${response.status}`);
    const saved = (await response.json()) as { id: string; accessKey: string };
    return { id: saved.id, accessKey: saved.accessKey };
  };
  const completed = await save(completedAssessmentBody({ organizationName: 'Acme Widgets Pty Ltd', assessments: allControls((_id, index) => 1 + (index % 3)) }));
  const draft = await save({ status: 'draft', resumeStep: 'current-3', organizationName: 'Harbour Logistics', targetAssessments: allControls(2) });
  const browser = await launchBrowser();
  try {
    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/');
      await page.evaluate((keys) => window.localStorage.setItem('e8_access_keys', JSON.stringify(keys)), { [completed.id]: completed.accessKey, [draft.id]: draft.accessKey });
      await page.goto('/assessment/mine');
      await page.getByRole('heading', { level: 2, name: 'Harbour Logistics' }).waitFor();
      await page.screenshot({ path: path.join(OUT, `your-assessments-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Delete the assessment of Acme Widgets Pty Ltd' }).click();
      await page.getByRole('dialog').waitFor();
      await page.screenshot({ path: path.join(OUT, `your-assessments-delete-${width}.png`) });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
