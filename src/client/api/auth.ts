// The answers' types are the schemas' the sign-in routes declare (`src/domain/sign-in.ts`); only the types
// are imported, so this module, which loads with the landing page, still loads no zod and checks by hand.
import type { SecondStepMethods, SignedIn } from '../../domain/sign-in';
import { requestJson, requestNoContent } from './http';
import { isRecord, messageAnswer } from './json';

export type { SecondStepMethods };

/** A signed-in session, as every completed sign-in answers. */
export type SignedInSession = SignedIn;

/**
 * What GET /api/auth/session (and the login) says: signed in; signed out; or the password given and
 * a second step (`next: 'second-step'`) or the enrolment of a first factor (`next: 'enrolment'`) still to come.
 */
export type SessionState =
  | SignedInSession
  | { authenticated: false; next?: undefined }
  | { authenticated: false; next: 'second-step'; username: string; methods: SecondStepMethods }
  | { authenticated: false; next: 'enrolment'; username: string };

/** The methods of a pending answer, if they are all there. */
function methodsOf(value: unknown): SecondStepMethods | undefined {
  if (!isRecord(value)) return undefined;
  const { passkey, authenticatorApp, recoveryCode } = value;
  if (typeof passkey !== 'boolean' || typeof authenticatorApp !== 'boolean' || typeof recoveryCode !== 'boolean') return undefined;
  return { passkey, authenticatorApp, recoveryCode };
}

/** Reads a session answer; checked by hand, as this module loads with the landing page. */
export function sessionState(body: unknown): SessionState {
  if (isRecord(body) && body.authenticated === false) {
    const username = typeof body.username === 'string' ? body.username : undefined;
    const methods = methodsOf(body.methods);
    if (body.next === 'second-step' && username !== undefined && methods) return { authenticated: false, next: 'second-step', username, methods };
    if (body.next === 'enrolment' && username !== undefined) return { authenticated: false, next: 'enrolment', username };
    return { authenticated: false };
  }
  if (
    isRecord(body) &&
    body.authenticated === true &&
    typeof body.username === 'string' &&
    (body.role === 'administrator' || body.role === 'consultant') &&
    typeof body.expiresAt === 'number'
  ) {
    return { authenticated: true, username: body.username, role: body.role, expiresAt: body.expiresAt };
  }
  throw new TypeError('Not a session answer');
}

/** Reads a completed sign-in; anything else is not one. */
export function signedInSession(body: unknown): SignedInSession {
  const session = sessionState(body);
  if (!session.authenticated) throw new TypeError('Not a signed-in answer');
  return session;
}

/** Asks the server whether this browser is signed in. */
export function fetchSession(): Promise<SessionState> {
  return requestJson('/api/auth/session', sessionState);
}

/** Signs in; the server sets the HttpOnly session cookie. */
export function login(input: { username: string; password: string; rememberMe: boolean }): Promise<SessionState> {
  return requestJson('/api/auth/login', sessionState, { method: 'POST', body: JSON.stringify(input) });
}

/**
 * Gives the second step of a pending sign-in: a code from the authenticator app or a recovery code.
 * After a recovery code, the answer says how many are left.
 */
export function secondStep(code: string): Promise<SignedInSession & { recoveryCodesLeft?: number }> {
  return requestJson(
    '/api/auth/second-step',
    (body) => {
      const session = signedInSession(body);
      const left = isRecord(body) && typeof body.recoveryCodesLeft === 'number' ? { recoveryCodesLeft: body.recoveryCodesLeft } : {};
      return { ...session, ...left };
    },
    { method: 'POST', body: JSON.stringify({ code }) },
  );
}

/** Signs out and ends the session on the server. */
export function logout(): Promise<void> {
  return requestNoContent('/api/auth/logout', { method: 'POST', body: '{}' });
}

/** Asks for a reset link to be sent out of band. */
export function requestPasswordReset(username: string): Promise<{ message: string }> {
  return requestJson('/api/auth/password-reset/request', messageAnswer, { method: 'POST', body: JSON.stringify({ username }) });
}

/** Sets a new password with a reset token. */
export function confirmPasswordReset(token: string, password: string): Promise<{ message: string }> {
  return requestJson('/api/auth/password-reset/confirm', messageAnswer, { method: 'POST', body: JSON.stringify({ token, password }) });
}
