import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { resetAnswerSchema, resetConfirmSchema, resetRequestSchema } from '../../domain/auth-schemas';
import { RESET_REQUEST_INTERVAL_MS, SESSION_LENGTH_MS } from '../../domain/constants';
import type { BackgroundTasks } from '../background-tasks.server';
import type { ResetLinkDelivery } from '../auth/mail.server';
import { changePassword } from '../auth/password-change.server';
import { hashPassword } from '../auth/passwords.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import type { RateLimits } from '../rate-limits.server';
import { hashSecret, newSecret } from '../secrets.server';
import { changeWithAudit } from '../store/audited-change.server';
import { consumeResetToken, replaceResetToken } from '../store/password-resets.server';
import type { Database } from '../store/schema.server';
import { findSupportUserByUsername } from '../store/support-users.server';
import { typedNameInAudit } from '../auth/typed-username.server';

/**
 * What the server log says of every reset request, known username or not, so the log tells nothing of
 * which accounts exist and holds no text a caller typed; the audit log names the username asked for.
 */
export const RESET_REQUESTED_LOG =
  'Password reset requested (the audit log names the username). Links that cannot be mailed are written here only with E8_LOG_RESET_LINKS=on; "npm run support -- set-password USERNAME" sets a password without a link.';

/** The one answer to every reset request, whatever the username. */
export const RESET_REQUESTED_MESSAGE = 'Password reset requested. Please check your email for the reset token.';

export interface PasswordResetOptions {
  delivery: ResetLinkDelivery;
  /** The origin reset links point at: E8_PUBLIC_URL, never the request's Host header (which a caller controls). */
  linkBase: string;
  now: () => number;
  limit: RateLimits['passwordReset'];
  /** Where a request's work runs after its answer has gone. */
  tasks: BackgroundTasks;
}

/**
 * The work behind a reset request: for a known username, a new token replaces the older one and
 * its link is sent, but at most once per RESET_REQUEST_INTERVAL_MS per account, so nobody can
 * flood an inbox, and the latest link an owner receives stays valid at least that long. A request
 * never counts toward the sign-in lockout, so asking for resets cannot lock anyone out.
 */
async function handleResetRequest(
  db: Kysely<Database>,
  options: PasswordResetOptions,
  log: FastifyBaseLogger,
  request: { username: string; address: string },
  now: number,
): Promise<void> {
  const { username, address } = request;
  const user = await findSupportUserByUsername(db, username);
  const token = newSecret();
  // As for a failed sign-in, text that names no account is never kept: it may be a password typed in the wrong field.
  const unknown = user ? undefined : await typedNameInAudit(db, username, false, 'No reset link');
  // The new link and the request's event are kept together (a request that stored nothing is recorded too).
  const stored = await changeWithAudit(db, async (trx) => {
    const replaced = user
      ? await replaceResetToken(trx, { tokenHash: hashSecret(token), userId: user.id, createdAt: now, expiresAt: now + SESSION_LENGTH_MS }, now - RESET_REQUEST_INTERVAL_MS)
      : false;
    const details = replaced ? '' : `Not sent: the latest link is less than ${RESET_REQUEST_INTERVAL_MS / 60_000} minutes old`;
    return { result: replaced, audit: { at: now, ...(unknown ?? { actor: username, details }), action: 'password-reset-requested', assessmentId: null, address } };
  });
  if (!user || !stored) return;
  const link = `${new URL(options.linkBase).origin}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await options.delivery.send({ username: user.username, email: user.email ?? undefined }, link);
  } catch (error) {
    log.error({ err: error }, 'password reset: the email could not be sent');
  }
}

/** POST /api/auth/password-reset/request and /confirm. */
export function passwordResetRoutes(app: FastifyInstance, db: Kysely<Database>, options: PasswordResetOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The limit runs before input is parsed, so every request counts toward it, a malformed one as well.
  const preValidation = options.limit;

  api.post(
    '/api/auth/password-reset/request',
    { preValidation, schema: { body: resetRequestSchema, response: { 200: resetAnswerSchema, ...errorResponses } }, config: { invalidInput: { message: 'Username is required' } } },
    async (request) => {
      const now = options.now();
      request.log.info(RESET_REQUESTED_LOG);
      // Answered before any lookup, so a known username takes no longer to answer than an unknown one.
      options.tasks.run(() => handleResetRequest(db, options, request.log, { username: request.body.username, address: request.ip }, now));
      return { message: RESET_REQUESTED_MESSAGE };
    },
  );

  api.post(
    '/api/auth/password-reset/confirm',
    {
      preValidation,
      schema: { body: resetConfirmSchema, response: { 200: resetAnswerSchema, ...errorResponses } },
      config: { invalidInput: { message: (fields) => fields.password ?? fields.token ?? 'Check the form' } },
    },
    async (request, reply) => {
      const input = request.body;
      const now = options.now();
      const stored = await consumeResetToken(db, hashSecret(input.token));
      if (!stored || stored.expiresAt <= now) {
        return sendError(reply, 400, 'invalid_token', 'Invalid or expired reset token');
      }
      const passwordHash = await hashPassword(input.password);
      await changeWithAudit(db, async (trx) => {
        await changePassword(trx, { id: stored.userId, username: stored.username }, passwordHash, now);
        return { result: undefined, audit: { at: now, actor: stored.username, action: 'password-reset', assessmentId: null, details: '', address: request.ip } };
      });
      return { message: 'Password reset successful. Redirecting to login...' };
    },
  );
}
