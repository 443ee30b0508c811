import type { Locator, Page } from 'playwright-core';

/** Presses Tab until the element has focus, as a keyboard user would; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target.toString()} with ${limit} presses of Tab`);
}

/**
 * The id of the element that holds focus once a new step has settled. Focus moves in an effect after
 * the step renders, so this waits up to two seconds for the step's heading before reading it.
 */
export async function focusedIdAfterStep(page: Page): Promise<string | undefined> {
  await page.waitForFunction(() => document.activeElement?.id === 'step-heading', null, { timeout: 2_000 }).catch(() => undefined);
  return page.evaluate(() => document.activeElement?.id);
}
