import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import type { Assessment } from '../domain/assessment';
import { DEFAULT_BRANDING, type Branding } from '../domain/branding';
import { buildDetailedReport } from '../domain/detailed-report';
import { seriesPoint } from '../domain/progress';
import { moveInBrief, moveInWords } from '../domain/roadmap';
import { buildSummaryReport } from '../domain/summary-report';
import { topActions } from '../domain/top-actions';
import { renderDetailedPdfBuffer } from './detailed-pdf';
import { renderSummaryPdfBuffer } from './summary-pdf';
import { wordReportDocument } from './word-report';
import { encodePng } from './word/png';
import { allControls, TEST_DAY } from '../../tests/support/assessments';
import { pdfPageCount, pdfText, pngColours, reportFolder, wordText } from '../../tests/support/report-text';

const dir = reportFolder('e8-board-');
const BOOKING = 'https://advisory.example.com/book-a-call';
const BOOKED: Branding = { ...DEFAULT_BRANDING, bookingUrl: BOOKING };

// ASD's order: patch applications, patch OS, MFA, admin privileges, application control, macros, hardening, backups.
const assessment: Assessment = {
  id: '00000000-0000-4000-8000-0000000b0a4d',
  status: 'completed',
  kind: 'quick',
  createdAt: Date.UTC(2026, 10, 22, 1),
  updatedAt: Date.UTC(2026, 10, 22, 1),
  organizationName: 'Board Ready Pty Ltd',
  respondentName: 'Pat Chair',
  respondentEmail: 'pat@board.example',
  targetAssessments: allControls((_id, index) => [2, 2, 3, 3, 3, 2, 3, 3][index] ?? 0),
  assessments: allControls((_id, index) => [0, 1, 2, 3, 1, 2, 1, 0][index] ?? 0),
  timeline: '6months',
  priorities: ['multi-factor-authentication', 'regular-backups'],
  constraints: 'Change freeze in December; one part-time administrator.',
  stepsPerQuarter: 6,
  resumeStep: null,
  requirementOutcomes: {},
};

