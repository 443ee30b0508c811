import { sql, type Kysely } from 'kysely';

/**
 * Level totals kept on each assessment row, so the support list is one indexed query instead of a
 * join over every control row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('current_level_sum', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('assessments').addColumn('target_count', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('assessments').addColumn('current_count', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await sql`
    update assessments set
      current_level_sum = coalesce((select sum(current_level) from assessment_controls c where c.assessment_id = assessments.id), 0),
      target_count = (select count(target_level) from assessment_controls c where c.assessment_id = assessments.id),
      current_count = (select count(current_level) from assessment_controls c where c.assessment_id = assessments.id)
  `.execute(db);
  await db.schema.createIndex('assessments_created_id').on('assessments').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('assessments_created_id').execute();
  for (const column of ['current_count', 'target_count', 'current_level_sum']) {
    await db.schema.alterTable('assessments').dropColumn(column).execute();
  }
}
