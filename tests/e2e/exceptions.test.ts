import type { Locator, Page } from 'playwright-core';
import { resultsShown } from './results-shown';
import { describe, expect, it } from 'vitest';
import { requirementsByFirstLevel } from '../../src/client/detailed/requirement-groups';
import { addMonths, dayInWords, dayOf, DEFAULT_TIME_ZONE } from '../../src/domain/calendar-day';
import { controlContent } from '../../src/domain/control-content';
import { controlTitle } from '../../src/domain/control-titles';
import { CONTROL_IDS } from '../../src/domain/controls';
import type { Requirement } from '../../src/domain/framework/requirement';
import { RISK_ACCEPTANCE_NOT_RECORDED, RISK_ACCEPTANCE_WARNING, RISK_ACCEPTED_BY_LABEL, riskAcceptanceReviewText } from '../../src/domain/framework/risk-acceptance';
import { sharedWith } from '../../src/domain/framework/shared-requirements';
import { outcomeSelect, skipImportStepByKeyboard } from './detailed-steps';
import { expectAccessible } from './expect-accessible';
import { chooseWithArrows, focusedIdAfterStep, tabTo } from './keyboard';
import { useBrowser } from './use-browser';
import { saveDraft } from './assessments';

const [firstStrategy] = CONTROL_IDS;
// Three of its own level-one requirements, shared with no other strategy, so each is one row of the register.
const [notApplicable, alternate, accepted] = requirementsByFirstLevel(firstStrategy)[0]!.requirements.filter((requirement) => sharedWith(requirement.id).length === 0);
const JUSTIFICATION = 'Every application runs from a managed virtual desktop; no workstations are in use.';
const CONTROL = 'Allow-listing is enforced by the virtual desktop platform for every session.';
const ACCEPTED_CONTROL = 'Every executable is checked against a hash list by the endpoint agent.';
const APPROVER = 'Sam Lee, Chief Information Security Officer';

/** Chooses an outcome in a select with the arrow keys, as a keyboard user would, and checks it took. */
async function chooseOutcome(page: Page, select: Locator, label: string, value: string): Promise<void> {
  await tabTo(page, select, 200);
  await chooseWithArrows(page, select, label);
  expect(await select.inputValue()).toBe(value);
}

/**
 * The first day after today whose day and month are the same number (12 December, 1 January, ...):
 * typed into a date input it reads the same whether the browser shows day or month first.
 */
function sameDayAndMonthAfter(today: string): string {
  for (let months = 0; months <= 12; months += 1) {
    const day = addMonths(today, months);
    const candidate = `${day.slice(0, 5)}${day.slice(5, 7)}-${day.slice(5, 7)}`;
    if (candidate > today) return candidate;
  }
  throw new Error(`No day after ${today} has its day and month alike within a year`);
}

/** Types a date whose day and month are alike into a focused date input, day and month first as the browser shows them, then the year. */
async function typeDate(page: Page, input: Locator, day: string): Promise<void> {
  const [year, month] = day.split('-');
  await page.keyboard.type(month!);
  await page.keyboard.type(month!);
  await page.keyboard.type(year!);
  expect(await input.inputValue()).toBe(day);
}

/** A requirement's entry on its strategy's step, found by its outcome's select. */
function requirementItem(page: Page, requirement: Requirement): Locator {
  return page.getByRole('listitem').filter({ has: outcomeSelect(page, requirement) });
}

/** Chooses Maturity Level One as the target of the strategy on screen and moves on, by keyboard. */
async function targetAndNext(page: Page, next: string): Promise<void> {
  await focusedIdAfterStep(page);
  await tabTo(page, page.getByRole('radio', { name: 'Maturity Level One' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: next, exact: true }), 200);
  await page.keyboard.press('Enter');
}

