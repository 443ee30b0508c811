import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Packer, type Document } from 'docx';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../domain/branding';
import { buildDetailedReport } from '../domain/detailed-report';
import { buildAssessmentReport } from '../domain/review/assessment-report';
import { ASSESSOR_NOTE_LABEL } from '../domain/review/assessment-report-words';
import { detailedAssessment, TEST_DAY } from '../../tests/support/assessments';
import { sampleReviewInput } from '../../tests/support/assessment-review';
import { pdfPageCount, reportFolder } from '../../tests/support/report-text';
import { requireWordLayoutFonts } from '../../tests/support/word-fonts';
import { assessmentReportDocument } from './assessment-report-word';
import { wordReportDocument } from './word-report';

const dir = reportFolder('e8-word-contents-');

/** A note too long for its row to be kept on one page. */
const LONG_NOTE = 'E8MVT run on every sampled workstation; the results file lists each test and what blocked it. '.repeat(8);

// Two strategies below target, so the action plan has registers too; one note over two lines, and one long note.
const detailed = buildDetailedReport(
  detailedAssessment({
    'application-control-workstations': { outcome: 'effective', evidence: LONG_NOTE, evidenceQuality: 'excellent' },
    'regular-backups-restoration-tested': { outcome: 'ineffective', evidence: 'Restore test from March 2025.\nNo test of the current backup set.', evidenceQuality: 'good' },
    'patch-applications-other-applications-1m': { outcome: 'not-implemented', evidence: '' },
  }),
  DEFAULT_BRANDING,
  [],
  TEST_DAY,
);
const assessment = buildAssessmentReport(sampleReviewInput());
const plannedLevels = detailed.actionPlan.flatMap((section) => section.levels.map((level) => level.requirements));

/** A part of a packed Word document, as text. */
async function part(document: Document, name: string, file: string): Promise<string> {
  fs.writeFileSync(path.join(dir, file), await Packer.toBuffer(document));
  return execFileSync('unzip', ['-p', path.join(dir, file), name], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
/** The text of some Word XML, without field instructions: each paragraph a line. */
const textOf = (xml: string) => decode(xml.replace(/<w:instrText[^>]*>[^<]*<\/w:instrText>/g, '').replace(/<w:br\/>/g, '\n').replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '')).trim();
const all = (xml: string, element: string) => [...xml.matchAll(new RegExp(`<${element}\\b[^>]*>.*?</${element}>`, 'gs'))].map((match) => match[0]);

/** Each table of a document: its rows, each row its cells' text, whether its first row repeats at the top of each page, and which rows are kept whole on a page. */
function tables(xml: string) {
  return all(xml, 'w:tbl').map((table) => {
    const rows = all(table, 'w:tr');
    return { repeatsHeader: rows[0]?.includes('<w:tblHeader/>') ?? false, rows: rows.map((row) => all(row, 'w:tc').map(textOf)), keptWhole: rows.map((row) => row.includes('<w:cantSplit/>')) };
  });
}

/**
 * A register's rows as a reader sees them: a row with its first three cells empty carries on the note of the row
 * above (a table's first requirement with a long note comes as two rows drawn as one), so it is joined to it.
 */
function requirementRows(rows: readonly string[][]): string[][] {
  return rows.reduce<string[][]>((joined, row) => {
    const above = joined[joined.length - 1];
    if (above && row.slice(0, 3).every((text) => text === '')) return [...joined.slice(0, -1), [...above.slice(0, 3), `${above[3] ?? ''}\n${row[3] ?? ''}`]];
    return [...joined, row];
  }, []);
}

/** The contents: each entry's text, the bookmark it links to, the bookmark its PAGEREF field names, and the page it is written with. */
function contentsEntries(xml: string) {
  return all(xml, 'w:p')
    .filter((paragraph) => /<w:pStyle w:val="TOC\d"\/>/.test(paragraph))
    .map((paragraph) => ({
      text: textOf(paragraph.replace(/<w:fldChar w:fldCharType="separate"\/>.*?<w:fldChar w:fldCharType="end"\/>/s, '')),
      anchor: /w:anchor="([^"]+)"/.exec(paragraph)?.[1],
      pageRef: /PAGEREF ([^\s<]+)/.exec(paragraph)?.[1],
      page: /<w:fldChar w:fldCharType="separate"\/>(.*?)<w:fldChar w:fldCharType="end"\/>/s.exec(paragraph)?.[1]?.replace(/<[^>]+>/g, ''),
    }));
}

