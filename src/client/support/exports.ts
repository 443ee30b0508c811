import { fetchEvidenceFiles } from '../api/evidence-files';
import { today } from '../today';
import type { Assessment } from '../../domain/assessment';
import { currentBranding } from '../branding';
import { detailedPdfFileName, oscalExportFileName, summaryPdfFileName, wordReportFileName } from '../../domain/file-names';
import { buildSummaryReport } from '../../domain/summary-report';
import { fetchSupportSeries } from '../api/series';
import { fetchOscalExport, fetchServerPdf, recordExport } from '../api/support';
import { saveFile } from '../download';
import { loadNotAssessed } from '../useNotAssessed';

/** The summary PDF, made in the browser (the renderer loads only now) with the progress since the earlier assessment of its series in a line, and noted in the audit log. */
export async function exportSummaryPdf(assessment: Assessment): Promise<void> {
  const [{ renderSummaryPdf }, notAssessed, series] = await Promise.all([import('../../reports/summary-pdf'), loadNotAssessed(assessment), fetchSupportSeries(assessment.id)]);
  saveFile(await renderSummaryPdf(buildSummaryReport(assessment, currentBranding(), today(), notAssessed, series)), summaryPdfFileName(assessment.organizationName));
  await recordExport(assessment.id, 'summary-pdf');
}

/**
 * The Word report, made in the browser (the renderer and the report model, which holds the catalogue, load
 * only now) with the progress since the earlier assessment of its series, and noted in the audit log.
 */
export async function exportWordReport(assessment: Assessment): Promise<void> {
  const [{ renderWordReport }, { buildDetailedReport }, { evidenceReportGroups }, series, files] = await Promise.all([
    import('../../reports/word-report'),
    import('../../domain/detailed-report'),
    import('../../domain/evidence-report'),
    fetchSupportSeries(assessment.id),
    assessment.kind === 'detailed' ? fetchEvidenceFiles(assessment.id) : Promise.resolve([]),
  ]);
  const report = { ...buildDetailedReport(assessment, currentBranding(), series, today()), evidenceFiles: evidenceReportGroups(files) };
  saveFile(await renderWordReport(report), wordReportFileName(assessment.organizationName));
  await recordExport(assessment.id, 'docx');
}

/**
 * The detailed PDF, made by the server (GET /api/assessments/:id/export) so the browser loads no renderer; the server writes the audit entry.
 * Saved as "{organisation}_Detailed_Report.pdf" from the list and the detail page alike; the endpoint's own
 * attachment name ("assessment-{organisation}.pdf") is what a client other than the portal receives.
 */
export async function exportServerPdf(assessment: Assessment): Promise<void> {
  saveFile(await fetchServerPdf(assessment.id), detailedPdfFileName(assessment.organizationName));
}

/** A detailed assessment as OSCAL 1.1.2 assessment results, made by the server, which writes the audit entry: saved as "assessment-{organisation}.oscal.json". */
export async function exportOscal(assessment: Assessment): Promise<void> {
  saveFile(await fetchOscalExport(assessment.id), oscalExportFileName(assessment.organizationName));
}
