import type { Assessment } from '../../domain/assessment';
import type { SeriesPoint } from '../../domain/progress';
import { accessKeyHeader, answerParsers, keepAccessKey } from './assessments';
import { requestJsonParsedOnArrival } from './http';

const parseSeries = async () => (await answerParsers()).parseSeries;
const parseSavedAssessment = async () => (await answerParsers()).parseSavedAssessment;

const seriesUrl = (id: string) => `/api/assessments/${encodeURIComponent(id)}/series`;

/** The completed assessments of the series this one belongs to, read with the key this browser holds. */
export async function fetchSeries(id: string): Promise<SeriesPoint[]> {
  return (await requestJsonParsedOnArrival(seriesUrl(id), parseSeries, { method: 'GET', headers: accessKeyHeader(id) })).points;
}

/** The completed assessments of an assessment's series, read with the support session. */
export async function fetchSupportSeries(id: string): Promise<SeriesPoint[]> {
  return (await requestJsonParsedOnArrival(seriesUrl(id), parseSeries)).points;
}

/**
 * Starts a re-assessment of a completed assessment: a draft prefilled with its answers, in its series.
 * The new draft's key is kept in this browser like any other.
 */
export async function startReassessment(earlierId: string): Promise<Assessment> {
  const { accessKey: newKey, ...draft } = await requestJsonParsedOnArrival(`/api/assessments/${encodeURIComponent(earlierId)}/reassessments`, parseSavedAssessment, {
    method: 'POST',
    headers: accessKeyHeader(earlierId),
  });
  keepAccessKey(draft.id, newKey);
  return draft;
}
