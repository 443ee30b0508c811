import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../domain/branding';
import { buildDetailedReport } from '../domain/detailed-report';
import { allControls, quickAssessment, TEST_DAY } from '../../tests/support/assessments';
import { wordReportDocument } from './word-report';

describe('Word report', () => {
  it('holds the organisation, N/A for a missing contact, the average to two decimals and every control', async () => {
    const report = buildDetailedReport(
      quickAssessment({
        id: 'x',
        createdAt: Date.UTC(2026, 10, 22, 1),
        updatedAt: Date.UTC(2026, 10, 22, 1),
        organizationName: 'Word Test Pty Ltd',
        respondentName: '',
        respondentEmail: 'w@test.example',
        assessments: allControls((_id, index) => [0, 1, 2, 3, 1, 2, 1, 0][index]!),
        priorities: [],
        constraints: '',
      }),
      DEFAULT_BRANDING, [], TEST_DAY,
    );
    const buffer = await Packer.toBuffer(wordReportDocument(report));
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e8-docx-')), 'report.docx');
    fs.writeFileSync(file, buffer);
    // The document body is word/document.xml inside the zip.
    const xml = execFileSync('unzip', ['-p', file, 'word/document.xml'], { encoding: 'utf8' });
    const text = xml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Organisation: Word Test Pty Ltd');
    expect(text).toContain('Contact: N/A');
    expect(text).toContain('Average maturity 1.25 out of 3');
    expect(text).toContain('Multi-factor authentication');
    expect(text).toContain('Maturity Level Zero');
    expect(text).not.toContain('Not Implemented');
  });
});
