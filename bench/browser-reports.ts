/**
 * Time to make each report in the browser (Chromium, median of 5): the summary PDF from the
 * results page, the detailed PDF from the support list, the Word report from the detail page.
 * Run after `npm run build`: npx tsx bench/browser-reports.ts
 */
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../tests/e2e/browser';
import { E2E_SUPPORT, startTestServer } from '../tests/e2e/server';
import { answerAllQuestionsByMouse, finishWizardByMouse } from '../tests/e2e/wizard-steps';

const RUNS = 5;

async function median(label: string, page: Page, button: () => Locator): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await Promise.all([page.waitForEvent('download'), button().click()]);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms (first ${times.length} runs: ${times.map((t) => t.toFixed(0)).join(', ')})`);
}

const server = await startTestServer();
const browser = await launchBrowser();
try {
  const { page } = await openPage(browser, server.url);
  await page.goto('/assessment');
  await page.getByRole('button', { name: "Let's Get Started" }).click();
  await answerAllQuestionsByMouse(page);
  await finishWizardByMouse(page, 'Bench Pty Ltd');
  await page.getByRole('heading', { name: 'Assessment Results' }).waitFor();
  await median('summary PDF in the browser', page, () => page.getByRole('button', { name: 'Download Assessment Summary (PDF)' }));
  await page.goto('/login');
  await page.getByLabel('Username').fill(E2E_SUPPORT.username);
  await page.getByLabel('Password').fill(E2E_SUPPORT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Assessments in total').waitFor();
  await page.goto('/support/results');
  await median('detailed PDF in the browser', page, () => page.getByRole('button', { name: 'Export Detailed Report for Bench Pty Ltd' }));
  await page.getByRole('link', { name: 'View Results for Bench Pty Ltd' }).click();
  await median('Word report in the browser', page, () => page.getByRole('button', { name: 'Export DOCX' }));
} finally {
  await browser.close();
  await server.stop();
}
