import type { TestProject } from 'vitest/node';
import { startTestServer } from './server';
import type { E2eServer } from './test-server';

/**
 * Starts one server (each on its own SQLite file) per vitest worker, so browser test files can run side by side
 * without sharing accounts or data, and stops them all at the end.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, project.config.maxWorkers);
  const servers = await Promise.all(Array.from({ length: workers }, () => startTestServer()));
  project.provide(
    'e2eServers',
    servers.map(({ url, resetLinksFile, resumeLinksFile, resultsLinksFile, logFile }): E2eServer => ({ baseUrl: url, resetLinksFile, resumeLinksFile, resultsLinksFile, logFile })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
