import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requirementsByFirstLevel } from '../../src/client/detailed/requirement-groups';
import { controlContent } from '../../src/domain/control-content';
import { CONTROL_IDS } from '../../src/domain/controls';
import { completeDetailedByKeyboard, outcomeSelect } from './detailed-steps';
import { expectAccessible } from './expect-accessible';
import { tabTo } from './keyboard';
import { useBrowser } from './use-browser';

/** Where the keyboard-only run writes how long it took, for a person to read after the suite. */
const DURATION_FILE = path.join(os.tmpdir(), 'e8-detailed-keyboard-duration.txt');

const [firstStrategy, secondStrategy] = CONTROL_IDS;
const firstLevelOne = requirementsByFirstLevel(firstStrategy)[0]!.requirements;

describe('detailed assessment', () => {
  const browser = useBrowser();

  it('is completed by keyboard alone from the landing page, and the results show the level by ASD’s method', async () => {
    const { page, pageErrors } = await browser.newPage();
    const started = performance.now();
    await page.goto('/');
    await tabTo(page, page.getByRole('link', { name: 'Check each requirement' }));
    await page.keyboard.press('Enter');
    await completeDetailedByKeyboard(page, 'Detail Keys Pty Ltd');
    const seconds = (performance.now() - started) / 1000;
    fs.writeFileSync(DURATION_FILE, `${seconds.toFixed(1)} s\n`);
    process.stdout.write(`detailed assessment by keyboard alone: ${seconds.toFixed(1)} s\n`);

    const asd = page.getByRole('region', { name: "Maturity level by ASD's method" });
    expect(await asd.textContent()).toContain("By ASD's method, the organisation is at Maturity Level Zero");
    const backups = asd.getByRole('row', { name: new RegExp(`^${controlContent('regular-backups').title}`) });
    expect(await backups.textContent()).toContain('Maturity Level Zero (holds the overall level)');
    const macros = asd.getByRole('row', { name: new RegExp(`^${controlContent('configure-microsoft-office-macro-settings').title}`) });
    expect(await macros.textContent()).toBe(`${controlContent('configure-microsoft-office-macro-settings').title}Maturity Level Three`);
    expect(await page.getByRole('region', { name: 'Organisation' }).textContent()).toContain('Detail Keys Pty Ltd');
    // Submitting forgets the progress: the next visit starts afresh.
    expect(await page.evaluate(() => window.localStorage.getItem('e8_detailed_progress'))).toBeNull();
    expect(pageErrors).toEqual([]);
  });

  it('restores answers after a reload, on the same step', async () => {
    const { page } = await browser.newPage();
    await page.goto('/assessment/detailed');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('radio', { name: 'Maturity Level Two' }).check();
    await outcomeSelect(page, firstLevelOne[0]!).selectOption({ label: 'Ineffective' });
    await outcomeSelect(page, firstLevelOne[1]!).selectOption({ label: 'Effective' });
    await page.getByRole('textbox', { name: `Evidence (optional) ${firstLevelOne[1]!.text}`, exact: true }).fill('Seen in the change log.');
    // The count of characters left shows (and is announced) only near the 2,000-character limit.
    const longNote = page.getByRole('textbox', { name: `Evidence (optional) ${firstLevelOne[2]!.text}`, exact: true });
    await longNote.fill('x'.repeat(1790));
    expect(await page.getByText('characters left').count()).toBe(0);
    await longNote.fill('x'.repeat(1950));
    expect(await page.getByText('50 characters left', { exact: true }).isVisible()).toBe(true);
    await longNote.fill('');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: controlContent(secondStrategy).title, exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 2, name: controlContent(secondStrategy).title, exact: true }).waitFor();
    expect(await page.getByText('Strategy 2 of 8').isVisible()).toBe(true);
    expect(await page.getByText('We restored the answers you gave earlier in this browser.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('heading', { level: 2, name: controlContent(firstStrategy).title, exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'Maturity Level Two' }).isChecked()).toBe(true);
    expect(await outcomeSelect(page, firstLevelOne[0]!).inputValue()).toBe('ineffective');
    expect(await outcomeSelect(page, firstLevelOne[1]!).inputValue()).toBe('effective');
    expect(await page.getByRole('textbox', { name: `Evidence (optional) ${firstLevelOne[1]!.text}`, exact: true }).inputValue()).toBe('Seen in the change log.');
    expect(await page.getByRole('status').filter({ hasText: 'Achieved so far' }).textContent()).toBe('Achieved so far: Maturity Level Zero');

    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
  });

  it('starts from a quick check given in the navigation state: its targets, and Effective up to each rated level', async () => {
    const { page } = await browser.newPage();
    const quickCheck = {
      id: '11111111-1111-4111-8111-111111111111',
      status: 'completed',
      kind: 'quick',
      createdAt: Date.now(),
      updatedAt: Date.now(),
      organizationName: 'Quick Start Pty Ltd',
      respondentName: 'Quinn',
      respondentEmail: 'quinn@quick.example',
      targetAssessments: Object.fromEntries(CONTROL_IDS.map((id) => [id, 3])),
      assessments: Object.fromEntries(CONTROL_IDS.map((id) => [id, id === firstStrategy ? 1 : 0])),
      requirementOutcomes: {},
      timeline: '6months',
      priorities: [],
      constraints: 'Budget.',
    };
    await page.goto('/');
    await page.getByRole('link', { name: 'Check each requirement' }).waitFor();
    // A link elsewhere in the app carries `{ startFrom }` as react-router state; here the state is put
    // into the history entry as react-router keeps it, and the router reads it on going back to it.
    await page.evaluate((startFrom) => {
      window.history.pushState({ usr: { startFrom }, key: 'quick', idx: 1 }, '', '/assessment/detailed');
      window.history.pushState({ usr: null, key: 'home', idx: 2 }, '', '/');
      window.history.back();
    }, quickCheck);
    await page.getByText("We've started from your quick check").waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByText('Strategy 1 of 8').waitFor();
    expect(await page.getByRole('radio', { name: 'Maturity Level Three' }).isChecked()).toBe(true);
    expect(await outcomeSelect(page, firstLevelOne[0]!).inputValue()).toBe('effective');
    const firstAtTwo = requirementsByFirstLevel(firstStrategy).find((group) => group.level === 2)!.requirements[0]!;
    expect(await outcomeSelect(page, firstAtTwo).inputValue()).toBe('not-assessed');
    expect(await page.getByRole('status').filter({ hasText: 'Achieved so far' }).textContent()).toBe('Achieved so far: Maturity Level One');
  });

  it.each([1440, 375])('has no accessibility violations on the welcome and a strategy step at %i px, and fits the screen', async (width) => {
    const { page } = await browser.newPage({ width });
    await page.goto('/assessment/detailed');
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await expectAccessible(page, `detailed welcome at ${width} px`);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByText('Strategy 1 of 8').waitFor();
    await outcomeSelect(page, firstLevelOne[0]!).selectOption({ label: 'Effective' });
    await expectAccessible(page, `detailed strategy step at ${width} px`);
  });
});
