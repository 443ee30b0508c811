import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * How many test files run side by side: one per core, and at least two. Many files wait on PostgreSQL, argon2, child
 * processes or LibreOffice rather than on a core, so vitest's default of a core less than the machine has (one worker on
 * a 2-core machine) leaves a core idle. Three on two cores starved the PDF export's time limits
 * on a busy machine. E8_TEST_WORKERS changes it.
 */
const workers = Number(process.env.E8_TEST_WORKERS ?? Math.max(2, os.availableParallelism()));

// Unit and API tests: everything beside the code under src/ and scripts/, and the architecture and reliability checks.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
    environment: 'node',
    maxWorkers: workers,
    // A worker keeps the modules it has imported from one test file to the next (decision 063): importing Fastify,
    // Kysely, zod and the catalogue afresh for each of 210 files was a third of the stage's time. Tests restore
    // what they stub (vi.unstubAllGlobals) and keep their state in what they create, not in a module.
    isolate: false,
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