const words = (text: string) => text.replace(/\s+/g, ' ');
/** pdftotext may break a line inside a long sentence without a space: compare without any. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

async function render(branding: Branding, name: string) {
  const summary = buildSummaryReport(assessment, branding, TEST_DAY);
  const detailed = buildDetailedReport(assessment, branding, [], TEST_DAY);
  const docx = await Packer.toBuffer(wordReportDocument(detailed));
  return {
    summary,
    detailed,
    docx: path.join(dir, `${name}.docx`),
    texts: {
      summary: pdfText(await renderSummaryPdfBuffer(summary), path.join(dir, `${name}-summary.pdf`)),
      detailed: pdfText(await renderDetailedPdfBuffer(detailed), path.join(dir, `${name}-detailed.pdf`)),
      word: words(wordText(docx, path.join(dir, `${name}.docx`))),
    },
  };
}

describe('the board-ready reports', async () => {
  const booked = await render(BOOKED, 'booked');
  const plain = await render(DEFAULT_BRANDING, 'plain');
  const formats = ['summary', 'detailed', 'word'] as const;
  const { summary } = booked;

  it.each(formats)('%s leads with the headline', (format) => {
    expect(summary.headline).toMatch(/^Board Ready Pty Ltd is at Maturity Level Zero, the indicative level from your ratings,/);
    expect(squeezed(booked.texts[format])).toContain(squeezed(summary.headline));
  });

  it.each(formats)("%s gives the roadmap's quarters and their moves", (format) => {
    const phases = summary.roadmap.phases.filter((phase) => phase.moves.length > 0);
    expect(phases.map((phase) => phase.title)).toEqual(['Quarter 1', 'Quarter 2']);
    for (const phase of phases) {
      expect(booked.texts[format]).toContain(phase.title);
      expect(booked.texts[format]).toContain(phase.period);
      if (format !== 'summary') {
        for (const move of phase.moves) expect(squeezed(booked.texts[format])).toContain(squeezed(moveInWords(move)));
        continue;
      }
      // The one-page summary gives a quarter's first moves in brief, in order, and counts any it leaves out.
      const missing = phase.moves.filter((move) => !squeezed(booked.texts.summary).includes(squeezed(moveInBrief(move))));
      expect(missing.length).toBeLessThan(phase.moves.length);
      if (missing.length > 0) expect(booked.texts.summary).toContain(`and ${missing.length} more`);
    }
  });

  it.each(formats)('%s gives the planning answers: timeline, steps a quarter, priorities and constraints, and whether the roadmap fits', (format) => {
    const text = squeezed(booked.texts[format]);
    expect(text).toContain(squeezed('Timeline 6 months').replace('Timeline', format === 'word' ? 'Timeline:' : 'Timeline'));
    // The one-page summary gives the steps a quarter in the roadmap's line on its pace only.
    if (format !== 'summary') expect(text).toContain(squeezed('Level steps a quarter 6').replace('quarter', format === 'word' ? 'quarter:' : 'quarter'));
    expect(summary.roadmap.pace).toBe('At 6 steps a quarter, reaching every target takes 2 quarters, within your 6-month timeline.');
    expect(text).toContain(squeezed(summary.roadmap.pace));
    expect(text).toContain(squeezed('Multi-factor authentication, Regular backups'));
    expect(text).toContain(squeezed('Change freeze in December; one part-time administrator.'));
  });

  it.each(formats)('%s links to the booking page only when the branding gives one', (format) => {
    expect(booked.texts[format]).toMatch(new RegExp(`Book a consultation: ?${BOOKING.replace(/[.]/g, '\\.')}`));
    expect(plain.texts[format]).not.toContain('Book a consultation:');
    expect(plain.texts[format]).toContain(DEFAULT_BRANDING.contactEmail);
  });

  it.each(['detailed', 'word'] as const)('%s lists the top risks: the open controls by priority, with their standing and exposure', (format) => {
    const text = words(booked.texts[format]);
    const risks = summary.openControls.map((control) => control.title);
    // Level 0 first (the chosen priority among them first), then level 1 by the widest gap, then level 2.
    expect(risks).toEqual(['Regular backups', 'Patch applications', 'Application control', 'User application hardening', 'Patch operating systems', 'Multi-factor authentication']);
    const start = text.indexOf('Top risks Strategy Current Target Standing Cost exposure');
    const section = text.slice(start, text.indexOf('Roadmap by quarter', start));
    expect(start).toBeGreaterThan(0);
    expect(section.match(/High priority|Medium priority|Low priority/g)).toEqual(summary.openControls.map((control) => control.standing.label));
    for (const control of summary.openControls) expect(section).toContain(control.title);
    expect(section).not.toContain('Target met');
    expect(section).not.toContain('Restrict administrative privileges');
  });

  it('the summary gives the top three actions, each the first step to the next level, and stays on one page', () => {
    const actions = topActions(summary.openControls);
    expect(actions.map((action) => action.title)).toEqual(['Regular backups', 'Patch applications', 'Application control']);
    for (const action of actions) expect(squeezed(booked.texts.summary)).toContain(squeezed(`${action.title} (${action.standing}, ${action.step}): ${action.action}`));
    expect(pdfPageCount(path.join(dir, 'booked-summary.pdf'))).toBe(1);
    expect(booked.texts.summary).toContain('Current level');
    expect(booked.texts.summary).toContain('Target level');
    expect(booked.texts.summary).toContain('Scale: level 0 at the centre, rings at levels 1, 2 and 3.');
  });

  it('the summary stays on one page with the longest inputs: every level step to do, four priorities, long constraints and names', async () => {
    const crowded: Assessment = {
      ...assessment,
      organizationName: 'The Very Long Organisation Name of Western Australia Regional Health Services Pty Ltd',
      respondentEmail: 'someone.with.a.long.address@health.wa.example',
      targetAssessments: allControls(3),
      assessments: allControls(0),
      timeline: '12months',
      priorities: ['regular-backups', 'multi-factor-authentication', 'patch-applications', 'application-control'],
      constraints: 'word '.repeat(400),
    };
    const branding = { ...BOOKED, bookingUrl: `${BOOKING}/a-long-booking-path?utm=report`, contactPhone: '+61 2 9999 9999' };
    // A re-assessment: the line of progress since the one before it is on the page too.
    const before = seriesPoint({ id: '00000000-0000-4000-8000-0000000b0a4c', createdAt: Date.UTC(2026, 4, 25, 1), kind: 'quick', assessments: allControls((_id, index) => (index < 3 ? 1 : 0)) });
    const file = path.join(dir, 'crowded-summary.pdf');
    const text = pdfText(await renderSummaryPdfBuffer(buildSummaryReport(crowded, branding, TEST_DAY, [], [before, seriesPoint(crowded)])), file);
    expect(pdfPageCount(file)).toBe(1);
    expect(text).toContain('Since 25 May 2026: overall unchanged at Maturity Level Zero; 3 strategies down.');
    expect(text).toMatch(/Quarter 4 \(Months 10 to 12\): .*; and \d+ more/);
    expect(text).toContain('Book a consultation:');
  });

  it('the detailed PDF has its contents on the cover, its executive summary on page 2 with the chart legend, and no near-empty page', () => {
    const file = path.join(dir, 'booked-detailed.pdf');
    const page = (number: number) => execFileSync('pdftotext', ['-f', String(number), '-l', String(number), '-layout', file, '-'], { encoding: 'utf8' });
    expect(page(1)).toMatch(/Contents[\s\S]*Executive summary\s+2/);
    expect(page(2)).toMatch(/Executive summary[\s\S]*Current level[\s\S]*Target level[\s\S]*Top risks/);
    expect(page(2)).toMatch(/Executive summary[\s\S]*Risk exposure[\s\S]*Top risks/);
    // With the exposure panel beside the chart, the roadmap may run on to the next page.
    expect(`${page(2)}${page(3)}`).toMatch(/Top risks[\s\S]*Roadmap by quarter[\s\S]*Quarter 2[\s\S]*Three\.\s+Overall then:\s+Maturity Level Two\./);
    const pages = pdfPageCount(file);
    for (let number = 2; number <= pages; number += 1) {
      const lines = page(number).split('\n').filter((line) => line.trim() !== '').length;
      expect(lines, `page ${number} of ${pages}`).toBeGreaterThanOrEqual(20);
    }
  });

  it('the Word report has a cover page, the chart as an SVG with a PNG fallback, fixed column widths and the brand styles', () => {
    const unzip = (...args: string[]) => execFileSync('unzip', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const xml = unzip('-p', booked.docx, 'word/document.xml');
    // The cover is a section of its own, before the contents and the executive summary.
    const coverEnd = xml.indexOf('<w:sectPr');
    expect(xml.slice(0, coverEnd)).toContain('Essential Eight Maturity Assessment');
    expect(xml.slice(0, coverEnd)).toContain('Board Ready Pty Ltd');
    expect(xml.slice(0, coverEnd)).not.toContain('Executive summary');
    expect(xml.match(/<w:sectPr/g)?.length).toBe(2);
    // The mark and the chart: each an SVG with a PNG fallback.
    const media = unzip('-l', booked.docx);
    expect(media.match(/word\/media\/\S+\.svg/g)?.length).toBe(2);
    expect(media.match(/word\/media\/\S+\.png/g)?.length).toBe(2);
    expect(xml).toContain('descr="Patch applications: current 0, target 2;');
    // Tables: fixed layout, a grid of explicit widths that fill the text width, and a brand-coloured header.
    expect(xml).toContain('<w:tblLayout w:type="fixed"/>');
    const grids = [...xml.matchAll(/<w:tblGrid>(.*?)<\/w:tblGrid>/g)].map((grid) => [...(grid[1] ?? '').matchAll(/w:w="(\d+)"/g)].map((width) => Number(width[1])));
    expect(grids.length).toBeGreaterThanOrEqual(4);
    for (const grid of grids) expect(grid.reduce((total, width) => total + width, 0)).toBeGreaterThan(9600);
    expect(xml).toContain('w:fill="16324F"');
    const styles = unzip('-p', booked.docx, 'word/styles.xml');
    expect(styles).toMatch(/w:ascii="Arial"/);
    expect(styles).toMatch(/w:styleId="Heading1"[\s\S]*?w:color w:val="16324F"/);
  });

  it("the Word report's cover carries the consultancy's own logo when the branding gives one", async () => {
    const logo = encodePng(new Uint8Array(40 * 20 * 3).fill(200), 40, 20);
    const dataUrl = `data:image/png;base64,${Buffer.from(logo).toString('base64')}`;
    const branded = wordReportDocument(buildDetailedReport(assessment, { ...BOOKED, logo: { dataUrl, mimeType: 'image/png', pngDataUrl: dataUrl } }, [], TEST_DAY));
    const file = path.join(dir, 'logo.docx');
    wordText(await Packer.toBuffer(branded), file);
    const media = execFileSync('unzip', ['-l', file], { encoding: 'utf8' });
    // The logo as given, and the chart (an SVG with its PNG): no default mark.
    expect(media.match(/word\/media\/\S+\.svg/g)?.length).toBe(1);
    const pngs = media.match(/word\/media\/\S+\.png/g) ?? [];
    expect(pngs.some((entry) => execFileSync('unzip', ['-p', file, entry]).equals(Buffer.from(logo)))).toBe(true);
    // Drawn 56 pixels high (at 96 to the inch) and twice as wide, as its pixels are: 56 px is 533,400 EMU.
    expect(execFileSync('unzip', ['-p', file, 'word/document.xml'], { encoding: 'utf8' })).toContain('cx="1066800" cy="533400"');
  });

  it("the Word report's chart fallback is a real PNG of the chart", () => {
    const entries = execFileSync('unzip', ['-l', booked.docx], { encoding: 'utf8' }).match(/word\/media\/\S+\.png/g) ?? [];
    const largest = entries
      .map((entry) => execFileSync('unzip', ['-p', booked.docx, entry], { maxBuffer: 64 * 1024 * 1024 }))
      .sort((a, b) => b.length - a.length)[0];
    expect(largest?.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(largest?.readUInt32BE(16)).toBe(880);
    if (!largest) return;
    // Some pixels are the current shape's blue, some the target's amber: the chart was drawn, not left white.
    const colours = pngColours(largest);
    expect(colours.has('29,78,216')).toBe(true);
    expect(colours.has('180,83,9')).toBe(true);
  });
});
