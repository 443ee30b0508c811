import type { FileChooser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { requirementsByFirstLevel } from '../../src/client/detailed/requirement-groups';
import { controlContent } from '../../src/domain/control-content';
import { CONTROL_IDS } from '../../src/domain/controls';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import type { Requirement } from '../../src/domain/framework/requirement';
import { sameRequirementIds } from '../../src/domain/framework/shared-requirements';
import { HTML_PAGE, TINY_PDF } from '../support/evidence-fixtures';
import { multipartBody } from '../support/multipart';
import { holdAccessKey, saveDetailedAssessment } from './assessments';
import { expectAccessible } from './expect-accessible';
import { evidenceFold, openEvidenceByKeyboard, skipImportStep } from './detailed-steps';
import { focusedIdAfterStep, tabTo } from './keyboard';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';
import { serverUrl } from './test-server';

/**
 * Tabs to a file input and presses Space, which opens the browser's file chooser. Once more if none opens within
 * ten seconds, as a person would press again: the press can land before Playwright has asked Chromium to hand it
 * the chooser.
 */
async function openFileChooserByKeyboard(page: Page, input: Locator): Promise<FileChooser> {
  for (let attempt = 1; ; attempt += 1) {
    await tabTo(page, input);
    const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
    await page.keyboard.press('Space');
    try {
      return await chooser;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

const requirement = requirementsByFirstLevel(CONTROL_IDS[0])[0]!.requirements[0]!;

describe('evidence files', () => {
  const browser = useBrowser();

  it('attaches a file chosen by keyboard (saving the draft first) and one dropped on the zone, refuses HTML named as an image in words, and removes a file', async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/assessment/detailed');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await skipImportStep(page);
    const item = page.getByRole('listitem').filter({ hasText: requirement.text });
    const input = item.getByLabel('Evidence files (optional)');
    // Focus moves to the step's heading in an effect after the step renders: Tab before it lands would be undone.
    await focusedIdAfterStep(page);
    // The evidence is folded until asked for: Tab to "Add evidence (optional)" and press Enter.
    await openEvidenceByKeyboard(page, requirement);
    // By keyboard: Tab to the file input and press Space, which opens the browser's file chooser.
    const chooser = await openFileChooserByKeyboard(page, input);
    // The first file saves the draft, which loads the draft's list of files: the upload's answer is held until that
    // list, which already holds the file, has arrived, and the file still shows once.
    const listed = page.waitForResponse((response) => response.request().method() === 'GET' && /\/api\/assessments\/[^/]+\/evidence$/.test(response.url()));
    await page.route('**/api/assessments/*/evidence', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      await listed;
      await route.fulfill({ response });
    });
    await chooser.setFiles({ name: 'Patch report.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    const attached = item.getByRole('list', { name: 'Files attached' });
    await attached.getByText('Patch report.pdf').waitFor();
    await page.unroute('**/api/assessments/*/evidence');
    expect(await attached.getByRole('listitem').count()).toBe(1);
    expect(await attached.textContent()).toContain(`Patch report.pdf (PDF, ${TINY_PDF.length} bytes)`);
    expect(await item.getByRole('status').textContent()).toBe('Patch report.pdf attached.');
    // The first file saved the draft, and this browser holds its key.
    expect(Object.keys(JSON.parse((await page.evaluate(() => window.localStorage.getItem('e8_access_keys'))) ?? '{}'))).toHaveLength(1);

    await input.setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: HTML_PAGE });
    expect(await item.getByRole('alert').textContent()).toBe(
      'picture.png: This file holds HTML, which cannot be kept as evidence. Attach a PDF, PNG, JPEG, text, CSV, Word (.docx) or Excel (.xlsx) file.',
    );
    await expectAccessible(page, 'a requirement with an evidence file and a refusal at 1440 px');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, 'a requirement with an evidence file and a refusal at 375 px');

    // Dropped on the zone: a file dragged from the desktop arrives as a drop event carrying it.
    const dropped = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'Scan log.txt', { type: 'text/plain' }));
      return transfer;
    }, 'Scanned 42 workstations on 2026-11-20.\n');
    await item.locator('.evidence-files__drop').dispatchEvent('drop', { dataTransfer: dropped });
    await item.getByRole('status').filter({ hasText: 'Scan log.txt attached.' }).waitFor();
    expect(await attached.textContent()).toContain('Scan log.txt (Text, 39 bytes)');

    await item.getByRole('button', { name: 'Remove Patch report.pdf' }).click();
    await item.getByRole('status').filter({ hasText: 'Patch report.pdf removed.' }).waitFor();
    expect(await attached.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('Scan log.txt')]);

    // A file attached to a requirement several strategies share is kept once and shows under each: ISM-1815 in multi-factor authentication (the first of them in ASD's order), then in user application hardening.
    const inMfa = REQUIREMENTS.find((entry) => entry.id === 'multi-factor-authentication-event-logs-protected')!;
    const inHardening = REQUIREMENTS.find((entry) => entry.id === 'user-application-hardening-event-logs-protected')!;
    expect(sameRequirementIds(inMfa.id)).toContain(inHardening.id);
    const sharedItem = (entry: Requirement) => page.getByRole('listitem').filter({ has: page.getByRole('combobox', { name: `Outcome ${entry.text}`, exact: true }) });
    for (const strategy of CONTROL_IDS.slice(0, 2)) {
      await page.getByRole('heading', { level: 2, name: controlContent(strategy).title, exact: true }).waitFor();
      await page.getByRole('radio', { name: 'Maturity Level Two' }).check();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await page.getByRole('heading', { level: 2, name: controlContent('multi-factor-authentication').title, exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Maturity Level Two' }).check();
    await evidenceFold(page, inMfa).click();
    await sharedItem(inMfa).getByLabel('Evidence files (optional)').setInputFiles({ name: 'Log access policy.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    await sharedItem(inMfa).getByRole('status').filter({ hasText: 'Log access policy.pdf attached.' }).waitFor();
    for (const strategy of CONTROL_IDS.slice(2, 6)) {
      await page.getByRole('heading', { level: 2, name: controlContent(strategy).title, exact: true }).waitFor();
      await page.getByRole('radio', { name: 'Maturity Level Two' }).check();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await page.getByRole('heading', { level: 2, name: controlContent('user-application-hardening').title, exact: true }).waitFor();
    await sharedItem(inHardening).getByRole('list', { name: 'Files attached' }).getByText('Log access policy.pdf').waitFor();
    // The one error the browser logs is the refusal of the HTML file.
    expect(pageErrors).toEqual(['Failed to load resource: the server responded with a status of 415 (Unsupported Media Type)']);
  });

  it('lists each requirement’s files on the support detail page, with a download link, and offers the respondent a ZIP', async () => {
    const saved = await saveDetailedAssessment({ organizationName: 'Evidence Files Pty Ltd' });
    const { payload, contentType } = multipartBody({ requirementId: requirement.id }, { name: 'scan.pdf', content: TINY_PDF });
    const upload = await fetch(`${serverUrl()}/api/assessments/${saved.id}/evidence`, { method: 'POST', headers: { 'x-access-key': saved.accessKey, 'content-type': contentType }, body: new Uint8Array(payload) });
    expect(upload.status).toBe(201);
    const { page, pageErrors } = await browser.newPage();

    await page.goto('/');
    await holdAccessKey(page, saved);
    await page.goto('/assessment/mine');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download evidence (ZIP) of Evidence Files Pty Ltd' }).click();
    expect((await download).suggestedFilename()).toBe('evidence-Evidence Files Pty Ltd.zip');

    await page.goto(`/support/results/${saved.id}`);
    await page.waitForURL('**/login');
    await signIn(page);
    await page.waitForURL(`**/support/results/${saved.id}`);
    const section = page.getByRole('region', { name: 'Evidence files' });
    await section.getByRole('heading', { name: requirement.text }).waitFor();
    const link = section.getByRole('link', { name: 'scan.pdf' });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^/api/assessments/${saved.id}/evidence/[0-9a-f-]{36}$`));
    const fileDownload = page.waitForEvent('download');
    await link.click();
    expect((await fileDownload).suggestedFilename()).toBe('scan.pdf');
    expect(pageErrors).toEqual([]);
  });
});
