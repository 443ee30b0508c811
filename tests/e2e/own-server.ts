import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { ACCESS_KEY_HEADER } from '../../src/domain/constants';
import { startTestServer } from './server';
import { signIn } from './sign-in';
import type { useBrowser } from './use-browser';

/** What the API answers when an assessment is saved: its id, its key, and when it was made. */
export type Saved = { id: string; accessKey: string; createdAt: number };

/**
 * A test server of the suite's own (so the dashboard's counts start from none), started before its tests and stopped
 * after: its address, a call of its API (with an assessment's key when given; a refusal throws with the answer), and a
 * page signed in as the support user at a width.
 */
export function useOwnServer(options: Parameters<typeof startTestServer>[0] = {}) {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const origin = () => {
    if (!server) throw new Error('The test server did not start');
    return server.url;
  };
  async function api(path: string, method: string, body?: Record<string, unknown>, accessKey?: string): Promise<Saved> {
    const headers: Record<string, string> = { ...(body ? { 'content-type': 'application/json' } : {}), ...(accessKey ? { [ACCESS_KEY_HEADER]: accessKey } : {}) };
    const response = await fetch(`${origin()}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Saved;
  }
  async function signedIn(browser: ReturnType<typeof useBrowser>, width?: number): Promise<{ page: Page; pageErrors: string[] }> {
    const opened = await browser.newPage({ width });
    await opened.page.goto(`${origin()}/login`);
    await signIn(opened.page);
    await opened.page.waitForURL('**/support');
    return opened;
  }
  return { origin, api, signedIn };
}
