import { E2E_CONSULTANT } from './server';
import { serverUrl } from './test-server';

/** Signs a support user in through the API, as another browser would, and gives the session cookie to send. */
export async function apiSession(user: { username: string; password: string } = E2E_CONSULTANT): Promise<string> {
  const response = await fetch(`${serverUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, rememberMe: false }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('e8_session='));
  if (response.status !== 200 || !cookie) throw new Error(`Signing ${user.username} in answered ${response.status}`);
  return cookie.split(';')[0]!;
}

/**
 * Saves part of a review through the API with a session cookie, as a second consultant's browser does:
 * `what` is `findings/<requirement id>` or `review/scope`. Gives the answer's status and body.
 */
export async function saveByApi(cookie: string, assessmentId: string, what: string, body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${serverUrl()}/api/support/assessments/${assessmentId}/${what}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
