import { requestJson, requestNoContent } from './http';

/** What GET /api/auth/session says. */
export type SessionState = { authenticated: true; username: string; expiresAt: number } | { authenticated: false };

/** Asks the server whether this browser is signed in. */
export function fetchSession(): Promise<SessionState> {
  return requestJson<SessionState>('/api/auth/session');
}

/** Signs in; the server sets the HttpOnly session cookie. */
export function login(input: { username: string; password: string; rememberMe: boolean }): Promise<SessionState> {
  return requestJson<SessionState>('/api/auth/login', { method: 'POST', body: JSON.stringify(input) });
}

/** Signs out and ends the session on the server. */
export function logout(): Promise<void> {
  return requestNoContent('/api/auth/logout', { method: 'POST', body: '{}' });
}

/** Asks for a reset link to be sent out of band. */
export function requestPasswordReset(username: string): Promise<{ message: string }> {
  return requestJson('/api/auth/password-reset/request', { method: 'POST', body: JSON.stringify({ username }) });
}

/** Sets a new password with a reset token. */
export function confirmPasswordReset(token: string, password: string): Promise<{ message: string }> {
  return requestJson('/api/auth/password-reset/confirm', { method: 'POST', body: JSON.stringify({ token, password }) });
}
