import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.server';

/** Rows per block of list positions counted in assessment_list_counts (the store's LIST_BLOCK_SIZE). */
const BLOCK = 1024;

/**
 * A list position per assessment (`seq`, ascending in the order they arrived) and the number of
 * assessments in each block of 1,024 positions, per status, kept by triggers. A list page then finds
 * its block from a few hundred counts and skips at most a block's rows, whatever the page number,
 * instead of counting and skipping every newer row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema.alterTable('assessments').addColumn('seq', 'bigint').execute();
  await sql`
    update assessments set seq = numbered.position
    from (select id, row_number() over (order by created_at, id) as position from assessments) as numbered
    where numbered.id = assessments.id
  `.execute(db);
  await db.schema.createIndex('assessments_seq').unique().on('assessments').column('seq').execute();
  await db.schema.createIndex('assessments_status_seq').on('assessments').columns(['status', 'seq']).execute();
  // Nothing sorts or pages by created_at any more. Each index costs every save a page write, so the
  // three on created_at go; retention's daily delete and the dashboard read the table instead.
  for (const index of ['assessments_created_id', 'assessments_status_created', 'assessments_created_at']) await db.schema.dropIndex(index).execute();
  if (postgres) {
    await sql`create sequence assessments_seq_numbers owned by assessments.seq`.execute(db);
    await sql`select setval('assessments_seq_numbers', coalesce((select max(seq) from assessments), 0) + 1, false)`.execute(db);
  }
  await db.schema
    .createTable('assessment_list_counts')
    .addColumn('block', 'bigint', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    // PostgreSQL spreads concurrent saves over up to 16 rows per block (by connection) so they do not queue on one row lock.
    .addColumn('stripe', 'smallint', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('assessment_list_counts_pk', ['block', 'status', 'stripe'])
    .execute();
  await sql`
    insert into assessment_list_counts (block, status, stripe, count)
    select seq / ${sql.lit(BLOCK)}, status, 0, count(*) from assessments group by seq / ${sql.lit(BLOCK)}, status
  `.execute(db);
  if (postgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const add = (row: 'new' | 'old', change: '+ 1' | '- 1') => sql.raw(`
    insert into assessment_list_counts (block, status, stripe, count) values (${row}.seq / ${BLOCK}, ${row}.status, 0, ${change.replace(' ', '')})
    on conflict (block, status, stripe) do update set count = count ${change};`);
  await sql`create trigger assessment_list_counts_insert after insert on assessments begin ${add('new', '+ 1')} end`.execute(db);
  await sql`create trigger assessment_list_counts_delete after delete on assessments begin ${add('old', '- 1')} end`.execute(db);
  await sql`
    create trigger assessment_list_counts_update after update of status, seq on assessments
    when old.status is not new.status or old.seq is not new.seq
    begin ${add('old', '- 1')} ${add('new', '+ 1')} end
  `.execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create function assessment_list_counts_change() returns trigger language plpgsql as $$
    declare chosen_stripe smallint := pg_backend_pid() % 16;
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        insert into assessment_list_counts (block, status, stripe, count) values (old.seq / ${BLOCK}, old.status, chosen_stripe, -1)
        on conflict (block, status, stripe) do update set count = assessment_list_counts.count - 1;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into assessment_list_counts (block, status, stripe, count) values (new.seq / ${BLOCK}, new.status, chosen_stripe, 1)
        on conflict (block, status, stripe) do update set count = assessment_list_counts.count + 1;
      end if;
      return null;
    end $$`).execute(db);
  await sql`create trigger assessment_list_counts_insert_delete after insert or delete on assessments for each row execute function assessment_list_counts_change()`.execute(db);
  await sql`
    create trigger assessment_list_counts_update after update of status, seq on assessments for each row
    when (old.status is distinct from new.status or old.seq is distinct from new.seq) execute function assessment_list_counts_change()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger assessment_list_counts_update on assessments`.execute(db);
    await sql`drop trigger assessment_list_counts_insert_delete on assessments`.execute(db);
    await sql`drop function assessment_list_counts_change()`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update']) await sql.raw(`drop trigger assessment_list_counts_${name}`).execute(db);
  }
  await db.schema.dropTable('assessment_list_counts').execute();
  await db.schema.createIndex('assessments_created_at').on('assessments').column('created_at').execute();
  await db.schema.createIndex('assessments_status_created').on('assessments').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('assessments_created_id').on('assessments').columns(['created_at', 'id']).execute();
  await db.schema.dropIndex('assessments_status_seq').execute();
  await db.schema.dropIndex('assessments_seq').execute();
  await db.schema.alterTable('assessments').dropColumn('seq').execute();
}
