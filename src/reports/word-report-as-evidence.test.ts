import { Document, ExternalHyperlink, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../domain/branding';
import { buildDetailedReport } from '../domain/detailed-report';
import { evidenceFileType } from '../domain/evidence-file-type';
import { allControls, quickAssessment, TEST_DAY } from '../../tests/support/assessments';
import { TINY_PNG } from '../../tests/support/evidence-fixtures';
import { wordReportDocument } from './word-report';

const WORD = { accepted: true, mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };

// Typing is strict (decision 087); these keep it from refusing Word files as a Word writer makes them.
describe('a Word file made as Word makes it, attached as evidence', () => {
  it('is kept: this app\'s own Word report', async () => {
    const assessment = quickAssessment({
      id: 'x',
      createdAt: Date.UTC(2026, 10, 22, 1),
      updatedAt: Date.UTC(2026, 10, 22, 1),
      organizationName: 'Evidence Test Pty Ltd',
      respondentName: 'R',
      respondentEmail: 'r@test.example',
      assessments: allControls(() => 1),
      priorities: [],
      constraints: '',
    });
    const buffer = await Packer.toBuffer(wordReportDocument(buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY)));
    expect(evidenceFileType(new Uint8Array(buffer))).toEqual(WORD);
  });

  it('is kept with a hyperlink and a picture in it', async () => {
    const link = new ExternalHyperlink({ link: 'https://www.cyber.gov.au/', children: [new TextRun('ACSC')] });
    const picture = new ImageRun({ type: 'png', data: TINY_PNG, transformation: { width: 10, height: 10 } });
    const buffer = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph({ children: [link] }), new Paragraph({ children: [picture] })] }] }));
    expect(evidenceFileType(new Uint8Array(buffer))).toEqual(WORD);
  });
});
