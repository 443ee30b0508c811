import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requirementsByFirstLevel } from '../../src/client/detailed/requirement-groups';
import { controlContent } from '../../src/domain/control-content';
import { CONTROL_IDS } from '../../src/domain/controls';
import { holdAccessKey, saveAssessment } from './assessments';
import { DETAILED_ANSWERS, answerDifferentlyInOldDraft, completeDetailedByKeyboard, evidenceFold, outcomeSelect, requirementsLeftNotAssessed, skipImportStep } from './detailed-steps';
import { expectAccessible } from './expect-accessible';
import { tabTo } from './keyboard';
import { useBrowser } from './use-browser';
import { signIn } from './sign-in';
import { pdfText, reportFolder, wordText } from '../support/report-text';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import type { Requirement } from '../../src/domain/framework/requirement';
import { sameRequirementIds } from '../../src/domain/framework/shared-requirements';
import { holdScript } from './hold-script';

/** Where the keyboard-only run writes how long it took, for a person to read after the suite. */
const DURATION_FILE = path.join(os.tmpdir(), 'e8-detailed-keyboard-duration.txt');

const [firstStrategy, secondStrategy] = CONTROL_IDS;
const firstLevelOne = requirementsByFirstLevel(firstStrategy)[0]!.requirements;

/** The level-one backup requirement the keyboard run answers Ineffective: first in the action plan. */
const BACKUP_GAP = REQUIREMENTS.find((requirement) => requirement.strategy === 'regular-backups' && requirement.levels[0] === 1)!;
const HEADLINE = "By ASD's method, the organisation is at Maturity Level Zero: a level counts only when all eight strategies reach it, and Regular backups holds it there.";

