import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdAccessKey, saveAssessment } from './assessments';
import { useBrowser } from './use-browser';
import { pdfText, reportFolder } from '../support/report-text';

/** The summary PDF renderer: the worker that makes the file ahead, or the chunk a page imports. */
const RENDERER = /\/assets\/summary-pdf-[\w-]+\.js$/;

/** Every renderer script this browser context asks for, from now on (a worker's requests come to the context). */
function watchRenderer(context: BrowserContext): string[] {
  const requested: string[] = [];
  context.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    if (RENDERER.test(file)) requested.push(file);
  });
  return requested;
}

/** Waits until the page has loaded, has nothing on the network and the browser has had idle time, when work done ahead starts. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => window.requestIdleCallback(() => resolve())));
  await page.waitForLoadState('networkidle');
}

describe('the summary PDF, made ahead on the results page', () => {
  const browser = useBrowser();

  it('is not fetched by the landing page or the wizard', async () => {
    const { context, page, pageErrors } = await browser.newPage();
    const requested = watchRenderer(context);
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Assessment' }).waitFor();
    await settle(page);
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await settle(page);
    expect(requested).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('fetches the renderer once the results are shown, without a press, and the press fetches nothing more', async () => {
    const saved = await saveAssessment({ organizationName: 'Ahead of Time Pty Ltd' });
    const { context, page, pageErrors } = await browser.newPage();
    await page.goto('/');
    await holdAccessKey(page, saved);
    const requested = watchRenderer(context);
    const fetched = context.waitForEvent('requestfinished', { predicate: (request) => RENDERER.test(new URL(request.url()).pathname) });
    await page.goto(`/assessment/results?id=${saved.id}`);
    await page.getByRole('heading', { name: 'Results by control' }).waitFor();
    await fetched;
    expect(requested).toHaveLength(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Assessment Summary (PDF)' }).first().click()]);
    expect(download.suggestedFilename()).toBe('Ahead of Time Pty Ltd_Summary.pdf');
    const text = pdfText(fs.readFileSync(await download.path()), path.join(reportFolder('e8-summary-ahead-'), 'summary.pdf'));
    expect(text).toContain('Ahead of Time Pty Ltd');
    expect(text).toContain('Essential Eight Assessment Summary');
    expect(requested).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});
