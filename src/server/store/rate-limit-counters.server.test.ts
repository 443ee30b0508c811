import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { countRequest, deleteEndedRateLimitCounts } from './rate-limit-counters.server';

const NOW = Date.UTC(2026, 10, 23, 9, 0);
const MINUTE = 60_000;

describe.each(DATABASES)('rate-limit counts on $name', ({ open }) => {
  const database = useTestDatabase(open);

  it('counts the requests of a key within its window, each key on its own, and starts again once the window has ended', async () => {
    const { db } = database;
    await database.empty('rate_limit_counters');
    expect(await countRequest(db, 'login 203.0.113.7', NOW, MINUTE)).toEqual({ count: 1, resetAt: NOW + MINUTE });
    expect(await countRequest(db, 'login 203.0.113.7', NOW + 10_000, MINUTE)).toEqual({ count: 2, resetAt: NOW + MINUTE });
    expect(await countRequest(db, 'publicWrite 203.0.113.7', NOW + 10_000, MINUTE)).toEqual({ count: 1, resetAt: NOW + 10_000 + MINUTE });
    expect(await countRequest(db, 'login 203.0.113.8', NOW + 20_000, MINUTE)).toEqual({ count: 1, resetAt: NOW + 20_000 + MINUTE });
    expect(await countRequest(db, 'login 203.0.113.7', NOW + MINUTE - 1, MINUTE)).toEqual({ count: 3, resetAt: NOW + MINUTE });

    expect(await countRequest(db, 'login 203.0.113.7', NOW + MINUTE, MINUTE)).toEqual({ count: 1, resetAt: NOW + 2 * MINUTE });
    expect(await countRequest(db, 'login 203.0.113.7', NOW + MINUTE + 1, MINUTE)).toEqual({ count: 2, resetAt: NOW + 2 * MINUTE });
  });

  it('counts every one of many requests sent at once', async () => {
    const { db } = database;
    await database.empty('rate_limit_counters');
    const counts = await Promise.all(Array.from({ length: 25 }, () => countRequest(db, 'publicWrite 198.51.100.1', NOW, MINUTE)));
    expect(counts.map((result) => result.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
  });

  it('removes exactly the counts whose window has ended', async () => {
    const { db } = database;
    await database.empty('rate_limit_counters');
    await countRequest(db, 'login ended', NOW - 2 * MINUTE, MINUTE);
    await countRequest(db, 'login ends-now', NOW - MINUTE, MINUTE);
    await countRequest(db, 'login running', NOW - MINUTE + 1, MINUTE);

    expect(await deleteEndedRateLimitCounts(db, NOW)).toBe(2);

    const keys = await db.selectFrom('rate_limit_counters').select('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['login running']);
  });
});