describe('detailed assessment', () => {
  const browser = useBrowser();

  // The longest journey of the suite: some two hundred presses of Tab through every requirement of eight strategies.
  it('is completed by keyboard alone from the landing page, and the results show the level by ASD’s method', async () => {
    const { page, pageErrors } = await browser.newPage();
    const started = performance.now();
    await page.goto('/');
    await tabTo(page, page.getByRole('link', { name: 'Start the detailed assessment' }));
    await page.keyboard.press('Enter');
    await completeDetailedByKeyboard(page, 'Detail Keys Pty Ltd');
    const seconds = (performance.now() - started) / 1000;
    fs.writeFileSync(DURATION_FILE, `${seconds.toFixed(1)} s\n`);
    process.stdout.write(`detailed assessment by keyboard alone: ${seconds.toFixed(1)} s\n`);

    const asd = page.getByRole('region', { name: "Maturity level by ASD's method" });
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => h1.nextElementSibling?.textContent)).toContain(
      "Detail Keys Pty Ltd is at Maturity Level Zero by ASD's method, held back by Regular backups;",
    );
    // The level says it rests on a partial assessment, overall and for a strategy with requirements left Not assessed.
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => h1.nextElementSibling?.textContent)).toContain(
      `This level rests on a partial assessment: ${requirementsLeftNotAssessed(DETAILED_ANSWERS)} requirements in`,
    );
    expect(await asd.textContent()).toContain('Maturity Level Zero');
    const backups = asd.getByRole('row', { name: new RegExp(`^${controlContent('regular-backups').title}`) });
    expect(await backups.textContent()).toContain('Maturity Level Zero (holds the overall level)');
    const patching = asd.getByRole('row', { name: new RegExp(`^${controlContent('patch-applications').title}`) });
    expect(await patching.textContent()).toMatch(/\d+ of \d+ requirements up to Maturity Level Two not assessed: this level rests on a partial assessment\./);
    const macros = asd.getByRole('row', { name: new RegExp(`^${controlContent('configure-microsoft-office-macro-settings').title}`) });
    // Level three by the answers; no answer was graded, so the evidence supports Maturity Level Zero, as for every strategy:
    // said once under the table, not in each row.
    expect(await macros.textContent()).toBe(`${controlContent('configure-microsoft-office-macro-settings').title}Maturity Level ThreeMaturity Level Zero`);
    expect(await asd.getByText('Supported by evidence, all eight strategies are at Maturity Level Zero: each holds that overall level.').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Organisation' }).textContent()).toContain('Detail Keys Pty Ltd');
    // Submitting forgets the progress: the next visit starts afresh.
    expect(await page.evaluate(() => window.localStorage.getItem('e8_detailed_progress'))).toBeNull();

    // The action plan starts with the strategy holding the organisation down, at its next level.
    const plan = page.getByRole('region', { name: 'Action plan' });
    await plan.getByText(BACKUP_GAP.text).waitFor();
    expect((await plan.textContent())?.indexOf(controlContent('regular-backups').title)).toBeLessThan((await plan.textContent())?.indexOf(controlContent('patch-applications').title) ?? 0);

    // The summary PDF, downloaded by keyboard from the results.
    await tabTo(page, page.getByRole('button', { name: 'Download Assessment Summary (PDF)' }).first());
    const [summary] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const folder = reportFolder('e8-detailed-e2e-');
    const summaryText = pdfText(fs.readFileSync(await summary.path()), path.join(folder, 'summary.pdf'));
    expect(summaryText).toContain(HEADLINE);
    expect(summaryText).toContain('Where to start');
    expect(summaryText).toContain(BACKUP_GAP.text.slice(0, 60));
    expect(pageErrors).toEqual([]);

    // Support's detailed PDF (drawn by the server) and Word report list the levels, the plan and the evidence.
    const { page: support } = await browser.newPage();
    await support.goto('/login');
    await signIn(support);
    await support.waitForURL('**/support');
    await support.goto('/support/results?search=Detail%20Keys');
    await support.getByRole('link', { name: 'View Results for Detail Keys Pty Ltd' }).click();
    await support.getByRole('heading', { level: 1, name: 'Detail Keys Pty Ltd' }).waitFor();
    const [pdf] = await Promise.all([support.waitForEvent('download'), support.getByRole('button', { name: 'Download detailed PDF' }).click()]);
    const detailedText = pdfText(fs.readFileSync(await pdf.path()), path.join(folder, 'detailed.pdf'));
    const [docx] = await Promise.all([support.waitForEvent('download'), support.getByRole('button', { name: 'Download Word report' }).click()]);
    const word = wordText(fs.readFileSync(await docx.path()), path.join(folder, 'report.docx')).replace(/\s+/g, ' ');
    for (const [name, text] of [['detailed PDF', detailedText], ['Word report', word]] as const) {
      expect(text, name).toContain(HEADLINE);
      expect(text, name).toContain('Action plan');
      expect(text, name).toContain(BACKUP_GAP.text);
      expect(text, name).toContain('Restores have not been tested this year.');
      expect(text, name).toContain('Checked on 20 workstations in October.');
      // Each strategy's achieved level: macros at Three, backups at Zero.
      expect(text, name).toMatch(/Restrict Microsoft Office macros[^.]*?Maturity Level Three/);
    }
  }, 150_000);

  it('says it is loading the requirements when Start is pressed before they arrive, restores answers after a reload on the same step, and says in words when the requirements cannot load', async () => {
    const { page, pageErrors } = await browser.newPage();
    // The steps arrive late: the welcome shows at once, with the catalogue's count, and Start says what it waits for.
    const release = await holdScript(page, '**/assets/DetailedAssessmentSteps-*.js');
    await page.goto('/assessment/detailed');
    await page.getByText(`(November 2023) — ${REQUIREMENTS.length} in all — strategy by strategy`).waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Loading the requirements...' }).waitFor();
    release();
    // Start, pressed early, moves on to the import step once the steps have arrived.
    await skipImportStep(page);
    await page.getByRole('heading', { level: 2, name: controlContent(firstStrategy).title, exact: true }).waitFor();
    expect(await page.getByText('Loading the requirements...').count()).toBe(0);
    expect(pageErrors).toEqual([]);

    await page.getByRole('radio', { name: 'Maturity Level Two' }).check();
    await outcomeSelect(page, firstLevelOne[0]!).selectOption({ label: 'Ineffective' });
    await outcomeSelect(page, firstLevelOne[1]!).selectOption({ label: 'Effective' });
    // Each requirement's evidence is folded until asked for.
    expect(await page.getByRole('textbox', { name: `Evidence (optional) ${firstLevelOne[1]!.text}`, exact: true }).isVisible()).toBe(false);
    await evidenceFold(page, firstLevelOne[1]!).click();
    await evidenceFold(page, firstLevelOne[2]!).click();
    await page.getByRole('textbox', { name: `Evidence (optional) ${firstLevelOne[1]!.text}`, exact: true }).fill('Seen in the change log.');
    // The count of characters left shows (and is announced) only near the 2,000-character limit.
    const longNote = page.getByRole('textbox', { name: `Evidence (optional) ${firstLevelOne[2]!.text}`, exact: true });
    await longNote.fill('x'.repeat(1790));
    expect(await page.getByText('characters left').count()).toBe(0);
    await longNote.fill('x'.repeat(1950));
    expect(await page.getByText('50 characters left', { exact: true }).isVisible()).toBe(true);
    // Screen readers hear the count only as it crosses 200, 100, 50 and 0 left, not at every key.
    expect(await page.getByText('50 characters or fewer left', { exact: true }).count()).toBe(1);
    await longNote.fill('x'.repeat(1960));
    expect(await page.getByText('40 characters left', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('50 characters or fewer left', { exact: true }).count()).toBe(1);
    await longNote.fill('');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: controlContent(secondStrategy).title, exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 2, name: controlContent(secondStrategy).title, exact: true }).waitFor();
    expect(await page.getByText('Step 2 of 11').isVisible()).toBe(true);
    expect(await page.getByText('We restored the answers you gave earlier in this browser.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('heading', { level: 2, name: controlContent(firstStrategy).title, exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'Maturity Level Two' }).isChecked()).toBe(true);
    expect(await outcomeSelect(page, firstLevelOne[0]!).inputValue()).toBe('ineffective');
    expect(await outcomeSelect(page, firstLevelOne[1]!).inputValue()).toBe('effective');
    // Evidence given shows unfolded, its fold saying what is there.
    expect(await page.getByRole('textbox', { name: `Evidence (optional) ${firstLevelOne[1]!.text}`, exact: true }).inputValue()).toBe('Seen in the change log.');
    expect(await page.getByText('Evidence: a note', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Achieved so far' }).textContent()).toBe('Achieved so far: Maturity Level Zero');

    // Starting over asks first, in the same notice, with focus on the question; keeping the answers keeps them.
    await page.getByRole('button', { name: 'Start over' }).click();
    const question = 'Discard every answer you have given in this detailed assessment?';
    const confirm = page.getByRole('group', { name: question });
    await confirm.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(question);
    await confirm.getByRole('button', { name: 'Keep my answers' }).click();
    expect(await page.getByRole('button', { name: 'Start over' }).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await outcomeSelect(page, firstLevelOne[0]!).inputValue()).toBe('ineffective');
    await page.reload();
    await page.getByText('We restored the answers you gave earlier in this browser.').waitFor();
    expect(await outcomeSelect(page, firstLevelOne[0]!).inputValue()).toBe('ineffective');

    await page.getByRole('button', { name: 'Start over' }).click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await skipImportStep(page);
    expect(await outcomeSelect(page, firstLevelOne[0]!).inputValue()).toBe('not-assessed');

    // ISM-1815 stands in four strategies and is answered once: given in multi-factor authentication (the first of them in ASD's order), it shows answered, with a note, in user application hardening.
    const inMfa = REQUIREMENTS.find((requirement) => requirement.id === 'multi-factor-authentication-event-logs-protected')!;
    const inHardening = REQUIREMENTS.find((requirement) => requirement.id === 'user-application-hardening-event-logs-protected')!;
    expect(sameRequirementIds(inMfa.id)).toContain(inHardening.id);
    const evidenceOf = (requirement: Requirement) => page.getByRole('textbox', { name: `Evidence (optional) ${requirement.text}`, exact: true });
    for (const strategy of CONTROL_IDS.slice(0, 2)) {
      await page.getByRole('heading', { level: 2, name: controlContent(strategy).title, exact: true }).waitFor();
      await page.getByRole('radio', { name: 'Maturity Level Two' }).check();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await page.getByRole('heading', { level: 2, name: controlContent('multi-factor-authentication').title, exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Maturity Level Two' }).check();
    await outcomeSelect(page, inMfa).selectOption({ label: 'Ineffective' });
    await evidenceFold(page, inMfa).click();
    await evidenceOf(inMfa).fill('Helpdesk accounts can clear the security log.');
    const fieldOf = (requirement: Requirement) => page.getByRole('listitem').filter({ has: outcomeSelect(page, requirement) });
    await fieldOf(inMfa).getByText('Also counts for: Restrict administrative privileges, Application control, User application hardening', { exact: true }).waitFor();
    for (const strategy of CONTROL_IDS.slice(2, 6)) {
      await page.getByRole('heading', { level: 2, name: controlContent(strategy).title, exact: true }).waitFor();
      await page.getByRole('radio', { name: 'Maturity Level Two' }).check();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await page.getByRole('heading', { level: 2, name: controlContent('user-application-hardening').title, exact: true }).waitFor();
    const note = 'Also counts for: Multi-factor authentication, Restrict administrative privileges, Application control';
    await fieldOf(inHardening).getByText(note, { exact: true }).waitFor();
    expect(await outcomeSelect(page, inHardening).inputValue()).toBe('ineffective');
    expect(await evidenceOf(inHardening).inputValue()).toBe('Helpdesk accounts can clear the security log.');
    // The outcome is described by the note, so a screen reader hears where else the answer counts.
    expect(await outcomeSelect(page, inHardening).evaluate((select) => select.getAttribute('aria-describedby'))).toBe(`requirement-${inHardening.id}-shared`);

    // A draft saved before answers were shared may hold another answer for it elsewhere: the note names it, and the newest answer wins.
    await answerDifferentlyInOldDraft(page, 'multi-factor-authentication-event-logs-protected');
    await page.reload();
    await page.getByText('Answered differently for Multi-factor authentication (Effective): its outcome, evidence or details differ.', { exact: false }).waitFor();
    await expectAccessible(page, 'a shared requirement answered differently in another strategy');
    await outcomeSelect(page, inHardening).selectOption({ label: 'Not implemented' });
    expect(await page.getByText('Answered differently for', { exact: false }).count()).toBe(0);
    for (const strategy of CONTROL_IDS.slice(2, 6).toReversed()) {
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByRole('heading', { level: 2, name: controlContent(strategy).title, exact: true }).waitFor();
    }
    expect(await outcomeSelect(page, inMfa).inputValue()).toBe('not-implemented');

    // The steps cannot be fetched at all: Start says so, and how to try again.
    const offline = await browser.newPage();
    await offline.page.route('**/assets/DetailedAssessmentSteps-*.js', (route) => route.abort('internetdisconnected'));
    await offline.page.goto('/assessment/detailed');
    await offline.page.getByRole('button', { name: 'Start', exact: true }).click();
    await offline.page.getByRole('alert').filter({ hasText: 'The requirements could not be loaded. Check your connection, then reload the page to try again' }).waitFor();
  });

  it('keeps detailed progress over a quick check handed over, says so, and starts from the quick check on starting over', async () => {
    const quickCheck = await saveAssessment({
      organizationName: 'Handed Over Pty Ltd',
      targetAssessments: Object.fromEntries(CONTROL_IDS.map((id) => [id, 3])),
      assessments: Object.fromEntries(CONTROL_IDS.map((id) => [id, 1])),
    });
    const { page } = await browser.newPage();
    await page.goto('/assessment/detailed');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await skipImportStep(page);
    await outcomeSelect(page, firstLevelOne[0]!).selectOption({ label: 'Ineffective' });
    await holdAccessKey(page, quickCheck);
    await page.goto(`/assessment/results?id=${quickCheck.id}`);
    await page.getByRole('link', { name: 'Check each requirement' }).click();
    // The saved progress resumes at its step, which the address then names (?step=strategy-1).
    await page.waitForURL((url) => url.pathname === '/assessment/detailed');

    await page.getByText('We restored the answers you gave earlier in this browser.').waitFor();
    expect(await page.getByText("You have a detailed assessment in progress, so your quick check’s answers were not used.").isVisible()).toBe(true);
    expect(await outcomeSelect(page, firstLevelOne[0]!).inputValue()).toBe('ineffective');
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('button', { name: 'Discard my answers' }).click();
    await page.getByText("We've started from your quick check").waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await skipImportStep(page);
    expect(await page.getByRole('radio', { name: 'Maturity Level Three' }).isChecked()).toBe(true);
    // The quick check's rating is a suggestion to confirm, not an outcome.
    expect(await outcomeSelect(page, firstLevelOne[0]!).inputValue()).toBe('not-assessed');
    await page.getByRole('button', { name: `Confirm ${firstLevelOne[0]!.text}`, exact: true }).waitFor();
  });

  it("starts from a quick check's results ('Check each requirement'): its targets, and Effective suggested up to each rated level", async () => {
    const quickCheck = await saveAssessment({
      organizationName: 'Quick Start Pty Ltd',
      targetAssessments: Object.fromEntries(CONTROL_IDS.map((id) => [id, 3])),
      assessments: Object.fromEntries(CONTROL_IDS.map((id) => [id, id === firstStrategy ? 1 : 0])),
    });
    const { page } = await browser.newPage();
    await page.goto('/');
    await holdAccessKey(page, quickCheck);
    await page.goto(`/assessment/results?id=${quickCheck.id}`);
    await page.getByRole('link', { name: 'Check each requirement' }).click();
    await page.waitForURL('**/assessment/detailed');
    await page.getByText("We've started from your quick check").waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await skipImportStep(page);
    await page.getByText('Step 1 of 11').waitFor();
    expect(await page.getByRole('radio', { name: 'Maturity Level Three' }).isChecked()).toBe(true);
    // Each requirement of level one carries Effective as a suggestion, still Not assessed; level two has none.
    for (const requirement of firstLevelOne) {
      expect(await outcomeSelect(page, requirement).inputValue()).toBe('not-assessed');
      await page.getByRole('button', { name: `Confirm ${requirement.text}`, exact: true }).waitFor();
    }
    const firstAtTwo = requirementsByFirstLevel(firstStrategy).find((group) => group.level === 2)!.requirements[0]!;
    expect(await outcomeSelect(page, firstAtTwo).inputValue()).toBe('not-assessed');
    expect(await page.getByRole('button', { name: `Confirm ${firstAtTwo.text}`, exact: true }).count()).toBe(0);
    // Unconfirmed suggestions count for nothing; confirming the level gives back the rated level.
    const achieved = page.getByRole('status').filter({ hasText: 'Achieved so far' });
    expect(await achieved.textContent()).toBe('Achieved so far: Maturity Level Zero');
    await page.getByRole('button', { name: /^Confirm all for this level: \d+ suggestions? for Maturity Level One of / }).click();
    expect(await achieved.textContent()).toBe('Achieved so far: Maturity Level One');
  });

  it.each([1440, 375])('has no accessibility violations on the welcome and a strategy step at %i px', async (width) => {
    const { page } = await browser.newPage({ width });
    await page.goto('/assessment/detailed');
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await expectAccessible(page, `detailed welcome at ${width} px`);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await skipImportStep(page);
    await page.getByText('Step 1 of 11').waitFor();
    await outcomeSelect(page, firstLevelOne[0]!).selectOption({ label: 'Effective' });
    await expectAccessible(page, `detailed strategy step at ${width} px`);
  });

  it('on a phone (375 px), folds a strategy step by level, marks a level Effective in one go, goes to the next unanswered and to the target from the footer', async () => {
    const { page, pageErrors } = await browser.newPage({ width: 375 });
    await page.goto('/assessment/detailed');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await skipImportStep(page);
    await page.getByText('Step 1 of 11').waitFor();
    const [levelOne, levelTwo, levelThree] = requirementsByFirstLevel(firstStrategy);
    const summary = (level: string) => page.locator('summary').filter({ has: page.getByRole('heading', { level: 3, name: level }) });
    expect(await summary('Maturity Level Three').textContent()).toBe(`Maturity Level Three0 of ${levelThree!.requirements.length} answered`);

    // The target, from the step's footer (kept in view at the foot of a phone's screen), by keyboard.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const toTarget = page.getByRole('button', { name: 'Target: No target set, choose' });
    expect(await toTarget.evaluate((button) => button.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    await toTarget.click();
    expect(await page.getByRole('radio', { name: 'Maturity Level One' }).evaluate((radio) => radio === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Maturity Level Two' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Target: Maturity Level Two, change' }).waitFor();
    // The level above the target folds and says so.
    expect(await summary('Maturity Level Three').textContent()).toBe(`Maturity Level Three0 of ${levelThree!.requirements.length} answered, above your target`);
    expect(await outcomeSelect(page, levelThree!.requirements[0]!).isVisible()).toBe(false);

    // Marking a level Effective fills only what is unanswered, says how many, and can be undone.
    await outcomeSelect(page, firstLevelOne[0]!).selectOption({ label: 'Ineffective' });
    const left = levelOne!.requirements.length - 1;
    await page.getByRole('button', { name: `Mark all unanswered Effective: ${left} requirements of Maturity Level One of ${controlContent(firstStrategy).title}` }).click();
    await page.getByRole('status').filter({ hasText: `${left} requirements of Maturity Level One marked Effective; change any that are exceptions.` }).waitFor();
    expect(await outcomeSelect(page, firstLevelOne[0]!).inputValue()).toBe('ineffective');
    expect(await outcomeSelect(page, firstLevelOne[1]!).inputValue()).toBe('effective');
    expect(await summary('Maturity Level One').textContent()).toBe(`Maturity Level One${levelOne!.requirements.length} of ${levelOne!.requirements.length} answered`);
    const undo = page.getByRole('button', { name: `Undo marking Effective for Maturity Level One of ${controlContent(firstStrategy).title}` });
    expect(await undo.evaluate((button) => button === document.activeElement)).toBe(true);
    await expectAccessible(page, `a level marked Effective at 375 px`);
    await undo.click();
    await page.getByRole('status').filter({ hasText: `Undone: ${left} of Maturity Level One back to Not assessed.` }).waitFor();
    expect(await outcomeSelect(page, firstLevelOne[1]!).inputValue()).toBe('not-assessed');
    expect(await outcomeSelect(page, firstLevelOne[0]!).inputValue()).toBe('ineffective');
    await page.getByRole('button', { name: /^Mark all unanswered Effective: \d+ requirements of Maturity Level One/ }).click();

    // "Go to next unanswered" moves to the first requirement of level two; a fully answered level folds by its summary.
    await page.getByRole('button', { name: 'Go to next unanswered' }).click();
    expect(await outcomeSelect(page, levelTwo!.requirements[0]!).evaluate((select) => select === document.activeElement)).toBe(true);
    await summary('Maturity Level One').click();
    expect(await outcomeSelect(page, firstLevelOne[0]!).isVisible()).toBe(false);
    await expectAccessible(page, 'a strategy step with a level folded at 375 px');

    // Once every requirement has an outcome, "Go to next unanswered" says so.
    await page.getByRole('button', { name: /^Mark all unanswered Effective: \d+ requirements of Maturity Level Two/ }).click();
    await summary('Maturity Level Three').click();
    await page.getByRole('button', { name: /^Mark all unanswered Effective: \d+ requirements of Maturity Level Three/ }).click();
    await page.getByRole('button', { name: 'Go to next unanswered' }).click();
    await page.getByRole('status').filter({ hasText: 'Every requirement on this page has an outcome.' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Achieved so far' }).textContent()).toBe('Achieved so far: Maturity Level Zero');
    await expectAccessible(page, 'a strategy step fully answered at 375 px');
    expect(pageErrors).toEqual([]);
  });
});
