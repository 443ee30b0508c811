import type { Kysely } from 'kysely';

/**
 * Detailed assessments: each assessment's kind ("quick" or "detailed") and, for a detailed one, its
 * outcome and evidence per requirement as one JSON object on its row (read with the row, in one
 * statement; no query looks inside it). Saved assessments become quick checks with no outcomes,
 * so they read, list and export as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('kind', 'text', (column) => column.notNull().defaultTo('quick')).execute();
  await db.schema.alterTable('assessments').addColumn('requirement_outcomes', 'text', (column) => column.notNull().defaultTo('{}')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').dropColumn('requirement_outcomes').execute();
  await db.schema.alterTable('assessments').dropColumn('kind').execute();
}
