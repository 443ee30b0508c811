import { parseArgs } from 'node:util';

/** How `npm run seed` is called, shown with every mistake in its arguments. */
export const SEED_USAGE = 'Usage: npm run seed -- --count N [--database postgres://… | path/to/file.sqlite] [--seed-value N]';

/** What `npm run seed` was asked to do. */
export interface SeedArguments {
  count: number;
  /** A postgres:// URL or an SQLite file; the app's own database (DATABASE_URL or E8_DATA_DIR) when absent. */
  database: string | undefined;
  /** Seeds the random numbers, so a run can be repeated; absent, each run differs. */
  seedValue: number | undefined;
}

/** A whole number written in digits (with optional thousands separators, "1_000_000" or "1,000,000"), or undefined. */
function wholeNumber(text: string): number | undefined {
  const digits = text.trim().replace(/[_,]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * The arguments of `npm run seed`, checked; throws an Error whose message says in words what is wrong
 * and how to call it, for the command to print before it exits with a failure.
 */
export function parseSeedArguments(args: readonly string[]): SeedArguments {
  let parsed: ReturnType<typeof parseSeed>;
  try {
    parsed = parseSeed(args);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\. To specify a positional argument.*$/s, '').replace(/\.?$/, '.');
    throw new Error(`${reason}\n${SEED_USAGE}`);
  }
  const { values } = parsed;
  if (values.count === undefined) throw new Error(`Say how many assessments to add with --count, for example --count 100000.\n${SEED_USAGE}`);
  const count = wholeNumber(values.count);
  if (count === undefined || count < 1) throw new Error(`--count must be a whole number of at least 1, not "${values.count}".\n${SEED_USAGE}`);
  const seedValue = values['seed-value'] === undefined ? undefined : wholeNumber(values['seed-value']);
  if (values['seed-value'] !== undefined && (seedValue === undefined || seedValue > 0xffffffff)) {
    throw new Error(`--seed-value must be a whole number from 0 to 4294967295, not "${values['seed-value']}".\n${SEED_USAGE}`);
  }
  const database = values.database?.trim();
  if (database === '') throw new Error(`--database needs a postgres:// URL or the path of an SQLite file.\n${SEED_USAGE}`);
  return { count, database, seedValue };
}

function parseSeed(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    strict: true,
    allowPositionals: false,
    options: { count: { type: 'string' }, database: { type: 'string' }, 'seed-value': { type: 'string' } },
  });
}
