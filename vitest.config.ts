import { defineConfig } from 'vitest/config';

// Unit and API tests: everything beside the code under src/ and scripts/, and the architecture and reliability checks.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
