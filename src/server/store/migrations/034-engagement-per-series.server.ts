import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.server';

/** One assessment of a series, as this migration reads it. */
interface SeriesRow {
  id: string;
  series_id: string | null;
  status: string;
  created_at: number | string;
  follow_up_status: string;
  follow_up_owner: string | null;
  next_action_on: string | null;
}

/** A series' follow-up, as this migration writes it to each of its assessments. */
interface SeriesState {
  status: string;
  owner: string | null;
  nextActionOn: string | null;
}

/**
 * The follow-up a series takes from its assessments (oldest first): the state of the latest one whose follow-up was
 * touched (a status past new, an owner or a next action), "re-assessed" when it was past new and a completed
 * assessment of the series came after it; undefined when none was touched (every assessment keeps "new" and nothing).
 */
function seriesState(rows: readonly SeriesRow[]): SeriesState | undefined {
  const touched = rows.findLastIndex((row) => row.follow_up_status !== 'new' || row.follow_up_owner !== null || row.next_action_on !== null);
  const source = rows[touched];
  if (!source) return undefined;
  const resubmitted = source.follow_up_status !== 'new' && rows.slice(touched + 1).some((row) => row.status === 'completed');
  return { status: resubmitted ? 're-assessed' : source.follow_up_status, owner: source.follow_up_owner, nextActionOn: source.next_action_on };
}

/**
 * The follow-up becomes the organisation's series' (docs/decisions/101-follow-up-belongs-to-the-series.md):
 *
 * - `next_action_text`: what the next action is, in words ("Send the proposal for MFA uplift"), at most 200
 *   characters; null when none is written. Kept beside its day on each assessment of the series, as the status and
 *   the owner are.
 * - `follow_up_changes.from_value` and `to_value` take a next action's text too: text on PostgreSQL (SQLite keeps any
 *   length already).
 * - Every assessment of a series is given the series' follow-up, as the store writes it from now on: the state of its
 *   latest assessment whose follow-up was touched, and "re-assessed" where the organisation submitted again after
 *   someone had taken it past new (the re-assessment that arrived as "new").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('next_action_text', 'varchar(200)').execute();
  if (isPostgres(db)) {
    await sql`alter table follow_up_changes alter column from_value type text, alter column to_value type text`.execute(db);
  }
  const { rows } = await sql<SeriesRow>`
    select id, series_id, status, created_at, follow_up_status, follow_up_owner, next_action_on from assessments
    where series_id is not null or id in (select series_id from assessments where series_id is not null)
    order by created_at, id
  `.execute(db);
  const bySeries = new Map<string, SeriesRow[]>();
  for (const row of rows) {
    const seriesId = row.series_id ?? row.id;
    bySeries.set(seriesId, [...(bySeries.get(seriesId) ?? []), row]);
  }
  for (const [seriesId, members] of bySeries) {
    const state = seriesState(members);
    if (!state) continue;
    await sql`update assessments set follow_up_status = ${state.status}, follow_up_owner = ${state.owner}, next_action_on = ${state.nextActionOn}
      where id = ${seriesId} or series_id = ${seriesId}`.execute(db);
  }
}

/** Back to a follow-up per assessment: the text goes, and "re-assessed" (which the code before knew nothing of) reads as contacted. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update assessments set follow_up_status = 'contacted' where follow_up_status = 're-assessed'`.execute(db);
  await sql`delete from follow_up_changes where field = 'next-action-text'`.execute(db);
  if (isPostgres(db)) {
    await sql`alter table follow_up_changes alter column from_value type varchar(100) using left(from_value, 100), alter column to_value type varchar(100) using left(to_value, 100)`.execute(db);
  }
  await db.schema.alterTable('assessments').dropColumn('next_action_text').execute();
}
