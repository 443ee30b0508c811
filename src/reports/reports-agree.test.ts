import { TEST_DAY } from '../../tests/support/assessments';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import type { Assessment } from '../domain/assessment';
import { DEFAULT_BRANDING } from '../domain/branding';
import { CONTROL_IDS } from '../domain/controls';
import { controlContent } from '../domain/control-content';
import { buildDetailedReport } from '../domain/detailed-report';
import { buildSummaryReport } from '../domain/summary-report';
import { inLevelColumn } from '../domain/maturity-levels';
import { withExposureFigures } from '../domain/branding';
import { citationInWords, FIGURE_SOURCES, figureSourcesBrief, FOR_SCALE_LEAD } from '../domain/figure-sources';
import { QUICK_CHECK_METHOD_NOTE } from '../domain/framework/asd-headline';
import { renderDetailedPdfBuffer } from './detailed-pdf';
import { renderSummaryPdfBuffer } from './summary-pdf';
import { wordReportDocument } from './word-report';
import { pdfText, reportFolder, wordText } from '../../tests/support/report-text';

const words = (text: string) => text.replace(/\s+/g, ' ');
/** pdftotext may break a line inside a long sentence without a space: compare without any. */
const squeezed = (text: string) => text.replace(/\s+/g, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const HOSTILE = '<script>alert(1)</script> & "Co" / Ünïcode';
const dir = reportFolder('e8-agree-');

// Application control at 0 with target 3; patch applications at its target of 2; the rest mixed.
const assessment: Assessment = {
  id: '00000000-0000-4000-8000-00000000a9ee',
  status: 'completed',
  kind: 'quick',
  createdAt: Date.UTC(2026, 10, 22, 1),
  updatedAt: Date.UTC(2026, 10, 22, 1),
  organizationName: HOSTILE,
  respondentName: '',
  respondentEmail: 'board@hostile.example',
  targetAssessments: Object.fromEntries(CONTROL_IDS.map((id, index) => [id, [2, 2, 3, 3, 3, 3, 3, 3][index]!])),
  assessments: Object.fromEntries(CONTROL_IDS.map((id, index) => [id, [2, 0, 2, 3, 0, 1, 1, 1][index]!])),
  timeline: '6months',
  priorities: ['application-control'],
  constraints: 'Limited staff',
  resumeStep: null,
  requirementOutcomes: {},
};

describe('the summary PDF, detailed PDF and Word report agree', async () => {
  const summary = buildSummaryReport(assessment, DEFAULT_BRANDING, TEST_DAY);
  const detailed = buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY);
  const texts = {
    summary: pdfText(await renderSummaryPdfBuffer(summary), path.join(dir, 'summary.pdf')),
    detailed: pdfText(await renderDetailedPdfBuffer(detailed), path.join(dir, 'detailed.pdf')),
    word: wordText(await Packer.toBuffer(wordReportDocument(detailed)), path.join(dir, 'report.docx')),
  };
  // Average 1.25: "1.3" to one decimal in the PDFs, "1.25" to two decimals in Word.
  expect(summary.averageMaturityText).toBe('1.3');

  it.each(Object.keys(texts) as (keyof typeof texts)[])('%s holds the organisation verbatim and the same figures', (format) => {
    const text = texts[format];
    expect(text).toContain(HOSTILE);
    expect(text).toContain(format === 'word' ? '1.25 out of 3' : '1.3 out of 3');
    expect(text).not.toContain(format === 'word' ? '1.3 out of 3' : '1.25');
    // Every figure under the one name every format gives it, beside its value.
    for (const figure of summary.figures.slice(1)) expect(words(text)).toMatch(new RegExp(`${escape(figure.value)} ${escape(figure.name)}|${escape(figure.name)}:? ${escape(figure.value)}`));
    expect(summary.figures.map((figure) => figure.value).slice(1)).toEqual(['2', '3']);
    // The exposure panel's three figures, each value and name: two controls at level 0 and three at level 1.
    expect(summary.exposure?.figures.map((figure) => figure.value)).toEqual(['A$1,750,000', 'A$1.5-2.5M', '200-280 days']);
    for (const figure of summary.exposure?.figures ?? []) {
      expect(text).toContain(figure.value);
      expect(words(text)).toContain(figure.name);
    }
    for (const control of summary.controls) {
      expect(text).toContain(control.title);
      expect(text).toContain(format === 'summary' ? inLevelColumn(control.currentTitle) : control.currentTitle);
    }
  });

  it.each(Object.keys(texts) as (keyof typeof texts)[])(
    "%s calls a quick check's level indicative, from the ratings, says ASD's method needs the detailed assessment, and says it is a self-assessment",
    (format) => {
      const text = texts[format];
      expect(text).toContain('Maturity Level Zero, the indicative level from your ratings, held back by Patch operating systems and Application control');
      if (format !== 'summary') {
        expect(text).toContain(
          'From your ratings, the indicative level is Maturity Level Zero: a level counts only when all eight strategies reach it, and Patch operating systems and Application control hold it there.',
        );
      }
      expect(words(text)).toContain(QUICK_CHECK_METHOD_NOTE);
      expect(text).not.toMatch(/by ASD's method|By ASD's method/);
      expect(text).toContain('not an assessment by the Australian Signals Directorate (ASD) and not a certification');
    },
  );

  it.each(Object.keys(texts) as (keyof typeof texts)[])(
    '%s gives the one exposure panel: labelled as the illustrative model, how its figures relate, the weakest strategy in words, then the published figures for scale',
    (format) => {
      const text = words(texts[format]);
      const panel = summary.exposure!;
      expect(squeezed(text)).toContain(squeezed(`${panel.title} ${panel.model}`));
      expect(squeezed(text)).toContain(squeezed(panel.relation));
      expect(squeezed(text)).toContain(squeezed('Your weakest strategies, Application control and Patch operating systems at Maturity Level Zero, set the exposure: an attacker needs only one gap.'));
      // Each control below its target has its own band in the panel, most urgent first.
      expect(panel.bands.map((entry) => entry.title)).toEqual(summary.openControls.map((control) => control.title));
      for (const entry of panel.bands) expect(squeezed(text)).toMatch(new RegExp(`${escape(squeezed(entry.title))}:?${escape(entry.band)}`));
      // The published figures come after the panel's figures, with what they measure.
      const published = text.indexOf('A$49,600');
      expect(published).toBeGreaterThan(text.indexOf(panel.figures[0].value));
      for (const source of FIGURE_SOURCES) expect(text).toContain(source.title);
      expect(text).toContain('A$4.26 million');
      expect(text).toContain('266 days');
      if (format === 'summary') {
        expect(squeezed(text)).toContain(squeezed(figureSourcesBrief()));
      } else {
        // The full citations name each publisher and year, after what the published figures measure and how the model's are worked out.
        for (const source of FIGURE_SOURCES) expect(text).toContain(citationInWords(source));
        expect(squeezed(text)).toContain(squeezed(FOR_SCALE_LEAD));
        expect(squeezed(text)).toContain(squeezed(panel.method));
      }
    },
  );

  it.each(['detailed', 'word'] as const)('%s gives no exposure band to a control whose target is met', (format) => {
    const met = summary.controls.filter((control) => control.standing.targetMet);
    expect(met.map((control) => control.title)).toEqual(['Patch applications', 'Restrict administrative privileges']);
    for (const control of met) expect(control.exposureBand).toBeNull();
    // Patch applications at level 2 would be A$75-300K, restrict administrative privileges at level 3 under A$87.5K.
    expect(texts[format]).not.toContain('A$75-300K');
    expect(texts[format]).not.toContain('A$87.5K');
  });

  it('the detailed PDF and the Word report give the indicative level of every strategy, and never call a level shown "not asked about"', () => {
    expect(words(texts.detailed)).toContain("Each strategy's indicative level from your ratings:");
    // The quick check shows every level and lets the target be raised to choose one above it.
    expect(words(texts.detailed)).not.toContain('not asked about');
    expect(texts.word).not.toContain('not asked about');
    for (const strategy of summary.asd.strategies) {
      expect(texts.detailed.replace(/\s+/g, '')).toContain(`${strategy.title}:${strategy.levelName}`.replace(/\s+/g, ''));
      const lines = texts.word.split('\n');
      const table = lines.indexOf('Maturity by control');
      const row = lines.findIndex((line, index) => index > table && line === strategy.title);
      // The table row: control, target, maturity level, then the ASD level.
      expect(lines[row + 3], strategy.title).toBe(strategy.levelName);
    }
  });

  it.each(['detailed', 'word'] as const)('%s recommends levels 0, 1 and 2 for a control at 0 with target 3, and nothing for one at its target', (format) => {
    const text = texts[format];
    const applicationControl = controlContent('application-control').recommendations;
    for (const level of [0, 1, 2] as const) expect(text).toContain(applicationControl[level].title);
    expect(text).toContain('Application control: from Maturity Level Zero to Maturity Level Three');
    expect(text).not.toContain('Patch applications: from');
    expect(text).not.toContain(controlContent('patch-applications').recommendations[0].title);
    expect(text).toMatch(/Contact:?\s+N\/A/);
  });

  it('the detailed PDF has a cover, contents with page numbers and page footers, on A4', () => {
    expect(texts.detailed).toMatch(/Contents\s+Executive summary\s+2\s+Organisation and implementation plan\s+[23]\s+Gap analysis by control\s+[34]/);
    expect(texts.detailed).toMatch(/Page 4 of \d+/);
    const info = execFileSync('pdfinfo', [path.join(dir, 'detailed.pdf')], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
  });
});

describe('the Word report in LibreOffice', () => {
  it('converts to PDF without error and keeps its content', { timeout: 180_000 }, async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-lo-'));
    const docx = path.join(out, 'report.docx');
    fs.writeFileSync(docx, await Packer.toBuffer(wordReportDocument(buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY))));
    execFileSync(
      'libreoffice',
      [`-env:UserInstallation=file://${out}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', out, docx],
      { encoding: 'utf8', timeout: 170_000 },
    );
    const text = execFileSync('pdftotext', ['-raw', path.join(out, 'report.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(HOSTILE);
    expect(text).toContain('Average maturity 1.25 out of 3');
    expect(text).toContain('Gap analysis by control');
  });
});

describe('with money figures turned off (E8_EXPOSURE_FIGURES=off)', async () => {
  const branding = withExposureFigures(DEFAULT_BRANDING, false);
  const summary = buildSummaryReport(assessment, branding, TEST_DAY);
  const detailed = buildDetailedReport(assessment, branding, [], TEST_DAY);
  const summaryFile = path.join(dir, 'summary-off.pdf');
  const wordFile = path.join(dir, 'report-off.docx');
  const texts = {
    summary: pdfText(await renderSummaryPdfBuffer(summary), summaryFile),
    detailed: pdfText(await renderDetailedPdfBuffer(detailed), path.join(dir, 'detailed-off.pdf')),
    word: wordText(await Packer.toBuffer(wordReportDocument(detailed)), wordFile),
  };

  it.each(Object.keys(texts) as (keyof typeof texts)[])('%s holds no A$ figure, no exposure band and no time to detect, and still its other figures', (format) => {
    const text = words(texts[format]);
    expect(text).not.toContain('A$');
    expect(text).not.toMatch(/exposure|time to detect|illustrative model|Cost of a Data Breach|Cyber Threat Report/i);
    expect(text).toContain(format === 'word' ? '1.25 out of 3' : '1.3 out of 3');
    for (const control of summary.controls) expect(text).toContain(control.title);
  });

  it("the Word document's XML and the summary PDF's pages hold no A$ at all", () => {
    const xml = execFileSync('unzip', ['-p', wordFile, 'word/document.xml'], { encoding: 'utf8' });
    expect(xml).not.toContain('A$');
    expect(execFileSync('pdftotext', ['-layout', summaryFile, '-'], { encoding: 'utf8' })).not.toContain('A$');
  });
});

