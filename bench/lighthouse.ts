import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../tests/e2e/browser';

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
}

/** Lighthouse (mobile preset, its default) for each URL, with Debian's Chromium. */
export async function lighthouseScores(urls: { page: string; url: string }[]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const { page, url } of urls) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      const categories = result?.lhr.categories;
      const score = (id: string) => Math.round((categories?.[id]?.score ?? 0) * 100);
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(Number(result?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
