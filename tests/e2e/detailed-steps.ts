import type { Page } from 'playwright-core';
import { resultsShown } from './results-shown';
import { expect } from 'vitest';
import { requirementsByFirstLevel } from '../../src/client/detailed/requirement-groups';
import { controlContent } from '../../src/domain/control-content';
import { CONTROL_IDS, type ControlId } from '../../src/domain/controls';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import type { Requirement } from '../../src/domain/framework/requirement';
import { sharedWith } from '../../src/domain/framework/shared-requirements';
import { focusedIdAfterStep, tabTo } from './keyboard';

/** The heading of the import step, which follows the welcome. */
export function importStepHeading(page: Page) {
  return page.getByRole('heading', { level: 2, name: 'Import from your systems', exact: true });
}

/** Passes the import step, which follows the welcome, with "Skip this step". */
export async function skipImportStep(page: Page): Promise<void> {
  await importStepHeading(page).waitFor();
  await page.getByRole('button', { name: 'Skip this step', exact: true }).click();
}

/** Passes the import step by keyboard: once focus is on its heading, Tab to "Skip this step" and Enter. */
export async function skipImportStepByKeyboard(page: Page): Promise<void> {
  await importStepHeading(page).waitFor();
  expect(await focusedIdAfterStep(page)).toBe('step-heading');
  await tabTo(page, page.getByRole('button', { name: 'Skip this step', exact: true }), 40);
  await page.keyboard.press('Enter');
}

/** How one strategy is answered: its target, the level its requirements reach, and any exceptions. */
export interface StrategyAnswers {
  target: 1 | 2 | 3;
  /** Every requirement first applying at or below this level is Effective; the rest stay Not assessed. */
  achieved: 0 | 1 | 2 | 3;
  /** Requirements answered Ineffective instead, which hold the strategy below their level. */
  ineffective?: readonly string[];
  /** Evidence notes by requirement id. */
  evidence?: Readonly<Record<string, string>>;
}

const firstBackupAtOne = REQUIREMENTS.find((requirement) => requirement.strategy === 'regular-backups' && requirement.levels[0] === 1);
if (!firstBackupAtOne) throw new Error('The catalogue has no level-one requirement for regular backups');
const firstApplicationControl = REQUIREMENTS.find((requirement) => requirement.strategy === 'application-control');
if (!firstApplicationControl) throw new Error('The catalogue has no requirement for application control');

/**
 * A detailed assessment at various levels: regular backups has a level-one requirement Ineffective,
 * so it achieves Maturity Level Zero and holds the organisation there; the others reach 1 to 3.
 */
export const DETAILED_ANSWERS: Readonly<Record<ControlId, StrategyAnswers>> = {
  'application-control': { target: 2, achieved: 2, evidence: { [firstApplicationControl.id]: 'Checked on 20 workstations in October.' } },
  'patch-applications': { target: 2, achieved: 1 },
  'configure-microsoft-office-macro-settings': { target: 3, achieved: 3 },
  'user-application-hardening': { target: 2, achieved: 1 },
  'restrict-administrative-privileges': { target: 3, achieved: 2 },
  'patch-operating-systems': { target: 2, achieved: 2 },
  'multi-factor-authentication': { target: 3, achieved: 1 },
  'regular-backups': {
    target: 2,
    achieved: 2,
    ineffective: [firstBackupAtOne.id],
    evidence: { [firstBackupAtOne.id]: 'Restores have not been tested this year.' },
  },
};

/**
 * How many requirements up to their strategy's target these answers leave Not assessed. A requirement
 * several strategies share, answered in one of them, is answered in each.
 */
export function requirementsLeftNotAssessed(answers: Readonly<Record<ControlId, StrategyAnswers>>): number {
  return REQUIREMENTS.filter((requirement) => {
    const level = Math.min(...requirement.levels);
    const answered = [requirement, ...sharedWith(requirement.id)].some((same) => outcomeKey(same, level, answers[same.strategy]) !== undefined);
    return level <= answers[requirement.strategy].target && !answered;
  }).length;
}

/** The key that picks an outcome in a focused native select by its first letter, or none to leave it Not assessed. */
function outcomeKey(requirement: Requirement, level: number, answers: StrategyAnswers): string | undefined {
  if (answers.ineffective?.includes(requirement.id)) return 'i';
  return level <= answers.achieved ? 'e' : undefined;
}

/** The select of a requirement's outcome, found by its accessible name. */
export function outcomeSelect(page: Page, requirement: Requirement) {
  return page.getByRole('combobox', { name: `Outcome ${requirement.text}`, exact: true });
}

/** The fold of a requirement's evidence (note, grade and files), "Add evidence (optional)" while it has none. */
export function evidenceFold(page: Page, requirement: Requirement) {
  return page.getByRole('listitem').filter({ has: outcomeSelect(page, requirement) }).getByText('Add evidence (optional)', { exact: true });
}

