import { expect, describe, it } from 'vitest';
import { DAY_MS, LOCKOUT_WINDOW_MS } from '../domain/constants';
import { schedulePruning } from './pruning.server';
import { findSupportUserByUsername } from './store/support-users.server';
import { DATABASES, useTestDatabase } from '../../tests/support/databases';
import { createSupportUser, SUPPORT_USERNAME } from '../../tests/support/support-user';

const NOW = Date.UTC(2026, 10, 22, 9, 0);
const HOUR = 60 * 60 * 1000;

describe.each(DATABASES)('pruning on $name', ({ open }) => {
  const database = useTestDatabase(open);

  it('removes exactly the expired sessions and reset tokens, the attempts past the lockout window, the emails past a day, the expired challenges and the ended rate-limit counts', async () => {
    const { db } = database;
    await createSupportUser(db);
    const user = await findSupportUserByUsername(db, SUPPORT_USERNAME);
    if (!user) throw new Error('the support user was not created');
    const session = (name: string, expiresAt: number) => ({ token_hash: name, user_id: user.id, remember_me: 0, created_at: expiresAt - 8 * HOUR, last_access_at: expiresAt - 8 * HOUR, expires_at: expiresAt });
    await db
      .insertInto('sessions')
      .values([session('expired', NOW - HOUR), session('ends-now', NOW), session('live', NOW + 1), session('remembered', NOW + 29 * 24 * HOUR)])
      .execute();
    // An account holds one reset token at most: one account each.
    const owners = [user.id];
    for (const name of ['second', 'third']) {
      await createSupportUser(db, name);
      const other = await findSupportUserByUsername(db, name);
      if (!other) throw new Error(`the support user ${name} was not created`);
      owners.push(other.id);
    }
    const token = (name: string, expiresAt: number, owner: number) => ({ token_hash: name, user_id: owners[owner] ?? user.id, created_at: expiresAt - 8 * HOUR, expires_at: expiresAt });
    await db.insertInto('password_reset_tokens').values([token('expired', NOW - 1, 0), token('ends-now', NOW, 1), token('live', NOW + HOUR, 2)]).execute();
    const attempt = (name: string, at: number) => ({ id: name, username_key: 'support', attempted_at: at });
    await db
      .insertInto('login_attempts')
      .values([attempt('old', NOW - 2 * LOCKOUT_WINDOW_MS), attempt('left-window', NOW - LOCKOUT_WINDOW_MS), attempt('in-window', NOW - LOCKOUT_WINDOW_MS + 1), attempt('now', NOW)])
      .execute();
    const mail = (name: string, at: number) => ({ id: name, assessment_id: '00000000-0000-4000-8000-000000000000', recipient_hash: 'a'.repeat(64), sent_at: at });
    await db
      .insertInto('resume_link_mails')
      .values([mail('old', NOW - 2 * DAY_MS), mail('left-window', NOW - DAY_MS), mail('in-window', NOW - DAY_MS + 1)])
      .execute();

    const challenge = (name: string, expiresAt: number) => ({ id: name, challenge: `challenge-${name}`, user_id: user.id, purpose: 'register', expires_at: expiresAt });
    await db.insertInto('webauthn_challenges').values([challenge('expired', NOW - 1), challenge('ends-now', NOW), challenge('live', NOW + 1)]).execute();

    const counts = (key: string, resetAt: number) => ({ key, count: 3, reset_at: resetAt });
    await db.insertInto('rate_limit_counters').values([counts('login ended', NOW - 1), counts('login ends-now', NOW), counts('login running', NOW + 1)]).execute();

    const lines: string[] = [];
    const stop = schedulePruning(db, (line) => lines.push(line), () => NOW);
    await expect.poll(() => lines.length).toBe(1);
    stop();

    expect(lines[0]).toBe('Pruning: removed 2 expired session(s), 2 expired reset token(s), 2 old sign-in attempt(s), 2 old resume-link email record(s), 2 expired passkey or authenticator challenge(s), 2 ended rate-limit count(s)');
    const names = async (table: 'sessions' | 'password_reset_tokens') => (await db.selectFrom(table).select('token_hash').orderBy('token_hash').execute()).map((row) => row.token_hash);
    expect(await names('sessions')).toEqual(['live', 'remembered']);
    expect(await names('password_reset_tokens')).toEqual(['live']);
    const attempts = await db.selectFrom('login_attempts').select('id').orderBy('id').execute();
    expect(attempts.map((row) => row.id)).toEqual(['in-window', 'now']);
    const mails = await db.selectFrom('resume_link_mails').select('id').execute();
    expect(mails.map((row) => row.id)).toEqual(['in-window']);
    const challenges = await db.selectFrom('webauthn_challenges').select('id').execute();
    expect(challenges.map((row) => row.id)).toEqual(['live']);
    const rateLimitCounts = await db.selectFrom('rate_limit_counters').select('key').execute();
    expect(rateLimitCounts.map((row) => row.key)).toEqual(['login running']);
  });
});
