import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../domain/branding';
import { REQUIREMENTS } from '../domain/framework/catalogue';
import { firstLevel } from '../domain/framework/requirement';
import { assessedVerdict } from '../domain/review/assessed-verdict';
import { modelRequirements } from '../domain/review/within-scope';
import { buildSummaryReport } from '../domain/summary-report';
import { renderSummaryPdfBuffer } from './summary-pdf';
import { sampleFinding, sampleReviewInput } from '../../tests/support/assessment-review';
import { TEST_DAY } from '../../tests/support/assessments';
import { pdfText, reportFolder } from '../../tests/support/report-text';

const dir = reportFolder('e8-summary-verdict-');
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
const pageText = (file: string, page: number) => words(execFileSync('pdftotext', ['-raw', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' }));
/** The banner: the mark, the consultancy, the title and who was assessed when (a long line may break with a hyphen). */
const BANNER = /^E8 Essential Eight Advisory Essential Eight Assessment Summary Harbourside Logistics Pty Ltd - assessed 22 November 2026 - contact [^]*?sam\.nguyen@harbourside\.example /;

/** Renders the sample's summary, with the verdict of `review` when given, and gives its first page's text. */
async function firstPage(name: string, input: ReturnType<typeof sampleReviewInput>, shared: boolean): Promise<string> {
  const verdict = shared ? assessedVerdict(input.assessment, input.review, DEFAULT_BRANDING.companyName, TEST_DAY) : null;
  const file = path.join(dir, `${name}.pdf`);
  pdfText(await renderSummaryPdfBuffer(buildSummaryReport(input.assessment, DEFAULT_BRANDING, TEST_DAY, [], [], verdict)), file);
  return pageText(file, 1);
}

describe('the summary PDF once a review is shared', () => {
  it('begins with the assessed level, what holds it and the differing findings, then the self-assessment named as such', async () => {
    const text = await firstPage('shared', sampleReviewInput(), true);
    const body = text.replace(BANNER, '');
    expect(body).not.toBe(text);
    expect(body).toMatch(/^Assessed by Essential Eight Advisory: Maturity Level Zero Held there by Application control and Regular backups\. /);
    expect(body).toContain('Regular backups: Short of Maturity Level One by 1 requirement found not met: Disaster recovery exercises include testing');
    expect(body).toContain('(found Ineffective).');
    expect(body).toContain("The assessor's findings differ from your answers on 2 requirements.");
    expect(body.indexOf('2 requirements.')).toBeLessThan(body.indexOf('Your self-assessment: Harbourside Logistics Pty Ltd is at Maturity Level'));
    // The whole summary stays on its first page, the contact last.
    expect(body).toContain('Controls by Maturity Level');
    expect(body).toContain('Contact Essential Eight Advisory');
  });

  it('stays on one page when every strategy is held, each by many requirements', async () => {
    const levelOne = new Set(REQUIREMENTS.filter((requirement) => firstLevel(requirement) === 1).map((requirement) => requirement.id));
    const findings = modelRequirements(REQUIREMENTS).map(({ requirement }) => sampleFinding(requirement.id, levelOne.has(requirement.id) ? 'ineffective' : 'effective', 'interview', ''));
    const text = await firstPage('all-held', sampleReviewInput({ findings }), true);
    expect(text.replace(BANNER, '')).toMatch(/^Assessed by Essential Eight Advisory: Maturity Level Zero Held there by Patch applications, Patch operating systems, /);
    expect(text).toContain('Patch applications: short of Maturity Level One by 9 requirements found not met;');
    expect(text).toContain('Application control: short of Maturity Level One by 3 requirements found not met;');
    expect(text).toContain('Controls by Maturity Level Control Target');
    expect(text).toContain('Contact Essential Eight Advisory');
  });

  it('says nothing of a review that is not shared, and names no self-assessment', async () => {
    const text = await firstPage('not-shared', sampleReviewInput(), false);
    expect(text).not.toContain('Assessed by');
    expect(text).not.toContain('Your self-assessment');
    expect(text.replace(BANNER, '')).toMatch(/^Harbourside Logistics Pty Ltd is at Maturity Level/);
  });
});
