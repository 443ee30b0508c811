import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshPostgres, freshSqlite } from '../../../tests/support/databases';
import type { Database } from './schema.server';

/**
 * The triggers (and PostgreSQL's trigger functions) the migrations build from strings for two dialects,
 * as each database holds them after every migration, compared with the checked-in `.sql` files in
 * `docs/trigger-definitions/` so a reviewer can read and diff them. A migration that changes a trigger changes
 * its file: run `npx vitest run src/server/store/trigger-definitions.server.test.ts -u` and review the diff.
 */
const SNAPSHOTS = path.join(import.meta.dirname, '../../../docs/trigger-definitions');

/** Each line without trailing blanks, and no blank line runs, so a snapshot diffs cleanly. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}

async function sqliteDefinitions(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ name: string; tbl_name: string; sql: string }>`
    select name, tbl_name, sql from sqlite_master where type = 'trigger' order by tbl_name, name
  `.execute(db);
  return rows.map((row) => `-- Trigger ${row.name} on ${row.tbl_name}\n${tidy(row.sql)};`).join('\n\n') + '\n';
}

async function postgresDefinitions(db: Kysely<Database>): Promise<string> {
  const functions = await sql<{ name: string; definition: string }>`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by p.proname
  `.execute(db);
  const triggers = await sql<{ name: string; table_name: string; definition: string }>`
    select t.tgname as name, c.relname as table_name, pg_get_triggerdef(t.oid, true) as definition
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and n.nspname = 'public' order by c.relname, t.tgname
  `.execute(db);
  return [
    ...functions.rows.map((row) => `-- Function ${row.name}\n${tidy(row.definition)};`),
    ...triggers.rows.map((row) => `-- Trigger ${row.name} on ${row.table_name}\n${tidy(row.definition)};`),
  ].join('\n\n') + '\n';
}

describe('trigger definitions after every migration', () => {
  it('SQLite holds the triggers of docs/trigger-definitions/sqlite.sql', async () => {
    const { db, cleanup } = await freshSqlite();
    try {
      const definitions = await sqliteDefinitions(db);
      expect(definitions).toMatch(/create trigger dashboard_figures_insert after insert on assessments/i);
      await expect(definitions).toMatchFileSnapshot(path.join(SNAPSHOTS, 'sqlite.sql'));
    } finally {
      await cleanup();
    }
  });

  it('PostgreSQL holds the functions and triggers of docs/trigger-definitions/postgresql.sql', async () => {
    const { db, cleanup } = await freshPostgres();
    try {
      const definitions = await postgresDefinitions(db);
      expect(definitions).toContain('CREATE TRIGGER');
      await expect(definitions).toMatchFileSnapshot(path.join(SNAPSHOTS, 'postgresql.sql'));
    } finally {
      await cleanup();
    }
  });
});
