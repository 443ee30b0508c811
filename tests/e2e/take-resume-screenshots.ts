/**
 * Takes the screenshots of "Save and finish later" in docs/screenshots (the saved panel with its resume
 * link; a save refused as the draft was saved elsewhere since; the question before the newer copy
 * replaces the answers in this browser; 1440 px and 375 px) on a wizard reopened at its organisation step.
 * Run with `npx tsx tests/e2e/take-resume-screenshots.ts` after `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { completedAssessmentBody } from '../support/assessments';
import { launchBrowser, openPage } from './browser';
import { startTestServer } from './server';

const OUT = path.resolve('docs/screenshots');

async function main(): Promise<void> {
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    for (const width of [1440, 375]) {
      const response = await fetch(`${server.url}/api/assessments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...completedAssessmentBody(), status: 'draft', resumeStep: 'organisation' }),
      });
      const draft = (await response.json()) as { id: string; accessKey: string };
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto(`/assessment/resume?id=${draft.id}#key=${draft.accessKey}`);
      await page.getByRole('heading', { name: 'Organisation details' }).waitFor();
      await page.getByRole('button', { name: 'Save and finish later' }).click();
      await page.getByRole('button', { name: 'Copy link' }).waitFor();
      await page.getByRole('region', { name: 'Your answers are saved' }).screenshot({ path: path.join(OUT, `save-for-later-${width}.png`) });
      await fetch(`${server.url}/api/assessments/${draft.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-access-key': draft.accessKey },
        body: JSON.stringify({ ...completedAssessmentBody(), status: 'draft', resumeStep: 'organisation', organizationName: 'Saved elsewhere' }),
      });
      await page.getByRole('button', { name: 'Save and finish later' }).click();
      await page.getByRole('link', { name: 'Open the newer saved copy' }).waitFor();
      await page.locator('.save-for-later').screenshot({ path: path.join(OUT, `save-conflict-${width}.png`) });
      await page.getByRole('link', { name: 'Open the newer saved copy' }).click();
      await page.getByRole('heading', { name: 'This browser holds other answers to this assessment' }).waitFor();
      await page.screenshot({ path: path.join(OUT, `resume-newer-copy-${width}.png`), fullPage: true });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
