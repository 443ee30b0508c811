/**
 * Takes the support portal's screenshots in docs/screenshots (dashboard, results list and an assessment's
 * detail page with a note, 1440 px and 375 px), from assessments saved over the last weeks.
 * Run with `npm run screenshots:support` after `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { DAY_MS } from '../../src/domain/constants';
import { allControls, completedAssessmentBody } from '../support/assessments';
import { launchBrowser, openPage } from './browser';
import { E2E_SUPPORT, startTestServer } from './server';

const OUT = path.resolve('docs/screenshots');
const ORGANISATIONS = ['Acme Widgets Pty Ltd', 'Harbour Logistics', 'Bluegum Dental Group', 'Northside Council', 'Kestrel Engineering', 'Wattle Legal'];

async function main(): Promise<void> {
  let daysAgo = 0;
  const server = await startTestServer({ now: () => Date.now() - daysAgo * DAY_MS });
  const save = async (body: Record<string, unknown>) => {
    const response = await fetch(`${server.url}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (response.status !== 201) throw new Error(`Saving answered ${response.status}`);
  };
  // Oldest first, as they would have arrived.
  for (const [index, organizationName] of [...ORGANISATIONS.entries()].reverse()) {
    daysAgo = index * 9 + 1;
    await save(completedAssessmentBody({ organizationName, assessments: allControls((_id, control) => Math.min(3, (control * (index + 1)) % 4 + (index % 2))), constraints: 'Two people in IT.\nBudget approved from July.' }));
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
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Assessments in total').waitFor();
      await page.screenshot({ path: path.join(OUT, `dashboard-${width}.png`), fullPage: true });
      await page.goto('/support/results?sort=organisation&direction=asc');
      await page.getByRole('columnheader', { name: 'Average Maturity' }).waitFor();
      await page.screenshot({ path: path.join(OUT, `support-results-${width}.png`), fullPage: true });
      await page.getByRole('link', { name: 'View Results for Acme Widgets Pty Ltd' }).click();
      const followUp = page.getByRole('region', { name: 'Follow-up' });
      await followUp.getByLabel('New note').waitFor();
      if (width === 1440) {
        await followUp.getByLabel('Follow-up status').selectOption({ label: 'Meeting booked' });
        await followUp.getByRole('button', { name: 'Save status' }).click();
        await followUp.getByLabel('New note').fill('Called the IT lead.\nMeeting booked for Friday to walk through backups.');
        await followUp.getByRole('button', { name: 'Add note' }).click();
      }
      await followUp.getByText('Meeting booked for Friday').waitFor();
      await page.getByRole('heading', { name: 'History' }).waitFor();
      await page.screenshot({ path: path.join(OUT, `support-detail-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Delete Assessment' }).click();
      await page.getByRole('dialog').waitFor();
      await page.screenshot({ path: path.join(OUT, `support-delete-${width}.png`) });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
