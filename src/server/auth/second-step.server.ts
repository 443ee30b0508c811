import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hasSecondFactor } from '../../domain/second-factors';
import type { PendingSignIn, SecondStepMethods } from '../../domain/sign-in';
import type { Database } from '../store/schema.server';
import { secondFactorsOf, type SecondFactors } from '../store/second-factors.server';
import { endSession, startSession } from './session-cookie.server';

/** What the login and GET /api/auth/session answer while a sign-in waits for its second step or an enrolment (`pendingSignInSchema`). */
export type PendingAnswer = PendingSignIn;


/** The second steps open to an account with these factors. */
function methodsOf(factors: SecondFactors): SecondStepMethods {
  return { passkey: factors.passkeys > 0, authenticatorApp: factors.authenticatorApp, recoveryCode: factors.recoveryCodes > 0 };
}

/** The answer for a session waiting at `stage`, read from the account's factors now. */
export async function pendingAnswer(db: Kysely<Database>, session: { userId: string; username: string; stage: 'second-step' | 'enrolment' }): Promise<PendingAnswer> {
  if (session.stage === 'enrolment') return { authenticated: false, username: session.username, next: 'enrolment' };
  return { authenticated: false, username: session.username, next: 'second-step', methods: methodsOf(await secondFactorsOf(db, session.userId)) };
}

/**
 * After the right password: when the account has a second factor, starts a session waiting for the
 * second step; when it has none and the team requires one (E8_REQUIRE_MFA), a session that may only
 * enrol one, in a new token. Either lasts 10 minutes and reaches no assessment. Undefined when the password alone
 * signs in (no factor, none required): the caller then finishes the sign-in.
 */
export async function startPendingSignIn(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { user: { id: string; username: string }; rememberMe: boolean; secureCookie: boolean; now: number; requireMfa: boolean },
): Promise<PendingAnswer | undefined> {
  const factors = await secondFactorsOf(db, options.user.id);
  const stage = hasSecondFactor(factors) ? 'second-step' : options.requireMfa ? 'enrolment' : undefined;
  if (!stage) return undefined;
  // Any session the browser held ends: the pending one is in a new token.
  await endSession(db, request, reply);
  await startSession(db, request, reply, { userId: options.user.id, rememberMe: options.rememberMe, secureCookie: options.secureCookie, now: options.now, stage });
  return stage === 'enrolment'
    ? { authenticated: false, username: options.user.username, next: 'enrolment' }
    : { authenticated: false, username: options.user.username, next: 'second-step', methods: methodsOf(factors) };
}
