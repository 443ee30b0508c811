import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { migrateToLatest, migrateUpTo, migrationBefore, migrationsFrom } from '../migrate.server';
import type { Database } from '../schema.server';

/** An assessment row as the schema before migration 034 holds it, in SQL: its follow-up as given. Returns its id. */
async function rowBefore(
  db: Kysely<Database>,
  row: { createdAt: number; status?: string; seriesId?: string; followUp?: string; owner?: string; nextActionOn?: string },
): Promise<string> {
  const id = randomUUID();
  await sql`
    insert into assessments (id, seq, status, created_at, updated_at, organisation_name, respondent_name, respondent_email, timeline, priorities,
      constraints, access_key_hash, series_id, follow_up_status, follow_up_owner, next_action_on)
    values (${id}, ${row.createdAt}, ${row.status ?? 'completed'}, ${row.createdAt}, ${row.createdAt}, 'Series Pty Ltd', 'Ada', 'ada@series.example', null, '[]', '',
      ${'0'.repeat(64)}, ${row.seriesId ?? null}, ${row.followUp ?? 'new'}, ${row.owner ?? null}, ${row.nextActionOn ?? null})
  `.execute(db);
  return id;
}

const stateOf = async (db: Kysely<Database>, id: string) =>
  await sql<{ follow_up_status: string; follow_up_owner: string | null; next_action_on: string | null; next_action_text: string | null }>`
    select follow_up_status, follow_up_owner, next_action_on, next_action_text from assessments where id = ${id}
  `.execute(db).then((result) => result.rows[0]);

describe.each(DATABASES)('migration 034 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it("gives each series one follow-up, its latest state, \"re-assessed\" where the organisation submitted again after contact, and is undone cleanly", async () => {
    const { db } = database;
    await migrateUpTo(db, migrationBefore('034-engagement-per-series'));
    // Contacted, then a re-assessment arrived as "new": the case.
    const contacted = await rowBefore(db, { createdAt: 1, followUp: 'contacted', owner: 'casey', nextActionOn: '2026-12-03' });
    const arrivedNew = await rowBefore(db, { createdAt: 2, seriesId: contacted });
    // A series whose latest assessment was itself moved on: its state, for every one of the series.
    const first = await rowBefore(db, { createdAt: 3, followUp: 'contacted' });
    const latest = await rowBefore(db, { createdAt: 4, seriesId: first, followUp: 'proposal-sent', owner: 'alex' });
    // A series nobody touched, and one whose re-assessment is only a draft so far.
    const untouched = await rowBefore(db, { createdAt: 5 });
    const untouchedAgain = await rowBefore(db, { createdAt: 6, seriesId: untouched });
    const won = await rowBefore(db, { createdAt: 7, followUp: 'won', owner: 'casey' });
    const draft = await rowBefore(db, { createdAt: 8, seriesId: won, status: 'draft' });
    // Alone: as it was.
    const alone = await rowBefore(db, { createdAt: 9, followUp: 'meeting-booked' });

    expect(await migrateToLatest(db)).toEqual(migrationsFrom('034-engagement-per-series'));

    const reassessed = { follow_up_status: 're-assessed', follow_up_owner: 'casey', next_action_on: '2026-12-03', next_action_text: null };
    expect(await stateOf(db, contacted)).toEqual(reassessed);
    expect(await stateOf(db, arrivedNew)).toEqual(reassessed);
    const sent = { follow_up_status: 'proposal-sent', follow_up_owner: 'alex', next_action_on: null, next_action_text: null };
    expect(await stateOf(db, first)).toEqual(sent);
    expect(await stateOf(db, latest)).toEqual(sent);
    expect((await stateOf(db, untouched))?.follow_up_status).toBe('new');
    expect((await stateOf(db, untouchedAgain))?.follow_up_status).toBe('new');
    const stillWon = { follow_up_status: 'won', follow_up_owner: 'casey', next_action_on: null, next_action_text: null };
    expect(await stateOf(db, won)).toEqual(stillWon);
    expect(await stateOf(db, draft)).toEqual(stillWon);
    expect((await stateOf(db, alone))?.follow_up_status).toBe('meeting-booked');
    // The kept counts follow the rows (by the triggers of migration 027): two re-assessed, none of them new.
    const counts = await sql<{ follow_up_status: string; count: number | string }>`
      select follow_up_status, sum(count) as count from dashboard_follow_up group by follow_up_status
    `.execute(db);
    expect(Object.fromEntries(counts.rows.filter((row) => Number(row.count) !== 0).map((row) => [row.follow_up_status, Number(row.count)]))).toEqual({
      're-assessed': 2,
      'proposal-sent': 2,
      new: 2,
      won: 1,
      'meeting-booked': 1,
    });

    // A change of a next action's text longer than a username is kept whole.
    const text = 'Send the proposal for MFA uplift, then book the workshop with the IT lead and the CFO to walk through the application control plan';
    await sql`insert into follow_up_changes (id, assessment_id, changed_by, changed_at, field, from_value, to_value)
      values (${randomUUID()}, ${contacted}, 'casey', 1, 'next-action-text', null, ${text})`.execute(db);
    expect((await sql<{ to_value: string }>`select to_value from follow_up_changes`.execute(db)).rows[0]?.to_value).toBe(text);

    await migrateUpTo(db, migrationBefore('034-engagement-per-series'));
    await expect(sql`select next_action_text from assessments`.execute(db)).rejects.toThrow();
    expect((await sql<{ follow_up_status: string }>`select follow_up_status from assessments where id = ${arrivedNew}`.execute(db)).rows[0]?.follow_up_status).toBe('contacted');
    expect((await sql`select id from follow_up_changes`.execute(db)).rows).toEqual([]);
  });
});
