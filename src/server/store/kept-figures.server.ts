import { sql, type Kysely } from 'kysely';
import { rebuildDashboardFigures } from './dashboard-recount.server';
import { LIST_BLOCK_SIZE } from './list-blocks';
import { rebuildSearchIndex } from './search-text.server';
import { rebuildFollowUpCounts } from './work-queue.server';
import type { Database } from './schema.server';

/**
 * The list counts (assessment_list_counts) recounted from the assessment rows: what the triggers of
 * migration 004 would have kept, in one statement, for after a bulk load that went around them.
 */
export async function rebuildListCounts(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('assessment_list_counts').execute();
  await sql`
    insert into assessment_list_counts (block, status, stripe, count)
    select seq / ${sql.lit(LIST_BLOCK_SIZE)}, status, 0, count(*) from assessments group by seq / ${sql.lit(LIST_BLOCK_SIZE)}, status
  `.execute(db);
}

/**
 * Every figure the database keeps beside the assessments (by triggers, as rows are saved and deleted),
 * recounted from the rows themselves. `npm run seed` loads rows with the triggers off, as keeping the
 * figures row by row would cost most of its time, and calls this once at the end.
 */
export async function rebuildKeptFigures(db: Kysely<Database>): Promise<void> {
  await rebuildListCounts(db);
  await rebuildDashboardFigures(db);
  await rebuildFollowUpCounts(db);
  await rebuildSearchIndex(db);
}
