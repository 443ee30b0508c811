import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { CLOSED_FOLLOW_UP_STATUSES, toFollowUpStatus, type FollowUpStatus } from '../../domain/follow-up';
import { REVIEW_STATUSES, reviewStatusSchema, type ReviewStatus } from '../../domain/review/review';
import type { AssessmentTotals, ListSort } from '../../domain/support-views';
import { readControlLevels, readEvidenceLevels, type ControlLevels } from '../../domain/control-levels';
import { CONTROL_IDS } from '../../domain/controls';
import { SEARCH_COUNT_LIMIT } from '../../domain/search-text';
import { readPlanningAnswers, type PlanningAnswers } from './assessment-levels.server';
import { listPosition, storedSearch, whereSearchMatches } from './assessment-search.server';
import { isPostgres } from './dialect.server';
import { locateListPage, withoutHidden, type BlockCount } from './list-blocks';
import { hiddenEarlierCountsByBlock, whereLatestOfSeries } from './series-grouping.server';
import type { Database } from './schema.server';

/** Which assessments a support list or export shows. */
export interface AssessmentFilter {
  /** Matched anywhere in organisation, respondent name or email, case and accents ignored. */
  search?: string | undefined;
  status?: 'draft' | 'completed' | undefined;
  followUp?: FollowUpStatus | undefined;
  /** The username that owns the follow-up; null for follow-ups nobody owns. */
  owner?: string | null | undefined;
  /** Only next actions overdue on this day: a next-action day before it, on a follow-up not won or lost. */
  overdueOn?: string | undefined;
  review?: ReviewStatus | undefined;
  /** Only the latest assessment of each series among those of the status (re-assessments grouped under it). */
  latestOfSeries?: boolean | undefined;
}

/** The order of a list: what it sorts by, and which way. */
export interface ListOrder {
  sort: ListSort;
  direction: 'asc' | 'desc';
}

/** Newest first: the order the block counts of list positions serve without reading skipped rows. */
export const NEWEST_FIRST: ListOrder = { sort: 'date', direction: 'desc' };

const CONTROL_COUNT = CONTROL_IDS.length;

function filtered(db: Kysely<Database>, filter: AssessmentFilter) {
  let query = db.selectFrom('assessments');
  if (filter.status) query = query.where('assessments.status', '=', filter.status);
  if (filter.followUp) query = query.where('assessments.follow_up_status', '=', filter.followUp);
  if (filter.owner === null) query = query.where('assessments.follow_up_owner', 'is', null);
  else if (filter.owner) query = query.where('assessments.follow_up_owner', '=', filter.owner);
  if (filter.overdueOn) {
    query = query.where('assessments.next_action_on', '<', filter.overdueOn).where('assessments.follow_up_status', 'not in', [...CLOSED_FOLLOW_UP_STATUSES]);
  }
  // The status's place in the order rather than the status itself, so the index of migration 026 serves the filter too.
  if (filter.review) query = query.where(reviewPlace('assessments'), '=', REVIEW_STATUSES.indexOf(filter.review));
  const search = storedSearch(db, filter.search);
  if (search) query = whereSearchMatches(query, search, isPostgres(db));
  if (filter.latestOfSeries) query = whereLatestOfSeries(query, filter.status);
  return query;
}