/** The headings of levels 1 and 2 in the body, in order, with the bookmark on each. */
function headings(xml: string) {
  return all(xml, 'w:p')
    .filter((paragraph) => /<w:pStyle w:val="Heading[12]"\/>/.test(paragraph))
    .map((paragraph) => ({ text: textOf(paragraph), bookmark: /<w:bookmarkStart [^>]*w:name="([^"]+)"/.exec(paragraph)?.[1] }));
}

describe('the Word reports for a consultant to extend', async () => {
  const documents = {
    detailed: await part(wordReportDocument(detailed), 'word/document.xml', 'detailed.docx'),
    assessment: await part(assessmentReportDocument(assessment), 'word/document.xml', 'assessment.docx'),
  };
  const settings = {
    detailed: execFileSync('unzip', ['-p', path.join(dir, 'detailed.docx'), 'word/settings.xml'], { encoding: 'utf8' }),
    assessment: execFileSync('unzip', ['-p', path.join(dir, 'assessment.docx'), 'word/settings.xml'], { encoding: 'utf8' }),
  };

  it('the detailed report gives each strategy’s requirement outcomes as a table of Requirement, ISM, Outcome and Evidence, one row per requirement, its header repeated on each page', () => {
    const registers = tables(documents.detailed).filter((table) => table.rows[0]?.join('|') === 'Requirement|ISM|Outcome|Evidence');
    // The action plan's levels, then the eight strategies of the requirement outcomes.
    expect(registers).toHaveLength(plannedLevels.length + detailed.requirements.length);
    const outcomes = registers.slice(plannedLevels.length);
    detailed.requirements.forEach((group, index) => {
      expect(outcomes[index]?.repeatsHeader).toBe(true);
      expect(requirementRows(outcomes[index]?.rows.slice(1) ?? []).map((row) => row[0]?.split('\n')[0])).toEqual(group.requirements.map((requirement) => requirement.text));
    });
    const rows = outcomes.flatMap((table) => requirementRows(table.rows.slice(1)));
    const restoration = rows.find((row) => row[0]?.startsWith('Disaster recovery exercises include testing that data, applications and settings can be restored from backups'));
    expect(restoration).toEqual([
      'Disaster recovery exercises include testing that data, applications and settings can be restored from backups to a common point in time.\nMaturity Levels One, Two and Three',
      'ISM-1515',
      'Ineffective',
      'Evidence quality: Good\nRestore test from March 2025.\nNo test of the current backup set.',
    ]);
    expect(rows.find((row) => row[0]?.startsWith('Event logs from workstations are analysed in a timely manner'))?.slice(1)).toEqual(['ISM-0109', 'Effective', 'Evidence quality: Not graded']);
  });

  it('keeps each requirement’s row whole on a page, but lets a row with a long note run on to the next', () => {
    const applicationControl = tables(documents.detailed).filter((table) => table.rows[0]?.[0] === 'Requirement').slice(plannedLevels.length).find((table) => table.rows.some((row) => row[3]?.includes(LONG_NOTE.trim())))!;
    const long = applicationControl.rows.findIndex((row) => row[3]?.includes(LONG_NOTE.trim()));
    expect(long).toBeGreaterThan(0);
    expect(applicationControl.keptWhole.filter((_whole, index) => index !== long)).not.toContain(false);
    expect(applicationControl.keptWhole[long]).toBe(false);
  });

  it('the detailed report’s action plan gives each level’s unmet requirements as the same table', () => {
    const plan = tables(documents.detailed).filter((table) => table.rows[0]?.[0] === 'Requirement').slice(0, plannedLevels.length);
    expect(plannedLevels.length).toBeGreaterThanOrEqual(2);
    plan.forEach((table, index) => expect(requirementRows(table.rows.slice(1)).map((row) => row[0]?.split('\n')[0])).toEqual(plannedLevels[index]!.map((requirement) => requirement.text)));
    expect(plan.flatMap((table) => table.rows.map((row) => row[2]))).toContain('Not implemented');
  });

  it('the assessment report gives its recommendations as the table, the assessor’s note in the last column', () => {
    const registers = tables(documents.assessment).filter((table) => table.rows[0]?.join('|') === `Requirement|ISM|Outcome|${ASSESSOR_NOTE_LABEL}`);
    const planned = assessment.actionPlan.flatMap((section) => section.levels.map((level) => level.requirements));
    expect(registers.map((table) => requirementRows(table.rows.slice(1)).length)).toEqual(planned.map((requirements) => requirements.length));
    expect(registers.flatMap((table) => requirementRows(table.rows.slice(1)).map((row) => row[3]))).toContain(
      'Evidence quality: Poor\nRestoration was last tested in March 2025; no test of the current backup set was shown.',
    );
  });

  it.each(['detailed', 'assessment'] as const)('the %s report opens without asking to update fields: no updateFields setting, no field written dirty', (name) => {
    expect(settings[name]).not.toContain('updateFields');
    expect(documents[name]).not.toMatch(/w:dirty="(true|1)"/);
    expect(documents[name]).not.toContain('TOC \\');
  });

  it.each(['detailed', 'assessment'] as const)('the %s report’s contents lists every heading of levels 1 and 2, linked to it, with the page written in', (name) => {
    const xml = documents[name];
    const entries = contentsEntries(xml);
    const listed = headings(xml);
    expect(entries.map((entry) => entry.text)).toEqual(listed.map((heading) => heading.text));
    entries.forEach((entry, index) => {
      expect(entry.anchor).toBe(listed[index]?.bookmark);
      expect(entry.pageRef).toBe(listed[index]?.bookmark);
      expect(entry.page).toMatch(/^\d+$/);
    });
    const pages = entries.map((entry) => Number(entry.page));
    // The cover is page 1 and the contents page 2; the pages never go back.
    expect(pages[0]).toBe(3);
    expect(pages).toEqual(pages.toSorted((a, b) => a - b));
  });

  it('the detailed report in LibreOffice: each contents entry gives the page its heading is on, and the register’s header heads each of its pages', { timeout: 180_000 }, () => {
    requireWordLayoutFonts();
    execFileSync('libreoffice', [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', dir, path.join(dir, 'detailed.docx')], { encoding: 'utf8', timeout: 170_000 });
    const pdf = path.join(dir, 'detailed.pdf');
    // The pages below are counted as laid out in Liberation Sans, LibreOffice's stand-in for the report's Arial.
    expect(execFileSync('pdffonts', [pdf], { encoding: 'utf8' })).toMatch(/LiberationSans|Arial/);
    const pageLines = Array.from({ length: pdfPageCount(pdf) }, (_, index) =>
      execFileSync('pdftotext', ['-layout', '-f', String(index + 1), '-l', String(index + 1), pdf, '-'], { encoding: 'utf8' }).split('\n').map((line) => line.trim()),
    );
    // Contents lines end in dot leaders and the page; a long entry wraps, so its text is what comes after the entry before.
    const printed = pageLines[1]!.filter((line) => line !== 'Contents').join('\n').matchAll(/([^.]+?)\.{2,}\s*(\d+)$/gm);
    const entries = [...printed].map((match) => ({ text: match[1]!.replace(/\s+/g, ' ').trim(), page: Number(match[2]) }));
    const written = contentsEntries(documents.detailed);
    expect(entries.map((entry) => entry.text)).toEqual(written.map((entry) => entry.text));
    for (const entry of entries) {
      const lines = pageLines[entry.page - 1]!.join('\n').replace(/\s+/g, ' ');
      expect(lines, `${entry.text} on page ${entry.page}`).toContain(entry.text);
      const startsLine = pageLines[entry.page - 1]!.some((line) => line !== '' && entry.text.startsWith(line.replace(/\s+/g, ' ')));
      expect(startsLine, `${entry.text} starts a line of page ${entry.page}`).toBe(true);
    }
    // The pages written in for Word come from Word's layout as docx estimates it; LibreOffice lays out a little differently.
    written.forEach((entry, index) => expect(Math.abs(Number(entry.page) - entries[index]!.page), entry.text).toBeLessThanOrEqual(1));
    const outcomesPage = entries.find((entry) => entry.text === 'Requirement outcomes')!.page;
    for (const lines of pageLines.slice(outcomesPage - 1)) expect(lines.some((line) => /^Requirement\s+ISM\s+Outcome\s+Evidence$/.test(line))).toBe(true);
  });
});
