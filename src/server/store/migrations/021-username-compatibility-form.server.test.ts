import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { migrateToLatest, migrateUpTo } from '../migrate.server';
import { findSupportUserByUsername } from '../support-users.server';

describe.each(DATABASES)('migration 021 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('rewrites the lookup key of a name in fullwidth letters to the plain form, leaving a plain key already taken with its account, and a key that would outgrow its column as it was', async () => {
    const { db } = database;
    await migrateUpTo(db, '019-search-text');
    const user = (id: string, username: string, key: string, createdAt: number) =>
      sql`insert into support_users (id, username, username_key, password_hash, email, created_at, updated_at, role)
          values (${id}, ${username}, ${key}, 'not-a-hash', null, ${createdAt}, ${createdAt}, 'consultant')`.execute(db);
    await user('u1', 'Ｄａｎａ', 'ｄａｎａ', 1);
    await user('u2', 'Alex', 'alex', 2);
    await user('u3', 'Ｌｅｅ', 'ｌｅｅ', 3);
    await user('u4', 'lee', 'lee', 4);
    // Six ligatures of 18 characters each in compatibility form: longer than the key column holds.
    await user('u5', 'ﷺ'.repeat(6), 'ﷺ'.repeat(6), 5);
    await sql`insert into invitations (token_hash, username, username_key, email, role, invited_by, created_at, expires_at)
              values (${'f'.repeat(64)}, 'Ｓａｍ', 'ｓａｍ', null, 'consultant', 'Alex', 1, 9999999999999)`.execute(db);

    expect(await migrateToLatest(db)).toContain('021-username-compatibility-form');

    expect((await findSupportUserByUsername(db, 'dana'))?.id).toBe('u1');
    expect((await findSupportUserByUsername(db, 'Ｄａｎａ'))?.id).toBe('u1');
    expect((await findSupportUserByUsername(db, 'alex'))?.id).toBe('u2');
    expect((await findSupportUserByUsername(db, 'lee'))?.id).toBe('u4');
    const keys = await db.selectFrom('support_users').select(['id', 'username', 'username_key']).orderBy('id').execute();
    expect(keys).toEqual([
      { id: 'u1', username: 'Ｄａｎａ', username_key: 'dana' },
      { id: 'u2', username: 'Alex', username_key: 'alex' },
      { id: 'u3', username: 'Ｌｅｅ', username_key: 'ｌｅｅ' },
      { id: 'u4', username: 'lee', username_key: 'lee' },
      { id: 'u5', username: 'ﷺ'.repeat(6), username_key: 'ﷺ'.repeat(6) },
    ]);
    expect(await db.selectFrom('invitations').select('username_key').execute()).toEqual([{ username_key: 'sam' }]);
  });
});
