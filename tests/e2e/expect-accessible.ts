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
