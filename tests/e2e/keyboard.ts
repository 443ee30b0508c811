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

/**
 * Moves a focused select to the option labelled `label` with the arrow keys, as a keyboard user would, each press
 * changing the value. Typing the option's name instead relies on the browser's type-ahead, which starts a new search
 * when a key comes more than a second after the last: on a loaded machine it chose the wrong option.
 */
export async function chooseWithArrows(page: Page, select: Locator, label: string): Promise<void> {
  const position = () =>
    select.evaluate((element, wanted) => {
      const options = [...(element as HTMLSelectElement).options];
      return { at: (element as HTMLSelectElement).selectedIndex, target: options.findIndex((option) => option.label === wanted), count: options.length };
    }, label);
  const start = await position();
  if (start.target < 0) throw new Error(`${select.toString()} has no option "${label}"`);
  const key = start.target > start.at ? 'ArrowDown' : 'ArrowUp';
  for (let presses = 0; presses < start.count; presses += 1) {
    if ((await position()).at === start.target) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${select.toString()} did not reach "${label}" with the arrow keys`);
}
