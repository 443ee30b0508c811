import { describe, expect, it } from 'vitest';
import { REVIEWED_DELETION_MESSAGE } from '../../src/domain/review/reviewed-deletion';
import { saveDetailedAssessment } from './assessments';
import { expectAccessible } from './expect-accessible';
import { reviewTo } from './reviews';
import { E2E_CONSULTANT } from './server';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';

describe('deleting an assessment whose review is finished', () => {
  const browser = useBrowser();

  it('tells a consultant that only an administrator can delete it, and offers the administrator Delete Assessment', async () => {
    const { id } = await saveDetailedAssessment({ organizationName: 'Keptflow Pty Ltd' });
    const { context, page, pageErrors } = await browser.newPage();
    await page.goto('/login');
    await signIn(page, E2E_CONSULTANT);
    await page.waitForURL('**/support');
    await reviewTo(context.request, id, 'finished');
    await page.goto(`/support/results/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Keptflow Pty Ltd' }).waitFor();
    const exports = page.getByRole('region', { name: 'Exports' });
    await exports.getByText(REVIEWED_DELETION_MESSAGE).waitFor();
    expect(await page.getByRole('button', { name: 'Delete Assessment' }).count()).toBe(0);
    await expectAccessible(page, 'reviewed assessment for a consultant');

    const administrator = await browser.newPage();
    await administrator.page.goto('/login');
    await signIn(administrator.page);
    await administrator.page.waitForURL('**/support');
    await administrator.page.goto(`/support/results/${id}`);
    await administrator.page.getByRole('button', { name: 'Delete Assessment' }).click();
    await administrator.page.getByRole('dialog', { name: "Delete Keptflow Pty Ltd's assessment?" }).getByRole('button', { name: 'Yes, delete it' }).click();
    await administrator.page.waitForURL((url) => url.pathname === '/support/results');
    expect(pageErrors).toEqual([]);
    expect(administrator.pageErrors).toEqual([]);
  });
});
