import { sql, type Kysely } from 'kysely';

/**
 * The consultants' work queue (docs/decisions/067-work-queue.md):
 *
 * - `follow_up_owner`: the username of the support account that owns an assessment's follow-up; null while nobody
 *   does. A username, as a note's author and the audit log's actor are: accounts are disabled, never renamed.
 * - `next_action_on`: the calendar day ("2026-12-03") of the next action; null when none is planned. Text in ISO
 *   order, so "before today" is a comparison of strings on both databases.
 * - `follow_up_changes`: each change of status, owner or next-action day, who made it, when, from what and to what:
 *   the entries the notes timeline shows beside the notes, deleted with their assessment.
 * - Indexes for the dashboard's work-queue figures: the follow-up statuses of completed assessments counted from
 *   an index alone; the next-action days and the owners each in a partial index of only the rows that have one,
 *   so the overdue count and "assigned to me" read only those rows, and a new assessment writes neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('follow_up_owner', 'varchar(100)').execute();
  await db.schema.alterTable('assessments').addColumn('next_action_on', 'varchar(10)').execute();
  await db.schema
    .createTable('follow_up_changes')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('assessment_id', 'varchar(36)', (column) => column.notNull().references('assessments.id').onDelete('cascade'))
    .addColumn('changed_by', 'varchar(100)', (column) => column.notNull())
    .addColumn('changed_at', 'bigint', (column) => column.notNull())
    .addColumn('field', 'varchar(20)', (column) => column.notNull())
    .addColumn('from_value', 'varchar(100)')
    .addColumn('to_value', 'varchar(100)')
    .execute();
  await db.schema.createIndex('follow_up_changes_by_assessment').on('follow_up_changes').columns(['assessment_id', 'changed_at']).execute();
  await sql`create index assessments_by_follow_up on assessments (status, follow_up_status)`.execute(db);
  await sql`create index assessments_by_next_action on assessments (next_action_on) where next_action_on is not null`.execute(db);
  await sql`create index assessments_by_owner on assessments (follow_up_owner) where follow_up_owner is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['assessments_by_owner', 'assessments_by_next_action', 'assessments_by_follow_up']) await db.schema.dropIndex(index).execute();
  await db.schema.dropTable('follow_up_changes').execute();
  await db.schema.alterTable('assessments').dropColumn('next_action_on').execute();
  await db.schema.alterTable('assessments').dropColumn('follow_up_owner').execute();
}
