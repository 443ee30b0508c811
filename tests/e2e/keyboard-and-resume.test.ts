import type { Page } from 'playwright-core';
import { resultsShown } from './results-shown';
import { describe, expect, it } from 'vitest';
import { controlContent } from '../../src/domain/control-content';
import { CONTROL_IDS } from '../../src/domain/controls';
import { useBrowser } from './use-browser';
import { focusedIdAfterStep, tabTo } from './keyboard';
import { CURRENTS, TARGETS, chooseOption } from './wizard-steps';

/** Selects the n-th option (0-based) of the radio group on screen with the keyboard alone. */
async function chooseByKeyboard(page: Page, firstOption: RegExp, steps: number): Promise<void> {
  await tabTo(page, page.getByRole('radio', { name: firstOption }));
  await page.keyboard.press('Space');
  for (let i = 0; i < steps; i += 1) await page.keyboard.press('ArrowDown');
}

describe('assessment wizard by keyboard alone', () => {
  const browser = useBrowser();

  it('completes the assessment from the landing page without a mouse', async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/');
    await tabTo(page, page.getByRole('link', { name: 'Start the quick check' }));
    await page.keyboard.press('Enter');
    const start = page.getByRole('button', { name: "Let's Get Started" });
    await start.waitFor();
    await tabTo(page, start);
    await page.keyboard.press('Enter');

    const next = page.getByRole('button', { name: /^Next/ });
    for (const [index, id] of CONTROL_IDS.entries()) {
      await page.getByRole('heading', { level: 2, name: controlContent(id).title, exact: true }).waitFor();
      // Focus moves to the new question's heading, so a screen reader announces it.
      expect(await focusedIdAfterStep(page)).toBe('step-heading');
      await chooseByKeyboard(page, /^Maturity Level One$/, TARGETS[index]! - 1);
      await tabTo(page, next);
      await page.keyboard.press('Enter');
    }
    for (const [index, id] of CONTROL_IDS.entries()) {
      await page.getByRole('heading', { level: 2, name: controlContent(id).title, exact: true }).waitFor();
      // As above: once focus has moved to the heading, it is not taken away between the key presses that choose.
      expect(await focusedIdAfterStep(page)).toBe('step-heading');
      await chooseByKeyboard(page, /^Maturity Level Zero$/, CURRENTS[index]!);
      await tabTo(page, next);
      await page.keyboard.press('Enter');
    }

    await page.getByRole('heading', { name: 'Implementation planning' }).waitFor();
    // As for the questions: focus reaches the step's heading first, so it is not taken from the radio between the arrow keys.
    expect(await focusedIdAfterStep(page)).toBe('step-heading');
    await tabTo(page, page.getByRole('radio', { name: '3 months' }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '12 months' }).isChecked()).toBe(true);
    await tabTo(page, page.getByRole('checkbox', { name: 'Regular backups' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel('Constraints *'));
    await page.keyboard.type('Budget is fixed until July.');
    await tabTo(page, page.getByRole('button', { name: 'Next: Organisation Details' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Organisation details' }).waitFor();
    // Going on with the fields empty moves focus to the first field in error.
    await tabTo(page, page.getByRole('button', { name: 'Next: Review Your Answers' }));
    await page.keyboard.press('Enter');
    await page.getByText('Organisation name is required').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('organizationName');
    await page.keyboard.type('Keyboard Co');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kim Keys');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim@keyboard.example');
    await tabTo(page, page.getByRole('button', { name: 'Next: Review Your Answers' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
    expect(await focusedIdAfterStep(page)).toBe('step-heading');
    await tabTo(page, page.getByRole('button', { name: 'Submit Assessment' }), 120);
    await page.keyboard.press('Enter');

    await resultsShown(page);
    expect(await page.getByRole('region', { name: 'Organisation' }).textContent()).toContain('Keyboard Co');
    expect(await page.getByRole('region', { name: 'Overview' }).textContent()).toContain('1.3 out of 3');
    // The three most urgent controls' recommendations are open; the others open from the keyboard too.
    const openAtFirst = await page.locator('details[open]').count();
    expect(openAtFirst).toBe(3);
    const summary = page.locator('details:not([open]) > summary').first();
    await tabTo(page, summary, 120);
    await page.keyboard.press('Enter');
    expect(await page.locator('details[open]').count()).toBe(openAtFirst + 1);
    expect(pageErrors).toEqual([]);
  });

  it('restores progress after a reload and carries on where the respondent left off', async () => {
    const { page } = await browser.newPage();
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    for (let i = 0; i < 3; i += 1) {
      await chooseOption(page, 'Standard');
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('heading', { level: 2, name: controlContent(CONTROL_IDS[3]).title, exact: true }).waitFor();
    const stored = await page.evaluate(() => Object.keys(window.localStorage));
    expect(stored.every((key) => key.startsWith('e8_'))).toBe(true);

    await page.reload();
    await page.getByRole('heading', { level: 2, name: controlContent(CONTROL_IDS[3]).title, exact: true }).waitFor();
    expect(await page.getByText('Step 4 of 19').isVisible()).toBe(true);
    expect(await page.getByText('We restored the answers you gave earlier in this browser.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('heading', { level: 2, name: controlContent(CONTROL_IDS[2]).title, exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'Maturity Level Two', exact: true }).isChecked()).toBe(true);

    // Start over forgets everything.
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('button', { name: "Let's Get Started" }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: "Let's Get Started" }).waitFor();
  });

  it('sends a results page without an id back to the assessment, and says so when results cannot be opened', async () => {
    const { page } = await browser.newPage();
    await page.goto('/assessment/results');
    await page.waitForURL((url) => url.pathname === '/assessment');
    await page.goto('/assessment/results?id=00000000-0000-4000-8000-000000000000');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Error: This browser does not hold the key to these results.');
  });
});
