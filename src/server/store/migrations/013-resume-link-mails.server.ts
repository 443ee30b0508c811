import type { Kysely } from 'kysely';

/**
 * "Email me this link" sends to the address stored in a draft, which is whatever its key holder typed,
 * so sends are counted: per draft and per recipient over the last 24 hours. Each send is a row of the
 * draft's id, a hash of the recipient's address (trimmed, lower-cased) and the time. The rows have no
 * foreign key: a deleted draft's sends still count against its recipient, or deleting and starting again
 * would reset the limit. They are pruned once they are older than the window. Both reads lead with the
 * key they count by, then the time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resume_link_mails')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('assessment_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('recipient_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('sent_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('resume_link_mails_by_draft').on('resume_link_mails').columns(['assessment_id', 'sent_at']).execute();
  await db.schema.createIndex('resume_link_mails_by_recipient').on('resume_link_mails').columns(['recipient_hash', 'sent_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resume_link_mails').execute();
}
