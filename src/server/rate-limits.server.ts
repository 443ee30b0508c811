import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerAsyncHookHandler, preHandlerHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { NEW_ASSESSMENTS_PER_ADDRESS_PER_DAY } from '../domain/constants';
import { clientAddressKey } from './auth/client-address.server';
import { newAssessmentCap } from './daily-assessment-cap.server';
import { downloadLimit, NO_DOWNLOAD_LIMIT, type DownloadLimiter } from './download-limits.server';
import { isPostgres } from './store/dialect.server';
import { countRequest } from './store/rate-limit-counters.server';
import type { Database } from './store/schema.server';
import { retryAfterSeconds } from './errors.server';

type Limiter = preHandlerHookHandler | preHandlerAsyncHookHandler;

/** Per-address limits on the public write routes and the auth routes (429 with Retry-After). */
export interface RateLimits {
  publicWrite: Limiter[];
  /** The daily cap of new assessments, on the routes that start one, besides the per-minute limit. */
  newAssessment: Limiter[];
  login: Limiter[];
  passwordReset: Limiter[];
  /** Downloads of an assessment's files and data, per address and per assessment (download-limits.server.ts). */
  downloads: DownloadLimits;
}

/** The download routes' limits, each counted per address and per assessment. */
export interface DownloadLimits {
  /** One evidence file. */
  evidenceFile: DownloadLimiter;
  /** Every evidence file of an assessment as a ZIP: the heaviest answer the server gives. */
  evidenceZip: DownloadLimiter;
  /** The respondent's own data as JSON (each download is also written to the audit log). */
  ownData: DownloadLimiter;
}

/** What the limits need: whether they are on, the database that holds the counts, and the app's clock. */
export interface RateLimitSettings {
  /** `false` (E8_RATE_LIMITS=off) is for load tests sent from one address, never for production. */
  enabled: boolean;
  db: Kysely<Database>;
  now: () => number;
  /** New assessments an address may start in a day; NEW_ASSESSMENTS_PER_ADDRESS_PER_DAY unless a test asks for fewer. */
  newAssessmentsPerDay?: number | undefined;
}

const NONE: RateLimits = { publicWrite: [], newAssessment: [], login: [], passwordReset: [], downloads: { evidenceFile: NO_DOWNLOAD_LIMIT, evidenceZip: NO_DOWNLOAD_LIMIT, ownData: NO_DOWNLOAD_LIMIT } };

/** Every limit of the plugin counts over one minute (the daily cap of new assessments counts on its own). */
const WINDOW_MS = 60_000;

/**
 * A store for @fastify/rate-limit that counts in the database's `rate_limit_counters`, so every
 * instance on one PostgreSQL counts against the same budget, on the app's clock. The key already names
 * the limit, so a route's store is the same store. A count that fails is logged and the request let
 * through (docs/decisions/036-shared-rate-limits.md): the route itself still needs the database.
 */
function databaseStore(db: Kysely<Database>, now: () => number, warn: (error: unknown) => void): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number = WINDOW_MS): void {
      const at = now();
      countRequest(db, key, at, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: resetAt - at }),
        (error: unknown) => {
          warn(error);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * Registers the limiter and returns a preHandler per group of routes. On PostgreSQL the counts are kept
 * in the database, shared by every instance; SQLite serves one instance, which counts in memory.
 */
export async function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings): Promise<RateLimits> {
  if (!settings.enabled) return NONE;
  const warn = (error: unknown) => app.log.warn({ err: error }, 'A rate limit could not be counted in the database; the request was let through.');
  await app.register(rateLimit, {
    global: false,
    ...(isPostgres(settings.db) ? { store: databaseStore(settings.db, settings.now, warn), skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: `Too many requests. Please wait ${retryAfterSeconds(context.ttl)} seconds and try again.`,
    }),
  });
  const downloads = { db: settings.db, now: settings.now, warn };
  // One address has a budget per limit: the key names the limit. An IPv6 client counts by its /64,
  // so a host cannot take a fresh address per request.
  const limit = (name: keyof RateLimits, max: number): Limiter[] => [
    app.rateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (request) => `${name} ${clientAddressKey(request)}` }),
  ];
  return {
    // A respondent saves once or twice; 30 a minute leaves room for a shared office address.
    publicWrite: limit('publicWrite', 30),
    // Its own counter, not the plugin's: the plugin runs one limiter per request, and a day's wait
    // is answered in hours, not seconds.
    newAssessment: [
      newAssessmentCap({ perDay: settings.newAssessmentsPerDay ?? NEW_ASSESSMENTS_PER_ADDRESS_PER_DAY, db: settings.db, now: settings.now, warn }),
    ],
    // On top of the per-username lockout, this slows one address guessing across many usernames.
    login: limit('login', 20),
    passwordReset: limit('passwordReset', 5),
    downloads: {
      // A consultant opening a respondent's hundred files one by one stays within it.
      evidenceFile: downloadLimit(downloads, { name: 'evidenceFile', perMinute: 120, what: 'downloads of evidence files' }),
      // Up to 250 MB each: enough for a retry or two, not for a crowd of full-speed readers.
      evidenceZip: downloadLimit(downloads, { name: 'evidenceZip', perMinute: 6, what: 'downloads of the evidence files as a ZIP' }),
      ownData: downloadLimit(downloads, { name: 'ownData', perMinute: 10, what: 'downloads of this assessment’s data' }),
    },
  };
}
