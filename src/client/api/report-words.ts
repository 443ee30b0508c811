import { savedReportWordsSchema, staleReportWordsSchema, type ReportWordsInput, type SavedReportWords } from '../../domain/review/report-words';
import { saveAgainstVersion, type VersionedSave } from './versioned-save';

/** What saving the report's words came to: saved, or refused because someone else saved first (the newer words). */
export type ReportWordsSave = VersionedSave<SavedReportWords>;

/** Saves the assessor's words and markings in the report against the version read; a 409 `changed_elsewhere` answers with the newer words. */
export function saveReportWords(assessmentId: string, input: ReportWordsInput): Promise<ReportWordsSave> {
  return saveAgainstVersion(`/api/support/assessments/${encodeURIComponent(assessmentId)}/review/report-words`, input, savedReportWordsSchema.parse, (body) => {
    const stale = staleReportWordsSchema.safeParse(body);
    return stale.success ? { reportWords: stale.data.reportWords, version: stale.data.version } : undefined;
  });
}
