import { describe, expect, it } from 'vitest';
import { auditLogCsvExportInWords, auditLogCsvHeader, auditLogCsvRows } from './audit-log-csv';
import type { AuditLogItem } from './audit-log';

const EVENT: AuditLogItem = {
  at: Date.UTC(2026, 10, 23, 12, 59, 30),
  actor: 'Alex',
  action: 'delete',
  actionInWords: 'Deleted',
  assessmentId: '0f8e6c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b',
  organisation: null,
  account: null,
  address: '203.0.113.7',
  details: '=Acme, "the" company',
};

describe("the audit log's CSV", () => {
  it('starts with the byte order mark and the header, and says each event in the order of the header, on the log clock and in UTC', () => {
    expect(auditLogCsvHeader()).toBe('\uFEFFWhen,When (UTC),Who,What,Organisation,Assessment reference,Account,From address,Details\r\n');
    expect(auditLogCsvRows([EVENT], 'Australia/Sydney')).toBe(
      `"23 Nov 2026, 11:59:30 pm AEDT",2026-11-23T12:59:30.000Z,Alex,Deleted,deleted assessment,0f8e6c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b,,203.0.113.7,"'=Acme, ""the"" company"\r\n`,
    );
    expect(auditLogCsvRows([], 'Australia/Sydney')).toBe('');
  });

  it('says its own export in words, with the filters and whether the file was whole', () => {
    expect(auditLogCsvExportInWords(1, 'complete', '')).toBe('Audit log CSV of 1 event');
    expect(auditLogCsvExportInWords(40, 'complete', 'person Alex')).toBe('Audit log CSV of 40 events; person Alex');
    expect(auditLogCsvExportInWords(1000, 'stopped', '')).toBe('Audit log CSV cut short after 1000 events: the download was stopped before the end');
    expect(auditLogCsvExportInWords(3, 'failed', 'action Viewed')).toBe('Audit log CSV cut short after 3 events: an error on the server ended the download; action Viewed');
  });
});
