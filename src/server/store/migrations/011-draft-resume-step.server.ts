import type { Kysely } from 'kysely';

/**
 * The wizard step a saved draft reopens at ("current-3", "review"), so a resume link restores the exact
 * step as well as the answers. Null for every row saved before it, and for every completed assessment.
 * Drafts expire by their last save (`updated_at`); the daily clean-up finds them by status, which an
 * index of migration 004 already leads with, so no index is added.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('resume_step', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').dropColumn('resume_step').execute();
}
