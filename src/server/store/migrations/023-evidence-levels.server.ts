import { sql, type Kysely } from 'kysely';

/**
 * Each detailed assessment's level per strategy supported by evidence, kept on its row as eight characters
 * (one per strategy in wizard order, '0' to '3'), so the support list and the CSV export read it with the
 * row, as they read the current levels. Null for a quick check. Detailed assessments saved before evidence
 * quality could be graded have no graded answer, and no met requirement counts without good or excellent
 * evidence, so each of their strategies is at Maturity Level Zero by evidence: they are given eight zeros.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('evidence_levels', 'varchar(8)').execute();
  await sql`update assessments set evidence_levels = '00000000' where kind = 'detailed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').dropColumn('evidence_levels').execute();
}
