import { describe, expect, it } from 'vitest';
import { saveDetailedAssessment } from './assessments';
import { expectAccessible } from './expect-accessible';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';

describe("the report's words in review mode", () => {
  const browser = useBrowser();

  it('starts from the report’s own texts, keeps what was typed through a finding agreed and a reload, saves the assessor’s opinion and marking, and says so', async () => {
    const saved = await saveDetailedAssessment({ organizationName: 'Report Words Pty Ltd' });
    const { page, pageErrors } = await browser.newPage();
    await page.goto(`/support/results/${saved.id}?mode=review`);
    await page.waitForURL('**/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === `/support/results/${saved.id}`);
    if (!page.url().includes('mode=review')) await page.goto(`/support/results/${saved.id}?mode=review`);

    const words = page.getByRole('region', { name: 'The report’s words' });
    const opinion = words.getByLabel('Opinion');
    // Folded until opened; a tab holding unsaved words opens it by itself (after the reload below).
    await words.getByText('Write the marking, the addresses and the report’s texts').click();
    await opinion.waitFor();
    expect(await opinion.inputValue()).toMatch(/^Essential Eight Advisory assessed Report Words Pty Ltd at Maturity Level/);
    await words.getByLabel('Classification marking').fill('PROTECTED');
    await opinion.fill('In our opinion the organisation is at Maturity Level One.');
    // A finding agreed while the words are unsaved: the report's own texts are made again, and what was typed stays.
    const risks = words.getByLabel('Key security risks');
    const risksBefore = await risks.inputValue();
    await page.getByRole('button', { name: /^Agree with the respondent: / }).first().click();
    const batch = page.getByRole('dialog', { name: 'Agree with the respondent' });
    await batch.getByRole('radio', { name: 'Documents reviewed' }).check();
    await batch.getByRole('button', { name: 'Agree on 1 requirement' }).click();
    await page.getByRole('status').filter({ hasText: /^Agreed with the respondent on 1 requirement\.$/ }).waitFor();
    await expect.poll(() => risks.inputValue()).not.toBe(risksBefore);
    expect(await opinion.inputValue()).toBe('In our opinion the organisation is at Maturity Level One.');
    expect(await words.getByLabel('Classification marking').inputValue()).toBe('PROTECTED');
    // A reload keeps the words not yet saved, in this tab.
    await page.reload();
    await opinion.waitFor();
    expect(await opinion.inputValue()).toBe('In our opinion the organisation is at Maturity Level One.');
    expect(await words.getByLabel('Classification marking').inputValue()).toBe('PROTECTED');
    await words.getByRole('button', { name: 'Save the report’s words' }).click();
    await words.getByRole('status').filter({ hasText: 'The report’s words are saved.' }).waitFor();
    await expectAccessible(page, "the report's words at 1440 px");
    expect(pageErrors).toEqual([]);
  });
});
