import { sql, type Kysely } from 'kysely';

/**
 * One reset token per user at most, enforced by a unique index, so that a newer request replaces
 * the older token in one statement and two requests at once cannot leave two valid links. Of the
 * tokens kept before, only each user's newest stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from password_reset_tokens
    where exists (
      select 1 from password_reset_tokens newer
      where newer.user_id = password_reset_tokens.user_id
        and (newer.created_at > password_reset_tokens.created_at
          or (newer.created_at = password_reset_tokens.created_at and newer.token_hash > password_reset_tokens.token_hash))
    )
  `.execute(db);
  await db.schema.createIndex('password_reset_tokens_one_per_user').unique().on('password_reset_tokens').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('password_reset_tokens_one_per_user').execute();
}
