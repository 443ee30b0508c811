import type { Assessment } from '../domain/assessment';
import { assessmentReportPdfFileName, assessmentReportWordFileName } from '../domain/file-names';
import type { AssessmentReportInput } from '../domain/review/assessment-report';
import { currentBranding } from './branding';
import { saveFile } from './download';
import { today } from './today';

/** The assessment report's model of a review, loaded with the catalogue it needs only when asked for (results, Your assessments, the portal). */
export async function assessmentReportOf(assessment: Assessment, review: AssessmentReportInput['review'], files: AssessmentReportInput['files'] = []) {
  const { buildAssessmentReport } = await import('../domain/review/assessment-report');
  return buildAssessmentReport({ assessment, review, files, branding: currentBranding(), today: today() });
}

/** Makes the assessment report of a review in the browser, as PDF or Word (the renderer loads only now), and saves it. */
export async function saveAssessmentReport(
  assessment: Assessment,
  review: AssessmentReportInput['review'],
  files: AssessmentReportInput['files'],
  format: 'pdf' | 'docx',
): Promise<void> {
  const report = await assessmentReportOf(assessment, review, files);
  if (format === 'pdf') {
    const { renderAssessmentReportPdf } = await import('../reports/assessment-report-pdf');
    saveFile(await renderAssessmentReportPdf(report), assessmentReportPdfFileName(assessment.organizationName));
  } else {
    const { renderAssessmentReportWord } = await import('../reports/assessment-report-word');
    saveFile(await renderAssessmentReportWord(report), assessmentReportWordFileName(assessment.organizationName));
  }
}
