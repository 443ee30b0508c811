/**
 * The audit log as CSV: the events the page's filters select, newest first, every cell in words as the
 * page shows it, with formula-looking cells defused (see csv.ts).
 */

import { auditTimeInWords, type AuditLogItem } from './audit-log';
import type { CsvExportEnd } from './list-csv';
import { csvText, UTF8_BOM } from './csv';
import { countOf } from './format';

/** The CSV's columns: the page's, with the time also in UTC (for sorting and joining with other logs) and the assessment's reference. */
const HEADER = ['When', 'When (UTC)', 'Who', 'What', 'Organisation', 'Assessment reference', 'Account', 'From address', 'Details'];

/** The start of the audit log's CSV: the byte order mark and the header line, sent before any event is read. */
export function auditLogCsvHeader(): string {
  return UTF8_BOM + csvText([HEADER]);
}

/** One event's cells, in the order of the header; "" where the event has none (no assessment, no address). */
function eventCells(item: AuditLogItem, timeZone: string): string[] {
  return [
    auditTimeInWords(item.at, timeZone),
    new Date(item.at).toISOString(),
    item.actor,
    item.actionInWords,
    item.organisation ?? (item.assessmentId === null ? '' : 'deleted assessment'),
    item.assessmentId ?? '',
    item.account ?? '',
    item.address ?? '',
    item.details,
  ];
}

/** Lines of the audit log's CSV for some events, each ending in CRLF; empty for none, so a streamed export can send each batch as it is read. */
export function auditLogCsvRows(items: readonly AuditLogItem[], timeZone: string): string {
  if (items.length === 0) return '';
  return csvText(items.map((item) => eventCells(item, timeZone)));
}

/**
 * The audit log's words for its own CSV export: how many events and with which filters, and when the download
 * did not reach the end, that it was cut short and why: "Audit log CSV of 120 events; person Alex".
 */
export function auditLogCsvExportInWords(sent: number, end: CsvExportEnd, filtersInWords: string): string {
  const events = countOf(sent, 'event');
  const filters = filtersInWords === '' ? '' : `; ${filtersInWords}`;
  switch (end) {
    case 'complete':
      return `Audit log CSV of ${events}${filters}`;
    case 'stopped':
      return `Audit log CSV cut short after ${events}: the download was stopped before the end${filters}`;
    case 'failed':
      return `Audit log CSV cut short after ${events}: an error on the server ended the download${filters}`;
  }
}
