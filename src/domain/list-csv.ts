import { CONTROL_IDS, type ControlId, type MaturityLevel } from './controls';
import { controlTitle } from './control-titles';
import { csvText, UTF8_BOM } from './csv';
import type { Timeline } from './assessment';
import { KIND_NAMES } from './assessment-kinds';
import { longAustralianDate } from './format';
import type { LevelsByControl } from './scoring';
import { maturityLevelName } from './maturity-levels';
import { FOLLOW_UP_NAMES } from './follow-up';
import { REVIEW_STATUS_NAMES } from './review/review';
import { timelineInWords, type AssessmentListItem } from './support-views';

/** What the CSV export adds to a list row: target levels and the planning answers. */
export interface CsvDetails {
  targetLevels: LevelsByControl;
  timeline: Timeline | null;
  priorities: readonly ControlId[];
  constraints: string;
  /** A detailed assessment's levels supported by evidence, per strategy; null or absent for a quick check. */
  evidenceLevels?: LevelsByControl | null;
  /** The overall level the assessor's review reached, kept while it is finished or shared; null or absent otherwise. */
  assessedLevel?: MaturityLevel | null;
}

/** The CSV export's columns. Columns added later go after the earlier ones, so a sheet that reads the earlier columns by position still works. */
function headerCells(): string[] {
  return [
    'Organisation', 'Contact', 'Email', 'Date', 'Status', 'Average maturity', 'Overall level (0 to 3)', 'Id', 'Kind',
    ...CONTROL_IDS.map((id) => `${controlTitle(id)} level`),
    ...CONTROL_IDS.map((id) => `${controlTitle(id)} target level`),
    'Overall level', 'Follow-up status', 'Timeline', 'Priorities', 'Constraints',
    ...CONTROL_IDS.map((id) => `${controlTitle(id)} level supported by evidence`),
    'Overall level supported by evidence',
    'Review',
    'Owner', 'Next action', 'Next action date', 'Assessed level',
  ];
}

/** One list row's cells, in the order of the header. */
function rowCells(item: AssessmentListItem, levels: LevelsByControl | undefined, detail: CsvDetails | undefined, timeZone: string | undefined): (string | number)[] {
  return [
    item.organizationName,
    item.respondentName,
    item.respondentEmail,
    longAustralianDate(item.createdAt, timeZone),
    item.status,
    item.averageMaturity.toFixed(1),
    item.asdLevel,
    item.id,
    KIND_NAMES[item.kind],
    ...CONTROL_IDS.map((id) => levels?.[id] ?? ''),
    ...CONTROL_IDS.map((id) => detail?.targetLevels[id] ?? ''),
    maturityLevelName(item.asdLevel),
    FOLLOW_UP_NAMES[item.followUpStatus],
    timelineInWords(detail?.timeline ?? null),
    (detail?.priorities ?? []).map((id) => controlTitle(id)).join('; '),
    detail?.constraints ?? '',
    ...CONTROL_IDS.map((id) => detail?.evidenceLevels?.[id] ?? ''),
    item.evidenceLevel === null ? '' : maturityLevelName(item.evidenceLevel),
    REVIEW_STATUS_NAMES[item.reviewStatus],
    item.owner ?? '',
    item.nextActionText ?? '',
    item.nextActionOn ?? '',
    hasAssessedLevel(item) && detail?.assessedLevel != null ? maturityLevelName(detail.assessedLevel) : '',
  ];
}

/** Whether a row's review has an assessed level to give: finished or shared (reopened, it has none until finished again). */
function hasAssessedLevel(item: AssessmentListItem): boolean {
  return item.reviewStatus === 'finished' || item.reviewStatus === 'shared';
}

/**
 * The start of the CSV export: the byte order mark and the header line. A streamed export sends it before
 * reading any assessment, so the download begins at once however many follow.
 */
export function assessmentListCsvHeader(): string {
  return UTF8_BOM + csvText([headerCells()]);
}

/**
 * Lines of the CSV export for some list rows, each ending in CRLF, with formula-looking cells defused (see csv.ts);
 * empty for no rows, so a streamed export can send each batch as it is read and join up to the whole file. Each date is
 * the day in `timeZone` (the server's E8_TIME_ZONE), or in the local zone when none is given.
 */
export function assessmentListCsvRows(
  items: readonly AssessmentListItem[],
  levels: ReadonlyMap<string, LevelsByControl> = new Map(),
  details: ReadonlyMap<string, CsvDetails> = new Map(),
  timeZone?: string,
): string {
  if (items.length === 0) return '';
  return csvText(items.map((item) => rowCells(item, levels.get(item.id), details.get(item.id), timeZone)));
}

/**
 * The CSV export of list rows, with formula-looking cells defused (see csv.ts): the overall level as
 * a number (by ASD's method for a detailed assessment, indicative from ratings for a quick check, as the kind says), then after the id the kind and each strategy's current level (a quick check's rating, or the level a detailed assessment's
 * outcomes achieve), blank where a strategy is unrated; then each strategy's target level, the overall level in words,
 * the follow-up status and the planning answers (timeline, priorities by title, constraints); last, for a detailed
 * assessment, each strategy's level supported by evidence and the overall one in words (blank for a quick check); the review's
 * status in words; then the follow-up's owner, the next action's text and day ("2026-12-03"), and the review's assessed
 * overall level in words while it is finished or shared (blank otherwise). The header and the rows joined, as a streamed export sends them.
 */
export function assessmentListCsv(
  items: readonly AssessmentListItem[],
  levels: ReadonlyMap<string, LevelsByControl> = new Map(),
  details: ReadonlyMap<string, CsvDetails> = new Map(),
  timeZone?: string,
): string {
  return assessmentListCsvHeader() + assessmentListCsvRows(items, levels, details, timeZone);
}

/** How a streamed CSV export ended: the whole file sent, the download stopped by the browser, or an error on the server. */
export type CsvExportEnd = 'complete' | 'stopped' | 'failed';

/**
 * The audit log's words for a CSV export: how many assessments it sent and, when the download did not reach
 * the end, that it was cut short and why, so the log never claims a whole file that nobody received.
 */
export function csvExportInWords(sent: number, end: CsvExportEnd): string {
  const assessments = `${sent} ${sent === 1 ? 'assessment' : 'assessments'}`;
  switch (end) {
    case 'complete':
      return `CSV of ${assessments}`;
    case 'stopped':
      return `CSV cut short after ${assessments}: the download was stopped before the end`;
    case 'failed':
      return `CSV cut short after ${assessments}: an error on the server ended the download`;
  }
}
