import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Label in Name (WCAG 2.5.3): a control's accessible name contains the words it shows. Named here so
// that it stays on even where an axe-core release ships it switched off, as it did before 4.14.
const LABEL_IN_NAME = 'label-content-name-mismatch';

/**
 * Every axe rule finds nothing on the page as it stands, and nothing is wider than the screen.
 *
 * Axe runs in the page itself (legacy mode) and reports the nodes of violations only: the default opens a blank
 * tab to merge per-frame results and carries every passing node back, which made up three quarters of the
 * accessibility file's time (95 of 132 s) for the same rules and the same violations. Same-origin frames are
 * still checked.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: { [LABEL_IN_NAME]: { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  const found = results.violations.map((violation) => `${where}: ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found).toEqual([]);
  const ran = [...results.passes, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id);
  expect(ran).toContain(LABEL_IN_NAME);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${where} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** The widths every state is checked at: a desktop and a phone. */
export const WIDTHS = [1440, 375] as const;
export const HEIGHT = 900;

/**
 * Axe finds nothing on the page as it stands at each width, and nothing is wider than the screen: one walk through
 * the pages, each state checked at the desktop's width and at the phone's, then back at the desktop's for the next
 * step. A walk per width repeated every page load, sign-in and form for the same states.
 */
export async function expectAccessibleAtBothWidths(page: Page, where: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await expectAccessible(page, `${where} at ${width} px`);
  }
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
}
