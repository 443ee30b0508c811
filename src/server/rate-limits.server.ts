import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerAsyncHookHandler, preHandlerHookHandler } from 'fastify';
import { clientAddressKey } from './auth/client-address.server';

type Limiter = preHandlerHookHandler | preHandlerAsyncHookHandler;

/** Per-address limits on the public write routes and the auth routes (429 with Retry-After). */
export interface RateLimits {
  publicWrite: Limiter[];
  login: Limiter[];
  passwordReset: Limiter[];
}

const NONE: RateLimits = { publicWrite: [], login: [], passwordReset: [] };

/**
 * Registers the limiter and returns a preHandler per group of routes. `enabled: false`
 * (E8_RATE_LIMITS=off) is for load tests sent from one address, never for production.
 */
export async function registerRateLimits(app: FastifyInstance, enabled: boolean): Promise<RateLimits> {
  if (!enabled) return NONE;
  await app.register(rateLimit, {
    global: false,
    // An IPv6 client counts by its /64, so a host cannot take a fresh address per request.
    keyGenerator: (request) => clientAddressKey(request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
    }),
  });
  return {
    // A respondent saves once or twice; 30 a minute leaves room for a shared office address.
    publicWrite: [app.rateLimit({ max: 30, timeWindow: '1 minute' })],
    // On top of the per-username lockout, this slows one address guessing across many usernames.
    login: [app.rateLimit({ max: 20, timeWindow: '1 minute' })],
    passwordReset: [app.rateLimit({ max: 5, timeWindow: '1 minute' })],
  };
}
