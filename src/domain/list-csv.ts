import { CONTROL_IDS, type ControlId } from './controls';
import { controlContent } from './control-content';
import { csvText, UTF8_BOM } from './csv';
import { KIND_NAMES, type Timeline } from './assessment';
import { longAustralianDate } from './format';
import type { LevelsByControl } from './scoring';
import { maturityLevelName } from './maturity-levels';
import { FOLLOW_UP_NAMES } from './follow-up';
import { timelineInWords, type AssessmentListItem } from './support-views';

/** What the CSV export adds to a list row: target levels and the planning answers. */
export interface CsvDetails {
  targetLevels: LevelsByControl;
  timeline: Timeline | null;
  priorities: readonly ControlId[];
  constraints: string;
}

/**
 * The CSV export of list rows, with formula-looking cells defused (see csv.ts): ASD's overall level,
 * then after the id the kind and each strategy's current level (a quick check's rating, or the level a detailed assessment's
 * outcomes achieve), blank where a strategy is unrated; then each strategy's target level, the overall level in words,
 * the follow-up status and the planning answers (timeline, priorities by title, constraints).
 */
export function assessmentListCsv(
  items: readonly AssessmentListItem[],
  levels: ReadonlyMap<string, LevelsByControl> = new Map(),
  details: ReadonlyMap<string, CsvDetails> = new Map(),
): string {
  // Columns added later go after the earlier ones, so a sheet that reads the earlier columns by position still works.
  const header = [
    'Organisation', 'Contact', 'Email', 'Date', 'Status', 'Average maturity', 'ASD level', 'Id', 'Kind',
    ...CONTROL_IDS.map((id) => `${controlContent(id).title} level`),
    ...CONTROL_IDS.map((id) => `${controlContent(id).title} target level`),
    'Overall level', 'Follow-up status', 'Timeline', 'Priorities', 'Constraints',
  ];
  const rows = items.map((item) => {
    const detail = details.get(item.id);
    return [
      item.organizationName,
      item.respondentName,
      item.respondentEmail,
      longAustralianDate(item.createdAt),
      item.status,
      item.averageMaturity.toFixed(1),
      item.asdLevel,
      item.id,
      KIND_NAMES[item.kind],
      ...CONTROL_IDS.map((id) => levels.get(item.id)?.[id] ?? ''),
      ...CONTROL_IDS.map((id) => detail?.targetLevels[id] ?? ''),
      maturityLevelName(item.asdLevel),
      FOLLOW_UP_NAMES[item.followUpStatus],
      timelineInWords(detail?.timeline ?? null),
      (detail?.priorities ?? []).map((id) => controlContent(id).title).join('; '),
      detail?.constraints ?? '',
    ];
  });
  return UTF8_BOM + csvText([header, ...rows]);
}
