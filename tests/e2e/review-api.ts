import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import type { Outcome } from '../../src/domain/framework/outcomes';
import { findingIdOf } from '../../src/domain/review/finding-entries';
import { E2E_SUPPORT } from './server';
import { serverUrl } from './test-server';

/** A support session's cookie, signed in through the API as the sign-in page does (the suite's server, the support administrator). */
export async function supportCookie(user: { username: string; password: string } = E2E_SUPPORT): Promise<string> {
  const response = await fetch(`${serverUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, rememberMe: false }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`Signing in answered ${response.status}: ${await response.text()}`);
  return cookie;
}

/** Sends one request of the review API with a support session, failing the test on any answer but 200. */
export async function reviewRequest(cookie: string, method: 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${serverUrl()}/api/support/assessments/${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * Records a finding for every requirement of the model, as a consultant would through the review: each
 * effective, tested with a simulated activity, unless `outcomes` says otherwise for its id. A requirement the
 * model lists under several strategies has one finding, under its first entry.
 */
export async function reviewEveryRequirement(cookie: string, assessmentId: string, outcomes: Readonly<Record<string, Outcome>> = {}, note = ''): Promise<void> {
  for (const requirement of REQUIREMENTS) {
    if (findingIdOf(requirement.id) !== requirement.id) continue;
    await reviewRequest(cookie, 'PUT', `${assessmentId}/findings/${requirement.id}`, {
      outcome: outcomes[requirement.id] ?? 'effective',
      testMethod: 'simulated-activity',
      evidenceQuality: 'excellent',
      note,
      version: 0,
    });
  }
}
