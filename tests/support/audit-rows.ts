import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/store/schema.server';

/** One audit row as a test compares it: who, what, about which assessment, the details and the address. */
export interface AuditRow {
  actor: string | null;
  action: string;
  assessmentId: string | null;
  details: string;
  address: string | null;
}

/** Every row of the audit log, oldest first (rows of one instant by action, then details, so the order is fixed). */
export async function auditRows(db: Kysely<Database>): Promise<AuditRow[]> {
  const rows = await db.selectFrom('audit_events').select(['at', 'actor', 'action', 'assessment_id', 'details', 'address']).execute();
  return rows
    .sort((a, b) => Number(a.at) - Number(b.at) || a.action.localeCompare(b.action) || a.details.localeCompare(b.details))
    .map((row) => ({ actor: row.actor, action: row.action, assessmentId: row.assessment_id, details: row.details, address: row.address }));
}
