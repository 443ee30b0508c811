/**
 * Takes the support portal's screenshots in docs/screenshots (dashboard with its work queue, results list with one row per
 * series and Acme Widgets' earlier assessments opened, an
 * assessment's detail page with a note, its summary with the follow-up (status, owner, next action and its date), its
 * notes with the follow-up's changes in the timeline,
 * and its series and progress since the one before, 1440 px and 375 px), from
 * assessments saved over the last weeks; three organisations re-assessed (one improved, one held, one fell).
 * Run with `npm run screenshots:support` after `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { ACCESS_KEY_HEADER, DAY_MS } from '../../src/domain/constants';
import { allControls, completedAssessmentBody } from '../support/assessments';
import { launchBrowser, openPage } from './browser';
import { E2E_SUPPORT, startTestServer } from './server';

const OUT = path.resolve('docs/screenshots');
const ORGANISATIONS = ['Acme Widgets Pty Ltd', 'Harbour Logistics', 'Bluegum Dental Group', 'Northside Council', 'Kestrel Engineering', 'Wattle Legal'];

async function main(): Promise<void> {
  let daysAgo = 0;
  const server = await startTestServer({ now: () => Date.now() - daysAgo * DAY_MS });
  type Saved = { id: string; accessKey: string };
  const call = async (url: string, method: string, body?: Record<string, unknown>, accessKey?: string): Promise<Saved> => {
    const headers: Record<string, string> = { ...(body ? { 'content-type': 'application/json' } : {}), ...(accessKey ? { [ACCESS_KEY_HEADER]: accessKey } : {}) };
    const response = await fetch(`${server.url}${url}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
    return (await response.json()) as Saved;
  };
  const save = (body: Record<string, unknown>) => call('/api/assessments', 'POST', body);
  /** A re-assessment of an earlier assessment, completed with the body given, as "Start a re-assessment" and the wizard would. */
  const reassess = async (earlier: Saved, body: Record<string, unknown>): Promise<Saved> => {
    const draft = await call(`/api/assessments/${earlier.id}/reassessments`, 'POST', undefined, earlier.accessKey);
    await call(`/api/assessments/${draft.id}`, 'PUT', body, draft.accessKey);
    return draft;
  };
  // The earlier assessments of three organisations, months back: each strategy's level then, by organisation.
  const earlierLevels: Record<string, number[][]> = {
    'Acme Widgets Pty Ltd': [
      [1, 0, 1, 1, 0, 0, 1, 1],
      [1, 1, 1, 2, 0, 1, 1, 1],
    ],
    'Harbour Logistics': [[1, 1, 1, 1, 1, 1, 1, 1]],
    'Bluegum Dental Group': [[1, 1, 2, 1, 1, 1, 2, 1]],
  };
  const latest = new Map<string, Saved>();
  for (const [round, age] of [200, 110].entries()) {
    daysAgo = age;
    for (const [organizationName, rounds] of Object.entries(earlierLevels)) {
      const levels = rounds[round];
      if (!levels) continue;
      const body = completedAssessmentBody({ organizationName, assessments: allControls((_id, control) => levels[control] ?? 0) });
      const earlier = latest.get(organizationName);
      latest.set(organizationName, earlier ? await reassess(earlier, body) : await save(body));
    }
  }
  // Oldest first, as they would have arrived; Acme Widgets improves to Maturity Level One, Harbour holds, Bluegum falls.
  for (const [index, organizationName] of [...ORGANISATIONS.entries()].reverse()) {
    daysAgo = index * 9 + 1;
    const levels = index === 0 ? [2, 1, 2, 3, 1, 2, 2, 2] : undefined;
    const assessments = allControls((_id, control) => levels?.[control] ?? Math.min(3, (control * (index + 1)) % 4 + (index % 2)));
    const body = completedAssessmentBody({ organizationName, assessments, constraints: 'Two people in IT.\nBudget approved from July.' });
    const earlier = latest.get(organizationName);
    await (earlier ? reassess(earlier, body) : save(body));
  }
  daysAgo = 0;
  await save(completedAssessmentBody({ status: 'draft', organizationName: 'Unfinished Pty Ltd', assessments: {} }));
  const browser = await launchBrowser();
  try {
    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/login');
      await page.getByLabel('Username').fill(E2E_SUPPORT.username);
      await page.getByLabel('Password').fill(E2E_SUPPORT.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('region', { name: 'Work queue' }).waitFor();
      await page.goto('/support/results?sort=organisation&direction=asc');
      await page.getByRole('columnheader', { name: 'Average Maturity' }).waitFor();
      await page.getByRole('button', { name: '2 earlier assessments of Acme Widgets Pty Ltd' }).click();
      await page.screenshot({ path: path.join(OUT, `support-results-${width}.png`), fullPage: true });
      // Acme Widgets' latest assessment: newest first, the first of its three.
      await page.goto('/support/results?search=Acme');
      await page.getByRole('link', { name: 'View Results for Acme Widgets Pty Ltd' }).first().click();
      // The follow-up at the top, in the summary; the notes and the follow-up's changes further down.
      const summary = page.getByRole('region', { name: 'Summary' });
      const followUp = summary.getByRole('region', { name: 'Follow-up' });
      const notes = page.getByRole('region', { name: 'Notes', exact: true });
      await notes.getByLabel('New note').waitFor();
      if (width === 1440) {
        await followUp.getByLabel('Follow-up status').selectOption({ label: 'Meeting booked' });
        await followUp.getByLabel('Owner').selectOption({ label: E2E_SUPPORT.username });
        await followUp.getByLabel('Next action', { exact: true }).fill('Send the proposal for MFA uplift');
        // Two days back by UTC, so before today in the server's zone at any hour: one overdue next action on the dashboard.
        await followUp.getByLabel('Next action date').fill(new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10));
        await followUp.getByRole('button', { name: 'Save follow-up' }).click();
        await followUp.getByRole('status').filter({ hasText: 'Follow-up saved' }).waitFor();
        await notes.getByLabel('New note').fill('Called the IT lead.\nMeeting booked for Friday to walk through backups.');
        await notes.getByRole('button', { name: 'Add note' }).click();
      }
      await notes.getByText('Meeting booked for Friday').waitFor();
      // How far down the page the follow-up starts: its first field, from the top of the page.
      const depth = await followUp.getByLabel('Follow-up status').evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
      console.log(`${width} px: the follow-up status field is ${depth} px down the detail page`);
      await page.getByRole('heading', { name: 'History' }).waitFor();
      await page.getByRole('heading', { name: /^Progress since/ }).waitFor();
      await page.screenshot({ path: path.join(OUT, `support-detail-${width}.png`), fullPage: true });
      await summary.screenshot({ path: path.join(OUT, `support-follow-up-summary-${width}.png`) });
      await notes.screenshot({ path: path.join(OUT, `support-follow-up-${width}.png`) });
      // The series and the progress since the one before, from the top of the one to the foot of the other.
      const top = await page.getByRole('region', { name: 'Assessments in this series' }).boundingBox();
      const bottom = await page.getByRole('region', { name: /^Progress since/ }).boundingBox();
      if (!top || !bottom) throw new Error('The series is not on the detail page');
      // Measured in the viewport; the full page's clip counts from the top of the page.
      const scrolled = await page.evaluate(() => window.scrollY);
      const margin = 12;
      const clip = { x: 0, y: top.y + scrolled - margin, width, height: bottom.y + bottom.height - top.y + 2 * margin };
      await page.screenshot({ path: path.join(OUT, `support-series-${width}.png`), fullPage: true, clip });
      await page.getByRole('button', { name: 'Delete Assessment' }).click();
      await page.getByRole('dialog').waitFor();
      await page.screenshot({ path: path.join(OUT, `support-delete-${width}.png`) });
      await page.keyboard.press('Escape');
      // The dashboard last, so the work queue counts the follow-up set above.
      await page.goto('/support');
      await page.getByText('Completed assessments in total').waitFor();
      await page.screenshot({ path: path.join(OUT, `dashboard-${width}.png`), fullPage: true });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
