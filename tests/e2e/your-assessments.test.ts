import { execFileSync } from 'node:child_process';
import { resultsShown } from './results-shown';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { longAustralianDate } from '../../src/domain/format';
import { holdAccessKeys, saveAssessment, saveDetailedAssessment, saveDraft } from './assessments';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';
import { holdScript } from './hold-script';
import { answerAllQuestionsByMouse, finishWizardByMouse } from './wizard-steps';

describe('your assessments, in this browser', () => {
  const browser = useBrowser();

  it('lists an assessment completed here, downloads its data as JSON, deletes it, and the support list no longer has it', async () => {
    const { page, pageErrors } = await browser.newPage();
    const organisation = 'Own Assessments Pty Ltd';
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    await answerAllQuestionsByMouse(page);
    await finishWizardByMouse(page, organisation);
    await resultsShown(page);

    await page.getByRole('link', { name: 'Your assessments' }).click();
    await page.waitForURL('**/assessment/mine');
    const card = page.getByRole('listitem', { name: organisation });
    await expect.poll(() => card.isVisible()).toBe(true);
    const facts = await card.getByRole('definition').allTextContents();
    expect(facts).toEqual([longAustralianDate(Date.now()), 'Completed', 'Quick check', 'New assessment', 'Maturity Level Zero (indicative, from ratings)']);
    expect(await card.getByRole('link', { name: `Open results of ${organisation}` }).getAttribute('href')).toMatch(/^\/assessment\/results\?id=[0-9a-f-]{36}$/);

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: `Download my data (JSON) of ${organisation}` }).click()]);
    expect(download.suggestedFilename()).toMatch(/^essential-eight-data-Own-Assessments-Pty-Ltd-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
    expect(data.assessment.organizationName).toBe(organisation);
    expect(data.assessment.status).toBe('completed');
    expect(data.auditEvents[0]).toMatchObject({ action: 'export', by: 'the respondent' });
    expect(data.followUp).toMatchObject({ internalNoteCount: 0, internalNotes: expect.stringContaining('keeps no internal notes about this assessment') });

    // The dialog names the organisation; Cancel has focus, and Escape keeps the assessment and returns focus.
    const deleteButton = card.getByRole('button', { name: `Delete the assessment of ${organisation}` });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: `Delete the assessment of ${organisation}?` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('It cannot be undone.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(`Delete the assessment of ${organisation}`);
    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Yes, delete it' }).click();

    await expect.poll(() => page.getByRole('status').filter({ hasText: 'was deleted' }).textContent()).toBe(`The assessment of ${organisation} was deleted.`);
    expect(await card.count()).toBe(0);
    await page.getByRole('heading', { level: 2, name: 'No assessments in this browser' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Your assessments');
    expect(await page.evaluate(() => window.localStorage.getItem('e8_access_keys'))).toBe('{}');

    await page.goto('/login');
    await signIn(page);
    await page.waitForURL('**/support');
    await page.goto(`/support/results?search=${encodeURIComponent(organisation)}`);
    await page.getByText('No assessments match.').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('keeps the page still while the list arrives on a phone: the footer waits below the fold, not under the loading line', async () => {
    const held = [await saveAssessment({ organizationName: 'Still Page Pty Ltd' }), await saveAssessment({ organizationName: 'Still Page Two Pty Ltd' })];
    const { page, pageErrors } = await browser.newPage({ width: 375 });
    await page.goto('/');
    await holdAccessKeys(page, held);
    // The assessments' answers come late, as on a slow network: the page shows its loading line meanwhile.
    const release = await holdScript(page, '**/api/assessments/*');
    await page.goto('/assessment/mine');
    await page.getByRole('status').filter({ hasText: 'Loading your assessments…' }).waitFor();
    await page.evaluate(() => {
      const shifts = { total: 0 };
      Object.assign(window, { e8Shifts: shifts });
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as (PerformanceEntry & { value: number })[]) shifts.total += entry.value;
      }).observe({ type: 'layout-shift' });
    });
    release();
    await page.getByRole('list', { name: 'Assessments in this browser, newest first' }).getByRole('heading', { name: 'Still Page Two Pty Ltd' }).waitFor();
    // Two frames, so a shift of the list's arrival has been recorded.
    const shifted = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { e8Shifts: { total: number } }).e8Shifts.total)))),
    );
    expect(shifted).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it("lists drafts to resume beside completed ones, newest first, downloads a detailed one's full report here and from its results, and forgets one the server no longer has", async () => {
    const detailed = await saveDetailedAssessment({ organizationName: 'Detailed Own Pty Ltd' });
    const older = await saveAssessment({ organizationName: 'Older Completed Pty Ltd' });
    const draft = await saveDraft({ organizationName: 'Newer Draft Pty Ltd' });
    const gone = await saveAssessment({ organizationName: 'Deleted Elsewhere Pty Ltd' });
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Your assessments' }).click();
    await page.getByRole('heading', { level: 2, name: 'No assessments in this browser' }).waitFor();
    await holdAccessKeys(page, [detailed, older, draft, gone]);
    // Deleted by the respondent from another tab of this browser, say.
    await page.evaluate(async ({ id, accessKey }) => {
      await fetch(`/api/assessments/${id}`, { method: 'DELETE', headers: { 'x-access-key': accessKey } });
    }, gone);
    await page.reload();

    const list = page.getByRole('list', { name: 'Assessments in this browser, newest first' });
    await list.getByRole('heading', { level: 2, name: 'No longer available' }).waitFor();
    expect(await list.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Newer Draft Pty Ltd', 'Older Completed Pty Ltd', 'Detailed Own Pty Ltd', 'No longer available']);
    // Only a completed detailed assessment offers its detailed report, named for its organisation.
    expect(await list.getByRole('button', { name: /^Download detailed report \(PDF\)/ }).count()).toBe(1);
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: 'Download detailed report (PDF) for Detailed Own Pty Ltd' }).click(),
    ]);
    expect(report.suggestedFilename()).toBe('Detailed Own Pty Ltd_Detailed_Report.pdf');
    const reportText = (file: string) => execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    // A requirement of the register, with its outcome.
    const registerEntry = 'Privileged users of systems are authenticated with multi-factor authentication. Maturity Levels Two and Three | ISM-1173 | Outcome: Not implemented';
    expect(reportText(await report.path())).toContain(registerEntry);
    const draftCard = page.getByRole('listitem', { name: 'Newer Draft Pty Ltd' });
    expect(await draftCard.getByRole('definition').allTextContents()).toEqual([longAustralianDate(Date.now()), 'Draft', 'Quick check', 'New assessment', 'Not finished']);
    expect(await draftCard.getByRole('link', { name: 'Resume of Newer Draft Pty Ltd' }).getAttribute('href')).toBe(`/assessment/resume?id=${draft.id}`);
    const goneCard = page.getByRole('listitem', { name: 'No longer available' });
    expect(await goneCard.textContent()).toContain('This assessment was not found');
    await goneCard.getByRole('button', { name: 'Forget it' }).click();
    await expect.poll(() => goneCard.count()).toBe(0);
    expect(await page.getByRole('status').filter({ hasText: 'forgotten' }).textContent()).toBe('This browser has forgotten the assessment that is no longer available.');
    const held = await page.evaluate(() => JSON.parse(window.localStorage.getItem('e8_access_keys') ?? '{}'));
    expect(Object.keys(held).sort()).toEqual([detailed.id, older.id, draft.id].sort());

    // Deleted from another tab while this page still lists it: the delete says it was already gone, and forgets it.
    await page.evaluate(async ({ id, accessKey }) => {
      await fetch(`/api/assessments/${id}`, { method: 'DELETE', headers: { 'x-access-key': accessKey } });
    }, older);
    await page.getByRole('button', { name: 'Delete the assessment of Older Completed Pty Ltd' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete it' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'already gone' }).textContent())
      .toBe('The assessment of Older Completed Pty Ltd was already gone from our servers; this browser has forgotten it.');
    expect(await list.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Newer Draft Pty Ltd', 'Detailed Own Pty Ltd']);
    expect(Object.keys(await page.evaluate(() => JSON.parse(window.localStorage.getItem('e8_access_keys') ?? '{}'))).sort()).toEqual([detailed.id, draft.id].sort());

    // From the detailed assessment's results: the button near the top and the one in "Next steps" share one download.
    await list.getByRole('link', { name: 'Open results of Detailed Own Pty Ltd' }).click();
    await page.getByRole('heading', { level: 2, name: 'Next steps' }).waitFor();
    const buttons = page.getByRole('button', { name: 'Download detailed report (PDF)', exact: true });
    expect(await buttons.count()).toBe(2);
    const [fromResults] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByRole('group', { name: 'Download and next step' }).getByRole('button', { name: 'Download detailed report (PDF)' }).click();
        // Both buttons say so while the server makes it, and the status region announces it once.
        await expect.poll(() => page.getByRole('status').filter({ hasText: 'Preparing the report…' }).count()).toBe(1);
      })(),
    ]);
    expect(reportText(await fromResults.path())).toContain(registerEntry);
    await expect.poll(() => buttons.count()).toBe(2);
    // The browser logs the two 404s of the assessments that were gone; nothing else went wrong.
    expect(pageErrors).toEqual(Array.from({ length: 2 }, () => 'Failed to load resource: the server responded with a status of 404 (Not Found)'));
  });
});
