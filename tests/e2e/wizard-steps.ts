import type { Page } from 'playwright-core';
import { controlContent } from '../../src/domain/control-content';
import { CONTROL_IDS } from '../../src/domain/controls';
import { MATURITY_LEVELS, TARGET_LEVELS, levelLabel, targetLabel } from '../../src/domain/maturity-levels';

/** The answers the helpers below give: targets and current levels per control, in wizard order (ASD's). */
export const TARGETS = [2, 2, 3, 3, 3, 2, 3, 3];
export const CURRENTS = [0, 1, 2, 3, 1, 2, 1, 0];

const TARGET_TITLES = ['', 'Basic', 'Standard', 'High'];
const CURRENT_TITLES = ['Maturity Level Zero', 'Initial', 'Developing', 'Managed'];

/**
 * The name of a question's option for a level given by the specification's word, which the option shows as
 * its description: "Standard" → "Maturity Level Two", "Developing" → "Maturity Level Two"; ASD's name
 * ("Maturity Level Zero") is its own option name.
 */
export function optionName(title: string): string {
  const target = TARGET_LEVELS.find((level) => level.title === title);
  if (target) return targetLabel(target.level);
  const current = MATURITY_LEVELS.find((level) => level.title === title);
  if (current) return levelLabel(current.level);
  throw new Error(`No level is titled ${title}`);
}

/** Clicks an option of the question on screen by the level's word (see optionName). */
export async function chooseOption(page: Page, title: string): Promise<void> {
  await page.getByRole('radio', { name: optionName(title), exact: true }).check();
}

/** Answers every target and current question with the mouse, checking each heading on the way. */
export async function answerAllQuestionsByMouse(page: Page): Promise<void> {
  for (const [index, id] of CONTROL_IDS.entries()) {
    await page.getByRole('heading', { level: 2, name: controlContent(id).title, exact: true }).waitFor();
    await chooseOption(page, TARGET_TITLES[TARGETS[index]!]!);
    await page.getByRole('button', { name: /^Next/ }).click();
  }
  for (const [index, id] of CONTROL_IDS.entries()) {
    await page.getByRole('heading', { level: 2, name: controlContent(id).title, exact: true }).waitFor();
    await chooseOption(page, CURRENT_TITLES[CURRENTS[index]!]!);
    await page.getByRole('button', { name: /^Next/ }).click();
  }
}

/** Fills the implementation and organisation steps, then submits from the review (after `beforeSubmit`, if given, has run there). */
export async function finishWizardByMouse(page: Page, organisation: string, { beforeSubmit }: { beforeSubmit?: () => Promise<unknown> } = {}): Promise<void> {
  await page.getByRole('radio', { name: '12 months' }).check();
  await page.getByRole('checkbox', { name: 'Multi-factor authentication' }).check();
  await page.getByLabel('Constraints *').fill('A small IT team and a legacy finance system.');
  await page.getByRole('button', { name: 'Next: Organisation Details' }).click();
  await page.getByLabel('Organisation name *').fill(organisation);
  await page.getByLabel('Your name *').fill('Jane Citizen');
  await page.getByLabel('Your work email *').fill('jane@acme.example');
  await page.getByRole('button', { name: 'Next: Review Your Answers' }).click();
  await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
  await beforeSubmit?.();
  await page.getByRole('button', { name: 'Submit Assessment' }).click();
}
