import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { DAY_MS } from '../domain/constants';
import { countOf, waitInWords } from '../domain/format';
import { clientAddressKey } from './auth/client-address.server';
import { retryAfterSeconds, sendError } from './errors.server';
import { isPostgres } from './store/dialect.server';
import { countRequest, type RateLimitCount } from './store/rate-limit-counters.server';
import type { Database } from './store/schema.server';

/** A preHandler of the routes that start a new assessment: refuses one past the address's daily cap. */
export type NewAssessmentCap = preHandlerAsyncHookHandler;

/** What the cap needs: how many a day, the database that holds the counts, the app's clock, and the log. */
export interface NewAssessmentCapSettings {
  perDay: number;
  db: Kysely<Database>;
  now: () => number;
  warn: (error: unknown) => void;
}

/** Keys kept in memory at most (SQLite): past that, the oldest windows are forgotten first, as the per-minute limits do. */
const MAX_KEYS_IN_MEMORY = 50_000;

/**
 * Counts in this process's memory, on the app's clock, for SQLite, which one instance serves: counting
 * in the database there would add a write transaction to every new assessment, which group commit
 * otherwise batches (decision 014).
 */
export function memoryCounter(maxKeys = MAX_KEYS_IN_MEMORY): RequestCounter {
  const counts = new Map<string, RateLimitCount>();
  return async (key, now, windowMs) => {
    const found = counts.get(key);
    const count = found && found.resetAt > now ? { count: found.count + 1, resetAt: found.resetAt } : { count: 1, resetAt: now + windowMs };
    // Re-inserted, so the Map's order is the order of last use and the first key the least recent.
    counts.delete(key);
    counts.set(key, count);
    if (counts.size > maxKeys) {
      for (const [oldKey, old] of counts) {
        if (counts.size <= maxKeys && old.resetAt > now) break;
        counts.delete(oldKey);
      }
    }
    return count;
  };
}

/** Counts a request against a key over a window: the count so far, this one included, and when the window ends. */
export type RequestCounter = (key: string, now: number, windowMs: number) => Promise<RateLimitCount>;

/**
 * The counter a limit of this app's own keeps: rows of `rate_limit_counters` on PostgreSQL, shared by every
 * instance; this process's memory on SQLite, which one instance serves.
 */
export function requestCounter(db: Kysely<Database>): RequestCounter {
  return isPostgres(db) ? (key, now, windowMs) => countRequest(db, key, now, windowMs) : memoryCounter();
}

/** The 429's words: how many were started, and how long until the address may start another. */
export function newAssessmentCapMessage(perDay: number, waitMs: number): string {
  return `This network address has started ${countOf(perDay, 'new assessment')} in the last day, the most allowed. Please try again in ${waitInWords(waitMs)}, or continue an assessment you have already started.`;
}

/**
 * The daily cap of new assessments per client address (an IPv6 client by its /64), over a day from the
 * first one. On PostgreSQL the count is a row of `rate_limit_counters`, shared by every instance; on
 * SQLite it is kept in memory. A count that fails lets the request through with a warning in the log,
 * as the per-minute limits do (decision 036).
 */
export function newAssessmentCap(settings: NewAssessmentCapSettings): NewAssessmentCap {
  const count = requestCounter(settings.db);
  return async (request, reply) => {
    const at = settings.now();
    let counted: RateLimitCount;
    try {
      counted = await count(`newAssessments ${clientAddressKey(request)}`, at, DAY_MS);
    } catch (error) {
      settings.warn(error);
      return undefined;
    }
    if (counted.count <= settings.perDay) return undefined;
    const waitMs = counted.resetAt - at;
    reply.header('retry-after', String(retryAfterSeconds(waitMs)));
    return sendError(reply, 429, 'daily_limit', newAssessmentCapMessage(settings.perDay, waitMs));
  };
}
