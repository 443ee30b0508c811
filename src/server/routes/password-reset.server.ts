import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { resetConfirmSchema, resetRequestSchema } from '../../domain/auth-schemas';
import { SESSION_LENGTH_MS } from '../../domain/constants';
import type { ResetLinkDelivery } from '../auth/mail.server';
import { hashPassword } from '../auth/passwords.server';
import { sendError } from '../errors.server';
import { parse } from '../parse.server';
import type { RateLimits } from '../rate-limits.server';
import { hashSecret, newSecret } from '../secrets.server';
import { insertAuditEvent } from '../store/audit.server';
import { clearFailedLogins } from '../store/login-attempts.server';
import { consumeResetToken, deleteResetTokensOfUser, insertResetToken } from '../store/password-resets.server';
import type { Database } from '../store/schema.server';
import { deleteSessionsOfUser } from '../store/sessions.server';
import { findSupportUserByUsername, updateSupportUserPassword, usernameKey } from '../store/support-users.server';
import { admitAttempt, sendLockedOut } from '../auth/lockout.server';

/** The one answer to every reset request, whatever the username. */
export const RESET_REQUESTED_MESSAGE = 'Password reset requested. Please check your email for the reset token.';

export interface PasswordResetOptions {
  delivery: ResetLinkDelivery;
  /** The origin reset links point at: E8_PUBLIC_URL, never the request's Host header (which a caller controls). */
  linkBase: string;
  now: () => number;
  limit: RateLimits['passwordReset'];
}

/** POST /api/auth/password-reset/request and /confirm. */
export function passwordResetRoutes(app: FastifyInstance, db: Kysely<Database>, options: PasswordResetOptions): void {
  app.post('/api/auth/password-reset/request', { preHandler: options.limit }, async (request, reply) => {
    const input = parse(resetRequestSchema, request.body, reply, { message: 'Username is required' });
    if (!input) return reply;
    const now = options.now();
    // Every request counts toward the lockout, known username or not, so the answers cannot tell them apart.
    const { lockedMs } = await admitAttempt(db, input.username, now);
    if (lockedMs > 0) return sendLockedOut(reply, lockedMs);
    const user = await findSupportUserByUsername(db, input.username);
    await insertAuditEvent(db, {
      at: now,
      actor: input.username,
      action: 'password-reset-requested',
      assessmentId: null,
      details: user ? '' : 'Unknown username',
    });
    if (!user) return { message: RESET_REQUESTED_MESSAGE };
    const token = newSecret();
    await insertResetToken(db, { tokenHash: hashSecret(token), userId: user.id, createdAt: now, expiresAt: now + SESSION_LENGTH_MS });
    const link = `${new URL(options.linkBase).origin}/reset-password?token=${encodeURIComponent(token)}`;
    // Sent in the background: waiting for the mail server would make known usernames answer slower.
    options.delivery
      .send({ username: user.username, email: user.email ?? undefined }, link)
      .catch((error: unknown) => request.log.error({ err: error }, 'password reset: the email could not be sent'));
    return { message: RESET_REQUESTED_MESSAGE };
  });

  app.post('/api/auth/password-reset/confirm', { preHandler: options.limit }, async (request, reply) => {
    const input = parse(resetConfirmSchema, request.body, reply, { message: (fields) => fields.password ?? fields.token ?? 'Check the form' });
    if (!input) return reply;
    const now = options.now();
    const stored = await consumeResetToken(db, hashSecret(input.token));
    if (!stored || stored.expiresAt <= now) {
      return sendError(reply, 400, 'invalid_token', 'Invalid or expired reset token');
    }
    await updateSupportUserPassword(db, stored.userId, await hashPassword(input.password), now);
    // Any other tokens of the user go too, and so does every session; the lockout starts afresh.
    await deleteResetTokensOfUser(db, stored.userId);
    await deleteSessionsOfUser(db, stored.userId);
    await clearFailedLogins(db, usernameKey(stored.username));
    await insertAuditEvent(db, { at: now, actor: stored.username, action: 'password-reset', assessmentId: null, details: '' });
    return { message: 'Password reset successful. Redirecting to login...' };
  });
}
