import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { isTotpCode, secondStepSchema, USED_SECOND_STEP_MESSAGE, WRONG_SECOND_STEP_MESSAGE } from '../../domain/second-step';
import { secondStepSignInSchema } from '../../domain/sign-in';
import { admitSecondStep, sendLockedOut } from '../auth/lockout.server';
import { spendRecoveryCode } from '../auth/recovery-codes.server';
import { requireSession } from '../auth/require-support.server';
import { finishSignIn } from '../auth/sign-in.server';
import { matchTotpCode } from '../auth/totp.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import type { RateLimits } from '../rate-limits.server';
import { advanceTotpStep, findTotpSecret } from '../store/authenticator.server';
import { insertNoChangeAuditEvent } from '../store/audit.server';
import { changeWithAudit } from '../store/audited-change.server';
import { inTransaction } from '../store/transaction.server';
import type { Database } from '../store/schema.server';
import { secondFactorsOf } from '../store/second-factors.server';
import { findSupportUserById } from '../store/support-users.server';

export interface SecondStepRouteOptions {
  secureCookie: boolean;
  now: () => number;
  limit: RateLimits['login'];
}

/**
 * POST /api/auth/second-step `{ code }`: the second step after the right password, with a code from
 * the authenticator app or an unused recovery code. Each try counts toward the lockout of the username
 * from that address exactly like a password (five within 15 minutes lock it), and against the account
 * from any address (ten within 15 minutes refuse every second step of it and end its pending sign-ins),
 * so the six digits cannot be guessed, not even from many addresses; an app code is taken once only (a later time step each time;
 * a right code of a step already used is told apart, so the person waits for the next), a recovery code once only.
 */
export function secondStepRoutes(app: FastifyInstance, db: Kysely<Database>, options: SecondStepRouteOptions): void {
  const pending = requireSession(db, options.now, ['second-step']);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/second-step',
    {
      // Counted by the rate limit, and a browser without a pending sign-in told so, before the body is parsed.
      preValidation: [...options.limit, pending],
      schema: { body: secondStepSchema, response: { 200: secondStepSignInSchema, ...errorResponses } },
      config: { invalidInput: { message: 'Enter the code from your authenticator app or a recovery code' } },
    },
    async (request, reply) => {
      const session = request.supportSession;
      if (!session) return sendError(reply, 401, 'not_signed_in', 'Please sign in to continue');
      const input = request.body;
      const now = options.now();
      const audit = (details: string) =>
        insertNoChangeAuditEvent(db, { at: now, actor: session.username, action: 'second-step-failed', assessmentId: null, details, address: request.ip });
      const { lockedMs, succeeded } = await admitSecondStep(db, request, session, now);
      if (lockedMs > 0) return sendLockedOut(reply, lockedMs);
      const user = await findSupportUserById(db, session.userId);
      if (!user) return sendError(reply, 401, 'not_signed_in', 'Please sign in to continue');
      const signIn = { user, rememberMe: session.rememberMe, secureCookie: options.secureCookie, now };

      if (isTotpCode(input.code)) {
        const app = await findTotpSecret(db, user.id);
        const match = app ? await matchTotpCode(app.secret, input.code, now, app.lastStep) : { kind: 'wrong' as const };
        if (app && match.kind === 'right' && (await advanceTotpStep(db, user.id, app.secret, match.step))) {
          await succeeded();
          return finishSignIn(db, request, reply, { ...signIn, how: 'Password and authenticator app' });
        }
        // A right code that lost the race to another request with it was used too, a moment earlier.
        if (match.kind !== 'wrong') {
          await audit('Authenticator code already used');
          return sendError(reply, 401, 'second_step_code_used', USED_SECOND_STEP_MESSAGE);
        }
        await audit('Wrong authenticator code');
      } else {
        // The code is spent, the sign-in finished and both recorded together, or none of it.
        const answer = await inTransaction(db, async (trx) => {
          const left = await changeWithAudit(trx, async (inner) => {
            if (!(await spendRecoveryCode(inner, user.id, input.code, now))) return { result: undefined, audit: null };
            const { recoveryCodes } = await secondFactorsOf(inner, user.id);
            return { result: recoveryCodes, audit: { at: now, actor: user.username, action: 'recovery-code-used', assessmentId: null, details: `${recoveryCodes} left`, address: request.ip } };
          });
          if (left === undefined) return undefined;
          return { ...(await finishSignIn(trx, request, reply, { ...signIn, how: 'Password and recovery code' })), recoveryCodesLeft: left };
        });
        if (answer) {
          await succeeded();
          return answer;
        }
        await audit('Wrong recovery code');
      }
      return sendError(reply, 401, 'second_step_failed', WRONG_SECOND_STEP_MESSAGE);
    },
  );
}
