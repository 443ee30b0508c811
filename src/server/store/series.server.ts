import type { Kysely } from 'kysely';
import { seriesPoint, type SeriesPoint } from '../../domain/progress';
import { currentLevelsOf } from './assessment-levels.server';
import type { Database } from './schema.server';

/**
 * The series an assessment belongs to, named by its first assessment's id: the assessment's own id when
 * it started a series (or stands alone). Undefined when there is no such assessment.
 */
export async function seriesIdOf(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('assessments').select(['id', 'series_id']).where('id', '=', id).executeTakeFirst();
  return row ? (row.series_id ?? row.id) : undefined;
}

/** Whose view of a series: the respondent's leaves out the review copies consultants made (decision 088), support's has them. */
export type SeriesViewer = 'respondent' | 'support';

/**
 * The completed assessments of the series an assessment belongs to, in date order, as levels and dates
 * only; drafts are left out, and for the respondent the review copies of quick checks too (the portal's
 * work, whose levels stay 0 while the findings hold the assessed ones). Empty when there is no such assessment.
 */
export async function completedSeriesOf(db: Kysely<Database>, id: string, viewer: SeriesViewer): Promise<SeriesPoint[]> {
  const seriesId = await seriesIdOf(db, id);
  if (!seriesId) return [];
  let query = db
    .selectFrom('assessments')
    .select(['id', 'created_at', 'kind'])
    .where((eb) => eb.or([eb('id', '=', seriesId), eb('series_id', '=', seriesId)]))
    .where('status', '=', 'completed');
  if (viewer === 'respondent') query = query.where('review_copy_of', 'is', null);
  const rows = await query
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const levels = await currentLevelsOf(db, rows.map((row) => row.id));
  return rows.map((row) =>
    seriesPoint({ id: row.id, createdAt: Number(row.created_at), kind: row.kind === 'detailed' ? 'detailed' : 'quick', assessments: levels.get(row.id) ?? {} }),
  );
}
