import { defineConfig } from 'vitest/config';

// Browser tests: Chromium driven by playwright-core against the real server on a temporary SQLite file.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A poll waits on the server and the browser, which a loaded 2-core machine slows; the default
    // second failed a passkey sign-up whose recovery codes appeared after 1.2 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
