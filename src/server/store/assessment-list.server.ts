import { sql, type Kysely } from 'kysely';
import type { AssessmentTotals } from '../../domain/support-views';
import { locateListPage, type BlockCount } from './list-blocks';
import type { Database } from './schema.server';

/** Which assessments a support list or export shows. */
export interface AssessmentFilter {
  /** Matched, case-insensitively, anywhere in organisation, respondent name or email. */
  search?: string | undefined;
  status?: 'draft' | 'completed' | undefined;
}

/** A LIKE pattern that matches the text literally anywhere: % and _ lose their wildcard meaning. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filtered(db: Kysely<Database>, filter: AssessmentFilter) {
  let query = db.selectFrom('assessments');
  if (filter.status) query = query.where('assessments.status', '=', filter.status);
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where(({ or }) =>
      or(
        ['organisation_name', 'respondent_name', 'respondent_email'].map(
          (column) => sql<boolean>`lower(${sql.ref(`assessments.${column}`)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query;
}

/** How many assessments match a filter: counts every matching row, so only for searches. */
export async function countAssessmentsMatching(db: Kysely<Database>, filter: AssessmentFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
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
 * A page of matching assessments, newest first, and how many match. Without a search the total
 * and the page's first row come from the block counts, so the time does not grow with the page
 * number; a search reads every row, as a pattern anywhere in three columns cannot use an index.
 */
export async function listAssessmentPage(
  db: Kysely<Database>,
  filter: AssessmentFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: AssessmentTotals[] }> {
  if (filter.search?.trim()) {
    const [total, rows] = await Promise.all([countAssessmentsMatching(db, filter), listAssessmentSummaries(db, filter, page)]);
    return { total, rows };
  }
  const blocks = await assessmentCountsByBlock(db, filter.status);
  const total = blocks.reduce((sum, { count }) => sum + count, 0);
  const located = locateListPage(blocks, page);
  if (!located) return { total, rows: [] };
  const { skip, ...positions } = located;
  const rows = await listAssessmentSummaries(db, filter, { offset: skip, limit: page.limit, positions });
  return { total, rows };
}

/** Matching assessments newest first, from `offset`, optionally only those within a range of list positions. */
export async function listAssessmentSummaries(
  db: Kysely<Database>,
  filter: AssessmentFilter,
  page: { offset: number; limit: number; positions?: { fromPosition: number; beforePosition: number } },
): Promise<AssessmentTotals[]> {
  let query = filtered(db, filter);
  if (page.positions) {
    query = query.where('assessments.seq', '>=', page.positions.fromPosition).where('assessments.seq', '<', page.positions.beforePosition);
  }
  const rows = await query
    .select([
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
    ])
    .orderBy('assessments.seq', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status === 'draft' ? 'draft' : 'completed',
    kind: row.kind === 'detailed' ? 'detailed' : 'quick',
    createdAt: Number(row.created_at),
    organizationName: row.organisation_name,
    respondentName: row.respondent_name,
    respondentEmail: row.respondent_email,
    currentLevelSum: Number(row.current_level_sum),
    currentLevelMin: Number(row.current_level_min),
    targetCount: Number(row.target_count),
    currentCount: Number(row.current_count),
  }));
}
