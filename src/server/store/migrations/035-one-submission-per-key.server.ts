import type { Kysely } from 'kysely';

/**
 * `submission_key_hash` on each assessment: the SHA-256 hash of the key a browser makes when a journey starts and
 * sends with its submission, under a unique index, so the same submission sent twice (two tabs, a double click, a
 * retry after a lost answer) finds the first row instead of making a second one
 * (docs/decisions/103-one-submission-per-assessment.md). Null for every row saved before, for drafts and for API
 * clients that send no key; a unique index admits any number of nulls on SQLite and PostgreSQL alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('submission_key_hash', 'varchar(64)').execute();
  await db.schema.createIndex('assessments_submission_key_hash').unique().on('assessments').column('submission_key_hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('assessments_submission_key_hash').execute();
  await db.schema.alterTable('assessments').dropColumn('submission_key_hash').execute();
}
