import type { Page } from 'playwright-core';
import { resultsShown } from './results-shown';
import { describe, expect, it } from 'vitest';
import { requirementsByFirstLevel } from '../../src/client/detailed/requirement-groups';
import { controlContent } from '../../src/domain/control-content';
import { CONTROL_IDS } from '../../src/domain/controls';
import type { Requirement } from '../../src/domain/framework/requirement';
import { allControls } from '../support/assessments';
import { holdAccessKey, saveAssessment } from './assessments';
import { outcomeSelect, skipImportStep } from './detailed-steps';
import { expectAccessible } from './expect-accessible';
import { tabTo } from './keyboard';
import { useBrowser } from './use-browser';

// Application control and the macros, one after the other: neither shares a requirement with the other, and application
// control's level two has enough requirements to confirm some and leave some.
const [firstStrategy, secondStrategy] = ['application-control', 'configure-microsoft-office-macro-settings'] as const;
const STEP = `Step ${CONTROL_IDS.indexOf(firstStrategy) + 1} of 11`;
const firstTitle = controlContent(firstStrategy).title;
const [levelOne, levelTwo, levelThree] = requirementsByFirstLevel(firstStrategy).map((group) => group.requirements);
const SUGGESTION = 'Suggested from your quick check: Effective';

/** A quick check rating the strategy under test at level two, the one after it at one and the rest at zero, every target three. */
function quickCheck() {
  return saveAssessment({
    organizationName: 'Suggested Pty Ltd',
    targetAssessments: allControls(3),
    assessments: allControls((id) => (id === firstStrategy ? 2 : id === secondStrategy ? 1 : 0)),
  });
}

