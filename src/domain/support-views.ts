import { z } from 'zod';
import { DAY_MS, PAGE_SIZE, RECENT_DAYS, SUBMISSION_WEEKS } from './constants';
import { CONTROL_IDS, type ControlId } from './controls';
import { controlTitle } from './control-titles';
import { NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE } from './text';
import { assessmentIdentitySchema } from './assessment-record';
import type { Timeline } from './assessment';
import { TIMELINES } from './timelines';
import { ASSESSMENT_KINDS, type AssessmentKind } from './assessment-kinds';
import { longAustralianDate } from './format';
import { FOLLOW_UP_STATUSES, followUpOwnerSchema, followUpStatusSchema, type FollowUpStatus } from './follow-up';
import { workQueueSchema, type WorkQueue } from './work-queue';
import { dashboardReviewsSchema, type DashboardReviews } from './dashboard-reviews';
import { evidenceStorageSchema, type EvidenceStorage } from './evidence-storage';
import { REVIEW_STATUSES, reviewStatusSchema, type ReviewStatus } from './review/review';
import type { SeriesMovement } from './progress';
import type { LevelsByControl } from './scoring';

/** What the support list sorts by: list position (date), organisation name, average maturity, ASD's level or the review's status. */
export const LIST_SORTS = ['date', 'organisation', 'average', 'level', 'review'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/**
 * Each sort's first direction when a column is chosen: names A to Z, dates and levels highest first, and reviews
 * furthest along first (shared, finished, in review), since most assessments have no review to look at.
 */
export const FIRST_DIRECTION: Record<ListSort, 'asc' | 'desc'> = { date: 'desc', organisation: 'asc', average: 'desc', level: 'desc', review: 'desc' };

/**
 * The query of GET /api/assessments and the CSV export: page, page size, search text, status, follow-up status, the
 * follow-up's owner (a username) or nobody (`unowned=true`), overdue next actions (`nextAction=overdue`), review status, sort and direction.
 */
export const assessmentListQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1, 'Page starts at 1').max(1_000_000, 'No such page').default(1),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int().min(1).max(100, 'At most 100 a page').default(PAGE_SIZE),
  search: z.string().trim().max(200, 'Search at most 200 characters').regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE).optional(),
  status: z.enum(['draft', 'completed'], { error: 'Status is draft or completed' }).optional(),
  followUp: followUpStatusSchema.optional(),
  owner: followUpOwnerSchema.optional(),
  /** `unowned=true`: only follow-ups nobody owns (then any `owner` is ignored). */
  unowned: z.enum(['true'], { error: 'Unowned is true' }).optional(),
  nextAction: z.enum(['overdue'], { error: 'Next action is overdue' }).optional(),
  review: reviewStatusSchema.optional(),
  sort: z.enum(LIST_SORTS, { error: 'Sort is date, organisation, average, level or review' }).default('date'),
  direction: z.enum(['asc', 'desc'], { error: 'Direction is asc or desc' }).default('desc'),
  /**
   * `series`: one row per series of re-assessments (its latest of the status), its earlier ones beside the page.
   * Grouped only while no search, follow-up, owner, overdue or review filter picks single assessments.
   */
  group: z.enum(['series'], { error: 'Group is series' }).optional(),
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
  /** The series it belongs to: its first assessment's id (its own when it started one); absent where not read. */
  series?: string;
  status: 'draft' | 'completed';
  kind: AssessmentKind;
  followUpStatus: FollowUpStatus;
  /** Who owns the follow-up (a username) and the day of its next action; null or absent for nobody and none. */
  followUpOwner?: string | null;
  nextActionOn?: string | null;
  /** What the next action is, in words; null or absent for none. */
  nextActionText?: string | null;
  /** Where the consultant's review stands, as kept on the assessment's row. */
  reviewStatus: ReviewStatus;
  createdAt: number;
  organizationName: string;
  respondentName: string;
  respondentEmail: string;
  currentLevelSum: number;
  /** The lowest current level among the rated controls. */
  currentLevelMin: number;
  targetCount: number;
  currentCount: number;
  /** A detailed assessment's levels supported by evidence, per strategy; null or absent for a quick check. */
  evidenceLevels?: LevelsByControl | null;
}