describe('exceptions in the detailed assessment', () => {
  const browser = useBrowser();

  it('asks a justification for not applicable, and for an alternate control a review date; warns of no one accepting the residual risk without refusing; lands on what is missing; shows the exceptions register', async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/assessment/detailed');
    const start = page.getByRole('button', { name: 'Start', exact: true });
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await skipImportStepByKeyboard(page);

    // The first strategy: one requirement not applicable, one an alternate control whose review date is left out for now.
    await page.getByRole('heading', { level: 2, name: controlContent(firstStrategy).title }).waitFor();
    await focusedIdAfterStep(page);
    await tabTo(page, page.getByRole('radio', { name: 'Maturity Level One' }));
    await page.keyboard.press('Space');
    await chooseOutcome(page, outcomeSelect(page, notApplicable!), 'Not applicable', 'not-applicable');
    const justification = page.getByRole('textbox', { name: `Justification ${notApplicable!.text}`, exact: true });
    await tabTo(page, justification);
    await page.keyboard.type(JUSTIFICATION);
    expect(await justification.getAttribute('aria-describedby')).toContain('-hint');

    await chooseOutcome(page, outcomeSelect(page, alternate!), 'Alternate control', 'alternate-control');
    await tabTo(page, page.getByRole('textbox', { name: `Justification ${alternate!.text}`, exact: true }));
    await page.keyboard.type(CONTROL);
    // No one named as accepting the residual risk: a warning in words beside the field, not an error.
    const unacceptedField = requirementItem(page, alternate!).getByLabel(`${RISK_ACCEPTED_BY_LABEL} (optional)`);
    expect(await unacceptedField.getAttribute('aria-describedby')).toContain('-warning');
    expect(await unacceptedField.getAttribute('aria-invalid')).toBeNull();
    expect(await requirementItem(page, alternate!).getByText(RISK_ACCEPTANCE_WARNING).isVisible()).toBe(true);

    // A second alternate control, complete: its review date and who accepted the residual risk; no warning once named.
    const reviewDay = sameDayAndMonthAfter(dayOf(Date.now(), DEFAULT_TIME_ZONE));
    await chooseOutcome(page, outcomeSelect(page, accepted!), 'Alternate control', 'alternate-control');
    await tabTo(page, page.getByRole('textbox', { name: `Justification ${accepted!.text}`, exact: true }));
    await page.keyboard.type(ACCEPTED_CONTROL);
    const acceptedReviewBy = requirementItem(page, accepted!).getByLabel('Review by');
    await tabTo(page, acceptedReviewBy);
    await typeDate(page, acceptedReviewBy, reviewDay);
    expect(await requirementItem(page, accepted!).getByText(RISK_ACCEPTANCE_WARNING).count()).toBe(1);
    await tabTo(page, requirementItem(page, accepted!).getByLabel(`${RISK_ACCEPTED_BY_LABEL} (optional)`));
    await page.keyboard.type(APPROVER);
    expect(await requirementItem(page, accepted!).getByText(RISK_ACCEPTANCE_WARNING).count()).toBe(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, 'a strategy with exception fields at 375 px');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectAccessible(page, 'a strategy with exception fields at 1440 px');
    await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }), 200);
    await page.keyboard.press('Enter');

    for (const [index] of CONTROL_IDS.entries()) {
      if (index === 0) continue;
      await targetAndNext(page, index === CONTROL_IDS.length - 1 ? 'Next: Implementation Details' : 'Next');
    }
    await page.getByRole('heading', { name: 'Implementation planning' }).waitFor();
    await focusedIdAfterStep(page);
    await tabTo(page, page.getByRole('radio', { name: '3 months' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel('Constraints *'));
    await page.keyboard.type('One administrator.');
    await tabTo(page, page.getByRole('button', { name: 'Next: Organisation Details' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Organisation details' }).waitFor();
    await focusedIdAfterStep(page);
    for (const [label, value] of [
      ['Organisation name *', 'Exceptions Pty Ltd'],
      ['Your name *', 'Eve Exception'],
      ['Your work email *', 'eve@exceptions.example'],
    ] as const) {
      await tabTo(page, page.getByLabel(label));
      await page.keyboard.type(value);
    }
    await tabTo(page, page.getByRole('button', { name: 'Next: Review Your Answers' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
    // The review warns of the alternate control no one accepted, with a way to its strategy, and still offers Submit.
    expect(await page.getByText(riskAcceptanceReviewText(1)).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: `${controlTitle(firstStrategy)}: ${alternate!.text}`, exact: true }).count()).toBe(1);
    await tabTo(page, page.getByRole('button', { name: 'Submit Assessment' }), 120);
    await page.keyboard.press('Enter');

    // The missing review date: its strategy opens with the focus on it and the message beside it, in words.
    const reviewBy = requirementItem(page, alternate!).getByLabel('Review by');
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'date', null, { timeout: 5_000 });
    expect(await reviewBy.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await reviewBy.getAttribute('aria-invalid')).toBe('true');
    const latest = addMonths(dayOf(Date.now(), DEFAULT_TIME_ZONE), 12);
    expect(await page.locator(`#${await reviewBy.getAttribute('id')}-error`).textContent()).toContain(
      `Choose a review date for the alternate control, no later than ${dayInWords(latest)}`,
    );
    // Who accepted the residual risk is not among what is refused.
    expect(await requirementItem(page, alternate!).getByLabel(`${RISK_ACCEPTED_BY_LABEL} (optional)`).getAttribute('aria-invalid')).toBeNull();
    await typeDate(page, reviewBy, reviewDay);
    await tabTo(page, page.getByRole('button', { name: 'Back to review' }), 200);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Submit Assessment' }), 120);
    await page.keyboard.press('Enter');
    await resultsShown(page);

    const register = page.getByRole('region', { name: 'Exceptions register' });
    const rows = register.getByRole('row');
    await rows.nth(1).waitFor();
    const notApplicableRow = rows.filter({ hasText: notApplicable!.text });
    expect(await notApplicableRow.textContent()).toContain('Not applicable');
    expect(await notApplicableRow.textContent()).toContain(JUSTIFICATION);
    // Submitted without anyone accepting the residual risk of one alternate control: it counts, and the register warns.
    const alternateRow = rows.filter({ hasText: alternate!.text });
    expect(await alternateRow.textContent()).toContain('Alternate control');
    expect(await alternateRow.textContent()).toContain(RISK_ACCEPTANCE_NOT_RECORDED);
    expect(await alternateRow.textContent()).toContain(dayInWords(reviewDay));
    const acceptedRow = rows.filter({ hasText: accepted!.text });
    expect(await acceptedRow.textContent()).toContain(APPROVER);
    expect(await acceptedRow.textContent()).not.toContain(RISK_ACCEPTANCE_NOT_RECORDED);
    expect(await acceptedRow.textContent()).toContain(dayInWords(reviewDay));
    await expectAccessible(page, 'the results with an exceptions register at 1440 px');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, 'the results with an exceptions register at 375 px');
    expect(pageErrors).toEqual([]);
    // A keyboard-only walk through all eight strategies and two axe-core passes over a long results page:
    // past a minute on a loaded 2-core machine.
  }, 150_000);

  it("counts the days of the deployment's zone (Sydney's), not the browser's: just after midnight in Sydney the latest review date is a year from Sydney's day", async () => {
    // 1 December 2026 at 13:30 UTC: 00:30 on 2 December in Sydney, 03:30 on 1 December for a browser in Honolulu.
    const { page, pageErrors } = await browser.newPage({ timezoneId: 'Pacific/Honolulu' });
    await page.clock.setFixedTime(Date.parse('2026-12-01T13:30:00Z'));
    const requirementOutcomes = { [alternate!.id]: { outcome: 'alternate-control', evidence: '' } };
    const draft = await saveDraft({ kind: 'detailed', targetAssessments: { [firstStrategy]: 1 }, requirementOutcomes, resumeStep: 'strategy-1' });
    await page.goto(`/assessment/resume?id=${draft.id}#key=${draft.accessKey}`);
    const hint = requirementItem(page, alternate!).getByText(/When the alternate control is next reviewed/);
    await hint.waitFor();
    expect(await page.evaluate(() => new Date().getDate())).toBe(1);
    expect(await hint.textContent()).toContain('no later than 2 December 2027');
    expect(await requirementItem(page, alternate!).getByLabel('Review by').getAttribute('max')).toBe('2027-12-02');
    expect(pageErrors).toEqual([]);
  });
});
