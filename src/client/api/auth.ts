import type { Role } from '../../domain/roles';
import { requestJson, requestNoContent } from './http';
import { isRecord, messageAnswer } from './json';

/** What GET /api/auth/session says. */
export type SessionState = { authenticated: true; username: string; role: Role; expiresAt: number } | { authenticated: false };

/** Reads a session answer; checked by hand, as this module loads with the landing page. */
export function sessionState(body: unknown): SessionState {
  if (isRecord(body) && body.authenticated === false) return { authenticated: false };
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

/** Asks the server whether this browser is signed in. */
export function fetchSession(): Promise<SessionState> {
  return requestJson('/api/auth/session', sessionState);
}

/** Signs in; the server sets the HttpOnly session cookie. */
export function login(input: { username: string; password: string; rememberMe: boolean }): Promise<SessionState> {
  return requestJson('/api/auth/login', sessionState, { method: 'POST', body: JSON.stringify(input) });
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
