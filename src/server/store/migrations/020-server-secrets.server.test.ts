import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { migrateToLatest, migrateUpTo } from '../migrate.server';
import { serverSecret, TYPED_USERNAME_KEY } from '../server-secrets.server';

describe.each(DATABASES)('migration 020 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it("makes the database's own random key for hashing unknown usernames, once", async () => {
    const { db } = database;
    await migrateUpTo(db, '019-search-text');
    expect(await migrateToLatest(db)).toEqual(['020-server-secrets', '021-username-compatibility-form', '022-evidence-files', '023-evidence-levels', '024-evidence-file-chunks', '025-assessor-review', '026-review-status-in-the-portal', '027-work-queue', '028-steps-per-quarter-and-reassessment-of', '029-next-review-on', '030-review-copy-of', '031-review-target-and-one-finding']);
    const key = await serverSecret(db, TYPED_USERNAME_KEY);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await serverSecret(db, TYPED_USERNAME_KEY)).toBe(key);
  });
});
