import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../tests/e2e/browser';
import { E2E_SUPPORT, startTestServer } from '../tests/e2e/server';
import { answerAllQuestionsByMouse, finishWizardByMouse } from '../tests/e2e/wizard-steps';

async function median(runs: number, page: Page, button: () => Locator): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await Promise.all([page.waitForEvent('download'), button().click()]);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/** Median time, in ms, from pressing a report button to the download, in Chromium (needs `npm run build`). */
export async function browserReportTimes(runs: number): Promise<Record<'summary PDF' | 'detailed PDF' | 'Word report', number>> {
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    const { page } = await openPage(browser, server.url);
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    await answerAllQuestionsByMouse(page);
    await finishWizardByMouse(page, 'Bench Pty Ltd');
    await page.getByRole('heading', { name: 'Assessment Results' }).waitFor();
    const summary = await median(runs, page, () => page.getByRole('button', { name: 'Download Assessment Summary (PDF)' }));
    await page.goto('/login');
    await page.getByLabel('Username').fill(E2E_SUPPORT.username);
    await page.getByLabel('Password').fill(E2E_SUPPORT.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Assessments in total').waitFor();
    await page.goto('/support/results');
    const detailed = await median(runs, page, () => page.getByRole('button', { name: 'Export Detailed Report for Bench Pty Ltd' }));
    await page.getByRole('link', { name: 'View Results for Bench Pty Ltd' }).click();
    const word = await median(runs, page, () => page.getByRole('button', { name: 'Export DOCX' }));
    return { 'summary PDF': summary, 'detailed PDF': detailed, 'Word report': word };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * Gzipped JavaScript and CSS each public entry page fetches until the network is idle, the user doing
 * nothing: beside what the page preloads (the budget's measure, tests/e2e/route-weights.ts), what it
 * fetches once shown, such as the quick check's steps behind its welcome.
 */
export async function pageWeights(): Promise<{ page: string; js: number; css: number }[]> {
  const server = await startTestServer();
  const browser = await launchBrowser();
  const client = path.resolve('dist/client');
  try {
    const results = [];
    const { page: wizard } = await openPage(browser, server.url);
    // A finished assessment, so the results page has something to show.
    await wizard.goto('/assessment');
    await wizard.getByRole('button', { name: "Let's Get Started" }).click();
    await answerAllQuestionsByMouse(wizard);
    await finishWizardByMouse(wizard, 'Weights Pty Ltd');
    await wizard.getByRole('heading', { name: 'Assessment Results' }).waitFor();
    const resultsUrl = new URL(wizard.url()).pathname + new URL(wizard.url()).search;
    for (const url of ['/', '/assessment', '/assessment/detailed', resultsUrl, '/assessment/mine', '/login']) {
      const context = wizard.context();
      const page = await context.newPage();
      const files = new Set<string>();
      page.on('response', (response) => {
        const pathname = new URL(response.url()).pathname;
        if (/\.(js|css)$/.test(pathname)) files.add(pathname);
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      let js = 0;
      let css = 0;
      for (const file of files) {
        const size = gzipSync(fs.readFileSync(path.join(client, file))).length;
        if (file.endsWith('.js')) js += size;
        else css += size;
      }
      results.push({ page: url.startsWith('/assessment/results') ? '/assessment/results' : url, js, css });
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
