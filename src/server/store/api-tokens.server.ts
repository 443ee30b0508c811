import type { Kysely, Selectable } from 'kysely';
import type { ApiTokenScope, ApiTokenSummary } from '../../domain/api-tokens';
import type { ApiTokensTable, Database } from './schema.server';

/** A token as the store keeps it, with the hash of its secret. */
export type StoredApiToken = ApiTokenSummary & { secretHash: string };

const orNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

function toToken(row: Selectable<ApiTokensTable>): StoredApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as ApiTokenScope,
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    lastUsedAt: orNull(row.last_used_at),
    revokedAt: orNull(row.revoked_at),
    revokedBy: row.revoked_by,
    secretHash: row.secret_hash,
  };
}

/** The token as the portal lists it: without the hash of its secret. */
export function tokenSummary({ secretHash: _hash, ...summary }: StoredApiToken): ApiTokenSummary {
  return summary;
}

/** Keeps a new token (its secret only as a hash). */
export async function insertApiToken(db: Kysely<Database>, token: StoredApiToken): Promise<void> {
  await db
    .insertInto('api_tokens')
    .values({
      id: token.id,
      name: token.name,
      scope: token.scope,
      secret_hash: token.secretHash,
      created_by: token.createdBy,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      last_used_at: token.lastUsedAt,
      revoked_at: token.revokedAt,
      revoked_by: token.revokedBy,
    })
    .execute();
}

/** Every token, newest first. */
export async function listApiTokens(db: Kysely<Database>): Promise<StoredApiToken[]> {
  const rows = await db.selectFrom('api_tokens').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toToken);
}

/** The token a secret's hash names, whatever its state; undefined for none. */
export async function findApiTokenBySecretHash(db: Kysely<Database>, secretHash: string): Promise<StoredApiToken | undefined> {
  const row = await db.selectFrom('api_tokens').selectAll().where('secret_hash', '=', secretHash).executeTakeFirst();
  return row ? toToken(row) : undefined;
}

/** One token by its id; undefined for none. */
export async function findApiTokenById(db: Kysely<Database>, id: string): Promise<StoredApiToken | undefined> {
  const row = await db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toToken(row) : undefined;
}

/** Whether a token of this name, compared without case, is neither revoked nor expired at `now`. */
export async function usableTokenNamed(db: Kysely<Database>, name: string, now: number): Promise<boolean> {
  const rows = await db.selectFrom('api_tokens').select('name').where('revoked_at', 'is', null).where('expires_at', '>', now).execute();
  return rows.some((row) => row.name.toLocaleLowerCase('en-AU') === name.toLocaleLowerCase('en-AU'));
}

/** Revokes a token not yet revoked; false when it already was (nothing changes). */
export async function revokeApiToken(db: Kysely<Database>, id: string, by: string, at: number): Promise<boolean> {
  const result = await db.updateTable('api_tokens').set({ revoked_at: at, revoked_by: by }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Notes a use of a token: its last-used time. */
export async function markApiTokenUsed(db: Kysely<Database>, id: string, at: number): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
}
