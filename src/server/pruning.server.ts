import type { Kysely } from 'kysely';
import { DAY_MS, LOCKOUT_WINDOW_MS } from '../domain/constants';
import { runNowAndDaily } from './daily.server';
import { deleteLoginAttemptsUpTo } from './store/login-attempts.server';
import { deleteEndedRateLimitCounts } from './store/rate-limit-counters.server';
import { deleteExpiredResetTokens } from './store/password-resets.server';
import { deleteResumeLinkMailsUpTo } from './store/resume-link-mails.server';
import type { Database } from './store/schema.server';
import { deleteExpiredSessions } from './store/sessions.server';
import { deleteExpiredChallenges } from './store/webauthn-challenges.server';

/** How many rows one pruning removed, per kind. */
export interface PrunedCounts {
  sessions: number;
  resetTokens: number;
  loginAttempts: number;
  resumeLinkMails: number;
  challenges: number;
  rateLimitCounts: number;
}

/**
 * Removes what can never be used again: expired sessions, expired reset tokens (a used one is deleted
 * when it is used), sign-in attempts older than the lockout window, which no lockout counts, and
 * resume-link emails older than a day, which no mail limit counts, expired passkey challenges and
 * authenticator-app set-ups, which nobody can answer any more, and rate-limit counts whose window has
 * ended, which the address's next request would start afresh.
 */
export async function pruneExpiredRecords(db: Kysely<Database>, now: number): Promise<PrunedCounts> {
  return {
    sessions: await deleteExpiredSessions(db, now),
    resetTokens: await deleteExpiredResetTokens(db, now),
    loginAttempts: await deleteLoginAttemptsUpTo(db, now - LOCKOUT_WINDOW_MS),
    // The mail limits count the last 24 hours (RESUME_LINK_MAIL_LIMITS).
    resumeLinkMails: await deleteResumeLinkMailsUpTo(db, now - DAY_MS),
    challenges: await deleteExpiredChallenges(db, now),
    rateLimitCounts: await deleteEndedRateLimitCounts(db, now),
  };
}

/**
 * Prunes expired sessions, reset tokens, old sign-in attempts, old resume-link email records, expired challenges and
 * ended rate-limit counts now and then once a day, so those tables do not grow for ever. Returns a function that stops the daily run.
 */
export function schedulePruning(db: Kysely<Database>, log: (message: string) => void, now: () => number = Date.now): () => void {
  return runNowAndDaily(async () => {
    try {
      const pruned = await pruneExpiredRecords(db, now());
      if (Object.values(pruned).some((count) => count > 0)) {
        log(
          `Pruning: removed ${pruned.sessions} expired session(s), ${pruned.resetTokens} expired reset token(s), ${pruned.loginAttempts} old sign-in attempt(s), ` +
            `${pruned.resumeLinkMails} old resume-link email record(s), ${pruned.challenges} expired passkey or authenticator challenge(s), ${pruned.rateLimitCounts} ended rate-limit count(s)`,
        );
      }
    } catch (error) {
      log(`Pruning: the clean-up failed and will run again tomorrow: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
