/**
 * The consultant's review of a detailed assessment, walked in the browser and measured: the clicks and keys to review
 * a completed detailed assessment at target Maturity Level Two where most answers are right (the target agreed, the
 * wrong ones changed one by one with a note, the rest agreed in one batch, then finished), once by mouse and once by
 * keyboard alone; the review page's height at 1440 and 375 px (as it opens, and with every row of the model listed,
 * one opened); its element count; and the main thread's time to draw the register's rows. Prints Markdown tables.
 * Run with `npx tsx bench/review-walk.ts` after `npm run build`. Not part of `npm test`.
 *
 * A click is one press of the pointer; a key is one key pressed (a typed character, Tab, an arrow, Enter). The assessment
 * answers every requirement up to Maturity Level Two (Effective, graded good, but for five justified exceptions) and
 * one in five of the requirements of the model within the target is found Ineffective: the "90 of the ~107
 * answers right" counted catalogue entries, and a requirement several strategies list is now reviewed once.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { addMonths, dayOf, DEFAULT_TIME_ZONE } from '../src/domain/calendar-day';
import { REQUIREMENTS } from '../src/domain/framework/catalogue';
import type { RequirementAnswer } from '../src/domain/framework/outcomes';
import { firstLevel, type Requirement } from '../src/domain/framework/requirement';
import { modelRequirements } from '../src/domain/review/within-scope';
import { detailedAssessmentBody } from '../tests/support/assessments';
import { launchBrowser, openPage } from '../tests/e2e/browser';
import { E2E_SUPPORT, startTestServer } from '../tests/e2e/server';
import { signIn } from '../tests/e2e/sign-in';

const NOTE = 'Three of ten sampled workstations lack it.';

/** The requirements of the model within Maturity Level Two, each once (a shared one under its first entry). */
const WITHIN = modelRequirements(REQUIREMENTS).filter(({ entries }) => entries.some((entry) => firstLevel(entry) <= 2));
/** Every fifth requirement within the target: the respondent said Effective, the assessor finds it Ineffective. */
const WRONG = WITHIN.filter((_, index) => index % 5 === 2).map(({ requirement }) => requirement);
/** Five justified exceptions the respondent gave, right in the assessor's eyes (agreed in the batch). */
const EXCEPTIONS = WITHIN.filter((_, index) => index % 5 === 4).slice(0, 5);

/** The respondent's answers: every requirement up to Maturity Level Two answered, the rest not implemented. */
function answers(): Record<string, RequirementAnswer> {
  const reviewBy = addMonths(dayOf(Date.now(), DEFAULT_TIME_ZONE), 6);
  // Alternate control and Not applicable in turn, one answer for every entry of a shared requirement.
  const alternateById = new Map(EXCEPTIONS.flatMap(({ entries }, index) => entries.map((entry) => [entry.id, index % 2 === 0] as const)));
  return Object.fromEntries(
    REQUIREMENTS.map((requirement): [string, RequirementAnswer] => {
      if (firstLevel(requirement) > 2) return [requirement.id, { outcome: 'not-implemented', evidence: '' }];
      const alternate = alternateById.get(requirement.id);
      if (alternate === undefined) return [requirement.id, { outcome: 'effective', evidence: 'Seen in the management console.', evidenceQuality: 'good' }];
      return alternate
        ? [requirement.id, { outcome: 'alternate-control', evidence: 'Compensating control in place.', evidenceQuality: 'fair', justification: 'A managed service provider runs an equivalent control.', reviewBy, approvedBy: 'Jo Chief, CIO' }]
        : [requirement.id, { outcome: 'not-applicable', evidence: '', evidenceQuality: 'fair', justification: 'The organisation runs no such systems.' }];
    }),
  );
}

/** What one walk did. */
class Walk {
  clicks = 0;
  keys = 0;
  constructor(
    readonly name: string,
    readonly page: Page,
  ) {}
  async click(target: Locator): Promise<void> {
    this.clicks += 1;
    await target.click();
  }
  async press(key: string, times = 1): Promise<void> {
    for (let pressed = 0; pressed < times; pressed += 1) {
      this.keys += 1;
      await this.page.keyboard.press(key);
    }
  }
  async type(text: string): Promise<void> {
    this.keys += text.length;
    await this.page.keyboard.type(text);
  }
  /** Presses `key` (Tab by default) until the target holds focus, counting each press. */
  async moveTo(target: Locator, key = 'Tab', limit = 80): Promise<void> {
    for (let presses = 0; presses < limit; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
      await this.press(key);
    }
    throw new Error(`Could not reach ${target.toString()} with ${limit} presses of ${key}`);
  }
}

