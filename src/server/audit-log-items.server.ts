import { actorInWords } from '../domain/audit';
import { auditDetailsInWords } from '../domain/audit-details';
import { auditActionInWords, type AuditLogItem } from '../domain/audit-log';
import type { AuditLogRow } from './store/audit.server';

/** A stored event as the audit log page and its CSV present it: who, what and the details in words. */
export function auditLogItemOf(row: AuditLogRow): AuditLogItem {
  return {
    at: row.at,
    actor: actorInWords(row.actor),
    action: row.action,
    actionInWords: auditActionInWords(row.action),
    assessmentId: row.assessmentId,
    organisation: row.organisation,
    account: row.account,
    address: row.address,
    details: auditDetailsInWords(row.action, row.details),
  };
}
