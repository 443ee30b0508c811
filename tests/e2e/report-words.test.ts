import { describe, expect, it } from 'vitest';
import { saveDetailedAssessment } from './assessments';
import { expectAccessible } from './expect-accessible';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';

describe("the report's words in review mode", () => {
  const browser = useBrowser();

  it('starts from the report’s own texts, saves the assessor’s opinion and marking, and says so', async () => {
    const saved = await saveDetailedAssessment({ organizationName: 'Report Words Pty Ltd' });
    const { page, pageErrors } = await browser.newPage();
    await page.goto(`/support/results/${saved.id}?mode=review`);
    await page.waitForURL('**/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === `/support/results/${saved.id}`);
    if (!page.url().includes('mode=review')) await page.goto(`/support/results/${saved.id}?mode=review`);

    const words = page.getByRole('region', { name: 'The report’s words' });
    const opinion = words.getByLabel('Opinion');
    await opinion.waitFor();
    expect(await opinion.inputValue()).toMatch(/^Essential Eight Advisory assessed Report Words Pty Ltd at Maturity Level/);
    await words.getByLabel('Classification marking').fill('PROTECTED');
    await opinion.fill('In our opinion the organisation is at Maturity Level One.');
    await words.getByRole('button', { name: 'Save the report’s words' }).click();
    await words.getByRole('status').filter({ hasText: 'The report’s words are saved.' }).waitFor();
    await expectAccessible(page, "the report's words at 1440 px");
    await words.screenshot({ path: 'docs/screenshots/report-words-form.png' });
    expect(pageErrors).toEqual([]);
  });
});
