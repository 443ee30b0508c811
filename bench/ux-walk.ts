/**
 * The respondent's and the consultant's walk, measured: clicks, keys and a modelled time for the quick check, the
 * detailed assessment (with its bulk actions) and a re-assessment that changes three answers, then the height at
 * 375 px of the longest pages. Prints a Markdown table. Run with `npx tsx bench/ux-walk.ts` after `npm run build`.
 * Not part of `npm test`.
 *
 * A click is one press of the pointer on a control (a choice of a drop-down list is two: open, choose); a key is one
 * typed character. The time is the Keystroke-Level Model's (Card, Moran and Newell): 1.1 s to point and 0.2 s to
 * press for each click, 0.28 s a key (an average typist), 1.35 s to make up one's mind before each answer, and the
 * words each screen asks the person to read at 238 words a minute (the average silent reading rate of adults). It
 * is a model of a person who knows their answers, not a timing of this script.
 */
import type { Locator, Page } from 'playwright-core';
import { REQUIREMENTS } from '../src/domain/framework/catalogue';
import { controlContent } from '../src/domain/control-content';
import { CONTROL_IDS } from '../src/domain/controls';
import { launchBrowser, openPage } from '../tests/e2e/browser';
import { signIn } from '../tests/e2e/sign-in';
import { startTestServer } from '../tests/e2e/server';
import { E2E_SUPPORT } from '../tests/e2e/server';

const POINT_AND_PRESS_S = 1.3;
const KEY_S = 0.28;
const DECIDE_S = 1.35;
const WORDS_A_MINUTE = 238;

/** What one walk did: clicks, keys, answers decided and words read. */
class Walk {
  clicks = 0;
  keys = 0;
  decisions = 0;
  words = 0;
  constructor(readonly name: string) {}

  async click(target: Locator): Promise<void> {
    this.clicks += 1;
    await target.click();
  }
  /** A choice: a radio button or a checkbox, decided then clicked. */
  async choose(target: Locator): Promise<void> {
    this.clicks += 1;
    this.decisions += 1;
    await target.check();
  }
  /** A drop-down list's option, decided then chosen: open it, click the option. */
  async select(target: Locator, label: string): Promise<void> {
    this.clicks += 2;
    this.decisions += 1;
    await target.selectOption({ label });
  }
  /** A field clicked into, then typed. */
  async type(target: Locator, text: string): Promise<void> {
    this.clicks += 1;
    this.keys += text.length;
    this.decisions += 1;
    await target.fill(text);
  }
  /** Words the person reads on this screen. */
  read(text: string): void {
    this.words += text.split(/\s+/).filter(Boolean).length;
  }
  async readScreen(region: Locator): Promise<void> {
    this.read(await region.innerText());
  }
  minutes(): number {
    return (this.clicks * POINT_AND_PRESS_S + this.keys * KEY_S + this.decisions * DECIDE_S + (this.words / WORDS_A_MINUTE) * 60) / 60;
  }
}

async function quickCheck(page: Page): Promise<Walk> {
  const walk = new Walk('Quick check (mouse), same target for all eight');
  await page.goto('/assessment');
  await walk.readScreen(page.getByRole('main'));
  await walk.click(page.getByRole('button', { name: "Let's Get Started" }));
  await page.getByRole('heading', { level: 2, name: controlContent(CONTROL_IDS[0]!).title, exact: true }).waitFor();
  await walk.readScreen(page.getByRole('main'));
  await walk.choose(page.getByRole('radio', { name: 'Maturity Level Two (Standard)' }));
  await walk.choose(page.getByRole('checkbox', { name: 'Same target for all eight' }));
  await walk.click(page.getByRole('button', { name: /^Next/ }));
  const currents = ['Maturity Level One (Initial)', 'Maturity Level Zero', 'Maturity Level Two (Developing)', 'Maturity Level One (Initial)'];
  for (const [index, id] of CONTROL_IDS.entries()) {
    await page.getByRole('heading', { level: 2, name: controlContent(id).title, exact: true }).waitFor();
    await walk.readScreen(page.getByRole('main'));
    await walk.choose(page.getByRole('radio', { name: currents[index % currents.length]!, exact: true }));
    await walk.click(page.getByRole('button', { name: /^Next/ }));
  }
  await finish(page, walk, 'Walk Quick Pty Ltd');
  return walk;
}

