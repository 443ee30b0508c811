import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { CONTROL_IDS } from './controls';
import { controlContent } from './control-content';
import { csvText, UTF8_BOM } from './csv';
import { NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE } from './text';
import { assessmentIdentitySchema } from './assessment-record';
import { ASSESSMENT_KINDS, KIND_NAMES, type AssessmentKind } from './assessment';
import { longAustralianDate } from './format';
import type { LevelsByControl } from './scoring';

/** The query of GET /api/assessments and the CSV export: page, page size, search text, status. */
export const assessmentListQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1, 'Page starts at 1').max(1_000_000, 'No such page').default(1),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int().min(1).max(100, 'At most 100 a page').default(PAGE_SIZE),
  search: z.string().trim().max(200, 'Search at most 200 characters').regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE).optional(),
  status: z.enum(['draft', 'completed'], { error: 'Status is draft or completed' }).optional(),
});
export type AssessmentListQuery = z.infer<typeof assessmentListQuerySchema>;

/** The list query a page address asks for; a value the schema refuses (a bad page or status) falls back to its default. */
export function listQueryFromSearch(params: Record<string, string>): AssessmentListQuery {
  const parsed = assessmentListQuerySchema.safeParse(params);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return assessmentListQuerySchema.parse(Object.fromEntries(Object.entries(params).filter(([name]) => !refused.has(name))));
}

/** What the store totals for one assessment of a list. */
export interface AssessmentTotals {
  id: string;
  status: 'draft' | 'completed';
  kind: AssessmentKind;
  createdAt: number;
  organizationName: string;
  respondentName: string;
  respondentEmail: string;
  currentLevelSum: number;
  /** The lowest current level among the rated controls. */
  currentLevelMin: number;
  targetCount: number;
  currentCount: number;
}

/** One row of the support results list. */
export const assessmentListItemSchema = assessmentIdentitySchema.extend({
  kind: z.enum(ASSESSMENT_KINDS),
  averageMaturity: z.number(),
  /** ASD's level: the lowest current level of the eight, 0 while any is unrated. */
  asdLevel: z.number().int().min(0).max(3),
  /** Row actions show only when every control has both a target and a current rating. */
  hasBothRatings: z.boolean(),
});
export type AssessmentListItem = z.infer<typeof assessmentListItemSchema>;

/** A page of the list: `{ items, total, page, limit, totalPages }`. */
export const assessmentListPageSchema = z.object({
  items: z.array(assessmentListItemSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  totalPages: z.number(),
});
export type AssessmentListPage = z.infer<typeof assessmentListPageSchema>;

/** Turns store totals into a list row: average over all eight controls, missing ones as 0. */
export function toListItem(totals: AssessmentTotals): AssessmentListItem {
  return {
    id: totals.id,
    status: totals.status,
    kind: totals.kind,
    createdAt: totals.createdAt,
    organizationName: totals.organizationName,
    respondentName: totals.respondentName,
    respondentEmail: totals.respondentEmail,
    averageMaturity: totals.currentLevelSum / CONTROL_IDS.length,
    asdLevel: totals.currentCount === CONTROL_IDS.length ? Math.max(0, Math.min(3, totals.currentLevelMin)) : 0,
    hasBothRatings: totals.targetCount === CONTROL_IDS.length && totals.currentCount === CONTROL_IDS.length,
  };
}

/** Number of pages for a total; at least one, so an empty list is "Page 1 of 1". */
export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * The CSV export of list rows, with formula-looking cells defused (see csv.ts): ASD's overall level,
 * then after the id the kind and each strategy's level (a quick check's rating, or the level a detailed assessment's
 * outcomes achieve), blank where a strategy is unrated.
 */
export function assessmentListCsv(items: readonly AssessmentListItem[], levels: ReadonlyMap<string, LevelsByControl> = new Map()): string {
  // Columns added later go after Id, so a sheet that reads the earlier columns by position still works.
  const header = ['Organisation', 'Contact', 'Email', 'Date', 'Status', 'Average maturity', 'ASD level', 'Id', 'Kind', ...CONTROL_IDS.map((id) => `${controlContent(id).title} level`)];
  const rows = items.map((item) => [
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
  ]);
  return UTF8_BOM + csvText([header, ...rows]);
}

/** Per-control database figures the dashboard is built from. */
export interface ControlFiguresInput {
  controlId: string;
  averageCurrent: number;
  averageTarget: number;
  levelCounts: [number, number, number, number];
}

const levelCountsSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);

/** A control's line on the dashboard. */
export const dashboardControlSchema = z.object({
  id: z.enum(CONTROL_IDS),
  title: z.string(),
  averageCurrent: z.number(),
  averageTarget: z.number(),
  averageGap: z.number(),
  levelCounts: levelCountsSchema,
});
export type DashboardControl = z.infer<typeof dashboardControlSchema>;

/** What the head of a consultancy sees at a glance on /support (GET /api/dashboard). */
export const dashboardSchema = z.object({
  total: z.number(),
  last30Days: z.number(),
  averageMaturity: z.number(),
  controls: z.array(dashboardControlSchema),
  largestGaps: z.array(dashboardControlSchema),
  latest: z.array(assessmentListItemSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Builds the dashboard: controls in wizard order (zeros when none), the three largest average gaps. */
export function buildDashboard(input: {
  total: number;
  last30Days: number;
  figures: readonly ControlFiguresInput[];
  latest: AssessmentListItem[];
}): Dashboard {
  const controls = CONTROL_IDS.map((id): DashboardControl => {
    const figures = input.figures.find((entry) => entry.controlId === id);
    const averageCurrent = figures?.averageCurrent ?? 0;
    const averageTarget = figures?.averageTarget ?? 0;
    return {
      id,
      title: controlContent(id).title,
      averageCurrent,
      averageTarget,
      averageGap: averageTarget - averageCurrent,
      levelCounts: figures?.levelCounts ?? [0, 0, 0, 0],
    };
  });
  const averageMaturity = input.total === 0 ? 0 : controls.reduce((sum, control) => sum + control.averageCurrent, 0) / controls.length;
  const largestGaps = [...controls].filter((control) => control.averageGap > 0).sort((a, b) => b.averageGap - a.averageGap).slice(0, 3);
  return { total: input.total, last30Days: input.last30Days, averageMaturity, controls, largestGaps, latest: input.latest };
}
