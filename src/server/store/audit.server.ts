import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { auditEventSchema, type AuditEvent } from '../../domain/audit';
import type { Database } from './schema.server';

/** An event to record: the address it came from is required (null only for work without a request); the account it was about is optional. */
export type NewAuditEvent = Omit<AuditEvent, 'account'> & { account?: string | null };

/** Appends one event to the audit log. */
export async function insertAuditEvent(db: Kysely<Database>, event: NewAuditEvent): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      id: randomUUID(),
      at: event.at,
      actor: event.actor,
      action: event.action,
      assessment_id: event.assessmentId,
      details: event.details,
      address: event.address,
      account: event.account ?? null,
    })
    .execute();
}

/** The history of one assessment, newest first; a row with an action the log does not know is an error. */
export async function auditEventsForAssessment(db: Kysely<Database>, assessmentId: string): Promise<AuditEvent[]> {
  const rows = await db.selectFrom('audit_events').selectAll().where('assessment_id', '=', assessmentId).orderBy('at', 'desc').execute();
  return rows.map((row) =>
    auditEventSchema.parse({
      // PostgreSQL returns bigint columns as strings.
      at: Number(row.at),
      actor: row.actor,
      action: row.action,
      assessmentId: row.assessment_id,
      details: row.details,
      address: row.address,
      account: row.account,
    }),
  );
}
