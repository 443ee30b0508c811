import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { migrateToLatest, migrateUpTo, migrationsFrom } from '../migrate.server';
import { serverSecret, TYPED_USERNAME_KEY } from '../server-secrets.server';

describe.each(DATABASES)('migration 020 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it("makes the database's own random key for hashing unknown usernames, once", async () => {
    const { db } = database;
    await migrateUpTo(db, '019-search-text');
    expect(await migrateToLatest(db)).toEqual(migrationsFrom('020-server-secrets'));
    const key = await serverSecret(db, TYPED_USERNAME_KEY);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await serverSecret(db, TYPED_USERNAME_KEY)).toBe(key);
  });
});
