import { auditLogPageSchema, auditLogQueryString, type AuditLogPage, type AuditLogQuery } from '../../domain/audit-log';
import { requestJson } from './http';

/** A page of the audit log, filtered as the query says (administrators only: a consultant's call fails with 403). */
export function fetchAuditLog(query: AuditLogQuery): Promise<AuditLogPage> {
  return requestJson(`/api/support/audit?${auditLogQueryString(query)}`, auditLogPageSchema.parse);
}
