import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.server';

/** A key's count in its current window, this request included, and when the window ends. */
export interface RateLimitCount {
  count: number;
  resetAt: number;
}

/**
 * Counts one request against a key and returns the count of its window and the window's end. The first
 * request, or the first after the window has ended, starts a new window of `windowMs` from `now`.
 *
 * One statement, an upsert: two instances counting the same key at once are serialised by its row,
 * so each request is counted exactly once and no two see the same count.
 */
export async function countRequest(db: Kysely<Database>, key: string, now: number, windowMs: number): Promise<RateLimitCount> {
  const ended = sql<boolean>`rate_limit_counters.reset_at <= ${now}`;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, count: 1, reset_at: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${ended} then 1 else rate_limit_counters.count + 1 end`,
        reset_at: sql<number>`case when ${ended} then ${now + windowMs} else rate_limit_counters.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}

/** Removes the counts whose window ended at or before a moment (a next request starts afresh anyway); returns how many. */
export async function deleteEndedRateLimitCounts(db: Kysely<Database>, moment: number): Promise<number> {
  const result = await db.deleteFrom('rate_limit_counters').where('reset_at', '<=', moment).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Adds `amount` to a key's count unless its window's count would then pass `max`, and returns the new count
 * and the window's end, or undefined (nothing added) when it would pass. The first amount, or the first after
 * the window has ended, starts a new window of `windowMs` from `now`. One upsert, as countRequest: two
 * instances adding to the same key at once are serialised by its row, and neither passes `max`.
 */
export async function addWithinCount(db: Kysely<Database>, key: string, amount: number, max: number, now: number, windowMs: number): Promise<RateLimitCount | undefined> {
  if (amount > max) return undefined;
  const ended = sql<boolean>`rate_limit_counters.reset_at <= ${now}`;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, count: amount, reset_at: now + windowMs })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({
          count: sql<number>`case when ${ended} then ${amount} else rate_limit_counters.count + ${amount} end`,
          reset_at: sql<number>`case when ${ended} then ${now + windowMs} else rate_limit_counters.reset_at end`,
        })
        .where(sql<boolean>`${ended} or rate_limit_counters.count + ${amount} <= ${max}`),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirst();
  return row ? { count: Number(row.count), resetAt: Number(row.reset_at) } : undefined;
}

/** A key's count and its window's end, or undefined when it has none or its window ended at or before `now`. */
export async function currentCount(db: Kysely<Database>, key: string, now: number): Promise<RateLimitCount | undefined> {
  const row = await db.selectFrom('rate_limit_counters').select(['count', 'reset_at']).where('key', '=', key).where('reset_at', '>', now).executeTakeFirst();
  return row ? { count: Number(row.count), resetAt: Number(row.reset_at) } : undefined;
}