async function saveAssessment(origin: string, name: string): Promise<string> {
  const body = detailedAssessmentBody({ organizationName: name, requirementOutcomes: answers() });
  const response = await fetch(`${origin}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status !== 201) throw new Error(`Saving the assessment answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function openReview(browser: Browser, origin: string, id: string, width: number): Promise<Page> {
  const { page } = await openPage(browser, origin, width);
  await page.goto('/login');
  await signIn(page, E2E_SUPPORT);
  await page.waitForURL('**/support');
  await page.goto(`/support/results/${id}?mode=review`);
  await page.getByRole('region', { name: 'Findings' }).getByRole('table').waitFor();
  return page;
}

const findingsOf = (page: Page) => page.getByRole('region', { name: 'Findings' });
const toggleOf = (page: Page, requirement: Requirement) => findingsOf(page).getByRole('button', { name: requirement.text, exact: true });
const openedOf = (page: Page, requirement: Requirement) => page.getByRole('group', { name: requirement.text, exact: true });

async function agreeTarget(walk: Walk, byKeyboard: boolean): Promise<void> {
  const target = walk.page.getByRole('region', { name: 'Target maturity level' });
  const agree = target.getByRole('button', { name: 'Agree the target' });
  if (byKeyboard) {
    await walk.moveTo(agree);
    await walk.press('Enter');
  } else await walk.click(agree);
  await target.getByRole('status').filter({ hasText: 'Target agreed: Maturity Level Two.' }).waitFor();
}

async function batchAndFinish(walk: Walk, byKeyboard: boolean): Promise<void> {
  const { page } = walk;
  const everything = page.getByRole('button', { name: /^Agree on everything not yet reviewed/ });
  const dialog = page.getByRole('dialog', { name: 'Agree with the respondent' });
  if (byKeyboard) {
    await walk.moveTo(everything, 'Shift+Tab');
    await walk.press('Enter');
    await dialog.waitFor();
    // The first test method has focus: one arrow down chooses "Live configuration examined".
    await walk.press('ArrowDown');
    await walk.moveTo(dialog.getByRole('button', { name: /^Agree on \d+ requirements?$/ }));
    await walk.press('Enter');
  } else {
    await walk.click(everything);
    await walk.click(dialog.getByRole('radio', { name: 'Live configuration examined' }));
    await walk.click(dialog.getByRole('button', { name: /^Agree on \d+ requirements?$/ }));
  }
  await page.getByRole('status').filter({ hasText: /^Agreed with the respondent on \d+ requirements\.$/ }).waitFor();
  const finish = page.getByRole('button', { name: 'Finish the review' });
  const confirm = page.getByRole('dialog', { name: 'Finish the review?' }).getByRole('button', { name: 'Yes, finish it' });
  if (byKeyboard) {
    await walk.moveTo(finish, 'Shift+Tab', 200);
    await walk.press('Enter');
    await walk.moveTo(confirm);
    await walk.press('Enter');
  } else {
    await walk.click(finish);
    await walk.click(confirm);
  }
  await page.getByRole('button', { name: 'Share with the respondent' }).waitFor();
}

async function byMouse(walk: Walk, withNotes = true): Promise<void> {
  const { page } = walk;
  await agreeTarget(walk, false);
  for (const requirement of WRONG) {
    await walk.click(toggleOf(page, requirement));
    const opened = openedOf(page, requirement);
    await walk.click(opened.getByRole('radio', { name: 'Ineffective' }));
    // The method starts at the last finding's (decision 098): clicked only when it is not already the one used.
    const live = opened.getByRole('radio', { name: 'Live configuration examined' });
    if (!(await live.isChecked())) await walk.click(live);
    if (withNotes) {
      await walk.click(opened.getByLabel(/^Note/));
      await walk.type(NOTE);
    }
    await walk.click(opened.getByRole('button', { name: 'Save finding' }));
    await opened.getByRole('status').filter({ hasText: /^Saved$/ }).waitFor();
  }
  await batchAndFinish(walk, false);
}

async function byKeyboard(walk: Walk): Promise<void> {
  const { page } = walk;
  await agreeTarget(walk, true);
  // Into the register: its first row is one stop of Tab.
  await walk.moveTo(toggleOf(page, WITHIN[0]!.requirement));
  for (const requirement of WRONG) {
    await walk.moveTo(toggleOf(page, requirement), 'ArrowDown', 200);
    // 3 sets Ineffective: the row opens on how it was tested, its method focused (the last finding's, else the first);
    // from the first, one arrow down chooses the live look.
    await walk.press('3');
    const opened = openedOf(page, requirement);
    const live = opened.getByRole('radio', { name: 'Live configuration examined' });
    await opened.getByRole('radio', { name: 'Tested with a simulated activity' }).waitFor();
    if (!(await live.isChecked())) await walk.press('ArrowDown');
    await walk.moveTo(opened.getByLabel(/^Note/));
    await walk.type(NOTE);
    await walk.moveTo(opened.getByRole('button', { name: 'Save finding' }));
    await walk.press('Enter');
    await opened.getByRole('status').filter({ hasText: /^Saved$/ }).waitFor();
    await walk.press('Escape');
  }
  await batchAndFinish(walk, true);
}

/** The page's height and element count as it stands. */
const measure = (page: Page) => page.evaluate(() => ({ height: document.documentElement.scrollHeight, elements: document.querySelectorAll('*').length }));

/** Main-thread milliseconds (Chromium's TaskDuration) to draw every row of the model, from a filter showing none. */
async function drawTime(page: Page, id: string): Promise<number> {
  await page.goto(`/support/results/${id}?mode=review&show=changed&outside=shown`);
  await page.getByRole('status').filter({ hasText: /^Showing 0 of 126 requirements$/ }).waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')!.value;
  const before = await busy();
  await page.getByLabel('Show', { exact: true }).selectOption('all');
  await page.getByRole('status').filter({ hasText: /^Showing 126 of 126 requirements$/ }).waitFor();
  return Math.round(((await busy()) - before) * 1000);
}

const server = await startTestServer();
const browser = await launchBrowser();
try {
  const walks: Walk[] = [];
  for (const [name, walkIt] of [
    ['By mouse, a note with each finding that differs', byMouse],
    ['By mouse, no notes', (walk: Walk) => byMouse(walk, false)],
    ['By keyboard alone, a note with each finding that differs', byKeyboard],
  ] as [string, (walk: Walk) => Promise<void>][]) {
    const id = await saveAssessment(server.url, `Review Walk ${walks.length + 1} Pty Ltd`);
    const page = await openReview(browser, server.url, id, 1440);
    const walk = new Walk(name, page);
    await walkIt(walk);
    walks.push(walk);
    await page.close();
  }
  process.stdout.write(`Reviewing ${WITHIN.length} requirements of the model within Maturity Level Two: the target agreed, ${WRONG.length} found Ineffective one by one, the rest agreed in one batch, then finished.\n\n`);
  process.stdout.write('| Walk | Clicks | Keys | Clicks and keys per requirement |\n|---|---:|---:|---:|\n');
  for (const walk of walks) process.stdout.write(`| ${walk.name} | ${walk.clicks} | ${walk.keys} | ${((walk.clicks + walk.keys) / WITHIN.length).toFixed(1)} |\n`);

  const id = await saveAssessment(server.url, 'Review Heights Pty Ltd');
  process.stdout.write('\n| Width | Review mode as it opens (px) | Elements | Every row of the model listed, one opened (px) | Elements | Drawing 126 rows (main-thread ms) |\n|---:|---:|---:|---:|---:|---:|\n');
  for (const width of [1440, 375]) {
    const page = await openReview(browser, server.url, id, width);
    const opening = await measure(page);
    await page.goto(`/support/results/${id}?mode=review&outside=shown`);
    await toggleOf(page, WRONG[0]!).click();
    await openedOf(page, WRONG[0]!).waitFor();
    const tallest = await measure(page);
    const drawn = [await drawTime(page, id), await drawTime(page, id), await drawTime(page, id)].sort((a, b) => a - b)[1]!;
    process.stdout.write(`| ${width} | ${opening.height.toLocaleString('en-AU')} | ${opening.elements.toLocaleString('en-AU')} | ${tallest.height.toLocaleString('en-AU')} | ${tallest.elements.toLocaleString('en-AU')} | ${drawn} |\n`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