/** One row of the support results list: exactly these fields, so a row names nothing more about the assessment. */
export const assessmentListItemSchema = z.strictObject({
  ...assessmentIdentitySchema.shape,
  kind: z.enum(ASSESSMENT_KINDS),
  followUpStatus: z.enum(FOLLOW_UP_STATUSES),
  /** The follow-up's owner (a username) and next-action day ("2026-12-03"); null for nobody and none. */
  owner: z.string().nullable(),
  nextActionOn: z.string().nullable(),
  /** What the next action is, in words ("Send the proposal for MFA uplift"); absent for none, as in the follow-up. */
  nextActionText: z.string().optional(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  averageMaturity: z.number(),
  /** ASD's level: the lowest current level of the eight, 0 while any is unrated. */
  asdLevel: z.number().int().min(0).max(3),
  /** Row actions show only when every control has both a target and a current rating. */
  hasBothRatings: z.boolean(),
  /** A detailed assessment's overall level supported by evidence (the lowest of the eight); null for a quick check. */
  evidenceLevel: z.number().int().min(0).max(3).nullable(),
});
export type AssessmentListItem = z.infer<typeof assessmentListItemSchema>;

/**
 * A page of the list: `{ items, total, totalIsAtLeast, page, limit, totalPages }`. A common search is
 * counted only so far: then `totalIsAtLeast` is true, `total` is how many were counted (more match) and
 * `totalPages` reaches at least one page past the current one.
 */
export const assessmentListPageSchema = z.strictObject({
  items: z.array(assessmentListItemSchema),
  total: z.number(),
  totalIsAtLeast: z.boolean(),
  page: z.number(),
  limit: z.number(),
  totalPages: z.number(),
  /** Whether the rows are the latest of their series (counted in `total` as one each); absent when not grouped. */
  grouped: z.boolean().optional(),
  /** Grouped: each row's earlier assessments of the status, newest first, by the row's id; a row alone in its series has none. */
  earlier: z.record(z.string(), z.array(assessmentListItemSchema)).optional(),
});
export type AssessmentListPage = z.infer<typeof assessmentListPageSchema>;

/** Whether a list query lists one row per series: asked to, with no filter that picks single assessments. */
export function listsBySeries(query: AssessmentListQuery): boolean {
  return query.group === 'series' && !query.search && !query.followUp && !query.owner && !query.unowned && !query.nextAction && !query.review;
}

/** Turns store totals into a list row: average over all eight controls, missing ones as 0. */
export function toListItem(totals: AssessmentTotals): AssessmentListItem {
  return {
    id: totals.id,
    status: totals.status,
    kind: totals.kind,
    followUpStatus: totals.followUpStatus,
    owner: totals.followUpOwner ?? null,
    nextActionOn: totals.nextActionOn ?? null,
    ...(totals.nextActionText ? { nextActionText: totals.nextActionText } : {}),
    reviewStatus: totals.reviewStatus,
    createdAt: totals.createdAt,
    organizationName: totals.organizationName,
    respondentName: totals.respondentName,
    respondentEmail: totals.respondentEmail,
    averageMaturity: totals.currentLevelSum / CONTROL_IDS.length,
    asdLevel: totals.currentCount === CONTROL_IDS.length ? Math.max(0, Math.min(3, totals.currentLevelMin)) : 0,
    hasBothRatings: totals.targetCount === CONTROL_IDS.length && totals.currentCount === CONTROL_IDS.length,
    evidenceLevel: totals.kind === 'detailed' && totals.evidenceLevels ? overallEvidenceLevel(totals.evidenceLevels) : null,
  };
}

/** The overall level of per-strategy levels: the lowest of the eight, 0 while any is missing. */
function overallEvidenceLevel(levels: LevelsByControl): number {
  const known = CONTROL_IDS.map((id) => levels[id]);
  return known.every((level) => level !== undefined) ? Math.max(0, Math.min(3, ...known.map(Number))) : 0;
}

/** Number of pages for a total; at least one, so an empty list is "Page 1 of 1". */
export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** A timeline in words ("12 months"), or "Not stated". */
export function timelineInWords(timeline: Timeline | null): string {
  return TIMELINES.find((option) => option.value === timeline)?.label ?? 'Not stated';
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
export const dashboardControlSchema = z.strictObject({
  id: z.enum(CONTROL_IDS),
  title: z.string(),
  averageCurrent: z.number(),
  averageTarget: z.number(),
  averageGap: z.number(),
  levelCounts: levelCountsSchema,
});
export type DashboardControl = z.infer<typeof dashboardControlSchema>;

/** What the head of a consultancy sees at a glance on /support (GET /api/dashboard): the schema the route declares and the page reads with. */
export const dashboardSchema = z.strictObject({
  total: z.number(),
  /** Drafts, counted apart: none of the other figures includes them. */
  drafts: z.number(),
  last30Days: z.number(),
  /** Completed assessments per week, oldest week first, the current week last. */
  submissionsByWeek: z.array(z.strictObject({ weekStart: z.number(), count: z.number() })),
  averageMaturity: z.number(),
  controls: z.array(dashboardControlSchema),
  largestGaps: z.array(dashboardControlSchema),
  latest: z.array(assessmentListItemSchema),
  /**
   * How the organisations with two or more completed assessments in a series moved between their last two,
   * by ASD's overall level; an organisation with one completed assessment is in none of the three.
   */
  movement: z.strictObject({ improved: z.number().int().min(0), held: z.number().int().min(0), fell: z.number().int().min(0) }),
  /** The consultants' reviews: in progress, finished in the last 30 days, and how often the assessed level is below the respondent's. */
  reviews: dashboardReviewsSchema,
  /** The follow-up work queue: by status, new and not yet contacted, overdue next actions, the reader's own. */
  workQueue: workQueueSchema,
  /** How full the installation's evidence storage and the data folder's disk are: the page warns well before either fills. */
  storage: evidenceStorageSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** One week in milliseconds. */
export const WEEK_MS = 7 * DAY_MS;

/** The start (Monday 00:00 UTC) of the first of the dashboard's weeks, so the current week is the last. */
export function firstSubmissionWeek(now: number): number {
  // 1 January 1970 was a Thursday: shift by four days so weeks start on Mondays.
  const mondayOffset = 4 * DAY_MS;
  const thisWeek = Math.floor((now - mondayOffset) / WEEK_MS) * WEEK_MS + mondayOffset;
  return thisWeek - (SUBMISSION_WEEKS - 1) * WEEK_MS;
}

/**
 * The start (00:00 UTC) of the first day of "Completed in the last 30 days": today and the 29 days before,
 * as whole UTC days, so the figure is a sum of the daily counts the database keeps.
 */
export function firstRecentDay(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS - (RECENT_DAYS - 1) * DAY_MS;
}

/** Builds the dashboard: controls in wizard order (zeros when none), the three largest average gaps, how organisations moved, and the reviews' figures. */
export function buildDashboard(input: {
  total: number;
  drafts: number;
  last30Days: number;
  /** The start of the first of the weeks counted, and how many were submitted in each week counted from it. */
  weeks: { since: number; counts: ReadonlyMap<number, number> };
  figures: readonly ControlFiguresInput[];
  latest: AssessmentListItem[];
  movement: SeriesMovement;
  reviews: DashboardReviews;
  workQueue: WorkQueue;
  storage: EvidenceStorage;
}): Dashboard {
  const controls = CONTROL_IDS.map((id): DashboardControl => {
    const figures = input.figures.find((entry) => entry.controlId === id);
    const averageCurrent = figures?.averageCurrent ?? 0;
    const averageTarget = figures?.averageTarget ?? 0;
    return {
      id,
      title: controlTitle(id),
      averageCurrent,
      averageTarget,
      averageGap: averageTarget - averageCurrent,
      levelCounts: figures?.levelCounts ?? [0, 0, 0, 0],
    };
  });
  const averageMaturity = input.total === 0 ? 0 : controls.reduce((sum, control) => sum + control.averageCurrent, 0) / controls.length;
  const largestGaps = [...controls].filter((control) => control.averageGap > 0).sort((a, b) => b.averageGap - a.averageGap).slice(0, 3);
  const submissionsByWeek = Array.from({ length: SUBMISSION_WEEKS }, (_, week) => ({
    weekStart: input.weeks.since + week * WEEK_MS,
    count: input.weeks.counts.get(week) ?? 0,
  }));
  return {
    total: input.total,
    drafts: input.drafts,
    last30Days: input.last30Days,
    submissionsByWeek,
    averageMaturity,
    controls,
    largestGaps,
    latest: input.latest,
    movement: input.movement,
    reviews: input.reviews,
    workQueue: input.workQueue,
    storage: input.storage,
  };
}

/** How many organisations have completed a re-assessment: every one counted as improved, held or fell. */
export function reassessedOrganisations(movement: SeriesMovement): number {
  return movement.improved + movement.held + movement.fell;
}

/** "3 improved, 5 held and 1 fell between their last two assessments", as the dashboard says it. */
export function movementInWords(movement: SeriesMovement): string {
  return `${movement.improved} improved, ${movement.held} held and ${movement.fell} fell between their last two assessments`;
}

/** "1 organisation has completed a re-assessment", "9 organisations have …". */
export function reassessedInWords(movement: SeriesMovement): string {
  const count = reassessedOrganisations(movement);
  return count === 1 ? '1 organisation has completed a re-assessment' : `${count} organisations have completed a re-assessment`;
}

/** en-AU date and time, as the support pages show when something happened: "22 November 2026 at 1:05 pm". */
export function australianDateTime(timestamp: number): string {
  const date = new Date(timestamp);
  const time = date.toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' });
  return `${longAustralianDate(timestamp)} at ${time}`;
}

/** Whether an assessment is finished enough to export: completed, with a target and a current level for every strategy. */
export function canExport(assessment: { status: string; targetAssessments: Partial<Record<ControlId, number>>; assessments: Partial<Record<ControlId, number>> }): boolean {
  return assessment.status === 'completed' && CONTROL_IDS.every((id) => assessment.targetAssessments[id] !== undefined && assessment.assessments[id] !== undefined);
}
