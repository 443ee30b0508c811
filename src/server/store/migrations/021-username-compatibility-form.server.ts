import { sql, type Kysely } from 'kysely';

/** The lookup form of a username from this migration on: Unicode's compatibility form (NFKC), trimmed, in lower case. */
function lookupKey(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

/** The size of the key columns: a name whose compatibility form is longer (a ligature such as "ﷺ" grows to 18 characters) keeps its key. */
const KEY_LENGTH = 100;

/**
 * Usernames are looked up by their compatibility form (NFKC) from now on, so "ｓｕｐｐｏｒｔ" typed in
 * fullwidth letters is "support". A key stored before in another form (only names with fullwidth letters,
 * ligatures and the like differ) is rewritten, or its account could no longer sign in. The key is unique:
 * when the new key is already another account's (one name was a lookalike of the other), that account
 * keeps it and this one its old key, which no lookup reaches any more (of two rewritten to one key, the
 * older account's wins). The names themselves stay as typed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const users = (await sql<{ id: string; username: string; username_key: string }>`select id, username, username_key from support_users order by created_at, id`.execute(db)).rows;
  const taken = new Set(users.map((user) => user.username_key));
  for (const user of users) {
    const key = lookupKey(user.username);
    if (key === user.username_key || taken.has(key) || key.length > KEY_LENGTH) continue;
    await sql`update support_users set username_key = ${key} where id = ${user.id}`.execute(db);
    taken.delete(user.username_key);
    taken.add(key);
  }
  const invitations = (await sql<{ token_hash: string; username: string; username_key: string }>`select token_hash, username, username_key from invitations`.execute(db)).rows;
  for (const invitation of invitations) {
    const key = lookupKey(invitation.username);
    if (key !== invitation.username_key && key.length <= KEY_LENGTH) await sql`update invitations set username_key = ${key} where token_hash = ${invitation.token_hash}`.execute(db);
  }
}

/** The keys stay in the compatibility form: they are still keys the earlier lookup finds for plain names. */
export async function down(): Promise<void> {
  // Nothing to undo that the earlier schema needs.
}
