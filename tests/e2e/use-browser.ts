import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { serverUrl } from './test-server';

type OpenedPage = Awaited<ReturnType<typeof openPage>>;

/**
 * One Chromium for the suite it is called in: launched before its tests and closed after them.
 * `newPage` opens a fresh context on the test server; any context a test leaves open (because it
 * failed half-way, say) is closed after that test, so one failure does not leak into the next.
 */
export function useBrowser(): { newPage: (options?: { width?: number; timezoneId?: string }) => Promise<OpenedPage> } {
  let browser: Browser | undefined;
  const open = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all([...open].map((context) => context.close()));
    open.clear();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    newPage: async ({ width, timezoneId } = {}) => {
      if (!browser) throw new Error('useBrowser() gives pages inside tests only');
      const opened = await openPage(browser, serverUrl(), width, timezoneId);
      open.add(opened.context);
      return opened;
    },
  };
}
