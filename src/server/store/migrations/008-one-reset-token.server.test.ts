import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { migrateToLatest, migrateUpTo } from '../migrate.server';

describe.each(DATABASES)('migration 008 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('keeps only the newest of the reset tokens a user held before it', async () => {
    const { db } = database;
    await migrateUpTo(db, '007-list-asd-level');
    await sql`insert into support_users (id, username, username_key, password_hash, email, created_at, updated_at) values ('u1', 'Ops', 'ops', 'x', null, 1, 1)`.execute(db);
    for (const [hash, at] of [['a'.repeat(64), 100], ['b'.repeat(64), 300], ['c'.repeat(64), 200]] as const) {
      await sql`insert into password_reset_tokens (token_hash, user_id, created_at, expires_at) values (${hash}, 'u1', ${at}, ${at + 1000})`.execute(db);
    }

    expect((await migrateToLatest(db))[0]).toBe('008-one-reset-token');

    const kept = await db.selectFrom('password_reset_tokens').select(['token_hash', 'created_at']).execute();
    expect(kept.map((row) => [row.token_hash, Number(row.created_at)])).toEqual([['b'.repeat(64), 300]]);
  });
});
