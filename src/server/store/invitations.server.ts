import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { PendingInvitation } from '../../domain/account-schemas';
import { lookalikeOf, normaliseUsername } from '../../domain/username-skeleton';
import { isPostgres } from './dialect.server';
import type { Database } from './schema.server';
import { storedRole, usernameKey } from './support-users.server';
import { inTransaction } from './transaction.server';

/** An invitation to store: the hash of its link's secret (never the secret), whom it is for, and who made it when. */
export interface NewInvitation extends PendingInvitation {
  tokenHash: string;
}

/** An accepted invitation's account to create, once the invitation is claimed. */
export interface InvitedAccount {
  id: string;
  passwordHash: string;
}

/** Thrown inside acceptInvitation's transaction to undo the claim when the username was taken meanwhile. */
class UsernameTaken extends Error {}

function toInvitation(row: {
  username: string;
  email: string | null;
  role: string;
  invited_by: string;
  created_at: number | string;
  expires_at: number | string;
}): PendingInvitation {
  return {
    username: row.username,
    email: row.email,
    role: storedRole(row.role),
    invitedBy: row.invited_by,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
  };
}

const INVITATION_COLUMNS = ['username', 'email', 'role', 'invited_by', 'created_at', 'expires_at'] as const;

/**
 * The condition that an invitation's maker (invited_by, a username) is still an enabled administrator:
 * an invitation is the administrator's authority lent for a while, so it dies with that authority.
 */
function inviterIsActiveAdministrator({ exists, selectFrom }: ExpressionBuilder<Database, 'invitations'>) {
  return exists(
    selectFrom('support_users')
      .select('support_users.id')
      .whereRef('support_users.username', '=', 'invitations.invited_by')
      .where('support_users.role', '=', 'administrator')
      .where('support_users.disabled_at', 'is', null),
  );
}

/** The usernames of every account and of every invitation still pending at `now`: what a new username must not look like. */
export async function takenUsernames(db: Kysely<Database> | Transaction<Database>, now: number): Promise<string[]> {
  const rows = await db
    .selectFrom('support_users')
    .select('username')
    .unionAll(db.selectFrom('invitations').select('username').where('accepted_at', 'is', null).where('expires_at', '>', now))
    .execute();
  return rows.map((row) => row.username);
}

/**
 * Stores an invitation unless its username is taken by an account or by an invitation still pending at
 * `now`, or looks like one that is (same skeleton: case, other alphabets' lookalike letters); returns
 * the username in the way, or undefined when stored. The team's usernames are a few dozen, so all are
 * read and compared here. Check and insert run in one transaction; on PostgreSQL it first takes an
 * advisory lock for new usernames, so two invitations for lookalike names cannot both pass the check.
 * SQLite runs one write transaction at a time.
 */
export async function insertInvitationIfFree(db: Kysely<Database>, invitation: NewInvitation, now: number): Promise<string | undefined> {
  return inTransaction(db, async (trx) => {
    if (isPostgres(db)) await lockKey(trx, 'invitation of a new username');
    const inTheWay = lookalikeOf(invitation.username, await takenUsernames(trx, now));
    if (inTheWay !== undefined) return inTheWay;
    await trx
      .insertInto('invitations')
      .values({
        token_hash: invitation.tokenHash,
        username: normaliseUsername(invitation.username),
        username_key: usernameKey(invitation.username),
        email: invitation.email,
        role: invitation.role,
        invited_by: invitation.invitedBy,
        created_at: invitation.createdAt,
        expires_at: invitation.expiresAt,
      })
      .execute();
    return undefined;
  });
}

/** The invitations neither accepted nor expired at `now`, oldest first, without their token hashes. */
export async function listPendingInvitations(db: Kysely<Database>, now: number): Promise<PendingInvitation[]> {
  const rows = await db
    .selectFrom('invitations')
    .select(INVITATION_COLUMNS)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
  return rows.map(toInvitation);
}

/** The pending (unaccepted, unexpired at `now`) invitation a link's token hash names, if any, while its maker is still an enabled administrator. */
export async function findPendingInvitation(db: Kysely<Database>, tokenHash: string, now: number): Promise<PendingInvitation | undefined> {
  const row = await db
    .selectFrom('invitations')
    .select(INVITATION_COLUMNS)
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .where(inviterIsActiveAdministrator)
    .executeTakeFirst();
  return row ? toInvitation(row) : undefined;
}

/** Cancels the pending invitations of a username (any case): their links stop working. Returns how many there were. */
export async function deletePendingInvitations(db: Kysely<Database>, username: string): Promise<number> {
  const result = await db.deleteFrom('invitations').where('username_key', '=', usernameKey(username)).where('accepted_at', 'is', null).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Cancels the invitations an account (by username) made that are still pending at `now`, when it is disabled or demoted. Returns how many. */
export async function deletePendingInvitationsMadeBy(db: Kysely<Database>, invitedBy: string, now: number): Promise<number> {
  const result = await db
    .deleteFrom('invitations')
    .where('invited_by', '=', invitedBy)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Claims an invitation and creates its account, in one transaction: the claim is a conditional update
 * (not yet accepted, not expired at `now`, its maker still an enabled administrator), so of two
 * requests racing with one link exactly one claims it and the other gets 'invalid', and a link made by
 * an administrator since disabled or demoted gets 'invalid' too. If an account with the username, or one that looks like it,
 * appeared meanwhile (made on the command line), the claim is undone and the answer is 'taken'.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  tokenHash: string,
  account: InvitedAccount,
  now: number,
): Promise<{ accepted: PendingInvitation } | 'invalid' | 'taken'> {
  try {
    return await inTransaction(db, async (trx) => {
      const claimed = await trx
        .updateTable('invitations')
        .set({ accepted_at: now })
        .where('token_hash', '=', tokenHash)
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', now)
        .where(inviterIsActiveAdministrator)
        .returning(INVITATION_COLUMNS)
        .executeTakeFirst();
      if (!claimed) return 'invalid';
      const invitation = toInvitation(claimed);
      const key = usernameKey(invitation.username);
      const accounts = await trx.selectFrom('support_users').select('username').execute();
      if (lookalikeOf(invitation.username, accounts.map((row) => row.username)) !== undefined) throw new UsernameTaken();
      await trx
        .insertInto('support_users')
        .values({
          id: account.id,
          username: invitation.username,
          username_key: key,
          password_hash: account.passwordHash,
          email: invitation.email,
          created_at: now,
          updated_at: now,
          role: invitation.role,
        })
        .execute();
      return { accepted: invitation };
    });
  } catch (error) {
    if (error instanceof UsernameTaken) return 'taken';
    throw error;
  }
}

/** Waits, inside the transaction, for the advisory lock of a key; PostgreSQL releases it at commit or rollback. */
async function lockKey(trx: Transaction<Database>, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
