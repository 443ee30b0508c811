import type { Assessment } from '../../domain/assessment';
import { savedAssessmentSchema } from '../../domain/assessment-record';
import type { SeriesPoint } from '../../domain/progress';
import { seriesSchema } from '../../domain/series-record';
import { accessKeyHeader, keepAccessKey } from './assessments';
import { requestJson } from './http';

const seriesUrl = (id: string) => `/api/assessments/${encodeURIComponent(id)}/series`;

/** The completed assessments of the series this one belongs to, read with the key this browser holds. */
export async function fetchSeries(id: string): Promise<SeriesPoint[]> {
  return (await requestJson(seriesUrl(id), seriesSchema.parse, { method: 'GET', headers: accessKeyHeader(id) })).points;
}

/** The completed assessments of an assessment's series, read with the support session. */
export async function fetchSupportSeries(id: string): Promise<SeriesPoint[]> {
  return (await requestJson(seriesUrl(id), seriesSchema.parse)).points;
}

/**
 * Starts a re-assessment of a completed assessment: a draft prefilled with its answers, in its series.
 * The new draft's key is kept in this browser like any other.
 */
export async function startReassessment(earlierId: string): Promise<Assessment> {
  const { accessKey: newKey, ...draft } = await requestJson(`/api/assessments/${encodeURIComponent(earlierId)}/reassessments`, savedAssessmentSchema.parse, {
    method: 'POST',
    headers: accessKeyHeader(earlierId),
  });
  keepAccessKey(draft.id, newKey);
  return draft;
}
