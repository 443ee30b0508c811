/**
 * `npx tsx bench/phone-pdf.ts`: how long a respondent on a phone waits for the summary PDF, from the
 * click on "Download Assessment Summary (PDF)" to the file saved, on Lighthouse's mobile profile
 * (slow 4G, CPU four times slower), in a fresh browser that has shown the results page and rested
 * 3 s. Needs the built client and server (`npm run build`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { completedAssessmentBody } from '../tests/support/assessments';
import { launchBrowser } from '../tests/e2e/browser';
import { startTestServer } from '../tests/e2e/server';

/** Lighthouse's mobileSlow4G: 150 ms round trip, 1.6 Mbps down and 750 kbps up less DevTools' 10 %, CPU 4× slower. */
const PHONE = {
  latencyMs: 150,
  downloadBytesPerSecond: Math.floor((1.6 * 1024 * 0.9 * 1024) / 8),
  uploadBytesPerSecond: Math.floor((750 * 0.9 * 1024) / 8),
  cpuSlowdown: 4,
};
const REST_MS = 3000;

/**
 * One click on the phone: what the respondent waits; when the renderer's script had arrived, in ms
 * relative to the click (negative: before it); and the longest task on the page's main thread between
 * the results showing and the click (what work done ahead could hold up a tap for).
 */
export interface PhonePdfRun {
  clickToFileMs: number;
  rendererArrivedMs: number | null;
  longestTaskAheadMs: number;
}

/** Every run and the median click-to-file time. */
export interface PhonePdfTimes {
  runs: PhonePdfRun[];
  medianMs: number;
}

async function saveAssessment(baseUrl: string): Promise<{ id: string; accessKey: string }> {
  const response = await fetch(`${baseUrl}/api/assessments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(completedAssessmentBody({ organizationName: 'Phone Bench Pty Ltd' })),
  });
  if (response.status !== 201) throw new Error(`Saving the assessment failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; accessKey: string };
}

/** The renderer: the summary PDF worker's script, or the chunk the page imports. */
const RENDERER = /\/summary-pdf-(worker-)?[\w-]+\.js$/;

/** One fresh browser context (empty cache), throttled like the phone, from opening the results to the saved file. */
async function oneRun(browser: Browser, baseUrl: string, saved: { id: string; accessKey: string }, folder: string): Promise<PhonePdfRun> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    acceptDownloads: true,
    locale: 'en-AU',
    viewport: { width: 412, height: 823 },
    // The key to the results, where the wizard leaves it in the respondent's browser.
    storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage: [{ name: 'e8_access_keys', value: JSON.stringify({ [saved.id]: saved.accessKey }) }] }] },
  });
  try {
    // Long tasks, as the page's own clock sees them, so the work done before the click can be weighed.
    await context.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      Object.assign(window, { benchLongTasks: tasks, benchClickAt: Infinity });
      document.addEventListener('click', () => Object.assign(window, { benchClickAt: performance.now() }), { capture: true, once: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    let rendererArrivedAt: number | null = null;
    // Worker requests are reported on the context, not on the page that started the worker.
    context.on('requestfinished', (request) => {
      if (RENDERER.test(new URL(request.url()).pathname)) rendererArrivedAt ??= performance.now();
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await page.goto(`/assessment/results?id=${saved.id}`);
    const button = page.getByRole('button', { name: 'Download Assessment Summary (PDF)' });
    await button.waitFor();
    const shownAt = await page.evaluate(() => performance.now());
    await page.waitForTimeout(REST_MS);
    // From the moment the click is sent: a main thread still busy with work done ahead delays it, and that counts.
    const started = performance.now();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const file = path.join(folder, `summary-${started.toFixed(0)}.pdf`);
    await download.saveAs(file);
    const clickToFileMs = performance.now() - started;
    if (fs.readFileSync(file).subarray(0, 5).toString() !== '%PDF-') throw new Error(`The download is not a PDF: ${download.suggestedFilename()}`);
    const { tasks, clickedAt } = await page.evaluate(() => {
      const held = window as unknown as { benchLongTasks: { start: number; duration: number }[]; benchClickAt: number };
      return { tasks: held.benchLongTasks, clickedAt: held.benchClickAt };
    });
    const ahead = tasks.filter((task) => task.start >= shownAt && task.start < clickedAt).map((task) => task.duration);
    return { clickToFileMs, rendererArrivedMs: rendererArrivedAt === null ? null : rendererArrivedAt - started, longestTaskAheadMs: Math.max(0, ...ahead) };
  } finally {
    await context.close();
  }
}

/** The summary PDF on a phone, `runs` times, each in a fresh context of one Chromium against the built server. */
export async function phonePdfTimes(runs = 5): Promise<PhonePdfTimes> {
  const server = await startTestServer();
  const browser = await launchBrowser();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-phone-pdf-'));
  try {
    const saved = await saveAssessment(server.url);
    const results: PhonePdfRun[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await oneRun(browser, server.url, saved, folder));
    const sorted = results.map((result) => result.clickToFileMs).sort((a, b) => a - b);
    return { runs: results, medianMs: sorted[Math.floor(sorted.length / 2)]! };
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const times = await phonePdfTimes(Number(process.env.BENCH_RUNS ?? 5));
  times.runs.forEach((run, index) => {
    const arrived = run.rendererArrivedMs === null ? 'not fetched' : `${run.rendererArrivedMs.toFixed(0)} ms from the click`;
    console.log(
      `run ${index + 1}: click to file ${run.clickToFileMs.toFixed(0)} ms (renderer script arrived ${arrived}; longest task before the click ${run.longestTaskAheadMs.toFixed(0)} ms)`,
    );
  });
  console.log(`median: ${times.medianMs.toFixed(0)} ms`);
}
