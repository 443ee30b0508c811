import { savedReportWordsSchema, staleReportWordsSchema, type ReportWordsInput, type SavedReportWords } from '../../domain/review/report-words';
import { ApiError, requestJson } from './http';

/** What saving the report's words came to: saved, or refused because someone else saved first (the newer words). */
export type ReportWordsSave = { saved: SavedReportWords } | { newer: SavedReportWords };

/** Saves the assessor's words and markings in the report against the version read; a 409 `changed_elsewhere` answers with the newer words. */
export async function saveReportWords(assessmentId: string, input: ReportWordsInput): Promise<ReportWordsSave> {
  const url = `/api/support/assessments/${encodeURIComponent(assessmentId)}/review/report-words`;
  try {
    // A save that holds unsaved words says so itself when the session has ended, rather than leave the page at once.
    return { saved: await requestJson(url, savedReportWordsSchema.parse, { method: 'PUT', body: JSON.stringify(input) }, { keepPageOn401: true }) };
  } catch (failure) {
    const stale = failure instanceof ApiError && failure.code === 'changed_elsewhere' ? staleReportWordsSchema.safeParse(failure.body) : undefined;
    if (stale?.success) return { newer: { reportWords: stale.data.reportWords, version: stale.data.version } };
    throw failure;
  }
}
