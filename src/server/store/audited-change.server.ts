import type { Kysely, Transaction } from 'kysely';
import { insertAuditEvent, type NewAuditEvent } from './audit.server';
import type { Database } from './schema.server';
import { inTransaction } from './transaction.server';

/** What a change gives back: the answer for its caller, and the audit events that record it (none when it changed nothing). */
export interface AuditedChange<Result> {
  result: Result;
  audit: NewAuditEvent | readonly NewAuditEvent[] | null;
}

/**
 * Runs a change and appends the audit events that record it in one transaction: both are kept or
 * neither, whether the database refuses the event, the process dies between the two, or the change
 * throws part-way. Every statement of the change must go through `trx` (on SQLite, a query through
 * the outer `db` would wait for the transaction that holds the one connection). Slow work (hashing a
 * password, sending mail) belongs before or after, not inside, as SQLite writes one transaction at a time.
 * Called inside another audited change, it becomes part of it (a savepoint).
 */
export function changeWithAudit<Result>(db: Kysely<Database>, change: (trx: Transaction<Database>) => Promise<AuditedChange<Result>>): Promise<Result> {
  return inTransaction(db, async (trx) => {
    const { result, audit } = await change(trx);
    for (const event of audit === null ? [] : [audit].flat()) await insertAuditEvent(trx, event);
    return result;
  });
}
