import { auditLogPageSchema, auditLogQueryString, type AuditLogPage, type AuditLogQuery } from '../../domain/audit-log';
import { requestFile, requestJson } from './http';

/** A page of the audit log, filtered as the query says (administrators only: a consultant's call fails with 403). */
export function fetchAuditLog(query: AuditLogQuery): Promise<AuditLogPage> {
  return requestJson(`/api/support/audit?${auditLogQueryString(query)}`, auditLogPageSchema.parse);
}

/** The CSV of every event the query's filters select, whatever its page, newest first. */
export function fetchAuditLogCsv(query: AuditLogQuery): Promise<Blob> {
  return requestFile(`/api/support/audit/export.csv?${auditLogQueryString({ ...query, page: 1 })}`, 'The audit log could not be downloaded');
}
