import type { Locator, Page } from 'playwright-core';
import { resultsShown } from './results-shown';
import { describe, expect, it } from 'vitest';
import { controlContent } from '../../src/domain/control-content';
import { CONTROL_IDS } from '../../src/domain/controls';
import { expectAccessible } from './expect-accessible';
import { useBrowser } from './use-browser';
import { focusedIdAfterStep, tabTo } from './keyboard';
import { skipImportStep } from './detailed-steps';
import { answerAllQuestionsByMouse, chooseOption } from './wizard-steps';

const title = (index: number) => controlContent(CONTROL_IDS[index]!).title;

async function waitForQuestion(page: Page, index: number): Promise<void> {
  await page.getByRole('heading', { level: 2, name: title(index), exact: true }).waitFor();
}

/** The text a control's aria-describedby points at. */
async function description(control: Locator): Promise<string | undefined> {
  return control.evaluate((element) => {
    const ids = element.getAttribute('aria-describedby');
    return ids ? ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : undefined;
  });
}

/** A finished quick check saved in this browser at `step`, as the wizard's autosave leaves it. */
async function storeFinishedProgress(page: Page, step: object): Promise<void> {
  await page.getByRole('button', { name: "Let's Get Started" }).waitFor();
  await page.evaluate(
    ([ids, savedStep]) =>
      window.localStorage.setItem(
        'e8_wizard_progress',
        JSON.stringify({
          step: savedStep,
          targetAssessments: Object.fromEntries(ids.map((id) => [id, 2])),
          assessments: Object.fromEntries(ids.map((id) => [id, 1])),
          implementation: { timeline: '6months', priorities: [], constraints: 'Budget' },
          organisation: { organizationName: 'History Co', respondentName: 'Hana', respondentEmail: 'hana@history.example' },
        }),
      ),
    [[...CONTROL_IDS], step] as const,
  );
}