/** The implementation and organisation steps and the review's Submit, as a first-time respondent fills them. */
async function finish(page: Page, walk: Walk, organisation: string): Promise<void> {
  await page.getByRole('heading', { name: 'Implementation planning' }).waitFor();
  await walk.readScreen(page.getByRole('main'));
  await walk.choose(page.getByRole('radio', { name: '12 months' }));
  await walk.choose(page.getByRole('checkbox', { name: 'Multi-factor authentication' }));
  await walk.type(page.getByLabel('Constraints *'), 'A small IT team and a legacy finance system.');
  await walk.click(page.getByRole('button', { name: 'Next: Organisation Details' }));
  await page.getByRole('heading', { name: 'Organisation details' }).waitFor();
  await walk.readScreen(page.getByRole('main'));
  await walk.type(page.getByLabel('Organisation name *'), organisation);
  await walk.type(page.getByLabel('Your name *'), 'Jane Citizen');
  await walk.type(page.getByLabel('Your work email *'), 'jane@acme.example');
  await walk.click(page.getByRole('button', { name: 'Next: Review Your Answers' }));
  await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
  await walk.readScreen(page.getByRole('main'));
  await walk.click(page.getByRole('button', { name: 'Submit Assessment' }));
  await page.waitForURL('**/assessment/results**');
}

/** The first two requirements of a strategy up to Maturity Level Two: the exceptions the walk records as Not implemented. */
function exceptionsOf(strategy: string) {
  return REQUIREMENTS.filter((requirement) => requirement.strategy === strategy && requirement.levels[0]! <= 2).slice(0, 2);
}

/**
 * The detailed assessment with its bulk actions: each strategy's target Maturity Level Two, each level's unanswered
 * requirements marked Effective at once, then two exceptions a strategy changed to Not implemented; every requirement
 * up to the target read.
 */
async function detailedAssessment(page: Page): Promise<Walk> {
  const walk = new Walk('Detailed assessment (mouse), bulk marking, 2 exceptions a strategy');
  await page.goto('/assessment/detailed');
  await walk.readScreen(page.getByRole('main'));
  await walk.click(page.getByRole('button', { name: 'Start', exact: true }));
  for (const [index, strategy] of CONTROL_IDS.entries()) {
    await page.getByRole('heading', { level: 2, name: controlContent(strategy).title, exact: true }).waitFor();
    await walk.choose(page.getByRole('radio', { name: /^Maturity Level Two/ }));
    for (const level of ['Maturity Level One', 'Maturity Level Two']) {
      const fold = page.locator('details').filter({ has: page.getByRole('heading', { level: 3, name: level, exact: true }) });
      if ((await fold.count()) === 0) continue;
      if ((await fold.getAttribute('open')) === null) await walk.click(fold.locator('summary'));
      const mark = page.getByRole('button', { name: new RegExp(`^Mark all unanswered Effective: \\d+ requirements? of ${level} of `) });
      if (await mark.count()) await walk.click(mark);
    }
    await walk.readScreen(page.getByRole('main'));
    for (const requirement of exceptionsOf(strategy)) {
      await walk.select(page.getByRole('combobox', { name: `Outcome ${requirement.text}`, exact: true }), 'Not implemented');
    }
    await walk.click(page.getByRole('button', { name: index === CONTROL_IDS.length - 1 ? 'Next: Implementation Details' : 'Next', exact: true }));
  }
  await finish(page, walk, 'Walk Detailed Pty Ltd');
  return walk;
}

/**
 * A re-assessment of the detailed assessment on screen that changes three answers: from its results, each change
 * opened from the review and back, then Submit. The words read are the review's and the three changed requirements'.
 */
