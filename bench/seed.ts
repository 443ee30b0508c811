import path from 'node:path';
import { seedDatabase } from '../src/server/seed/seed-database.server';

/** Where a benchmark's database is, as openDatabase takes it: PostgreSQL by URL, or the SQLite file in dataDir. */
export interface BenchDatabase {
  databaseUrl: string | undefined;
  dataDir: string;
}

/**
 * Fills a benchmark's database with `count` sample assessments through the loader of `npm run seed`,
 * so the benchmark measures the data a demonstration shows. The seed value is fixed: two runs hold
 * the same mix of assessments.
 */
export async function seedAssessments(database: BenchDatabase, count: number): Promise<void> {
  const target = database.databaseUrl ? { kind: 'postgres' as const, url: database.databaseUrl } : { kind: 'sqlite' as const, file: path.join(database.dataDir, 'e8.sqlite') };
  await seedDatabase(target, { count, seedValue: 1 });
}
