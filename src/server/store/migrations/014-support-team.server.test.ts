import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { buildApp } from '../../app.server';
import { hashSecret, newSecret } from '../../secrets.server';
import { migrateToLatest, migrateUpTo } from '../migrate.server';
import { findSupportUserById } from '../support-users.server';

describe.each(DATABASES)('migration 014 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('makes the account from before it an administrator and keeps its session signed in', async () => {
    const { db } = database;
    await migrateUpTo(db, '013-resume-link-mails');
    const now = Date.now();
    const id = crypto.randomUUID();
    await db
      .insertInto('support_users')
      .values({ id, username: 'Operator', username_key: 'operator', password_hash: 'not-a-real-hash', email: null, created_at: now, updated_at: now })
      .execute();
    const token = newSecret();
    await db
      .insertInto('sessions')
      .values({ token_hash: hashSecret(token), user_id: id, remember_me: 0, created_at: now, last_access_at: now, expires_at: now + 60 * 60 * 1000 })
      .execute();

    expect(await migrateToLatest(db)).toEqual(['014-support-team', '017-rate-limit-counters', '018-dashboard-figures', '019-search-text', '020-server-secrets', '021-username-compatibility-form', '022-evidence-files', '023-evidence-levels', '024-evidence-file-chunks', '025-assessor-review', '026-review-status-in-the-portal', '027-work-queue', '028-steps-per-quarter-and-reassessment-of', '029-next-review-on', '030-review-copy-of', '031-review-target-and-one-finding']);

    expect(await findSupportUserById(db, id)).toMatchObject({ username: 'Operator', role: 'administrator', disabledAt: null, lastSignInAt: null });
    const app = await buildApp({ db });
    try {
      const session = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: `e8_session=${token}` } });
      expect(session.json()).toMatchObject({ authenticated: true, username: 'Operator', role: 'administrator' });
      const accounts = await app.inject({ method: 'GET', url: '/api/support/accounts', headers: { cookie: `e8_session=${token}` } });
      expect(accounts.statusCode).toBe(200);
      expect(accounts.json().accounts).toEqual([expect.objectContaining({ username: 'Operator', role: 'administrator', disabled: false })]);
    } finally {
      await app.close();
    }
  });
});