async function reassessment(page: Page): Promise<Walk> {
  const walk = new Walk('Re-assessment of the detailed assessment, three answers changed');
  await walk.click(page.getByRole('button', { name: 'Start a re-assessment from these answers' }).first());
  await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
  await walk.readScreen(page.getByRole('main'));
  for (const strategy of CONTROL_IDS.slice(0, 3)) {
    await walk.click(page.getByRole('link', { name: `Change the target and requirements for ${controlContent(strategy).title}` }));
    await page.getByRole('heading', { level: 2, name: controlContent(strategy).title, exact: true }).waitFor();
    const [changed] = exceptionsOf(strategy);
    walk.read(changed!.text);
    const outcome = page.getByRole('combobox', { name: `Outcome ${changed!.text}`, exact: true });
    // A level fully answered is folded: its summary opens it.
    const levelName = ['Maturity Level One', 'Maturity Level Two', 'Maturity Level Three'][changed!.levels[0]! - 1]!;
    const fold = page.locator('details').filter({ has: page.getByRole('heading', { level: 3, name: levelName, exact: true }) });
    if ((await fold.getAttribute('open')) === null) await walk.click(fold.locator(':scope > summary'));
    await walk.select(outcome, 'Effective');
    await walk.click(page.getByRole('button', { name: 'Back to review' }));
    await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
  }
  await walk.click(page.getByRole('button', { name: 'Submit Assessment' }));
  await page.waitForURL('**/assessment/results**');
  return walk;
}

/** The height of the page at 375 px once `ready` shows. */
async function heightAt375(page: Page, url: string, ready: Locator): Promise<number> {
  await page.goto(url);
  await ready.waitFor();
  // Let late parts (charts, the register) settle.
  await page.waitForTimeout(1000);
  return page.evaluate(() => document.documentElement.scrollHeight);
}

export {};

const server = await startTestServer();
const browser = await launchBrowser();
try {
  const { page } = await openPage(browser, server.url, 1440);
  const walks = [await quickCheck(page), await detailedAssessment(page), await reassessment(page)];
  process.stdout.write('| Walk | Clicks | Keys | Answers decided | Words read | Modelled minutes |\n|---|---:|---:|---:|---:|---:|\n');
  for (const walk of walks) {
    process.stdout.write(`| ${walk.name} | ${walk.clicks} | ${walk.keys} | ${walk.decisions} | ${walk.words} | ${walk.minutes().toFixed(1)} |\n`);
  }
  // The longest pages at 375 px: the re-assessment's results, the detailed review, the longest strategy page, the
  // portal's detail page of the detailed assessment and the list.
  const resultsUrl = page.url();
  const id = new URL(resultsUrl).searchParams.get('id');
  await page.setViewportSize({ width: 375, height: 800 });
  const heights: [string, number][] = [];
  heights.push(['Results of a detailed re-assessment', await heightAt375(page, resultsUrl, page.getByRole('heading', { level: 2, name: 'Results by control' }))]);
  await page.getByRole('button', { name: 'Start a re-assessment from these answers' }).first().click();
  await page.getByRole('heading', { level: 2, name: 'Review your answers' }).waitFor();
  heights.push(['Review of a detailed assessment', await page.evaluate(() => document.documentElement.scrollHeight)]);
  await page.getByRole('link', { name: `Change the target and requirements for ${controlContent('restrict-administrative-privileges').title}` }).click();
  await page.getByRole('heading', { level: 2, name: controlContent('restrict-administrative-privileges').title, exact: true }).waitFor();
  heights.push(['Strategy page, Restrict administrative privileges (29 requirements, target Two)', await page.evaluate(() => document.documentElement.scrollHeight)]);
  const support = await openPage(browser, server.url, 375);
  await support.page.goto('/login');
  await signIn(support.page, E2E_SUPPORT);
  await support.page.waitForURL('**/support**');
  heights.push(['Portal: detail page of the detailed assessment', await heightAt375(support.page, `/support/results/${id}`, support.page.getByRole('heading', { level: 1 }))]);
  heights.push(['Portal: results list', await heightAt375(support.page, '/support/results', support.page.getByRole('heading', { level: 1 }))]);
  process.stdout.write('\n| Page at 375 px | Height (px) |\n|---|---:|\n');
  for (const [name, height] of heights) process.stdout.write(`| ${name} | ${height.toLocaleString('en-AU')} |\n`);
} finally {
  await browser.close();
  await server.stop();
}
