import { createHmac } from 'node:crypto';
import { UNKNOWN_USERNAME_ACTOR } from '../../domain/audit';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.server';
import { serverSecret, TYPED_USERNAME_KEY } from '../store/server-secrets.server';
import { usernameKey } from '../store/support-users.server';

/** Hex characters of the hash kept: 32 bits, enough to tell one repeated mistyping from a list of guesses. */
const DIGEST_LENGTH = 8;

const keys = new WeakMap<Kysely<Database>, Promise<string>>();

/**
 * A short keyed hash of a username that names no account, for the audit log: the first 8 hex characters of
 * HMAC-SHA-256 under the database's own key, of the name as the lockout compares it (trimmed, lower case).
 * The same text typed again gives the same hash on every instance, so repeated attempts can be told apart
 * from a list of guesses; without the key, which never leaves the database, nobody reading the log can test
 * a guess (a password typed into the username field) against it. The key is read once per database.
 */
async function typedUsernameDigest(db: Kysely<Database>, typed: string): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = serverSecret(db, TYPED_USERNAME_KEY);
    keys.set(db, key);
    // A failed read is tried again next time rather than kept.
    key.catch(() => keys.delete(db));
  }
  return createHmac('sha256', await key).update(usernameKey(typed)).digest('hex').slice(0, DIGEST_LENGTH);
}

/** The details of a failed sign-in with an unknown username: what happened and the short hash of the text typed, never the text. */
function unknownUsernameDetails(what: string, digest: string): string {
  return `${what}; unknown username, typed text hashed ${digest}`;
}

/**
 * Who an audit row names for a username typed at sign-in or in a reset request, and its details: the name
 * as typed when it names an account; otherwise "(unknown username)", with the short hash after the details.
 */
export async function typedNameInAudit(db: Kysely<Database>, typed: string, namesAccount: boolean, details: string): Promise<{ actor: string; details: string }> {
  if (namesAccount) return { actor: typed, details };
  return { actor: UNKNOWN_USERNAME_ACTOR, details: unknownUsernameDetails(details, await typedUsernameDigest(db, typed)) };
}
