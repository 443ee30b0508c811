import { sql, type Kysely } from 'kysely';
import type { SeedTarget } from '../../src/server/seed/seed-database.server';
import { isPostgres } from '../../src/server/store/dialect.server';
import type { Database } from '../../src/server/store/schema.server';
import { TEST_POSTGRES_URL } from './databases';

/** Where a test's own database lives, for `npm run seed`'s loader to open it as the command would. */
export async function seedTargetOf(db: Kysely<Database>): Promise<SeedTarget> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${rows[0]!.name}`;
    return { kind: 'postgres', url: url.toString() };
  }
  const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db);
  return { kind: 'sqlite', file: rows[0]!.file };
}
