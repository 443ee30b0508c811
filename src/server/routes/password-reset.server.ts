import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { resetConfirmSchema, resetRequestSchema } from '../../domain/auth-schemas';
import { fieldMessages } from '../../domain/assessment';
import { SESSION_LENGTH_MS } from '../../domain/constants';
import { lockoutMessage } from '../../domain/lockout';
import type { ResetLinkDelivery } from '../auth/mail.server';
import { hashPassword } from '../auth/passwords.server';
import { sendError } from '../errors.server';
import { hashSecret, newSecret } from '../secrets.server';
import { insertAuditEvent } from '../store/audit.server';
import { insertFailedLogin } from '../store/login-attempts.server';
import { deleteResetTokensOfUser, findResetToken, insertResetToken } from '../store/password-resets.server';
import type { Database } from '../store/schema.server';
import { deleteSessionsOfUser } from '../store/sessions.server';
import { findSupportUserByUsername, updateSupportUserPassword, usernameKey } from '../store/support-users.server';
import { lockoutRemaining } from './auth.server';

/** The one answer to every reset request, whatever the username (DESIGN D11). */
export const RESET_REQUESTED_MESSAGE = 'Password reset requested. Please check your email for the reset token.';

export interface PasswordResetOptions {
  delivery: ResetLinkDelivery;
  publicUrl: string | undefined;
  now: () => number;
}

/** POST /api/auth/password-reset/request and /confirm (spec §4 "Password reset", DESIGN D2, D7, D11). */
export function passwordResetRoutes(app: FastifyInstance, db: Kysely<Database>, options: PasswordResetOptions): void {
  app.post('/api/auth/password-reset/request', async (request, reply) => {
    const input = resetRequestSchema.safeParse(request.body);
    if (!input.success) return sendError(reply, 400, 'invalid_input', 'Username is required', fieldMessages(input.error));
    const now = options.now();
    const locked = await lockoutRemaining(db, input.data.username, now);
    if (locked > 0) {
      reply.header('retry-after', String(Math.ceil(locked / 1000)));
      return sendError(reply, 429, 'locked_out', lockoutMessage(locked));
    }
    const user = await findSupportUserByUsername(db, input.data.username);
    if (!user) {
      await insertFailedLogin(db, usernameKey(input.data.username), now);
      return { message: RESET_REQUESTED_MESSAGE };
    }
    const token = newSecret();
    await insertResetToken(db, { tokenHash: hashSecret(token), userId: user.id, createdAt: now, expiresAt: now + SESSION_LENGTH_MS });
    const origin = options.publicUrl ? new URL(options.publicUrl).origin : `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
    try {
      await options.delivery.send({ username: user.username, email: user.email ?? undefined }, link);
    } catch (error) {
      request.log.error({ err: error }, 'password reset: the email could not be sent');
      return sendError(reply, 502, 'mail_failed', 'The reset email could not be sent. Please try again later or ask your administrator.');
    }
    await insertAuditEvent(db, { at: now, actor: user.username, action: 'password-reset-requested', assessmentId: null, details: '' });
    return { message: RESET_REQUESTED_MESSAGE };
  });

  app.post('/api/auth/password-reset/confirm', async (request, reply) => {
    const input = resetConfirmSchema.safeParse(request.body);
    if (!input.success) {
      const fields = fieldMessages(input.error);
      return sendError(reply, 400, 'invalid_input', fields.password ?? fields.token ?? 'Check the form', fields);
    }
    const now = options.now();
    const stored = await findResetToken(db, hashSecret(input.data.token));
    if (!stored || stored.expiresAt <= now) {
      return sendError(reply, 400, 'invalid_token', 'Invalid or expired reset token');
    }
    await updateSupportUserPassword(db, stored.userId, await hashPassword(input.data.password), now);
    // Single use: this token and any others go, and so does every session of the user.
    await deleteResetTokensOfUser(db, stored.userId);
    await deleteSessionsOfUser(db, stored.userId);
    await insertAuditEvent(db, { at: now, actor: null, action: 'password-reset', assessmentId: null, details: `User ${stored.userId}` });
    return { message: 'Password reset successful. Redirecting to login...' };
  });
}
