import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium; the tests never download a browser of their own. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Launches headless Chromium with the flags this closed network needs. Throws if it is not installed. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A fresh context and page at a given width, in the machine's time zone or the one named (`timezoneId`, a browser
 * elsewhere). Any error the page logs, and any uncaught exception, is collected; `pageErrors` lets a test assert there
 * were none.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  width = 1440,
  timezoneId?: string,
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, acceptDownloads: true, locale: 'en-AU', ...(timezoneId ? { timezoneId } : {}) });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  return { context, page, pageErrors };
}
