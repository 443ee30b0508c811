/**
 * Takes the screenshots of review mode at 1440 and 375 px (docs/screenshots/review-mode-*.png, review-row-open-*.png,
 * review-batch-*.png): a detailed assessment's review begun, four of Regular backups reviewed (one found ineffective, with
 * the assessor's file), the register one line per requirement within the target, that row opened in place to its
 * finding form, and the dialog agreeing with the respondent on everything not yet reviewed. It prints the page's height,
 * its element count and the main thread's time to draw the 126-row register. Then the respondent's results once a
 * finished review is shared (docs/screenshots/results-shared-review-*.png): the consultancy's verdict on top, the
 * self-assessment after it, and how far down the page "Assessed by" starts.
 * Run with `npx tsx tests/e2e/take-review-screenshots.ts` after `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import { firstLevel } from '../../src/domain/framework/requirement';
import { findingIdOf } from '../../src/domain/review/finding-entries';
import { detailedAssessmentBody, detailedOutcomes } from '../support/assessments';
import { TINY_PDF } from '../support/evidence-fixtures';
import { launchBrowser, openPage } from './browser';
import { E2E_CONSULTANT, E2E_SUPPORT, startTestServer } from './server';
import { signIn } from './sign-in';

const OUT = path.resolve('docs/screenshots');
const BACKUPS = REQUIREMENTS.filter((requirement) => requirement.strategy === 'regular-backups');
/** The shared review's findings that differ from an effective one: two of patch applications' level two and one of Regular backups'. */
const FOUND_INEFFECTIVE = new Set([
  ...REQUIREMENTS.filter((requirement) => requirement.strategy === 'patch-applications' && firstLevel(requirement) === 2).slice(0, 2),
  ...BACKUPS.filter((requirement) => firstLevel(requirement) === 2).slice(0, 1),
].map((requirement) => requirement.id));

