import type { Kysely } from 'kysely';

/**
 * The organisation column takes the spelling the rest of our code uses. Nothing else names it: no
 * index, and the list-count triggers of migration 004 read only status and seq, so a rename is all
 * it takes on both databases; the rows keep their values. The API's `organizationName` field stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').renameColumn('organization_name', 'organisation_name').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').renameColumn('organisation_name', 'organization_name').execute();
}
