import { sql, type Kysely } from 'kysely';
import { CLOSED_FOLLOW_UP_STATUSES } from '../../domain/follow-up';
import type { OverdueAction, WorkQueueCounts } from '../../domain/work-queue';
import type { Database } from './schema.server';

/** One row of the work queue's statement: which figure, the follow-up status it counts (for "status"), and how many. */
interface WorkQueueRow {
  figure: string;
  follow_up_status: string | null;
  count: number | string;
}

/**
 * The dashboard's work-queue counts in one statement (decision 067): completed assessments per follow-up status,
 * from the counts the database keeps (migration 027); next actions before `today` (a calendar day, compared as text)
 * on follow-ups not won or lost, from the partial index of the rows with a next-action day; and the follow-ups `owner`
 * owns, from the partial index of the rows with an owner. The last two count organisations (series), not assessments:
 * each assessment of a series holds the series' follow-up (decision 101), so one overdue action is one, however many
 * times the organisation was assessed, as the list of overdue actions beside it names it once.
 */
export async function workQueueCounts(db: Kysely<Database>, { today, owner }: { today: string; owner: string }): Promise<WorkQueueCounts> {
  const { rows } = await workQueueQuery(today, owner).execute(db);
  const count = (figure: string) => Number(rows.find((row) => row.figure === figure)?.count ?? 0);
  return {
    // A status whose kept count has gone back to 0 keeps its rows: it is left out, as a status no assessment has.
    byStatus: new Map(rows.filter((row) => row.figure === 'status' && Number(row.count) !== 0).map((row): [string, number] => [row.follow_up_status ?? '', Number(row.count)])),
    overdue: count('overdue'),
    assignedToMe: count('mine'),
  };
}

/** The statement of `workQueueCounts`, unexecuted: a test asks each database for its plan. */
export function workQueueQuery(today: string, owner: string) {
  const closed = sql.join(CLOSED_FOLLOW_UP_STATUSES.map((status) => sql.lit(status)));
  return sql<WorkQueueRow>`
    select 'status' as figure, follow_up_status, sum(count) as count from dashboard_follow_up group by follow_up_status
    union all
    select 'overdue', null, count(distinct coalesce(series_id, id)) from assessments where next_action_on < ${today} and follow_up_status not in (${closed})
    union all
    select 'mine', null, count(distinct coalesce(series_id, id)) from assessments where follow_up_owner = ${owner}
  `;
}

/**
 * The overdue next actions the dashboard lists: next actions before `today` on follow-ups not won or lost, oldest day
 * first, one per series (each assessment of a series holds its follow-up, decision 101: the series' latest assessment
 * names it), at most `limit`. Reads the partial index of the rows with a next-action day, in its order, and stops once
 * it has enough series.
 */
export async function overdueNextActions(db: Kysely<Database>, { today, limit }: { today: string; limit: number }): Promise<OverdueAction[]> {
  const rows = await db
    .selectFrom('assessments')
    .select(['id', 'series_id', 'organisation_name', 'next_action_on', 'next_action_text', 'follow_up_owner'])
    .where('next_action_on', '<', today)
    .where('follow_up_status', 'not in', [...CLOSED_FOLLOW_UP_STATUSES])
    // The series' latest assessment only: no later one of the series (a re-assessment names the first).
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('assessments as later')
            .select('later.id')
            .where((inner) => inner.or([inner('later.series_id', '=', inner.ref('assessments.id')), inner('later.series_id', '=', inner.ref('assessments.series_id'))]))
            .where((inner) => inner.or([inner('later.created_at', '>', inner.ref('assessments.created_at')), inner.and([inner('later.created_at', '=', inner.ref('assessments.created_at')), inner('later.id', '>', inner.ref('assessments.id'))])])),
        ),
      ),
    )
    .orderBy('next_action_on')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    assessmentId: row.id,
    organizationName: row.organisation_name,
    nextActionOn: row.next_action_on ?? '',
    nextActionText: row.next_action_text,
    owner: row.follow_up_owner,
  }));
}

/** Completed assessments per follow-up status counted from every row: the check of the kept counts, and what a rebuild writes. */
export async function recountFollowUpStatuses(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('assessments')
    .select(['follow_up_status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('status', '=', 'completed')
    .groupBy('follow_up_status')
    .execute();
  return new Map(rows.map((row) => [row.follow_up_status, Number(row.count)]));
}

/** The kept counts per follow-up status written again from the rows: for after a bulk load that went around the triggers. */
export async function rebuildFollowUpCounts(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('dashboard_follow_up').execute();
  await sql`insert into dashboard_follow_up (follow_up_status, stripe, count) select follow_up_status, 0, count(*) from assessments where status = 'completed' group by follow_up_status`.execute(db);
}
