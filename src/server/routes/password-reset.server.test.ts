import type { RouteOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAnswerSchema } from '../../domain/auth-schemas';
import { buildApp } from '../app.server';
import { declaredResponses } from '../contract.server';
import { BackgroundTasks } from '../background-tasks.server';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { SUPPORT_USERNAME } from '../../../tests/support/support-user';
import { RESET_REQUESTED_MESSAGE } from './password-reset.server';

const NEW_PASSWORD = 'N3w-Passw0rd!!Long';

describe.each(DATABASES)('the password reset’s answers on $name', ({ open }) => {
  const routes: RouteOptions[] = [];
  const links: string[] = [];
  const tasks = new BackgroundTasks((error) => {
    throw error;
  });
  const suite = useTestApp(open, {
    start: Date.UTC(2026, 10, 22, 0, 0),
    empty: ['audit_events', 'login_attempts', 'password_reset_tokens', 'sessions', 'support_users'],
    user: true,
    app: { backgroundTasks: tasks, resetDelivery: { send: async (_to, link) => void links.push(link) }, onRoute: (route) => routes.push(route) },
  });
  beforeEach(() => {
    links.length = 0;
  });

  /** The response schemas a route declares, by status. */
  const declared = (url: string) => declaredResponses(routes.find((route) => route.method === 'POST' && route.url === url));
  const post = (url: string, payload: object, app = suite.app) => app.inject({ method: 'POST', url, payload });

  it('declares a message alone for a request and a reset, and sends exactly that', async () => {
    expect(declared('/api/auth/password-reset/request')?.[200]).toBe(resetAnswerSchema);
    expect(declared('/api/auth/password-reset/confirm')?.[200]).toBe(resetAnswerSchema);
    // Strict: an answer with any other field would not parse.
    const requested = await post('/api/auth/password-reset/request', { username: SUPPORT_USERNAME });
    expect(resetAnswerSchema.parse(requested.json())).toEqual({ message: RESET_REQUESTED_MESSAGE });
    await tasks.idle();
    const token = new URL(links[0] ?? 'http://missing/').searchParams.get('token') ?? '';
    const reset = await post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(resetAnswerSchema.parse(reset.json())).toEqual({ message: 'Password reset successful. Redirecting to login...' });
  });

  it('counts a malformed request toward the per-address limit, and answers a limited address 429 whatever it sends', async () => {
    const limited = await buildApp({ db: suite.database.db, now: () => suite.clock, rateLimits: true });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await post('/api/auth/password-reset/confirm', { token: '' }, limited)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      const refused = await post('/api/auth/password-reset/request', {}, limited);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});
