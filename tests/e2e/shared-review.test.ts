import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import { pdfText, reportFolder, wordText } from '../support/report-text';
import { holdAccessKey, saveDetailedAssessment } from './assessments';
import { expectAccessible } from './expect-accessible';
import { reviewEveryRequirement, reviewRequest, supportCookie } from './review-api';
import { useBrowser } from './use-browser';

/** A level-two requirement of patch applications: the assessor finds it ineffective, so the assessed level stays at One, held by that strategy. */
const FOUND_INEFFECTIVE = REQUIREMENTS.find((requirement) => requirement.strategy === 'patch-applications' && requirement.levels[0] === 2)!;
const NOTE = 'Checked on site with the system owner.';

describe('a shared review as the respondent sees it', () => {
  const browser = useBrowser();

  it('shows the assessed levels on the results and in Your assessments only while shared, and downloads the report as PDF and Word', async () => {
    const saved = await saveDetailedAssessment({ organizationName: 'Shared Review Pty Ltd' });
    const cookie = await supportCookie();
    await reviewEveryRequirement(cookie, saved.id, { [FOUND_INEFFECTIVE.id]: 'ineffective' }, NOTE);
    await reviewRequest(cookie, 'POST', `${saved.id}/review/finish`);

    const { page, pageErrors } = await browser.newPage();
    await page.goto('/');
    await holdAccessKey(page, saved);
    await page.goto(`/assessment/results?id=${saved.id}`);
    await page.getByRole('region', { name: "Maturity level by ASD's method" }).waitFor();
    // Finished but not shared: nothing of the review shows.
    expect(await page.getByRole('region', { name: /^Assessed by / }).count()).toBe(0);

    await reviewRequest(cookie, 'POST', `${saved.id}/review/share`);
    await page.reload();
    const card = page.getByRole('region', { name: 'Assessed by Essential Eight Advisory' });
    await card.getByText('Overall level as assessed').waitFor();
    expect(await card.textContent()).toContain('Overall level as assessed: Maturity Level One. Held there by Patch applications.');
    expect(await card.textContent()).toContain('87 of 87 requirements within the target reviewed');
    const levels = card.getByRole('table', { name: 'Each strategy’s level within the review’s target: as assessed, by your answers and supported by evidence' });
    expect(await levels.getByRole('row', { name: /^Patch applications/ }).getByRole('cell').allTextContents()).toEqual([
      'Maturity Level One',
      'Maturity Level One',
      expect.stringMatching(/^Maturity Level /),
    ]);
    // Every requirement found effective, but the review's scope is the target, Maturity Level Two: never above it.
    expect(await levels.getByRole('row', { name: /^Regular backups/ }).getByRole('cell').first().textContent()).toBe('Maturity Level Two');
    await expectAccessible(page, 'results with a shared review at 1440 px');

    const folder = reportFolder('shared-review-');
    const [pdf] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download the assessment report (PDF)' }).click()]);
    expect(pdf.suggestedFilename()).toBe('Shared Review Pty Ltd_Assessment_Report.pdf');
    const pdfFile = path.join(folder, 'report.pdf');
    await pdf.saveAs(pdfFile);
    const text = pdfText(fs.readFileSync(pdfFile), pdfFile);
    expect(text).toContain('Essential Eight assessment report');
    expect(text).toContain('Shared Review Pty Ltd');
    expect(text).toContain(NOTE);
    const [docx] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download the assessment report (Word)' }).click()]);
    expect(docx.suggestedFilename()).toBe('Shared Review Pty Ltd_Assessment_Report.docx');
    const docxFile = path.join(folder, 'report.docx');
    await docx.saveAs(docxFile);
    const words = wordText(fs.readFileSync(docxFile), docxFile);
    expect(words).toContain('Essential Eight assessment report');
    expect(words).toContain(FOUND_INEFFECTIVE.text);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, 'results with a shared review at 375 px');

    await page.goto('/assessment/mine');
    const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Shared Review Pty Ltd' }) });
    await mine.getByText('Assessed level').waitFor();
    expect(await mine.getByRole('definition').filter({ hasText: 'by the consultancy’s review' }).textContent()).toBe('Maturity Level One, by the consultancy’s review');

    // Sharing stopped: the results and Your assessments show nothing of the review again.
    await reviewRequest(cookie, 'DELETE', `${saved.id}/review/share`);
    await page.goto(`/assessment/results?id=${saved.id}`);
    await page.getByRole('region', { name: "Maturity level by ASD's method" }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: /^Assessed by / }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
