import { sql, type Kysely } from 'kysely';

/**
 * The lowest current level of an assessment kept on its row beside the other list totals, so the
 * support list and its CSV show ASD's level (the lowest of the eight strategies) without reading
 * the control rows. Saved assessments are filled in from their control rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('current_level_min', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await sql`
    update assessments set
      current_level_min = coalesce((select min(current_level) from assessment_controls c where c.assessment_id = assessments.id), 0)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').dropColumn('current_level_min').execute();
}
