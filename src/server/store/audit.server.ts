import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.server';

/** What the audit log records (issue: sign-in, failed sign-in, view, export, delete, password changes). */
export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'view'
  | 'export'
  | 'delete'
  | 'password-reset-requested'
  | 'password-reset';

export interface AuditEvent {
  at: number;
  actor: string | null;
  action: AuditAction;
  assessmentId: string | null;
  details: string;
}

/** Appends one event to the audit log. */
export async function insertAuditEvent(db: Kysely<Database>, event: AuditEvent): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({ id: randomUUID(), at: event.at, actor: event.actor, action: event.action, assessment_id: event.assessmentId, details: event.details })
    .execute();
}

/** The history of one assessment, newest first. */
export async function auditEventsForAssessment(db: Kysely<Database>, assessmentId: string): Promise<AuditEvent[]> {
  const rows = await db.selectFrom('audit_events').selectAll().where('assessment_id', '=', assessmentId).orderBy('at', 'desc').execute();
  return rows.map((row) => ({
    at: Number(row.at),
    actor: row.actor,
    action: row.action as AuditAction,
    assessmentId: row.assessment_id,
    details: row.details,
  }));
}
