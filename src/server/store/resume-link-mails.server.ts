import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from './dialect.server';
import type { Database } from './schema.server';
import { inTransaction } from './transaction.server';

/** How many resume-link emails are allowed within a window: per draft, and per recipient across drafts. */
export interface ResumeLinkMailLimits {
  perDraft: number;
  perRecipient: number;
  windowMs: number;
}

/** One send to record: the draft, its recipient's address (as stored) and the moment. */
export interface ResumeLinkMailSend {
  assessmentId: string;
  recipient: string;
  at: number;
}

/** A send recorded, or refused with which limit was reached and when a slot frees up. */
export type ResumeLinkMailClaim = { recorded: true } | { recorded: false; limit: 'draft' | 'recipient'; retryAt: number };

/** The key an address is counted by: trimmed and lower-cased, then hashed, so the address itself is not kept. */
export function recipientHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
}

/**
 * Records a resume-link email if neither the draft nor the recipient has reached its limit within the
 * window before `at`; otherwise records nothing and says which limit was reached and when it frees up.
 *
 * Count and insert run in one transaction. On PostgreSQL two instances could otherwise both count two
 * of three and both insert, so the transaction first takes transaction-scoped advisory locks on the
 * draft and on the recipient, always in that order (no two sends can wait on each other in a cycle);
 * a second send for the same draft or address waits there until the first has committed, then counts
 * its row. SQLite runs one write transaction at a time, so the count and the insert cannot interleave.
 */
export async function recordResumeLinkMailWithin(db: Kysely<Database>, send: ResumeLinkMailSend, limits: ResumeLinkMailLimits): Promise<ResumeLinkMailClaim> {
  const hash = recipientHash(send.recipient);
  const since = send.at - limits.windowMs;
  return inTransaction(db, async (trx) => {
    if (isPostgres(db)) {
      await lockKey(trx, `resume-link-mail draft ${send.assessmentId}`);
      await lockKey(trx, `resume-link-mail recipient ${hash}`);
    }
    const byDraft = await sendTimesSince(trx, 'assessment_id', send.assessmentId, since);
    if (byDraft.length >= limits.perDraft) return refused('draft', byDraft, limits);
    const byRecipient = await sendTimesSince(trx, 'recipient_hash', hash, since);
    if (byRecipient.length >= limits.perRecipient) return refused('recipient', byRecipient, limits);
    await trx.insertInto('resume_link_mails').values({ id: randomUUID(), assessment_id: send.assessmentId, recipient_hash: hash, sent_at: send.at }).execute();
    return { recorded: true };
  });
}

/** Removes sends made at or before a moment (older than the window, so never counted again); returns how many. */
export async function deleteResumeLinkMailsUpTo(db: Kysely<Database>, moment: number): Promise<number> {
  const result = await db.deleteFrom('resume_link_mails').where('sent_at', '<=', moment).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Waits, inside the transaction, for the advisory lock of a key; PostgreSQL releases it at commit or rollback. */
async function lockKey(trx: Transaction<Database>, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** The times of the sends counted by one key after a moment, oldest first. */
async function sendTimesSince(trx: Transaction<Database>, column: 'assessment_id' | 'recipient_hash', key: string, since: number): Promise<number[]> {
  const rows = await trx.selectFrom('resume_link_mails').select('sent_at').where(column, '=', key).where('sent_at', '>', since).orderBy('sent_at').execute();
  return rows.map((row) => Number(row.sent_at));
}

/** A refusal: a slot frees up when the send that keeps the count at its limit leaves the window. */
function refused(limit: 'draft' | 'recipient', times: number[], limits: ResumeLinkMailLimits): ResumeLinkMailClaim {
  const max = limit === 'draft' ? limits.perDraft : limits.perRecipient;
  const freeing = times[times.length - max] ?? times[0] ?? 0;
  return { recorded: false, limit, retryAt: freeing + limits.windowMs };
}