async function main(): Promise<void> {
  const server = await startTestServer();
  const browser = await launchBrowser();
  const call = async (url: string, init: RequestInit & { cookie?: string }): Promise<Response> => {
    const response = await fetch(`${server.url}${url}`, { ...init, headers: { ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}) } });
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  const sessionOf = async (user: { username: string; password: string }) => {
    const answer = await call('/api/auth/login', { method: 'POST', body: JSON.stringify({ ...user, rememberMe: false }) });
    return answer.headers.getSetCookie().find((line) => line.startsWith('e8_session='))!.split(';')[0]!;
  };
  try {
    // Every effective answer graded good, so the level supported by evidence follows the answers.
    const requirementOutcomes = Object.fromEntries(Object.entries(detailedOutcomes()).map(([id, answer]) => [id, answer.outcome === 'effective' ? { ...answer, evidenceQuality: 'good' } : answer]));
    const body = detailedAssessmentBody({ organizationName: 'Acme Widgets Pty Ltd', requirementOutcomes });
    const saved = (await (await call('/api/assessments', { method: 'POST', body: JSON.stringify(body) })).json()) as { id: string };
    const cookie = await sessionOf(E2E_CONSULTANT);
    const base = `/api/support/assessments/${saved.id}`;
    // The first four of Regular backups reviewed: three effective, one found ineffective where the respondent said effective.
    const notes = ['Restored two file servers from last night’s backup.', 'Retention of 90 days seen in the backup console.', 'Ran a restore test with the IT lead.', 'Only two of ten servers are backed up nightly.'];
    for (const [index, requirement] of BACKUPS.slice(0, 4).entries()) {
      const outcome = index === 3 ? 'ineffective' : 'effective';
      const finding = { outcome, testMethod: index === 0 ? 'simulated-activity' : 'live-configuration', evidenceQuality: index === 0 ? 'excellent' : 'good', note: notes[index], version: 0 };
      await call(`${base}/findings/${requirement.id}`, { method: 'PUT', body: JSON.stringify(finding), cookie });
    }
    const form = new FormData();
    form.append('requirementId', BACKUPS[3]!.id);
    form.append('file', new Blob([TINY_PDF], { type: 'application/pdf' }), 'Restore test.pdf');
    await call(`${base}/evidence`, { method: 'POST', body: form, cookie });
    const scope = {
      systems: 'Head office network: 120 workstations and 14 servers. The warehouse scanners are out of scope.',
      sampling: 'Ten workstations and two servers, chosen with the IT manager.',
      approach: 'Backup console examined live; restores tested on two servers.',
      limitations: 'Network devices were not sampled.',
      firstDay: '2026-11-23',
      lastDay: '2026-11-24',
      assessors: 'Alex Reviewer, IRAP assessor',
      version: 0,
    };
    await call(`${base}/review/scope`, { method: 'PUT', body: JSON.stringify(scope), cookie });

    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/login');
      await signIn(page, E2E_SUPPORT);
      await page.waitForURL('**/support');
      await page.goto(`/support/results/${saved.id}?mode=review`);
      const findings = page.getByRole('region', { name: 'Findings' });
      await findings.getByRole('table').waitFor();
      const measured = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, elements: document.querySelectorAll('*').length }));
      console.log(`At ${width} px: the review page is ${measured.height} px tall with ${measured.elements} elements`);
      // The main thread's time to draw the whole register (126 rows, those outside the target too) from one row.
      await page.goto(`/support/results/${saved.id}?mode=review&show=disagreements&outside=shown`);
      await page.getByRole('status').filter({ hasText: /^Showing 1 of 126 requirements$/ }).waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')!.value;
      const before = await busy();
      await page.getByLabel('Show', { exact: true }).selectOption('all');
      await page.getByRole('status').filter({ hasText: /^Showing 126 of 126 requirements$/ }).waitFor();
      console.log(`At ${width} px: drawing the 126-row register took ${Math.round(((await busy()) - before) * 1000)} ms of main-thread time`);
      await page.goto(`/support/results/${saved.id}?mode=review`);
      await findings.getByRole('table').waitFor();

      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const top = await findings.evaluate((section) => section.getBoundingClientRect().top + window.scrollY - 16);
      await page.screenshot({ path: path.join(OUT, `review-mode-${width}.png`), fullPage: true, clip: { x: 0, y: Math.max(0, top), width, height: width === 1440 ? 1500 : 2000 } });
      // One row opened in place: the one found ineffective, with the assessor's file.
      const opened = findings.getByRole('button', { name: BACKUPS[3]!.text, exact: true });
      await opened.click();
      await findings.getByText('Restore test.pdf').waitFor();
      const row = page.locator('tr', { has: page.getByRole('button', { name: BACKUPS[2]!.text, exact: true }) });
      const from = await row.evaluate((node) => node.getBoundingClientRect().top + window.scrollY - 8);
      const to = await page.locator('.register-detail').evaluate((node) => node.getBoundingClientRect().bottom + window.scrollY + 60);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: path.join(OUT, `review-row-open-${width}.png`), fullPage: true, clip: { x: 0, y: from, width, height: Math.ceil(to - from) } });
      // The batch dialog: everything within the target not yet reviewed, a test method chosen.
      await page.keyboard.press('Escape');
      // A phone's screen tall enough to show the whole dialog (a shorter one scrolls inside it).
      if (width === 375) await page.setViewportSize({ width, height: 1100 });
      await findings.getByRole('button', { name: /^Agree on everything not yet reviewed/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Agree with the respondent' });
      await dialog.getByRole('radio', { name: 'Live configuration examined' }).check();
      await dialog.getByLabel('Note for the batch (optional)').fill('Seen in the console with the IT lead on 23 November.');
      await page.screenshot({ path: path.join(OUT, `review-batch-${width}.png`) });
      await context.close();
    }

    // A second assessment, reviewed requirement by requirement, finished and shared: the respondent's results.
    const shared = (await (await call('/api/assessments', { method: 'POST', body: JSON.stringify({ ...body, organizationName: 'Harbour Freight Pty Ltd' }) })).json()) as { id: string; accessKey: string };
    const admin = await sessionOf(E2E_SUPPORT);
    const sharedBase = `/api/support/assessments/${shared.id}`;
    for (const requirement of REQUIREMENTS) {
      if (findingIdOf(requirement.id) !== requirement.id) continue;
      const outcome = FOUND_INEFFECTIVE.has(requirement.id) ? 'ineffective' : 'effective';
      const finding = { outcome, testMethod: 'live-configuration', evidenceQuality: 'good', note: outcome === 'ineffective' ? 'Not in place on the sampled servers.' : '', version: 0 };
      await call(`${sharedBase}/findings/${requirement.id}`, { method: 'PUT', body: JSON.stringify(finding), cookie: admin });
    }
    await call(`${sharedBase}/review/finish`, { method: 'POST', cookie: admin });
    await call(`${sharedBase}/review/share`, { method: 'POST', cookie: admin });
    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/');
      await page.evaluate(([id, key]) => window.localStorage.setItem('e8_access_keys', JSON.stringify({ [id!]: key })), [shared.id, shared.accessKey]);
      await page.goto(`/assessment/results?id=${shared.id}`);
      const verdict = page.getByRole('heading', { name: /^Assessed by / });
      await verdict.waitFor();
      await page.getByRole('region', { name: /^Each strategy as assessed by / }).getByRole('table').waitFor();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const top = await verdict.evaluate((heading) => Math.round(heading.getBoundingClientRect().top + window.scrollY));
      console.log(`At ${width} px: "Assessed by" starts ${top} px down the results`);
      await page.screenshot({ path: path.join(OUT, `results-shared-review-${width}.png`), fullPage: true, clip: { x: 0, y: 0, width, height: width === 1440 ? 1100 : 2200 } });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
