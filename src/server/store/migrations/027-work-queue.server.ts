import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.server';

/** Rows per status that PostgreSQL spreads concurrent saves over (by connection), as migrations 004 and 018 do. */
const STRIPES = 16;

/**
 * The consultants' work queue (docs/decisions/067-work-queue.md):
 *
 * - `follow_up_owner`: the username of the support account that owns an assessment's follow-up; null while nobody
 *   does. A username, as a note's author and the audit log's actor are: accounts are disabled, never renamed.
 * - `next_action_on`: the calendar day ("2026-12-03") of the next action; null when none is planned. Text in ISO
 *   order, so "before today" is a comparison of strings on both databases.
 * - `follow_up_changes`: each change of status, owner or next-action day, who made it, when, from what and to what:
 *   the entries the notes timeline shows beside the notes, deleted with their assessment.
 * - `dashboard_follow_up`: completed assessments per follow-up status, kept by triggers as rows are inserted, deleted
 *   and updated (status or follow-up status), striped by connection on PostgreSQL, so the dashboard reads a handful
 *   of rows however many assessments there are (as the figures of migration 018 are kept).
 * - Indexes: the next-action days (with the status, to leave out won and lost) and the owners, each in a partial index
 *   of only the rows that have one, so the overdue count and "assigned to me" read only those rows from the index
 *   alone, and a new assessment writes neither; and (status, follow-up status), which the recount of the kept counts
 *   and the list's count of a status filter read alone.
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
  await sql`create index assessments_by_next_action on assessments (next_action_on, follow_up_status) where next_action_on is not null`.execute(db);
  await sql`create index assessments_by_owner on assessments (follow_up_owner) where follow_up_owner is not null`.execute(db);
  await db.schema
    .createTable('dashboard_follow_up')
    .addColumn('follow_up_status', 'varchar(20)', (column) => column.notNull())
    .addColumn('stripe', 'smallint', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('dashboard_follow_up_pk', ['follow_up_status', 'stripe'])
    .execute();
  await sql`insert into dashboard_follow_up (follow_up_status, stripe, count) select follow_up_status, 0, count(*) from assessments where status = 'completed' group by follow_up_status`.execute(db);
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** One counter change in an SQLite trigger: the row's status counted up or down, when `when` holds. */
function sqliteCount(row: 'new' | 'old', change: 1 | -1, when: string): string {
  return `insert into dashboard_follow_up (follow_up_status, stripe, count) select ${row}.follow_up_status, 0, ${change} where ${when}
    on conflict (follow_up_status, stripe) do update set count = count + excluded.count;`;
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`create trigger dashboard_follow_up_insert after insert on assessments when new.status = 'completed' begin
    ${sqliteCount('new', 1, 'true')}
  end`).execute(db);
  await sql.raw(`create trigger dashboard_follow_up_delete after delete on assessments when old.status = 'completed' begin
    ${sqliteCount('old', -1, 'true')}
  end`).execute(db);
  await sql.raw(`create trigger dashboard_follow_up_update after update of status, follow_up_status on assessments
    when (old.status = 'completed' or new.status = 'completed') and (old.status is not new.status or old.follow_up_status is not new.follow_up_status) begin
    ${sqliteCount('old', -1, "old.status = 'completed'")}
    ${sqliteCount('new', 1, "new.status = 'completed'")}
  end`).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create function dashboard_follow_up_change() returns trigger language plpgsql as $$
    declare
      chosen_stripe smallint := pg_backend_pid() % ${STRIPES};
    begin
      if tg_op <> 'INSERT' and old.status = 'completed' then
        insert into dashboard_follow_up (follow_up_status, stripe, count) values (old.follow_up_status, chosen_stripe, -1)
        on conflict (follow_up_status, stripe) do update set count = dashboard_follow_up.count - 1;
      end if;
      if tg_op <> 'DELETE' and new.status = 'completed' then
        insert into dashboard_follow_up (follow_up_status, stripe, count) values (new.follow_up_status, chosen_stripe, 1)
        on conflict (follow_up_status, stripe) do update set count = dashboard_follow_up.count + 1;
      end if;
      return null;
    end $$`).execute(db);
  await sql`create trigger dashboard_follow_up_insert_delete after insert or delete on assessments for each row execute function dashboard_follow_up_change()`.execute(db);
  await sql.raw(`
    create trigger dashboard_follow_up_update after update of status, follow_up_status on assessments for each row
    when ((old.status = 'completed' or new.status = 'completed') and (old.status is distinct from new.status or old.follow_up_status is distinct from new.follow_up_status))
    execute function dashboard_follow_up_change()
  `).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger dashboard_follow_up_update on assessments`.execute(db);
    await sql`drop trigger dashboard_follow_up_insert_delete on assessments`.execute(db);
    await sql`drop function dashboard_follow_up_change()`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update']) await sql.raw(`drop trigger dashboard_follow_up_${name}`).execute(db);
  }
  await db.schema.dropTable('dashboard_follow_up').execute();
  for (const index of ['assessments_by_owner', 'assessments_by_next_action', 'assessments_by_follow_up']) await db.schema.dropIndex(index).execute();
  await db.schema.dropTable('follow_up_changes').execute();
  await db.schema.alterTable('assessments').dropColumn('next_action_on').execute();
  await db.schema.alterTable('assessments').dropColumn('follow_up_owner').execute();
}