/** Opens a requirement's evidence by keyboard: Tab to its fold and Enter. */
export async function openEvidenceByKeyboard(page: Page, requirement: Requirement): Promise<void> {
  await tabTo(page, evidenceFold(page, requirement), 20);
  await page.keyboard.press('Enter');
}

/** Answers the strategy on screen by keyboard alone: target with Space and arrows, outcomes by typing, evidence opened and typed. */
async function answerStrategyByKeyboard(page: Page, strategy: ControlId, answers: StrategyAnswers, last: boolean): Promise<void> {
  await page.getByRole('heading', { level: 2, name: controlContent(strategy).title, exact: true }).waitFor();
  // Focus moves to the new strategy's heading, so a screen reader announces it.
  expect(await focusedIdAfterStep(page)).toBe('step-heading');
  await tabTo(page, page.getByRole('radio', { name: 'Maturity Level One' }));
  await page.keyboard.press('Space');
  for (let level = 1; level < answers.target; level += 1) await page.keyboard.press('ArrowRight');
  for (const group of requirementsByFirstLevel(strategy)) {
    for (const requirement of group.requirements) {
      const key = outcomeKey(requirement, group.level, answers);
      const note = answers.evidence?.[requirement.id];
      if (key === undefined && note === undefined) continue;
      await tabTo(page, outcomeSelect(page, requirement), 200);
      if (key) await page.keyboard.press(key);
      if (note) {
        await openEvidenceByKeyboard(page, requirement);
        await page.keyboard.press('Tab');
        await page.keyboard.type(note);
      }
    }
  }
  await tabTo(page, page.getByRole('button', { name: last ? 'Next: Implementation Details' : 'Next', exact: true }), 200);
  await page.keyboard.press('Enter');
}

/**
 * Completes a detailed assessment by keyboard alone, from its welcome step to the results: each
 * strategy as `answers` says, then the implementation and organisation steps, then Submit on the review.
 */
export async function completeDetailedByKeyboard(page: Page, organisation: string, answers = DETAILED_ANSWERS): Promise<void> {
  const start = page.getByRole('button', { name: 'Start', exact: true });
  await start.waitFor();
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  await skipImportStepByKeyboard(page);
  for (const [index, strategy] of CONTROL_IDS.entries()) {
    await answerStrategyByKeyboard(page, strategy, answers[strategy], index === CONTROL_IDS.length - 1);
  }

  await page.getByRole('heading', { name: 'Implementation planning' }).waitFor();
  await focusedIdAfterStep(page);
  await tabTo(page, page.getByRole('radio', { name: '3 months' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await tabTo(page, page.getByLabel('Constraints *'));
  await page.keyboard.type('Two administrators and an ageing backup system.');
  await tabTo(page, page.getByRole('button', { name: 'Next: Organisation Details' }));
  await page.keyboard.press('Enter');

  await page.getByRole('heading', { name: 'Organisation details' }).waitFor();
  // Focus moves to the step's heading in an effect after the step renders: typing before it lands would lose keys.
  await focusedIdAfterStep(page);
  const fields: [string, string][] = [
    ['Organisation name *', organisation],
    ['Your name *', 'Dana Detail'],
    ['Your work email *', 'dana@detail.example'],
  ];
  for (const [label, value] of fields) {
    const field = page.getByLabel(label);
    await tabTo(page, field);
    await page.keyboard.type(value);
    await field.evaluate((element, expected) => {
      if ((element as HTMLInputElement).value !== expected) throw new Error(`The field holds "${(element as HTMLInputElement).value}", not "${expected}"`);
    }, value);
  }
  await tabTo(page, page.getByRole('button', { name: 'Next: Review Your Answers' }));
  await page.keyboard.press('Enter');

  await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
  // No silent gaps: the review counts the requirements left Not assessed, overall and per strategy.
  const left = requirementsLeftNotAssessed(answers);
  expect(left).toBeGreaterThan(0);
  await page.getByText(`${left} requirements up to your targets are not assessed`, { exact: false }).waitFor();
  expect(await page.getByText('Requirements not assessed', { exact: true }).count()).toBe(CONTROL_IDS.length);
  await tabTo(page, page.getByRole('button', { name: 'Submit Assessment' }), 120);
  await page.keyboard.press('Enter');
  await resultsShown(page);
  // Focus lands on the results' heading, so a screen reader announces them (a detailed result shows it once its counts have loaded).
  expect(await page.getByRole('heading', { level: 1, name: 'Assessment Results' }).evaluate((h1) => h1 === document.activeElement)).toBe(true);
}

/**
 * Gives one strategy's entry of a shared requirement another answer in the progress this browser keeps, as a draft
 * saved before answers were shared may hold: Effective with no evidence. The page shows it after a reload.
 */
export async function answerDifferentlyInOldDraft(page: Page, requirementId: string): Promise<void> {
  await page.evaluate((id) => {
    const progress = JSON.parse(window.localStorage.getItem('e8_detailed_progress') ?? '{}');
    progress.requirementOutcomes[id] = { outcome: 'effective', evidence: '' };
    window.localStorage.setItem('e8_detailed_progress', JSON.stringify(progress));
  }, requirementId);
}