/** How many assessments match a filter: counts every matching row, so only for a follow-up (status, owner, overdue) or review filter. */
export async function countAssessmentsMatching(db: Kysely<Database>, filter: AssessmentFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many assessments match a filter, counting no further than `limit`: a common search stops early. */
export async function countAssessmentsMatchingUpTo(db: Kysely<Database>, filter: AssessmentFilter, limit: number): Promise<number> {
  const matching = filtered(db, filter).select(sql.lit(1).as('one')).limit(limit).as('matching');
  const row = await db.selectFrom(matching).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A list page's total: how many match, or, with `totalIsAtLeast`, how many were counted before counting stopped. */
export interface ListTotal {
  total: number;
  totalIsAtLeast: boolean;
}

/**
 * A search page's total. A page that is not full ends the matches, so its rows give the total; otherwise
 * the matches are counted up to the search count limit, or to one past the page when it lies deeper,
 * so there is always a next page while more match.
 */
async function searchTotal(db: Kysely<Database>, filter: AssessmentFilter, page: { offset: number; limit: number }, found: number): Promise<ListTotal> {
  if (found < page.limit && (found > 0 || page.offset === 0)) return { total: page.offset + found, totalIsAtLeast: false };
  const countLimit = Math.max(SEARCH_COUNT_LIMIT, page.offset + page.limit) + 1;
  const total = await countAssessmentsMatchingUpTo(db, filter, countLimit);
  return { total, totalIsAtLeast: total >= countLimit };
}

/** How many assessments of a status (or of any) each block of list positions holds, newest block first. */
export async function assessmentCountsByBlock(db: Kysely<Database>, status: AssessmentFilter['status']): Promise<BlockCount[]> {
  let query = db
    .selectFrom('assessment_list_counts')
    .select(['block', (eb) => eb.fn.sum<number | string>('count').as('count')])
    .groupBy('block')
    .orderBy('block', 'desc');
  if (status) query = query.where('status', '=', status);
  const rows = await query.execute();
  return rows.map((row) => ({ block: Number(row.block), count: Number(row.count) })).filter((row) => row.count > 0);
}

/**
 * A page of matching assessments in an order, and how many match. Dates (list positions) without a
 * search or follow-up filter come from the block counts, so the time does not grow with the page
 * number, oldest first read as the mirror page of newest first. Another sort takes its total from the block
 * counts too, and its rows from an index in its order, skipping the rows of the pages before (decision 021).
 * A search reads its matches from the trigram index and counts them only up to a limit (decision 033); a
 * follow-up or review filter counts and skips the matching rows (a review filter over its index, decision 060).
 * Grouped by series, the block counts lose the earlier assessments each series hides (decision 072).
 */
export async function listAssessmentPage(
  db: Kysely<Database>,
  filter: AssessmentFilter,
  page: { offset: number; limit: number },
  order: ListOrder = NEWEST_FIRST,
): Promise<ListTotal & { rows: AssessmentTotals[] }> {
  if (storedSearch(db, filter.search)) {
    const rows = await listAssessmentSummaries(db, filter, page, order);
    return { ...(await searchTotal(db, filter, page, rows.length)), rows };
  }
  if (filter.followUp || filter.review || filter.owner || filter.overdueOn) {
    const [total, rows] = await Promise.all([countAssessmentsMatching(db, filter), listAssessmentSummaries(db, filter, page, order)]);
    return { total, totalIsAtLeast: false, rows };
  }
  const blocks = filter.latestOfSeries
    ? withoutHidden(...(await Promise.all([assessmentCountsByBlock(db, filter.status), hiddenEarlierCountsByBlock(db, filter.status)])))
    : await assessmentCountsByBlock(db, filter.status);
  const total = blocks.reduce((sum, { count }) => sum + count, 0);
  // Another sort walks its index (migration 010) from the start: the time grows with the page number.
  if (order.sort !== 'date') return { total, totalIsAtLeast: false, rows: await listAssessmentSummaries(db, filter, page, order) };
  // Oldest first: the same rows as the newest-first page counted from the other end, reversed.
  const newestFirst =
    order.direction === 'desc' ? page : { offset: Math.max(0, total - page.offset - page.limit), limit: Math.min(page.limit, total - page.offset) };
  if (newestFirst.limit <= 0) return { total, totalIsAtLeast: false, rows: [] };
  const located = locateListPage(blocks, newestFirst);
  if (!located) return { total, totalIsAtLeast: false, rows: [] };
  const { skip, ...positions } = located;
  const rows = await listAssessmentSummaries(db, filter, { offset: skip, limit: newestFirst.limit, positions });
  return { total, totalIsAtLeast: false, rows: order.direction === 'desc' ? rows : rows.reverse() };
}

/**
 * An assessment row's overall level by ASD's method: the lowest of the eight, 0 while any strategy is
 * unrated. Written with the number in the statement, as the index of migration 010 has it, so the
 * database uses that index when the list sorts by level.
 */
export function overallLevel(table: string): RawBuilder<number> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<number>`case when ${column('current_count')} = ${sql.lit(CONTROL_COUNT)} then ${column('current_level_min')} else 0 end`;
}

/**
 * A row's review status as its place in the order the list sorts by: not started (and any value no status
 * names) 0, in review 1, finished 2, shared 3. Written with the statuses and numbers in the statement, as the
 * index of migration 026 has them, so the database uses that index to filter and sort by review status.
 */
export function reviewPlace(table: string): RawBuilder<number> {
  const later = REVIEW_STATUSES.slice(1).map((status, index) => sql`when ${sql.lit(status)} then ${sql.lit(index + 1)}`);
  return sql<number>`case ${sql.ref(`${table}.review_status`)} ${sql.join(later, sql` `)} else ${sql.lit(0)} end`;
}

/** The column or expression a sort orders by; ties fall back to the list position, so paging is stable. */
function sortKey(sort: ListSort, position: RawBuilder<number>) {
  switch (sort) {
    case 'organisation':
      return sql`lower(assessments.organisation_name)`;
    // The sum orders as the average does: every average is the sum over the same eight.
    case 'average':
      return sql`assessments.current_level_sum`;
    // ASD's level as the list shows it: the lowest current level once all eight are rated, else 0.
    case 'level':
      return overallLevel('assessments');
    case 'review':
      return reviewPlace('assessments');
    case 'date':
      return position;
  }
}

/** The columns of a list row, read by `totalsOf`. */
const SUMMARY_COLUMNS = [
  'assessments.id',
  'assessments.status',
  'assessments.kind',
  'assessments.created_at',
  'assessments.organisation_name',
  'assessments.respondent_name',
  'assessments.respondent_email',
  'assessments.current_level_sum',
  'assessments.current_level_min',
  'assessments.target_count',
  'assessments.current_count',
  'assessments.follow_up_status',
  'assessments.follow_up_owner',
  'assessments.next_action_on',
  'assessments.next_action_text',
  'assessments.review_status',
  'assessments.evidence_levels',
  'assessments.series_id',
] as const;

/** A column's name without its table. */
type Unqualified<Column> = Column extends `assessments.${infer Name}` ? Name : never;
type SummaryRow = Pick<Selectable<Database['assessments']>, Unqualified<(typeof SUMMARY_COLUMNS)[number]>>;

/** A list row as the support views show it (counts read as numbers: PostgreSQL gives bigint as text). */
function totalsOf(row: SummaryRow): AssessmentTotals {
  return {
    id: row.id,
    series: row.series_id ?? row.id,
    status: row.status === 'draft' ? 'draft' : 'completed',
    kind: row.kind === 'detailed' ? 'detailed' : 'quick',
    followUpStatus: toFollowUpStatus(row.follow_up_status),
    followUpOwner: row.follow_up_owner,
    nextActionOn: row.next_action_on,
    nextActionText: row.next_action_text,
    // An unknown value reads as not started, as the list's order places it.
    reviewStatus: reviewStatusSchema.safeParse(row.review_status).data ?? 'not-started',
    createdAt: Number(row.created_at),
    organizationName: row.organisation_name,
    respondentName: row.respondent_name,
    respondentEmail: row.respondent_email,
    currentLevelSum: Number(row.current_level_sum),
    currentLevelMin: Number(row.current_level_min),
    targetCount: Number(row.target_count),
    currentCount: Number(row.current_count),
    evidenceLevels: row.evidence_levels === null ? null : readEvidenceLevels(row.evidence_levels),
  };
}

/** The statement behind `listAssessmentSummaries`, unexecuted: a test asks the database for its plan. */
export function assessmentSummariesQuery(
  db: Kysely<Database>,
  filter: AssessmentFilter,
  page: { offset: number; limit: number; positions?: { fromPosition: number; beforePosition: number } },
  order: ListOrder = NEWEST_FIRST,
) {
  let query = filtered(db, filter);
  const position = listPosition(storedSearch(db, filter.search));
  if (page.positions) {
    query = query.where('assessments.seq', '>=', page.positions.fromPosition).where('assessments.seq', '<', page.positions.beforePosition);
  }
  // Filtered by one review status, every row ties on it: they order by list position alone, which SQLite
  // reads from the index without a sort (it does not see the filtered expression as one value).
  const sort = order.sort === 'review' && filter.review ? 'date' : order.sort;
  return query
    .select(SUMMARY_COLUMNS)
    .orderBy(sortKey(sort, position), order.direction)
    // The date sort is the list position itself. SQLite's full-text table serves its order only when
    // it is the one term of the ORDER BY, so a tie-break would make it sort every match.
    .$if(sort !== 'date', (ordered) => ordered.orderBy(position, order.direction))
    .offset(page.offset)
    .limit(page.limit);
}

/** Matching assessments in an order (newest first unless asked), from `offset`, optionally only those within a range of list positions. */
export async function listAssessmentSummaries(
  db: Kysely<Database>,
  filter: AssessmentFilter,
  page: { offset: number; limit: number; positions?: { fromPosition: number; beforePosition: number } },
  order: ListOrder = NEWEST_FIRST,
): Promise<AssessmentTotals[]> {
  const rows = await assessmentSummariesQuery(db, filter, page, order).execute();
  return rows.map(totalsOf);
}

/** A list row with its list position, which a walk through the list in batches carries on from, and what the CSV export adds to it. */
export interface PositionedSummary {
  position: number;
  totals: AssessmentTotals;
  planning: PlanningAnswers;
  /** The target and current levels kept on the row; null for a row written around the store before its figures were rebuilt. */
  levels: ControlLevels | null;
}

/**
 * The largest list position in use (0 when there are no assessments): read once at the start of an export, whose
 * batches then stay below it, so assessments saved while it runs are left for the next export.
 */
export async function largestListPosition(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('assessments').select((eb) => eb.fn.max('assessments.seq').as('largest')).executeTakeFirst();
  return Number(row?.largest ?? 0);
}

/** The statement behind `assessmentSummariesBefore`, unexecuted: a test asks the database for its plan. */
export function assessmentSummariesBeforeQuery(db: Kysely<Database>, filter: AssessmentFilter, beforePosition: number, limit: number) {
  const position = listPosition(storedSearch(db, filter.search));
  return filtered(db, filter)
    .where(position, '<', beforePosition)
    .select([position.as('position'), ...SUMMARY_COLUMNS, 'assessments.timeline', 'assessments.priorities', 'assessments.constraints', 'assessments.control_levels'])
    // SQLite walks its full-text table's matches newest first only when its rowid alone orders them.
    .orderBy(position, 'desc')
    .limit(limit);
}

/**
 * Up to `limit` matching assessments newest first whose list positions are below `beforePosition`, with their positions,
 * planning answers and levels, all from the assessment rows in one statement. The next batch starts below the last position
 * of this one (keyset paging): each batch reads only its own rows from the index of positions, however far into the list it
 * is, where skipping rows by an offset would read every row before.
 */
export async function assessmentSummariesBefore(
  db: Kysely<Database>,
  filter: AssessmentFilter,
  beforePosition: number,
  limit: number,
): Promise<PositionedSummary[]> {
  const rows = await assessmentSummariesBeforeQuery(db, filter, beforePosition, limit).execute();
  return rows.map((row) => ({
    position: Number(row.position),
    totals: totalsOf(row),
    planning: readPlanningAnswers(row),
    levels: row.control_levels === null ? null : readControlLevels(row.control_levels),
  }));
}

/**
 * The earlier assessments of the series of a page's rows (the rows being the latest of their series among those of
 * the status), newest first, by the series' first assessment's id. A series is read from its index, so this costs
 * the page's series, whatever the number of assessments.
 */
export async function earlierInSeriesOf(db: Kysely<Database>, latest: readonly AssessmentTotals[], status: AssessmentFilter['status']): Promise<Map<string, AssessmentTotals[]>> {
  const earlier = new Map<string, AssessmentTotals[]>();
  if (latest.length === 0) return earlier;
  const series = [...new Set(latest.map((row) => row.series ?? row.id))];
  let query = db
    .selectFrom('assessments')
    .select(SUMMARY_COLUMNS)
    .where((eb) => eb.or([eb('assessments.series_id', 'in', series), eb('assessments.id', 'in', series)]))
    .where('assessments.id', 'not in', latest.map((row) => row.id));
  if (status) query = query.where('assessments.status', '=', status);
  const rows = await query.orderBy('assessments.seq', 'desc').execute();
  for (const row of rows.map(totalsOf)) earlier.set(row.series ?? row.id, [...(earlier.get(row.series ?? row.id) ?? []), row]);
  return earlier;
}
