/**
 * Takes the screenshots of account management in docs/screenshots (the accounts page with a team of
 * administrators and consultants, one disabled, a pending invitation and a new link shown once; the
 * confirmation before disabling; the invitation page with the password rule's messages; the prompt to add a
 * second step after the invitee's first sign-in; 1440 px and 375 px). Run with `npx tsx tests/e2e/take-accounts-screenshots.ts` after `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { launchBrowser, openPage } from './browser';
import { E2E_SUPPORT, startTestServer } from './server';
import { signIn } from './sign-in';

const OUT = path.resolve('docs/screenshots');

async function main(): Promise<void> {
  const server = await startTestServer();
  const call = async (url: string, method: string, body: Record<string, unknown>, cookie = '') => {
    const response = await fetch(`${server.url}${url}`, { method, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
    return response;
  };
  const signInAs = async (username: string, password: string) => {
    const response = await call('/api/auth/login', 'POST', { username, password });
    return response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  };
  const admin = await signInAs(E2E_SUPPORT.username, E2E_SUPPORT.password);
  const invite = async (username: string, role: string, email = '') =>
    ((await (await call('/api/support/invitations', 'POST', { username, email, role }, admin)).json()) as { link: string }).link;
  const join = async (username: string, role: string, email: string) => {
    const token = decodeURIComponent((await invite(username, role, email)).split('#token=')[1] ?? '');
    const password = `${username}-Screenshot-Passw0rd!`;
    await call('/api/invitations/accept', 'POST', { token, password });
    await signInAs(username, password);
  };
  await join('Casey', 'consultant', 'casey@consultancy.example');
  await join('Drew', 'administrator', 'drew@consultancy.example');
  await join('Morgan', 'consultant', 'morgan@consultancy.example');
  const accounts = (await (await fetch(`${server.url}/api/support/accounts`, { headers: { cookie: admin } })).json()) as { accounts: { id: string; username: string }[] };
  const morgan = accounts.accounts.find((account) => account.username === 'Morgan')?.id ?? '';
  await call(`/api/support/accounts/${morgan}/disable`, 'POST', {}, admin);
  await invite('Jordan', 'consultant', 'jordan@consultancy.example');

  const browser = await launchBrowser();
  try {
    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/login');
      await signIn(page);
      await page.waitForURL('**/support');
      await page.goto('/support/accounts');
      await page.getByRole('row', { name: /^Casey/ }).waitFor();
      await page.getByLabel('Username').fill(`Riley${width}`);
      await page.getByRole('button', { name: 'Create invitation link' }).click();
      await page.getByRole('textbox', { name: 'Invitation link' }).waitFor();
      await page.screenshot({ path: path.join(OUT, `accounts-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Disable: Casey' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes, disable' }).waitFor();
      await page.screenshot({ path: path.join(OUT, `accounts-confirm-${width}.png`) });
      await context.close();

      const link = await invite(`Sam${width}`, 'consultant');
      const invited = await openPage(browser, server.url, width);
      await invited.page.goto(link);
      await invited.page.getByRole('button', { name: 'Create account' }).waitFor();
      await invited.page.getByLabel('New password').fill('sunshine');
      await invited.page.getByLabel('Confirm password').fill('sunshine2');
      await invited.page.screenshot({ path: path.join(OUT, `invitation-${width}.png`), fullPage: true });
      // Accepted: signed in with the username filled in, the invitee is asked to add a second step.
      const password = `Sam-${width}-Passw0rd!`;
      await invited.page.getByLabel('New password').fill(password);
      await invited.page.getByLabel('Confirm password').fill(password);
      await invited.page.getByRole('button', { name: 'Create account' }).click();
      await invited.page.getByRole('link', { name: 'Sign in' }).click();
      await invited.page.getByLabel('Password', { exact: true }).fill(password);
      await invited.page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await invited.page.getByRole('heading', { level: 1, name: 'Add a second step' }).waitFor();
      await invited.page.screenshot({ path: path.join(OUT, `invitation-second-step-${width}.png`), fullPage: true });
      await invited.context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
