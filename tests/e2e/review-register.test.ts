import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { groupRows, registerRows } from '../../src/client/support/review/register-rows';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import { NO_TARGET_AGREED, scopeTargets } from '../../src/domain/review/review-target';
import { detailedAssessmentBody, detailedOutcomes } from '../support/assessments';
import { saveDetailedAssessment } from './assessments';
import { expectAccessible } from './expect-accessible';
import { tabTo } from './keyboard';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';

// Regular backups, target Maturity Level Two: its requirements of levels one and two are listed, those of three are outside the scope.
const STRATEGY = 'regular-backups';
const TARGETS = scopeTargets(NO_TARGET_AGREED, detailedAssessmentBody().targetAssessments as Record<string, number>);
const ROWS = groupRows(
  registerRows(REQUIREMENTS, detailedOutcomes(), [], TARGETS, '2026-11-29').filter((row) => row.withinScope && row.entries.some((entry) => entry.strategy === STRATEGY)),
  STRATEGY,
).flatMap((group) => group.rows.map((row) => row.requirement));
const [FIRST, SECOND, THIRD] = ROWS;

const toggleOf = (page: Page, text: string): Locator => page.getByRole('region', { name: 'Findings' }).getByRole('button', { name: text, exact: true });
const rowOf = (page: Page, text: string): Locator => page.getByRole('row').filter({ has: page.getByRole('button', { name: text, exact: true }) });
const openedOf = (page: Page, text: string): Locator => page.getByRole('group', { name: text, exact: true });
const isFocused = (element: Locator): Promise<boolean> => element.evaluate((node) => node === document.activeElement);
/** The words an element's `aria-describedby` names, as a screen reader reads them after its name. */
const descriptionOf = (element: Locator): Promise<string> =>
  element.evaluate((node) => (node.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
const stateOf = (page: Page, text: string): Promise<string | null> => rowOf(page, text).getByRole('cell').nth(3).textContent();

/** Opens review mode of one strategy, signing in on the way. */
async function openRegister(page: Page, id: string): Promise<void> {
  await page.goto(`/support/results/${id}?mode=review&strategy=${STRATEGY}`);
  await page.waitForURL('**/login');
  await signIn(page);
  await page.waitForURL((url) => url.searchParams.get('mode') === 'review');
  await page.getByRole('status').filter({ hasText: `Showing ${ROWS.length} of 126 requirements` }).waitFor();
}

describe("the review's register", () => {
  const browser = useBrowser();

  it('by keyboard alone at 1440 px: moves between rows, opens and closes one, sets an outcome, agrees on a selection and undoes it', async () => {
    const saved = await saveDetailedAssessment({ organizationName: 'Register Keys Pty Ltd' });
    const { page, pageErrors } = await browser.newPage();
    await openRegister(page, saved.id);
    expect(await page.getByRole('progressbar', { name: 'Review progress' }).getAttribute('aria-valuetext')).toMatch(/^0 of \d+ requirements within the target reviewed$/);
    // The register is one stop of the Tab key: its first row.
    await tabTo(page, toggleOf(page, FIRST!.text), 40);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(toggleOf(page, SECOND!.text))).toBe(true);
    await page.keyboard.press('End');
    expect(await isFocused(toggleOf(page, ROWS.at(-1)!.text))).toBe(true);
    await page.keyboard.press('Home');
    expect(await isFocused(toggleOf(page, FIRST!.text))).toBe(true);
    await page.keyboard.press('Enter');
    await openedOf(page, FIRST!.text).waitFor();
    expect(await toggleOf(page, FIRST!.text).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await openedOf(page, FIRST!.text).waitFor({ state: 'detached' });
    expect(await isFocused(toggleOf(page, FIRST!.text))).toBe(true);

    // 3 sets Ineffective: the row opens at how it was tested.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('3');
    const second = openedOf(page, SECOND!.text);
    await expect.poll(() => isFocused(second.getByRole('radio', { name: 'Tested with a simulated activity' }))).toBe(true);
    expect(await second.getByRole('radio', { name: 'Ineffective' }).isChecked()).toBe(true);
    await page.keyboard.press('Space');
    // Escape in a field is the field's: the row stays open with what was typed.
    const note = second.getByLabel('Note (optional)');
    await tabTo(page, note, 6);
    await page.keyboard.type('Restores tested monthly.');
    await page.keyboard.press('Escape');
    expect(await second.isVisible()).toBe(true);
    expect(await note.inputValue()).toBe('Restores tested monthly.');
    await tabTo(page, second.getByRole('button', { name: 'Save finding' }), 6);
    await page.keyboard.press('Enter');
    await second.getByRole('status').filter({ hasText: /^Saved$/ }).waitFor();
    await expectAccessible(page, 'a register row opened, its finding saved, at 1440 px');
    // So it is in the form asking the respondent for evidence.
    await second.getByText('Ask the respondent for evidence', { exact: true }).click();
    const wanted = second.getByLabel('What is wanted');
    await wanted.fill('The restore log of the last month.');
    await page.keyboard.press('Escape');
    await second.getByRole('button', { name: 'Ask the respondent', exact: true }).focus();
    await page.keyboard.press('Escape');
    expect(await second.isVisible()).toBe(true);
    expect(await wanted.inputValue()).toBe('The restore log of the last month.');
    // From the row's own button, Escape closes the row.
    await toggleOf(page, SECOND!.text).focus();
    await page.keyboard.press('Escape');
    await second.waitFor({ state: 'detached' });
    expect(await isFocused(toggleOf(page, SECOND!.text))).toBe(true);
    expect(await stateOf(page, SECOND!.text)).toBe('Differs');

    // X selects the row; Shift+Tab reaches "Agree on the selected"; the dialog counts and leaves out the one reviewed.
    await page.keyboard.press('x');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('x');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('x');
    const agreeSelected = page.getByRole('button', { name: 'Agree on the selected (3)' });
    for (let presses = 0; presses < 8 && !(await isFocused(agreeSelected)); presses += 1) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Agree with the respondent' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Records a finding equal to the respondent's answer for 2 requirements");
    expect(await dialog.getByRole('listitem').allTextContents()).toEqual(['1 already has a finding, which a batch never replaces']);
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('radio', { name: 'Live configuration examined' }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Evidence quality').inputValue()).toBe('good');
    await expectAccessible(page, 'the batch dialog at 1440 px');
    await tabTo(page, dialog.getByRole('button', { name: 'Agree on 2 requirements' }), 6);
    await page.keyboard.press('Enter');
    const batch = page.getByRole('status').filter({ hasText: /^Agreed with the respondent on 2 requirements\.$/ });
    await batch.waitFor();
    expect(await stateOf(page, FIRST!.text)).toBe('Agrees');
    expect(await stateOf(page, THIRD!.text)).toBe('Agrees');
    await tabTo(page, page.getByRole('button', { name: 'Undo the last batch' }), 6);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: /^Undone: 2 findings removed\.$/ }).waitFor();
    expect(await stateOf(page, FIRST!.text)).toBe('Not reviewed');
    expect(await stateOf(page, SECOND!.text)).toBe('Differs');
    expect(await page.getByRole('progressbar', { name: 'Review progress' }).getAttribute('aria-valuetext')).toMatch(/^1 of \d+ requirements within the target reviewed$/);
    expect(pageErrors).toEqual([]);
  });

  it('by mouse at 375 px: agrees the target, opens a row to record a finding, agrees with one row and undoes it, each row a short card, and is shown what is left before finishing', async () => {
    const saved = await saveDetailedAssessment({ organizationName: 'Register Mouse Pty Ltd' });
    const { page, pageErrors } = await browser.newPage({ width: 375 });
    await openRegister(page, saved.id);
    const target = page.getByRole('region', { name: 'Target maturity level' });
    await target.getByLabel('Target for the package').selectOption('1');
    await target.getByRole('button', { name: 'Agree the target' }).click();
    await target.getByRole('status').filter({ hasText: 'Target agreed: Maturity Level One.' }).waitFor();
    const levelOne = ROWS.filter((requirement) => requirement.levels.includes(1));
    await page.getByRole('status').filter({ hasText: `Showing ${levelOne.length} of 126 requirements` }).waitFor();
    // A card is short: the requirement on two lines at most, the answer, the state and Agree.
    expect(await rowOf(page, FIRST!.text).evaluate((row) => row.getBoundingClientRect().height)).toBeLessThan(100);

    await toggleOf(page, FIRST!.text).click();
    const first = openedOf(page, FIRST!.text);
    await first.getByRole('radio', { name: 'Not applicable' }).click();
    // The rule is read with the outcome and with the note that holds the justification.
    const rule = 'A finding of Not applicable needs a note saying why (the justification) and an evidence grade.';
    expect(await descriptionOf(first.getByRole('group', { name: 'Outcome found' }))).toContain(rule);
    expect(await descriptionOf(first.getByLabel('Note: the justification (needed)'))).toContain(rule);
    await first.getByRole('radio', { name: 'Interview' }).click();
    await first.getByLabel('Evidence quality (needed)').selectOption('');
    await first.getByRole('button', { name: 'Save finding' }).click();
    await first.getByText(/Write why the requirement does not apply \(the justification\)/).waitFor();
    await first.getByLabel('Note: the justification (needed)').fill('The backups are run by the hosting provider under contract.');
    await first.getByLabel('Evidence quality (needed)').selectOption('poor');
    await first.getByRole('button', { name: 'Save finding' }).click();
    await first.getByRole('status').filter({ hasText: /^Saved$/ }).waitFor();
    await expectAccessible(page, 'a register row opened at 375 px');
    await toggleOf(page, FIRST!.text).click();

    await rowOf(page, SECOND!.text).getByRole('button', { name: /^Agree with the respondent: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Agree with the respondent' });
    await dialog.getByRole('radio', { name: 'Documents reviewed' }).click();
    expect(await dialog.getByLabel('Evidence quality').inputValue()).toBe('poor');
    await expectAccessible(page, 'the batch dialog at 375 px');
    await dialog.getByRole('button', { name: 'Agree on 1 requirement' }).click();
    await page.getByRole('status').filter({ hasText: /^Agreed with the respondent on 1 requirement\.$/ }).waitFor();
    expect(await stateOf(page, SECOND!.text)).toBe('Agrees');
    await page.getByRole('button', { name: 'Undo the last batch' }).click();
    await page.getByRole('status').filter({ hasText: /^Undone: 1 finding removed\.$/ }).waitFor();
    expect(await stateOf(page, SECOND!.text)).toBe('Not reviewed');
    await expectAccessible(page, 'the register at 375 px');

    // Finishing while requirements within the target have no finding: the dialog says how many, and shows them instead.
    const progress = page.getByRole('progressbar', { name: 'Review progress' });
    const left = Number(await progress.getAttribute('aria-valuemax')) - Number(await progress.getAttribute('aria-valuenow'));
    expect(left).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Finish the review' }).click();
    const finishing = page.getByRole('dialog', { name: 'The review cannot be finished yet' });
    await finishing.waitFor();
    expect(await finishing.textContent()).toContain(`${left} requirements within the target have no finding yet`);
    expect(await finishing.getByRole('button', { name: 'Yes, finish it' }).count()).toBe(0);
    await expectAccessible(page, 'the finish dialog with requirements left, at 375 px');
    await finishing.getByRole('button', { name: `Show the ${left} not yet reviewed` }).click();
    await finishing.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.searchParams.get('show') === 'unreviewed' && !url.searchParams.has('strategy'));
    await page.getByRole('status').filter({ hasText: `Showing ${left} of 126 requirements` }).waitFor();
    expect(await isFocused(page.getByRole('heading', { level: 2, name: 'Findings' }))).toBe(true);
    expect(await page.getByRole('region', { name: "Assessor's review" }).getByRole('definition').first().textContent()).toBe('In review');
    expect(pageErrors).toEqual([]);
  });
});
