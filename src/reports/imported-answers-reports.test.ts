import path from 'node:path';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../domain/branding';
import { buildDetailedReport } from '../domain/detailed-report';
import { renderDetailedPdfBuffer } from './detailed-pdf';
import { wordReportDocument } from './word-report';
import { detailedAssessment, TEST_DAY } from '../../tests/support/assessments';
import { pdfText, reportFolder, wordText } from '../../tests/support/report-text';

const dir = reportFolder('e8-imported-');
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
const SOURCE = 'Group Policy report of ‘Office Macros’';
const from = { importId: '00000000-0000-4000-8000-00000000a001', source: SOURCE };

const assessment = detailedAssessment({
  'configure-microsoft-office-macro-settings-internet-files-blocked': {
    outcome: 'effective',
    evidence: 'Block macros from running in Office files from the Internet: Enabled for Word, Excel and PowerPoint → Effective',
    evidenceQuality: 'fair',
    importedFrom: from,
  },
  // An exception a scanner reported, with the justification it gave.
  'user-application-hardening-pdf-software-hardened': {
    outcome: 'not-applicable',
    evidence: '',
    evidenceQuality: 'fair',
    justification: 'No PDF software is installed on any workstation.',
    importedFrom: { ...from, source: 'Results of Fleet Scanner 4.2' },
  },
});

describe('imported answers in the detailed PDF and the Word report', async () => {
  const report = buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY);
  const texts = {
    pdf: words(pdfText(await renderDetailedPdfBuffer(report), path.join(dir, 'detailed.pdf'))),
    word: words(wordText(await Packer.toBuffer(wordReportDocument(report)), path.join(dir, 'report.docx'))),
  };

  it.each(['pdf', 'word'] as const)('the %s says how many answers came from imported configuration', (kind) => {
    expect(texts[kind]).toContain('2 answers came from configuration imported from the organisation’s systems, each graded as a copy of the configuration reviewed.');
  });

  it.each(['pdf', 'word'] as const)('the %s names the export beside an imported answer, and in the exceptions register', (kind) => {
    expect(texts[kind]).toContain(`Imported from the ${SOURCE}`);
    expect(texts[kind]).toContain('No PDF software is installed on any workstation. (Imported from the Results of Fleet Scanner 4.2.)');
  });

  it('draws the arrow of what was read in the PDF as "->", which its fonts hold, and keeps it in the Word report', () => {
    expect(texts.pdf).toContain('Enabled for Word, Excel and PowerPoint -> Effective');
    expect(texts.word).toContain('Enabled for Word, Excel and PowerPoint → Effective');
  });

  it('names no export for an answer given by hand', () => {
    const byHand = buildDetailedReport(detailedAssessment(), DEFAULT_BRANDING, [], TEST_DAY);
    expect(byHand.importedLine).toBe('');
    expect(byHand.requirements.flatMap((group) => group.requirements).filter((requirement) => requirement.source !== '')).toEqual([]);
  });
});
