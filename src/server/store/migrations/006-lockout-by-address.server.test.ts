import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { otherAttemptsSince } from '../login-attempts.server';
import { migrateToLatest, migrateUpTo } from '../migrate.server';

describe.each(DATABASES)('migration 006 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('keeps the attempts recorded under 005, with no address, counted apart from every real address', async () => {
    const { db } = database;
    await migrateUpTo(db, '005-organisation-name');
    await sql`insert into login_attempts (id, username_key, attempted_at) values ('a1', 'support', 1000)`.execute(db);

    expect((await migrateToLatest(db))[0]).toBe('006-lockout-by-address');

    expect(await otherAttemptsSince(db, { usernameKey: 'support', address: '' }, 0, 'none')).toEqual([1000]);
    expect(await otherAttemptsSince(db, { usernameKey: 'support', address: '203.0.113.9' }, 0, 'none')).toEqual([]);
  });
});
