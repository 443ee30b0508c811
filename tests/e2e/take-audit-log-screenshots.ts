/**
 * Takes the audit log page's screenshots in docs/screenshots (the whole log and the log of one assessment
 * at 1440 px and 375 px, and the log filtered to views at 1440 px) from a morning of real work through the API: failed and
 * successful sign-ins, views, a follow-up status, notes, exports, a consultant's visit, and deletions by
 * the team and by a respondent. Run with `npx tsx tests/e2e/take-audit-log-screenshots.ts` after
 * `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { ACCESS_KEY_HEADER } from '../../src/domain/constants';
import { completedAssessmentBody } from '../support/assessments';
import { launchBrowser, openPage } from './browser';
import { E2E_CONSULTANT, E2E_SUPPORT, startTestServer } from './server';

const OUT = path.resolve('docs/screenshots');
const MINUTE = 60_000;

async function main(): Promise<void> {
  let minutesAgo = 0;
  const server = await startTestServer({ now: () => Date.now() - minutesAgo * MINUTE });
  /** Calls the API as the portal would; a cookie signs the call in, an access key makes it the respondent's. */
  const call = async (url: string, method: string, { body, cookie, accessKey }: { body?: unknown; cookie?: string; accessKey?: string } = {}) => {
    const headers: Record<string, string> = {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...(accessKey ? { [ACCESS_KEY_HEADER]: accessKey } : {}),
    };
    return fetch(`${server.url}${url}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  };
  const ok = async (response: Promise<Response>) => {
    const answer = await response;
    if (!answer.ok) throw new Error(`${answer.url} answered ${answer.status}`);
    return answer;
  };
  const save = async (organizationName: string) => (await (await ok(call('/api/assessments', 'POST', { body: completedAssessmentBody({ organizationName }) }))).json()) as { id: string; accessKey: string };
  const signIn = async (user: { username: string; password: string }) => {
    const answer = await ok(call('/api/auth/login', 'POST', { body: { ...user, rememberMe: false } }));
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('e8_session='));
    if (!cookie) throw new Error('No session cookie');
    return cookie.split(';')[0] ?? '';
  };
  const at = (minutes: number) => {
    minutesAgo = minutes;
  };

  at(320);
  const acme = await save('Acme Widgets Pty Ltd');
  const harbour = await save('Harbour Logistics');
  const bluegum = await save('Bluegum Dental Group');
  const wattle = await save('Wattle Legal');
  at(300);
  await call('/api/auth/login', 'POST', { body: { username: 'admin', password: 'password1', rememberMe: false } });
  at(298);
  const support = await signIn(E2E_SUPPORT);
  at(290);
  await ok(call(`/api/assessments/${acme.id}`, 'GET', { cookie: support }));
  at(284);
  await ok(call(`/api/assessments/${acme.id}/follow-up`, 'PUT', { cookie: support, body: { status: 'contacted' } }));
  at(280);
  await ok(call(`/api/assessments/${acme.id}/notes`, 'POST', { cookie: support, body: { text: 'Called the IT lead.' } }));
  at(270);
  await ok(call(`/api/assessments/${harbour.id}`, 'GET', { cookie: support }));
  at(266);
  await ok(call(`/api/assessments/${harbour.id}/exports`, 'POST', { cookie: support, body: { format: 'docx' } }));
  at(262);
  await ok(call(`/api/assessments/${acme.id}/exports`, 'POST', { cookie: support, body: { format: 'summary-pdf' } }));
  at(240);
  await ok(call('/api/assessments/export.csv', 'GET', { cookie: support }));
  at(180);
  const consultant = await signIn(E2E_CONSULTANT);
  at(175);
  await ok(call(`/api/assessments/${bluegum.id}`, 'GET', { cookie: consultant }));
  at(170);
  await ok(call(`/api/assessments/${bluegum.id}/notes`, 'POST', { cookie: consultant, body: { text: 'Asked for their backup policy.' } }));
  at(160);
  await ok(call(`/api/assessments/${bluegum.id}`, 'DELETE', { cookie: consultant }));
  at(158);
  await ok(call('/api/auth/logout', 'POST', { cookie: consultant }));
  at(60);
  await ok(call(`/api/assessments/${wattle.id}`, 'DELETE', { accessKey: wattle.accessKey }));
  at(0);

  const browser = await launchBrowser();
  try {
    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/login');
      await page.getByLabel('Username').fill(E2E_SUPPORT.username);
      await page.getByLabel('Password').fill(E2E_SUPPORT.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL('**/support');
      await page.goto('/support/audit');
      await page.getByRole('link', { name: 'Acme Widgets Pty Ltd' }).first().waitFor();
      await page.screenshot({ path: path.join(OUT, `audit-log-${width}.png`), fullPage: true });
      if (width === 1440) {
        await page.getByLabel('Action').selectOption({ label: 'Viewed' });
        await page.getByRole('button', { name: 'Apply filters' }).click();
        await page.getByText(/^Page 1 of 1 \(3 events\)$/).waitFor();
        await page.screenshot({ path: path.join(OUT, `audit-log-filtered-${width}.png`), fullPage: true });
      }
      // The log of one assessment, as its history's link opens it: the reference in the filters, the CSV offered.
      await page.goto(`/support/audit?assessment=${acme.id}`);
      await page.getByText('4 events match these filters.').waitFor();
      await page.screenshot({ path: path.join(OUT, `audit-log-by-assessment-${width}.png`), fullPage: true });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
