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
  },
});
