import path from 'node:path';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../domain/branding';
import { buildDetailedReport } from '../domain/detailed-report';
import { evidenceReportGroups } from '../domain/evidence-report';
import { renderDetailedPdfBuffer } from './detailed-pdf';
import { wordReportDocument } from './word-report';
import { detailedAssessment, TEST_DAY } from '../../tests/support/assessments';
import { pdfText, reportFolder, wordText } from '../../tests/support/report-text';

const dir = reportFolder('e8-evidence-files-');
const SHA = '3f79bb7b435b05321651daefd374cdc681dc06faa65e374e38337b88ca046dea';

describe('the evidence files in the reports', async () => {
  const assessment = detailedAssessment({});
  const files = [
    { id: '6f1c3a52-8a3e-4d0b-9f43-3c1f2e9a7b10', requirementId: 'application-control-workstations', fileName: 'AppLocker policy export.pdf', size: 48_213, mediaType: 'application/pdf' as const, sha256: SHA },
    { id: '6f1c3a52-8a3e-4d0b-9f43-3c1f2e9a7b11', requirementId: 'application-control-workstations', fileName: 'Assessor screenshot.png', size: 2_048, mediaType: 'image/png' as const, sha256: SHA, addedBy: 'assessor' as const },
  ];
  const report = { ...buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY), evidenceFiles: evidenceReportGroups(files) };
  const texts = {
    pdf: pdfText(await renderDetailedPdfBuffer(report), path.join(dir, 'detailed.pdf')),
    word: wordText(new Uint8Array(await Packer.toBuffer(wordReportDocument(report))), path.join(dir, 'report.docx')).replace(/\s+/g, ' '),
  };

  it.each(['pdf', 'word'] as const)('the %s report names each file with its kind, size and SHA-256 under its requirement', (format) => {
    const text = texts[format];
    expect(text).toContain('Evidence files');
    expect(text).toContain('Workstations have application control in place.');
    expect(text).toContain('AppLocker policy export.pdf');
    expect(text).toContain('PDF, 47 KB');
    expect(text).toContain(SHA);
    // The consultant's file is marked as theirs, and the words before the list say how.
    expect(text).toContain('Assessor screenshot.png (PNG image, 2 KB, added by the assessor)');
    expect(text).toContain('the respondent\'s, and those marked "added by the assessor", which the consultant attached in review');
  });

  it('leaves the section out when no file was attached', async () => {
    const without = pdfText(await renderDetailedPdfBuffer(buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY)), path.join(dir, 'without.pdf'));
    expect(without).not.toContain('SHA-256');
  });
});
