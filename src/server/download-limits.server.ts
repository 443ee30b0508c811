import type { FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { clientAddressKey } from './auth/client-address.server';
import { requestCounter } from './daily-assessment-cap.server';
import { retryAfterSeconds, sendError } from './errors.server';
import type { RateLimitCount } from './store/rate-limit-counters.server';
import type { Database } from './store/schema.server';

/** Downloads of an assessment's files are counted over a minute, as the other per-address limits are. */
const WINDOW_MS = 60_000;

/** What a download limit needs: the database that holds the counts (PostgreSQL), the app's clock, and the log. */
export interface DownloadLimitSettings {
  db: Kysely<Database>;
  now: () => number;
  warn: (error: unknown) => void;
}

/** A download limit's name (which counter it keeps) and how many a minute it allows, per address and per assessment. */
export interface DownloadLimit {
  name: string;
  perMinute: number;
  /** What is downloaded, for the refusal's words: "downloads of evidence files". */
  what: string;
}

/** The 429's words: what was asked for too often and how long to wait. */
export function downloadLimitMessage(what: string, waitMs: number): string {
  return `Too many ${what} in the last minute. Please wait ${retryAfterSeconds(waitMs)} seconds and try again.`;
}

/**
 * A download route's limit: `perAddress`, a preHandler run before anything is read, and `perAssessment`, called by
 * the route once the caller may read the assessment (so a stranger guessing keys spends only their own address's
 * budget, never the respondent's); false when it has answered 429 itself.
 */
export interface DownloadLimiter {
  perAddress: preHandlerAsyncHookHandler[];
  /** `reader`: the respondent (by the access key) or the portal, each with a budget of its own, so neither can spend the other's. */
  perAssessment: (reply: FastifyReply, assessmentId: string, reader: 'respondent' | 'portal') => Promise<boolean>;
}

/** No limit: for an app whose rate limits are off (load tests sent from one address). */
export const NO_DOWNLOAD_LIMIT: DownloadLimiter = { perAddress: [], perAssessment: async () => true };

/**
 * Limits a download route per client address (an IPv6 client by its /64) and per assessment, each to `perMinute` a
 * minute, answered with 429, `Retry-After` and words. The plugin behind the other limits runs one limiter a request,
 * so this one counts for itself: in `rate_limit_counters` on PostgreSQL, shared by every instance, and in memory on
 * SQLite's single instance. A count that fails lets the download through with a warning in the log (decision 036).
 */
export function downloadLimit(settings: DownloadLimitSettings, limit: DownloadLimit): DownloadLimiter {
  const count = requestCounter(settings.db);
  /** Counts one download against a key; true when within the limit, else answers 429 and gives false. */
  const within = async (reply: FastifyReply, key: string): Promise<boolean> => {
    const at = settings.now();
    let counted: RateLimitCount;
    try {
      counted = await count(`${limit.name} ${key}`, at, WINDOW_MS);
    } catch (error) {
      settings.warn(error);
      return true;
    }
    if (counted.count <= limit.perMinute) return true;
    const waitMs = counted.resetAt - at;
    reply.header('retry-after', String(retryAfterSeconds(waitMs)));
    sendError(reply, 429, 'rate_limited', downloadLimitMessage(limit.what, waitMs));
    return false;
  };
  return {
    perAddress: [
      async (request, reply) => {
        if (!(await within(reply, `address ${clientAddressKey(request)}`))) return reply;
        return undefined;
      },
    ],
    perAssessment: (reply, assessmentId, reader) => within(reply, `assessment ${assessmentId} ${reader}`),
  };
}
