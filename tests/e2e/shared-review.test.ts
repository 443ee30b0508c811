import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
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
const VERDICT = 'Assessed by Essential Eight Advisory: Maturity Level One';
const SELF_ASSESSED = "Your self-assessment: maturity level by ASD's method";

/** The headings of the page's main content, in document order. */
const headings = (page: Page) => page.locator('main').getByRole('heading').allTextContents();
/** The paragraph under the page's title: the board's headline, today the first thing the results say. */
const underTitle = (page: Page) => page.getByRole('heading', { level: 1 }).evaluate((h1) => h1.nextElementSibling?.textContent ?? '');
/** How far down the page, in CSS pixels, an element's top is, with the page scrolled to the top. */
async function topOf(page: Page, name: string): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return Math.round((await page.getByRole('heading', { name, exact: true }).boundingBox())!.y);
}

describe('a shared review as the respondent sees it', () => {
  const browser = useBrowser();

  it('opens the results with the assessed level, what holds it, the differing findings and the report, above the self-assessment, only while shared', async () => {
    const saved = await saveDetailedAssessment({ organizationName: 'Shared Review Pty Ltd' });
    const cookie = await supportCookie();
    await reviewEveryRequirement(cookie, saved.id, { [FOUND_INEFFECTIVE.id]: 'ineffective' }, NOTE);
    await reviewRequest(cookie, 'POST', `${saved.id}/review/finish`);

    const { page, pageErrors } = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await holdAccessKey(page, saved);
    await page.goto(`/assessment/results?id=${saved.id}`);
    await page.getByRole('region', { name: "Maturity level by ASD's method" }).waitFor();
    // Finished but not shared: nothing of the review shows, and the results open as they always have.
    expect(await page.getByRole('region', { name: /^Assessed by / }).count()).toBe(0);
    expect(await underTitle(page)).toMatch(/^Shared Review Pty Ltd is at Maturity Level /);

    await reviewRequest(cookie, 'POST', `${saved.id}/review/share`);
    // The review is asked for once, and the page waits for it with the catalogue: the verdict is on top from the first paint.
    const reviewRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/assessments/${saved.id}/review`) reviewRequests.push(request.url());
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/assessments/${saved.id}/review`, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Loading results...' }).waitFor();
    expect(await page.getByText(/is at Maturity Level .* by ASD's method/).count()).toBe(0);
    release();
    const verdict = page.getByRole('region', { name: VERDICT });
    await verdict.waitFor();
    await page.unroute(`**/api/assessments/${saved.id}/review`);

    // "Assessed by" is the first heading under the page's title, and the self-assessment follows, named as such.
    expect((await headings(page)).slice(0, 3)).toEqual(['Assessment Results', VERDICT, SELF_ASSESSED]);
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => h1.nextElementSibling?.querySelector('h2')?.textContent)).toBe(VERDICT);
    const headline = page.getByText(/^Your self-assessment: Shared Review Pty Ltd is at Maturity Level /);
    expect((await verdict.boundingBox())!.y + (await verdict.boundingBox())!.height).toBeLessThanOrEqual((await headline.boundingBox())!.y);
    const text = (await verdict.textContent()) ?? '';
    expect(text).toContain('Held there by Patch applications.');
    expect(text).toContain('Patch applications: Short of Maturity Level Two by 1 requirement found not met');
    expect(text).toContain(`${FOUND_INEFFECTIVE.text} Found Ineffective.`);
    const differing = /The assessor's findings differ from your answers on (\d+) requirements\./.exec(text);
    expect(Number(differing?.[1])).toBeGreaterThan(1);
    expect(await verdict.getByRole('button', { name: 'Download the assessment report (PDF)' }).isVisible()).toBe(true);

    // Each strategy's levels follow under the self-assessment, and count the same differing findings as the verdict.
    const card = page.getByRole('region', { name: 'Each strategy as assessed by Essential Eight Advisory' });
    await card.getByText('87 of 87 requirements within the target reviewed').waitFor();
    expect(await card.textContent()).toContain(`87 of 87 requirements within the target reviewed; ${differing?.[1]} findings differ from the answers.`);
    const levels = card.getByRole('table', { name: 'Each strategy’s level within the review’s target: as assessed, by your answers and supported by evidence' });
    expect(await levels.getByRole('row', { name: /^Patch applications/ }).getByRole('cell').allTextContents()).toEqual([
      'Maturity Level One',
      'Maturity Level One',
      expect.stringMatching(/^Maturity Level /),
    ]);
    // Every requirement found effective, but the review's scope is the target, Maturity Level Two: never above it.
    expect(await levels.getByRole('row', { name: /^Regular backups/ }).getByRole('cell').first().textContent()).toBe('Maturity Level Two');
    expect((await verdict.boundingBox())!.y).toBeLessThan((await card.boundingBox())!.y);
    await page.waitForLoadState('networkidle');
    expect(reviewRequests).toHaveLength(1);
    await expectAccessible(page, 'results with a shared review at 1440 px');
    const at1440 = await topOf(page, VERDICT);

    const folder = reportFolder('shared-review-');
    const [pdf] = await Promise.all([page.waitForEvent('download'), verdict.getByRole('button', { name: 'Download the assessment report (PDF)' }).click()]);
    expect(pdf.suggestedFilename()).toBe('Shared Review Pty Ltd_Assessment_Report.pdf');
    const pdfFile = path.join(folder, 'report.pdf');
    await pdf.saveAs(pdfFile);
    const reportText = pdfText(fs.readFileSync(pdfFile), pdfFile);
    expect(reportText).toContain('Essential Eight assessment report');
    expect(reportText).toContain('Shared Review Pty Ltd');
    expect(reportText).toContain(NOTE);
    const [docx] = await Promise.all([page.waitForEvent('download'), verdict.getByRole('button', { name: 'Download the assessment report (Word)' }).click()]);
    expect(docx.suggestedFilename()).toBe('Shared Review Pty Ltd_Assessment_Report.docx');
    const docxFile = path.join(folder, 'report.docx');
    await docx.saveAs(docxFile);
    const words = wordText(fs.readFileSync(docxFile), docxFile);
    expect(words).toContain('Essential Eight assessment report');
    expect(words).toContain(FOUND_INEFFECTIVE.text);

    // The summary PDF says the same: the assessed level first, then the self-assessment named as such.
    const [summary] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Assessment Summary (PDF)' }).first().click()]);
    const summaryFile = path.join(folder, 'summary.pdf');
    await summary.saveAs(summaryFile);
    const summaryText = pdfText(fs.readFileSync(summaryFile), summaryFile).replace(/\s+/g, ' ');
    const afterBanner = summaryText.slice(summaryText.indexOf('@') + 1).replace(/^\S*\s/, '');
    expect(afterBanner).toMatch(/^Assessed by Essential Eight Advisory: Maturity Level One Held there by Patch applications\. /);
    expect(summaryText).toContain(`The assessor's findings differ from your answers on ${differing?.[1]} requirements.`);
    expect(summaryText.indexOf('Assessed by')).toBeLessThan(summaryText.indexOf('Your self-assessment: Shared Review Pty Ltd is at Maturity Level'));

    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, 'results with a shared review at 375 px');
    const at375 = await topOf(page, VERDICT);
    console.info(`"Assessed by" heading top: ${at1440} px at 1440 px wide, ${at375} px at 375 px wide`);
    expect(at1440).toBeLessThan(400);
    expect(at375).toBeLessThan(400);

    // Your assessments: the assessed level first, named for the consultancy, then the self-assessment.
    await page.goto('/assessment/mine');
    const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Shared Review Pty Ltd' }) });
    await mine.getByText('Assessed by Essential Eight Advisory').waitFor();
    expect((await mine.getByRole('term').allTextContents()).slice(0, 2)).toEqual(['Assessed by Essential Eight Advisory', 'Your self-assessment']);
    expect((await mine.getByRole('definition').allTextContents())[0]).toBe('Maturity Level One');

    // Sharing stopped: the results and Your assessments are as they were before it.
    await reviewRequest(cookie, 'DELETE', `${saved.id}/review/share`);
    await page.goto(`/assessment/results?id=${saved.id}`);
    await page.getByRole('region', { name: "Maturity level by ASD's method" }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: /^Assessed by |as assessed by/ }).count()).toBe(0);
    expect(await underTitle(page)).toMatch(/^Shared Review Pty Ltd is at Maturity Level /);
    expect(await page.getByText('Your self-assessment').count()).toBe(0);
    await page.goto('/assessment/mine');
    await mine.getByText('Overall level').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await mine.getByText(/^Assessed by /).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
