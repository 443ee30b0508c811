import type { TestProject } from 'vitest/node';
import { startTestServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    resetLinksFile: string;
    resumeLinksFile: string;
  }
}

/** Starts one server for every browser test file and stops it at the end. */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide('baseUrl', server.url);
  project.provide('resetLinksFile', server.resetLinksFile);
  project.provide('resumeLinksFile', server.resumeLinksFile);
  return server.stop;
}
