import { sql, type Kysely } from 'kysely';
import { CLOSED_FOLLOW_UP_STATUSES } from '../../domain/follow-up';
import type { WorkQueueCounts } from '../../domain/work-queue';
import type { Database } from './schema.server';

/** One row of the work queue's statement: which figure, the follow-up status it counts (for "status"), and how many. */
interface WorkQueueRow {
  figure: string;
  follow_up_status: string | null;
  count: number | string;
}

/**
 * The dashboard's work-queue counts in one statement (decision 067): completed assessments per follow-up status,
 * from the index on (status, follow_up_status) alone; next actions before `today` (a calendar day, compared as text)
 * on follow-ups not won or lost, from the partial index of the rows with a next-action day; and the follow-ups `owner`
 * owns, from the partial index of the rows with an owner.
 */
export async function workQueueCounts(db: Kysely<Database>, { today, owner }: { today: string; owner: string }): Promise<WorkQueueCounts> {
  const { rows } = await workQueueQuery(today, owner).execute(db);
  const count = (figure: string) => Number(rows.find((row) => row.figure === figure)?.count ?? 0);
  return {
    byStatus: new Map(rows.filter((row) => row.figure === 'status').map((row): [string, number] => [row.follow_up_status ?? '', Number(row.count)])),
    overdue: count('overdue'),
    assignedToMe: count('mine'),
  };
}

/** The statement of `workQueueCounts`, unexecuted: a test asks each database for its plan. */
export function workQueueQuery(today: string, owner: string) {
  const closed = sql.join(CLOSED_FOLLOW_UP_STATUSES.map((status) => sql.lit(status)));
  return sql<WorkQueueRow>`
    select 'status' as figure, follow_up_status, count(*) as count from assessments where status = 'completed' group by follow_up_status
    union all
    select 'overdue', null, count(*) from assessments where next_action_on < ${today} and follow_up_status not in (${closed})
    union all
    select 'mine', null, count(*) from assessments where follow_up_owner = ${owner}
  `;
}
