import { inject } from 'vitest';

/** One browser-test server: its address, the files it writes reset, resume and results links to instead of mailing them, and its log. */
export interface E2eServer {
  baseUrl: string;
  resetLinksFile: string;
  resumeLinksFile: string;
  resultsLinksFile: string;
  logFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per vitest worker, in worker order (global-setup starts them). */
    e2eServers: E2eServer[];
  }
}

/**
 * The server of the vitest worker this test file runs in. Each worker has its own server and SQLite file,
 * so files running side by side never see each other's accounts, sessions or saved assessments.
 */
export function testServer(): E2eServer {
  const servers = inject('e2eServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('The browser-test servers start in tests/e2e/global-setup.ts: run with vitest.e2e.config.ts');
  return server;
}

/** The address of this worker's test server, e.g. http://127.0.0.1:40123. */
export function serverUrl(): string {
  return testServer().baseUrl;
}
