import { describe, expect, it } from 'vitest';
import { expectAccessible } from './expect-accessible';
import { useBrowser } from './use-browser';

// The check the browser tests lean on finds what it must: a field without a label, a button whose name leaves
// out the words it shows (Label in Name), and a page wider than the screen.
describe('expectAccessible', () => {
  const browser = useBrowser();

  it('names each violation and where it is, and passes the same page once mended', async () => {
    const { page } = await browser.newPage();
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML('beforeend', '<input id="unlabelled" type="text"><button id="mismatch" aria-label="Close">Delete everything</button>');
    });
    // What the failing assertion received: one line per violation, naming the rule and the element.
    const found = await expectAccessible(page, 'the broken page').then(
      () => [],
      (error: { actual?: unknown }) => error.actual,
    );
    expect(found).toEqual(['the broken page: label-content-name-mismatch at #mismatch', 'the broken page: label at #unlabelled']);

    await page.evaluate(() => {
      document.getElementById('unlabelled')!.setAttribute('aria-label', 'Name');
      document.getElementById('mismatch')!.setAttribute('aria-label', 'Delete everything now');
    });
    await expectAccessible(page, 'the mended page');
  });

  it('says when the page is wider than the screen', async () => {
    const { page } = await browser.newPage({ width: 375 });
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<p style="width: 900px">A wide line.</p>'));
    await expect(expectAccessible(page, 'the wide page')).rejects.toThrow('the wide page is wider than the screen');
  });
});
