import { defineConfig } from 'vitest/config';

/**
 * How many browser test files run side by side, each worker with its own Chromium and its own server (global-setup starts
 * one per worker). Two suit a 2-core machine: each file mostly waits on its browser and its server. E8_E2E_WORKERS
 * changes it, e.g. 1 to run the files one after another.
 */
const workers = Number(process.env.E8_E2E_WORKERS ?? '2');

// Browser tests: Chromium driven by playwright-core against real servers on temporary SQLite files.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    environment: 'node',
    maxWorkers: workers,
    // A worker keeps its modules (playwright-core, the domain) from one file to the next (decision 063); each file
    // still launches its own Chromium and signs in afresh.
    isolate: false,
    // Two files at once each get about one core: the longest journeys (a detailed assessment by keyboard, the
    // exceptions register) took 95 s and over 60 s on a loaded machine.
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // A poll waits on the server and the browser, which a loaded 2-core machine slows; the default
    // second failed a passkey sign-up whose recovery codes appeared after 1.2 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