/** Opens the detailed assessment from the quick check's "Check each requirement", and goes on to the strategy under test. */
async function startFromQuickCheck(page: Page): Promise<void> {
  const saved = await quickCheck();
  await page.goto('/');
  await holdAccessKey(page, saved);
  await page.goto(`/assessment/results?id=${saved.id}`);
  await page.getByRole('link', { name: 'Check each requirement' }).click();
  await page.getByText('A suggestion counts as Not assessed until you confirm it').waitFor();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await skipImportStep(page);
  await page.getByText('Step 1 of 11').waitFor();
  for (const strategy of CONTROL_IDS.slice(0, CONTROL_IDS.indexOf(firstStrategy))) {
    await page.getByRole('heading', { level: 2, name: controlContent(strategy).title, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await page.getByText(STEP).waitFor();
}

/** The item of a requirement on the strategy step. */
function requirementItem(page: Page, requirement: Requirement) {
  return page.getByRole('listitem').filter({ has: outcomeSelect(page, requirement) });
}

/** From the strategy under test to the review, every other answer as the quick check handed it over. */
async function nextToReview(page: Page): Promise<void> {
  for (const [index, strategy] of CONTROL_IDS.entries()) {
    if (index < CONTROL_IDS.indexOf(firstStrategy)) continue;
    await page.getByRole('heading', { level: 2, name: controlContent(strategy).title, exact: true }).waitFor();
    await page.getByRole('button', { name: index === CONTROL_IDS.length - 1 ? 'Next: Implementation Details' : 'Next', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Next: Organisation Details' }).click();
  await page.getByRole('button', { name: 'Next: Review Your Answers' }).click();
  await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
}

function confirmButton(page: Page, requirement: Requirement) {
  return page.getByRole('button', { name: `Confirm ${requirement.text}`, exact: true });
}

describe('suggestions from a quick check in the detailed assessment', () => {
  const browser = useBrowser();

  it('shows the ratings as suggestions, not Effective; confirms one by keyboard and a level at once; the results count only those confirmed', async () => {
    const { page, pageErrors } = await browser.newPage();
    await startFromQuickCheck(page);

    // Every requirement of levels one and two is Not assessed with a suggestion; level three has none.
    for (const requirement of [...levelOne!, ...levelTwo!]) {
      expect(await outcomeSelect(page, requirement).inputValue()).toBe('not-assessed');
      expect(await requirementItem(page, requirement).getByText(SUGGESTION).isVisible()).toBe(true);
    }
    for (const requirement of levelThree!) expect(await requirementItem(page, requirement).getByText(SUGGESTION).count()).toBe(0);
    const achieved = page.getByRole('status').filter({ hasText: 'Achieved so far' });
    expect(await achieved.textContent()).toBe('Achieved so far: Maturity Level Zero');
    // The outcome is described by its suggestion, for those who reach it by Tab.
    expect(await outcomeSelect(page, levelOne![0]!).getAttribute('aria-describedby')).toMatch(/-suggestion(?: |$)/);

    // Confirm one by keyboard: it becomes Effective, and focus moves to its outcome.
    await tabTo(page, confirmButton(page, levelOne![0]!), 120);
    await page.keyboard.press('Enter');
    expect(await outcomeSelect(page, levelOne![0]!).inputValue()).toBe('effective');
    expect(await outcomeSelect(page, levelOne![0]!).evaluate((select) => select === document.activeElement)).toBe(true);
    expect(await requirementItem(page, levelOne![0]!).getByText(SUGGESTION).count()).toBe(0);

    // Confirm all for level one: the rest of level one, not level two.
    const rest = levelOne!.length - 1;
    const confirmLevelOne = page.getByRole('button', { name: `Confirm all for this level: ${rest} suggestions for Maturity Level One of ${firstTitle}`, exact: true });
    // It sits above the list, behind the outcome that now holds focus: focused directly, pressed with Enter.
    await confirmLevelOne.focus();
    await page.keyboard.press('Enter');
    for (const requirement of levelOne!) expect(await outcomeSelect(page, requirement).inputValue()).toBe('effective');
    expect(await outcomeSelect(page, levelTwo![0]!).inputValue()).toBe('not-assessed');
    expect(await page.getByText(`Confirmed ${rest} suggestions for Maturity Level One of ${firstTitle}.`).count()).toBe(1);
    expect(await confirmLevelOne.count()).toBe(0);
    // Its button gone, focus moves to the first requirement it confirmed.
    expect(await outcomeSelect(page, levelOne![1]!).evaluate((select) => select === document.activeElement)).toBe(true);
    expect(await achieved.textContent()).toBe('Achieved so far: Maturity Level One');

    // Level two: one confirmed, one chosen by hand (which removes its suggestion), the rest left as suggestions.
    await confirmButton(page, levelTwo![0]!).click();
    await outcomeSelect(page, levelTwo![1]!).selectOption({ label: 'Ineffective' });
    expect(await requirementItem(page, levelTwo![1]!).getByText(SUGGESTION).count()).toBe(0);
    const leftAtTwo = levelTwo!.length - 2;
    await page.getByRole('button', { name: `Confirm all for this level: ${leftAtTwo} suggestions for Maturity Level Two of ${firstTitle}`, exact: true }).waitFor();
    expect(await achieved.textContent()).toBe('Achieved so far: Maturity Level One');

    await nextToReview(page);

    // The second strategy's level-one suggestions were never confirmed.
    const unconfirmed = leftAtTwo + requirementsByFirstLevel(secondStrategy)[0]!.requirements.length;
    const warning = page.getByText(`${unconfirmed} suggestions from your quick check are not confirmed.`);
    expect(await warning.isVisible()).toBe(true);
    expect(await page.getByText('Until confirmed, they count as Not assessed').count()).toBe(1);
    expect(await page.getByRole('link', { name: `${firstTitle}: ${leftAtTwo} suggestions` }).count()).toBe(1);

    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    await resultsShown(page);
    const asd = page.getByRole('region', { name: "Maturity level by ASD's method" });
    // Rated two, but only level one's suggestions were all confirmed; the second strategy, rated one, confirmed none.
    expect(await asd.getByRole('row', { name: new RegExp(`^${firstTitle}`) }).textContent()).toContain('Maturity Level One');
    expect(await asd.getByRole('row', { name: new RegExp(`^${controlContent(secondStrategy).title}`) }).textContent()).toContain('Maturity Level Zero');
    expect(pageErrors).toEqual([]);
  });

  it('keeps unconfirmed suggestions in a saved draft, so a fresh browser resuming it shows them', async () => {
    const first = await browser.newPage();
    await startFromQuickCheck(first.page);
    await confirmButton(first.page, levelOne![0]!).click();
    await first.page.getByRole('button', { name: 'Save and finish later' }).click();
    const link = await first.page.getByLabel('Resume link').inputValue();

    const fresh = await browser.newPage();
    await fresh.page.goto(link);
    await fresh.page.getByText(STEP).waitFor();
    await outcomeSelect(fresh.page, levelOne![1]!).waitFor();
    expect(await outcomeSelect(fresh.page, levelOne![0]!).inputValue()).toBe('effective');
    expect(await outcomeSelect(fresh.page, levelOne![1]!).inputValue()).toBe('not-assessed');
    expect(await requirementItem(fresh.page, levelOne![1]!).getByText(SUGGESTION).isVisible()).toBe(true);
    expect(await fresh.page.getByText(SUGGESTION).count()).toBe(levelOne!.length - 1 + levelTwo!.length);
    expect(fresh.pageErrors).toEqual([]);
  });

  it.each([1440, 375])('has no accessibility violations on a strategy step with suggestions and the review warning at %i px', async (width) => {
    const { page, pageErrors } = await browser.newPage({ width });
    await startFromQuickCheck(page);
    await confirmButton(page, levelOne![0]!).waitFor();
    await expectAccessible(page, `strategy step with suggestions at ${width} px`);
    await nextToReview(page);
    await page.getByText('suggestions from your quick check are not confirmed').waitFor();
    await expectAccessible(page, `review with unconfirmed suggestions at ${width} px`);
    expect(pageErrors).toEqual([]);
  });
});