describe('the wizard in the browser history', () => {
  const browser = useBrowser();

  it('goes back and forward between questions with the browser, keeping each answer, and leaves from the first step', async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Start the quick check' }).click();
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    await waitForQuestion(page, 0);
    await chooseOption(page, 'High');
    await page.getByRole('button', { name: 'Next' }).click();
    await waitForQuestion(page, 1);
    await chooseOption(page, 'Basic');
    await page.getByRole('button', { name: 'Next' }).click();
    await waitForQuestion(page, 2);
    expect(new URL(page.url()).searchParams.get('step')).toBe('target-3');

    await page.goBack();
    await waitForQuestion(page, 1);
    expect(await page.getByRole('radio', { name: 'Maturity Level One', exact: true }).isChecked()).toBe(true);
    expect(await focusedIdAfterStep(page)).toBe('step-heading');
    await page.goBack();
    await waitForQuestion(page, 0);
    expect(await page.getByRole('radio', { name: 'Maturity Level Three', exact: true }).isChecked()).toBe(true);
    await page.goForward();
    await waitForQuestion(page, 1);
    expect(await page.getByText('Step 2 of 19').isVisible()).toBe(true);

    // A reload keeps the step and its answer.
    await page.reload();
    await waitForQuestion(page, 1);
    expect(await page.getByRole('radio', { name: 'Maturity Level One', exact: true }).isChecked()).toBe(true);

    // Back past the first question reaches the welcome, and then leaves the wizard.
    await page.goBack();
    await waitForQuestion(page, 0);
    await page.goBack();
    await page.getByRole('button', { name: "Let's Get Started" }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    expect(pageErrors).toEqual([]);
  });

  it('does not let an address skip an unanswered question', async () => {
    const { page } = await browser.newPage();
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    await chooseOption(page, 'Standard');
    await page.goto('/assessment?step=review');
    await waitForQuestion(page, 1);
    expect(new URL(page.url()).searchParams.get('step')).toBe('target-2');
  });

  it('reviews every answer, changes answers from the review, and submits what the review shows', async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    await answerAllQuestionsByMouse(page);
    await page.getByRole('radio', { name: '12 months' }).check();
    await page.getByLabel('Constraints *').fill('A small IT team.');
    await page.getByRole('button', { name: 'Next: Organisation Details' }).click();
    await page.getByLabel('Organisation name *').fill('Review Co');
    await page.getByLabel('Your name *').fill('Rae Viewer');
    await page.getByLabel('Your work email *').fill('rae@review.example');
    await page.getByRole('button', { name: 'Next: Review Your Answers' }).click();

    await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
    expect(await page.getByText('Step 19 of 19').isVisible()).toBe(true);
    await expectAccessible(page, 'review');
    const strategy = (index: number) => page.getByRole('listitem', { name: title(index) });
    expect(await page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4 }) }).count()).toBe(8);
    // The helpers' answers: Regular backups at a target of Three and at Zero; macro settings at Two and Two.
    expect(await strategy(7).textContent()).toBe('Regular backupsTarget stateMaturity Level ThreeChange target state for Regular backupsCurrent stateMaturity Level ZeroChange current state for Regular backups');
    expect(await strategy(5).textContent()).toContain('Target stateMaturity Level Two');
    expect(await strategy(5).textContent()).toContain('Current stateMaturity Level Two');
    const planning = page.getByRole('region', { name: 'Implementation planning' });
    expect(await planning.textContent()).toContain('12 months');
    expect(await planning.textContent()).toContain('A small IT team.');
    expect(await page.getByRole('region', { name: 'Organisation details' }).textContent()).toContain('rae@review.example');

    // Change one current answer and come back.
    await page.getByRole('link', { name: 'Change current state for Regular backups' }).click();
    await waitForQuestion(page, 7);
    expect(await page.getByText('Current State Assessment', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Maturity Level Zero', exact: true }).isChecked()).toBe(true);
    await chooseOption(page, 'Initial');
    await page.getByRole('button', { name: 'Back to review' }).click();
    await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
    expect(await strategy(7).textContent()).toContain('Current stateMaturity Level One');

    // Lowering a target below its current answer asks that current question again before the review.
    await page.getByRole('link', { name: `Change target state for ${title(5)}` }).click();
    await waitForQuestion(page, 5);
    await chooseOption(page, 'Basic');
    await page.getByRole('button', { name: 'Back to review' }).click();
    await page.getByText('Current State Assessment', { exact: true }).waitFor();
    await waitForQuestion(page, 5);
    expect(await page.getByRole('radio', { name: 'Maturity Level Two', exact: true }).isDisabled()).toBe(true);
    await chooseOption(page, 'Initial');
    await page.getByRole('button', { name: 'Back to review' }).click();
    await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
    expect(await strategy(5).textContent()).toContain('Target stateMaturity Level One');
    expect(await strategy(5).textContent()).toContain('Current stateMaturity Level One');

    // The planning answers change on their step, which also leads back.
    await page.getByRole('link', { name: 'Change constraints' }).click();
    await page.getByLabel('Constraints *').fill('A small IT team and one legacy system.');
    await page.getByRole('button', { name: 'Back to review' }).click();
    expect(await planning.textContent()).toContain('A small IT team and one legacy system.');

    // The browser's Back from the review returns to the step just left.
    await page.goBack();
    await page.getByRole('heading', { level: 2, name: 'Implementation planning' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();

    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    await resultsShown(page);
    expect(await page.getByRole('listitem', { name: title(7) }).textContent()).toContain('Current maturity: Maturity Level One');
    expect(await page.getByRole('listitem', { name: title(5) }).textContent()).toContain('Current maturity: Maturity Level One');
    expect(pageErrors).toEqual([]);
  });

  it('"Back to Assessment" on the planning step returns to the last current-state question, and the planning steps say where they are', async () => {
    const { page } = await browser.newPage();
    await page.goto('/assessment');
    await storeFinishedProgress(page, { phase: 'implementation' });
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Implementation planning' }).waitFor();
    expect(await page.getByText('Step 17 of 19').isVisible()).toBe(true);
    expect(await page.getByRole('progressbar', { name: 'Quick check progress' }).getAttribute('aria-valuetext')).toBe('Step 17 of 19');
    await page.getByRole('button', { name: 'Back to Assessment' }).click();
    await waitForQuestion(page, 7);
    expect(await page.getByText('Current State Assessment', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Step 16 of 19').isVisible()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Maturity Level One', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next: Implementation Details' }).click();
    await page.getByRole('button', { name: 'Next: Organisation Details' }).click();
    await page.getByRole('heading', { level: 2, name: 'Organisation details' }).waitFor();
    expect(await page.getByText('Step 18 of 19').isVisible()).toBe(true);
  });

  it('says why Next is disabled, in words tied to the button', async () => {
    const { page } = await browser.newPage();
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    await waitForQuestion(page, 0);
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByText('Choose a level to continue.').isVisible()).toBe(true);
    expect(await description(next)).toBe('Choose a level to continue.');
    // Still in the tab order, so its hint is heard; pressing it keeps the respondent on the question.
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(await page.getByText('Step 1 of 19').isVisible()).toBe(true);
    expect(await page.getByText('Choose a level to continue.').isVisible()).toBe(true);
    expect(await next.evaluate((element) => element === document.activeElement)).toBe(true);
    await chooseOption(page, 'Basic');
    expect(await next.getAttribute('aria-disabled')).toBeNull();
    expect(await description(next)).toBeUndefined();
    expect(await page.getByText('Choose a level to continue.').count()).toBe(0);
  });

  it('keeps the first answer and Next in view on a 375 px phone, with the long text behind "More detail"', async () => {
    const { page } = await browser.newPage({ width: 375 });
    const height = 667;
    await page.setViewportSize({ width: 375, height });
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    await waitForQuestion(page, 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const firstOption = await page.getByRole('radio', { name: 'Maturity Level One', exact: true }).boundingBox();
    const next = await page.getByRole('button', { name: 'Next' }).boundingBox();
    const hint = await page.getByText('Choose a level to continue.').boundingBox();
    if (!firstOption || !next || !hint) throw new Error('The first option, Next or its hint is not on the page');
    expect(firstOption.y).toBeGreaterThanOrEqual(0);
    // Above the action bar, which starts with the hint, so nothing covers it.
    expect(firstOption.y + firstOption.height).toBeLessThanOrEqual(hint.y);
    expect(next.y).toBeGreaterThanOrEqual(0);
    expect(next.y + next.height).toBeLessThanOrEqual(height);

    // The control's description is one tap away.
    const description = page.getByText(controlContent(CONTROL_IDS[0]).description);
    expect(await description.isVisible()).toBe(false);
    await page.getByText('More detail').click();
    expect(await description.isVisible()).toBe(true);
    await expectAccessible(page, 'target question on a phone');
  });
});

describe('the detailed assessment in the browser history', () => {
  const browser = useBrowser();

  it('goes back to the previous strategy with the browser, and a disabled Next says why', async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/assessment/detailed');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await skipImportStep(page);
    await waitForQuestion(page, 0);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    expect(await description(next)).toBe(`Choose a target level for ${title(0)} to continue.`);
    // Still in the tab order, so its hint is heard; pressing it keeps the respondent on the strategy.
    await page.getByRole('button', { name: 'Previous' }).focus();
    await tabTo(page, next, 2);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('heading', { level: 2, name: title(0), exact: true }).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('step')).not.toBe('strategy-2');
    expect(await page.getByText(`Choose a target level for ${title(0)} to continue.`).isVisible()).toBe(true);
    await page.getByRole('radio', { name: 'Maturity Level Two' }).check();
    expect(await description(next)).toBeUndefined();
    await next.click();
    await waitForQuestion(page, 1);
    expect(new URL(page.url()).searchParams.get('step')).toBe('strategy-2');
    await page.goBack();
    await waitForQuestion(page, 0);
    expect(await page.getByRole('radio', { name: 'Maturity Level Two' }).isChecked()).toBe(true);
    await page.goForward();
    await waitForQuestion(page, 1);
    expect(pageErrors).toEqual([]);
  });

  it('shows the step in the whole assessment on the closing steps, and reviews each strategy with a way to change it', async () => {
    const { page } = await browser.newPage();
    await page.goto('/assessment/detailed');
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await page.evaluate((ids) => {
      window.localStorage.setItem(
        'e8_detailed_progress',
        JSON.stringify({
          step: { phase: 'implementation' },
          startedFrom: 'nothing',
          targetAssessments: Object.fromEntries(ids.map((id) => [id, 2])),
          requirementOutcomes: {},
          implementation: { timeline: '3months', priorities: [], constraints: 'Two administrators.' },
          organisation: { organizationName: 'Detail Review Co', respondentName: 'Dee', respondentEmail: 'dee@detail.example' },
        }),
      );
    }, [...CONTROL_IDS]);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Implementation planning' }).waitFor();
    expect(await page.getByText('Step 9 of 11').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Next: Organisation Details' }).click();
    await page.getByText('Step 10 of 11').waitFor();
    await page.getByRole('button', { name: 'Next: Review Your Answers' }).click();
    await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
    expect(await page.getByText('Step 11 of 11').isVisible()).toBe(true);
    await expectAccessible(page, 'detailed review');
    const backups = page.getByRole('listitem', { name: title(7) });
    expect(await backups.textContent()).toContain('Target levelMaturity Level Two');
    expect(await backups.textContent()).toContain('Achieved levelMaturity Level Zero');

    await page.getByRole('link', { name: `Change the target and requirements for ${title(7)}` }).click();
    await waitForQuestion(page, 7);
    await page.getByRole('radio', { name: 'Maturity Level Three' }).check();
    await page.getByRole('button', { name: 'Back to review' }).click();
    await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
    expect(await backups.textContent()).toContain('Target levelMaturity Level Three');
  });
});
