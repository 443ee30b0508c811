/** File name of the summary PDF: "{organisation}_Summary.pdf" (spec §9). */
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

/** File name of the Word report: "{organisation or "assessment"}-report.docx". */
export function wordReportFileName(organisationName: string | undefined): string {
  return `${safeFilePart(organisationName ?? '', 'assessment')}-report.docx`;
}

/** Removes characters that file systems reject, keeping the organisation recognisable. */
function safeFilePart(text: string, fallback: string): string {
  // Control characters are invalid in file names on every system, as are the reserved punctuation marks.
  // eslint-disable-next-line no-control-regex
  const cleaned = text.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '').trim();
  return cleaned.length > 0 ? cleaned : fallback;
}
