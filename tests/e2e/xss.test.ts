import { describe, expect, inject, it } from 'vitest';
import { CONTROL_IDS } from '../../src/domain/controls';
import { useBrowser } from './use-browser';
import { E2E_SUPPORT } from './server';

const PAYLOADS = {
  organizationName: '<img src=x onerror=alert(1)><script>alert(2)</script>',
  respondentName: '"><svg onload=alert(3)>',
  respondentEmail: 'x@evil.example',
  constraints: "javascript:alert(4)//'; DROP TABLE assessments;--",
};

describe('XSS payloads in every text field', () => {
  const browser = useBrowser();

  it('show as plain text on the results page, the support list and the detail page, and never run', async () => {
    const response = await fetch(`${inject('baseUrl')}/api/assessments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        targetAssessments: Object.fromEntries(CONTROL_IDS.map((id) => [id, 2])),
        assessments: Object.fromEntries(CONTROL_IDS.map((id) => [id, 1])),
        timeline: '3months',
        priorities: [],
        ...PAYLOADS,
      }),
    });
    const { id, accessKey } = (await response.json()) as { id: string; accessKey: string };
    const { page, pageErrors } = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto('/');
    await page.evaluate(([assessmentId, key]) => window.localStorage.setItem('e8_access_keys', JSON.stringify({ [assessmentId!]: key })), [id, accessKey]);
    await page.goto(`/assessment/results?id=${id}`);
    const organisation = page.getByRole('region', { name: 'Organisation' });
    await organisation.waitFor();
    expect(await organisation.textContent()).toContain(PAYLOADS.organizationName);
    expect(await organisation.textContent()).toContain(PAYLOADS.respondentName);

    await page.goto('/login');
    await page.getByLabel('Username').fill(E2E_SUPPORT.username);
    await page.getByLabel('Password').fill(E2E_SUPPORT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Assessments in total').waitFor();
    await page.goto(`/support/results?search=${encodeURIComponent('<img')}`);
    await page.getByRole('row', { name: /onerror/ }).waitFor();
    await page.goto(`/support/results/${id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(PAYLOADS.organizationName);
    expect(await page.getByRole('region', { name: 'Assessment Information' }).textContent()).toContain(PAYLOADS.respondentName);

    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll('main img[src="x"], main svg[onload]').length)).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
