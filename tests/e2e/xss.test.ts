import { describe, expect, it } from 'vitest';
import { holdAccessKey, saveAssessment } from './assessments';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';

const PAYLOADS = {
  organizationName: '<img src=x onerror=alert(1)><script>alert(2)</script>',
  respondentName: '"><svg onload=alert(3)>',
  respondentEmail: 'x@evil.example',
  constraints: "javascript:alert(4)//'; DROP TABLE assessments;--",
};

describe('XSS payloads in every text field', () => {
  const browser = useBrowser();

  it('show as plain text on the results page, the support list and the detail page, and never run', async () => {
    const saved = await saveAssessment(PAYLOADS);
    const { page, pageErrors } = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto('/');
    await holdAccessKey(page, saved);
    await page.goto(`/assessment/results?id=${saved.id}`);
    const organisation = page.getByRole('region', { name: 'Organisation' });
    await organisation.waitFor();
    expect(await organisation.textContent()).toContain(PAYLOADS.organizationName);
    expect(await organisation.textContent()).toContain(PAYLOADS.respondentName);

    await page.goto('/login');
    await signIn(page);
    await page.getByText('Assessments in total').waitFor();
    await page.goto(`/support/results?search=${encodeURIComponent('<img')}`);
    await page.getByRole('row', { name: /onerror/ }).waitFor();
    await page.goto(`/support/results/${saved.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(PAYLOADS.organizationName);
    expect(await page.getByRole('region', { name: 'Assessment Information' }).textContent()).toContain(PAYLOADS.respondentName);

    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll('main img[src="x"], main svg[onload]').length)).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
