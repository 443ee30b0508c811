import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../domain/branding';
import { buildDetailedReport } from '../domain/detailed-report';
import { seriesPoint } from '../domain/progress';
import { renderDetailedPdfBuffer } from './detailed-pdf';
import { wordReportDocument } from './word-report';
import { allControls, quickAssessment, TEST_DAY } from '../../tests/support/assessments';
import { pdfPageCount, pdfText, pngColours, reportFolder, wordText } from '../../tests/support/report-text';

const dir = reportFolder('e8-progress-');

// ASD's order: patch applications, patch OS, MFA, admin privileges, application control, macros, hardening, backups.
const later = quickAssessment({
  id: '00000000-0000-4000-8000-00000000b0b2',
  createdAt: Date.UTC(2026, 10, 22, 1),
  updatedAt: Date.UTC(2026, 10, 22, 1),
  organizationName: 'Progress Pty Ltd',
  assessments: allControls((_id, index) => [1, 0, 2, 2, 2, 1, 1, 1][index] ?? 0),
});
// Three months before: application control and MFA one level lower, patch OS one higher, the rest the same.
const earlier = seriesPoint({
  id: '00000000-0000-4000-8000-00000000b0b1',
  createdAt: Date.UTC(2026, 7, 1, 2),
  kind: 'quick',
  assessments: allControls((_id, index) => [1, 1, 1, 2, 1, 1, 1, 1][index] ?? 0),
});
const series = [earlier, seriesPoint(later)];

const words = (text: string) => text.replace(/\s+/g, ' ');

describe('the reports of a re-assessment', async () => {
  const report = buildDetailedReport(later, DEFAULT_BRANDING, series, TEST_DAY);
  const lone = buildDetailedReport(later, DEFAULT_BRANDING, [seriesPoint(later)], TEST_DAY);
  const pdfFile = path.join(dir, 'detailed.pdf');
  const docxFile = path.join(dir, 'report.docx');
  const texts = {
    detailed: pdfText(await renderDetailedPdfBuffer(report), pdfFile),
    word: words(wordText(await Packer.toBuffer(wordReportDocument(report)), docxFile)),
  };
  const loneTexts = {
    detailed: pdfText(await renderDetailedPdfBuffer(lone), path.join(dir, 'lone.pdf')),
    word: words(wordText(await Packer.toBuffer(wordReportDocument(lone)), path.join(dir, 'lone.docx'))),
  };

  it.each(['detailed', 'word'] as const)('%s says what changed since the earlier assessment, strategy by strategy and overall', (format) => {
    const text = texts[format];
    expect(text).toContain('Progress since 1 August 2026');
    expect(text).toContain("2 strategies improved, 5 unchanged and 1 fell; overall, fell from Maturity Level One to Maturity Level Zero (indicative, from ratings).");
    expect(text).toMatch(/Overall \(indicative, from ratings\): ?Fell from Maturity Level One to Maturity Level Zero/);
    expect(text).not.toContain("ASD's method, then");
    expect(text).toContain('The first panel is the overall level (indicative, from ratings).');
    expect(text).toMatch(/Application control ?Improved from Maturity Level One to Maturity Level Two ?(▲ )?Improved/);
    expect(text).toMatch(/Multi-factor authentication ?Improved from Maturity Level One to Maturity Level Two ?(▲ )?Improved/);
    expect(text).toMatch(/Patch operating systems ?Fell from Maturity Level One to Maturity Level Zero ?(▼ )?Fell/);
    expect(text).toMatch(/Regular backups ?Unchanged at Maturity Level One ?(▬ )?Unchanged/);
    expect(text).toContain('Levels over time');
    expect(text).toContain('at each of the 2 completed assessments of the series, from 1 Aug 2026 to 22 Nov 2026');
  });

  it.each(['detailed', 'word'] as const)('%s has no progress section for an assessment with no earlier one', (format) => {
    expect(loneTexts[format]).not.toContain('Progress since');
    expect(loneTexts[format]).not.toContain('Levels over time');
    expect(loneTexts[format]).toContain('Organisation and implementation plan');
  });

  it('the detailed PDF lists the section on its cover after the executive summary, draws the chart and leaves no near-empty page', () => {
    expect(texts.detailed).toMatch(/Contents Executive summary 2 Progress since 1 August 2026 \d Organisation and implementation plan \d/);
    expect(loneTexts.detailed).toMatch(/Contents Executive summary 2 Organisation and implementation plan \d/);
    // The chart's panels are titled and dated in the PDF's own text.
    for (const title of ['Overall (indicative, from ratings)', 'Restrict administrative privileges', '1 Aug 2026', '22 Nov 2026']) expect(texts.detailed).toContain(title);
    const page = (number: number) => execFileSync('pdftotext', ['-f', String(number), '-l', String(number), '-layout', pdfFile, '-'], { encoding: 'utf8' });
    const pages = pdfPageCount(pdfFile);
    // The last page may be short: it holds the next steps and the call to book, kept whole as one block.
    for (let number = 2; number < pages; number += 1) {
      const lines = page(number).split('\n').filter((line) => line.trim() !== '').length;
      expect(lines, `page ${number} of ${pages}`).toBeGreaterThanOrEqual(20);
    }
    expect(page(pages)).toMatch(/^\s*Next steps\n[\s\S]*Contact Essential Eight Advisory/);
  });

  it("the Word report's chart is an SVG with a real PNG fallback, described in words", () => {
    const media = execFileSync('unzip', ['-l', docxFile], { encoding: 'utf8' });
    // The mark, the radar chart and the progress chart.
    expect(media.match(/word\/media\/\S+\.svg/g)?.length).toBe(3);
    const xml = execFileSync('unzip', ['-p', docxFile, 'word/document.xml'], { encoding: 'utf8' });
    expect(xml).toContain(`descr="Overall (indicative, from ratings): 1 on 1 Aug 2026, 0 on 22 Nov 2026; Patch applications: 1 on 1 Aug 2026, 1 on 22 Nov 2026;`);
    const pngs = (media.match(/word\/media\/\S+\.png/g) ?? []).map((entry) => execFileSync('unzip', ['-p', docxFile, entry], { maxBuffer: 64 * 1024 * 1024 }));
    const chart = pngs.find((png) => png.readUInt32BE(16) === 1240);
    expect(chart?.subarray(1, 4).toString('latin1')).toBe('PNG');
    if (!chart) return;
    // The overall line's blue and a strategy line's grey are drawn, not left white.
    const colours = pngColours(chart);
    expect(colours.has('29,78,216')).toBe(true);
    expect(colours.has('55,65,81')).toBe(true);
  });
});
