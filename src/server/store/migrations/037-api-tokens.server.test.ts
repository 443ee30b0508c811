import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { migrateToLatest, migrateUpTo, migrationBefore, migrationsFrom } from '../migrate.server';

describe.each(DATABASES)('migration 037 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('makes the table of API tokens, one token to a secret hash, and is undone cleanly', async () => {
    const { db } = database;
    await migrateUpTo(db, migrationBefore('037-api-tokens'));

    expect(await migrateToLatest(db)).toEqual(migrationsFrom('037-api-tokens'));

    const hash = 'a'.repeat(64);
    await sql`insert into api_tokens (id, name, scope, secret_hash, created_by, created_at, expires_at)
      values (${randomUUID()}, 'Power BI', 'read', ${hash}, 'Support', 1795000000000, 1802776000000)`.execute(db);
    const row = await db.selectFrom('api_tokens').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Power BI', scope: 'read', last_used_at: null, revoked_at: null, revoked_by: null });
    expect(Number(row.expires_at)).toBe(1802776000000);
    await expect(
      sql`insert into api_tokens (id, name, scope, secret_hash, created_by, created_at, expires_at)
        values (${randomUUID()}, 'Copy', 'read', ${hash}, 'Support', 1795000000000, 1802776000000)`.execute(db),
    ).rejects.toThrow();

    await migrateUpTo(db, migrationBefore('037-api-tokens'));
    await expect(sql`select id from api_tokens`.execute(db)).rejects.toThrow();
  });
});
