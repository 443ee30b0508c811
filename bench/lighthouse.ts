import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { STORAGE_KEY_PREFIX } from '../src/domain/constants';
import { completedAssessmentBody, detailedAssessmentBody } from '../tests/support/assessments';
import { CHROMIUM_PATH } from '../tests/e2e/browser';

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /** Total blocking time. */
  tbtMs: number;
  /** Bytes of script transferred (compressed, as the server sent them). */
  scriptBytes: number;
}

/** A page to audit, and what this browser must hold in localStorage before it loads (an access key). */
export interface LighthousePage {
  page: string;
  url: string;
  localStorage?: Record<string, string>;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Saves an assessment through the API, giving back its id and access key. */
async function save(baseUrl: string, body: Record<string, unknown>): Promise<{ id: string; accessKey: string }> {
  const response = await fetch(`${baseUrl}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 201) throw new Error(`Saving the assessment to audit failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; accessKey: string };
}

/**
 * The public entry pages (the landing page, the quick check, the detailed assessment, Your assessments,
 * the sign-in page), the results page showing a real saved quick check and a real detailed assessment
 * (which loads the requirement catalogue for its action plan): each assessment is saved through the
 * API, and its access key goes where the wizard would have put it, so Lighthouse sees what the
 * respondent sees rather than the "no key" error, and Your assessments lists both.
 */
async function publicPages(baseUrl: string): Promise<LighthousePage[]> {
  const quick = await save(baseUrl, completedAssessmentBody());
  const detailed = await save(baseUrl, detailedAssessmentBody());
  const keys = JSON.stringify({ [quick.id]: quick.accessKey, [detailed.id]: detailed.accessKey });
  return [
    { page: '/', url: `${baseUrl}/` },
    { page: '/assessment', url: `${baseUrl}/assessment` },
    { page: '/assessment/detailed', url: `${baseUrl}/assessment/detailed` },
    { page: '/assessment/results', url: `${baseUrl}/assessment/results?id=${quick.id}`, localStorage: { [`${STORAGE_KEY_PREFIX}access_keys`]: keys } },
    {
      page: '/assessment/results (detailed)',
      url: `${baseUrl}/assessment/results?id=${detailed.id}`,
      localStorage: { [`${STORAGE_KEY_PREFIX}access_keys`]: keys },
    },
    { page: '/assessment/mine', url: `${baseUrl}/assessment/mine`, localStorage: { [`${STORAGE_KEY_PREFIX}access_keys`]: keys } },
    { page: '/login', url: `${baseUrl}/login` },
  ];
}

/**
 * A Chrome profile that already holds each page's localStorage entries, written by Playwright in a
 * Chrome of its own that is closed before Lighthouse's starts: no second debugger stays attached to
 * the browser Lighthouse traces.
 */
async function profileWithStorage(pages: LighthousePage[]): Promise<string> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
  try {
    const tab = await context.newPage();
    for (const page of pages.filter((candidate) => candidate.localStorage)) {
      await tab.goto(new URL('/robots.txt', page.url).href);
      await tab.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, page.localStorage ?? {});
    }
  } finally {
    await context.close();
  }
  return profile;
}

/** The audits of one category that did not get full marks, as "id (score)": why a score is below 100. */
export function lostPoints(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.score})`);
}

/** The script bytes a run transferred, from Lighthouse's resource summary. */
function scriptTransferred(lhr: Result): number {
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Fails the run when a page that needs its stored key did not load its data (the error state would be measured). */
function assertLoadedWithKey(lhr: Result, page: LighthousePage): void {
  if (!page.localStorage) return;
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] } | undefined)?.items ?? [];
  const api = requests.filter((request) => request.url.includes('/api/assessments/'));
  if (api.length === 0 || api.some((request) => request.statusCode !== 200)) {
    throw new Error(`${page.page} did not load its assessment: ${JSON.stringify(api.map((request) => request.statusCode))}`);
  }
}

/**
 * One Lighthouse run, as a first visit: Lighthouse empties the HTTP cache and the storage types
 * listed here before it. The list is Lighthouse 12's default, spelled out so that localStorage, where
 * the respondent's access key lives, stays out of it. (disableStorageReset would keep the key too, but
 * also the HTTP cache, so every run after the first would measure a warm cache.) A run whose trace
 * Lighthouse could not read (NO_NAVSTART, now and then on a busy machine) is run again rather than
 * counted as a zero.
 */
async function audit(port: number, url: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url} three times: ${error.code} ${error.message}`);
    console.warn(`Lighthouse failed on ${url} (${error.code}); running it again`);
  }
}

/**
 * Lighthouse (mobile preset, its default) for the public pages of the server at `baseUrl`, `runs`
 * times each, with Debian's Chromium; each column is the median of the runs, since one run on a small
 * machine is noisy. `onRun` sees every full report.
 */
export async function lighthouseScores(
  baseUrl: string,
  { runs = 3, onRun }: { runs?: number; onRun?: (page: LighthousePage, lhr: Result) => void } = {},
): Promise<LighthouseRow[]> {
  const pages = await publicPages(baseUrl);
  const profile = await profileWithStorage(pages);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, userDataDir: profile });
  try {
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const samples: Omit<LighthouseRow, 'page'>[] = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = await audit(chrome.port, page.url);
        assertLoadedWithKey(lhr, page);
        onRun?.(page, lhr);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: Math.round(Number(lhr.audits['first-contentful-paint']?.numericValue ?? 0)),
          lcpMs: Math.round(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
          tbtMs: Math.round(Number(lhr.audits['total-blocking-time']?.numericValue ?? 0)),
          scriptBytes: scriptTransferred(lhr),
        });
      }
      rows.push({
        page: page.page,
        performance: median(samples.map((sample) => sample.performance)),
        accessibility: median(samples.map((sample) => sample.accessibility)),
        bestPractices: median(samples.map((sample) => sample.bestPractices)),
        seo: median(samples.map((sample) => sample.seo)),
        fcpMs: median(samples.map((sample) => sample.fcpMs)),
        lcpMs: median(samples.map((sample) => sample.lcpMs)),
        tbtMs: median(samples.map((sample) => sample.tbtMs)),
        scriptBytes: median(samples.map((sample) => sample.scriptBytes)),
      });
    }
    return rows;
  } finally {
    chrome.kill();
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}
