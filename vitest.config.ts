import { defineConfig } from 'vitest/config';

// Unit and API tests: everything beside the code under src/.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/architecture/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
