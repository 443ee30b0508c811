import type { CalendarDay } from './calendar-day';

/** File name of the summary PDF: "{organisation}_Summary.pdf". */
export function summaryPdfFileName(organisationName: string): string {
  return `${safeFilePart(organisationName, 'assessment')}_Summary.pdf`;
}

/** File name of the detailed PDF: "{organisation}_Detailed_Report.pdf". */
export function detailedPdfFileName(organisationName: string): string {
  return `${safeFilePart(organisationName, 'assessment')}_Detailed_Report.pdf`;
}

/** File name of the server export: "assessment-{organisation with spaces turned to hyphens}.pdf". */
export function serverExportFileName(organisationName: string): string {
  return `assessment-${safeFilePart(organisationName, 'assessment').replace(/\s+/g, '-')}.pdf`;
}

/** File name of the OSCAL assessment results: "assessment-{organisation with spaces turned to hyphens}.oscal.json", named like the server's PDF. */
export function oscalExportFileName(organisationName: string): string {
  return `assessment-${safeFilePart(organisationName, 'assessment').replace(/\s+/g, '-')}.oscal.json`;
}

/** File name of the Word report: "{organisation or "assessment"}-report.docx". */
export function wordReportFileName(organisationName: string | undefined): string {
  return `${safeFilePart(organisationName ?? '', 'assessment')}-report.docx`;
}

/** Longest organisation part of a file name, in characters: well inside every file system's limit. */
export const MAX_FILE_NAME_PART = 100;

/**
 * Removes what file systems reject (\\ / : * ? " < > |) and every Unicode control or format
 * character (a right-to-left override such as U+202E turns "evil.exe", U+202E, "gpj.pdf"
 * into a name that shows as if it ended in .jpg, and zero-width characters hide in names), squeezes spaces,
 * drops leading and trailing dots, and cuts to MAX_FILE_NAME_PART characters, keeping the
 * organisation recognisable. An empty result becomes the fallback.
 */
function safeFilePart(text: string, fallback: string): string {
  const cleaned = text.replace(/[\\/:*?"<>|\p{Cc}\p{Cf}]/gu, '').replace(/\s+/g, ' ').replace(/^[\s.]+|[\s.]+$/g, '');
  const cut = [...cleaned].slice(0, MAX_FILE_NAME_PART).join('').trim();
  return cut.length > 0 ? cut : fallback;
}

/**
 * File name of a respondent's own data (APP 12): "essential-eight-data-{organisation with spaces turned to hyphens}-{YYYY-MM-DD}.json",
 * dated the day it was downloaded (in the deployment's zone, E8_TIME_ZONE).
 */
export function ownDataFileName(organisationName: string, day: CalendarDay): string {
  return `essential-eight-data-${safeFilePart(organisationName, 'assessment').replace(/\s+/g, '-')}-${day}.json`;
}

/** File name of the assessment report as a PDF: "{organisation}_Assessment_Report.pdf". */
export function assessmentReportPdfFileName(organisationName: string): string {
  return `${safeFilePart(organisationName, 'assessment')}_Assessment_Report.pdf`;
}

/** File name of the assessment report as a Word document: "{organisation}_Assessment_Report.docx". */
export function assessmentReportWordFileName(organisationName: string): string {
  return `${safeFilePart(organisationName, 'assessment')}_Assessment_Report.docx`;
}

/** File name of the audit log's CSV: "audit-log-{YYYY-MM-DD}.csv", dated the day it was downloaded on the log's clock. */
export function auditLogCsvFileName(date: string): string {
  return `audit-log-${date}.csv`;
}
