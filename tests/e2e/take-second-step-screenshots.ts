/**
 * Takes the screenshots of the second step in docs/screenshots: the authenticator app's set-up on the
 * account page, the recovery codes shown once, "Confirm it's you" after the password, and the enrolment
 * page of E8_REQUIRE_MFA (1440 px and 375 px).
 * Run with `npx tsx tests/e2e/take-second-step-screenshots.ts` after `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { generate } from 'otplib';
import { launchBrowser, openPage } from './browser';
import { E2E_RESETTER, E2E_SUPPORT, startTestServer } from './server';

const OUT = path.resolve('docs/screenshots');
const STEP_MS = 30_000;

async function main(): Promise<void> {
  // The clock moves a step on per sign-in, so each code is a new one.
  let ahead = 0;
  const now = () => Date.now() + ahead;
  const server = await startTestServer({ now });
  const strict = await startTestServer({ now, requireMfa: true });
  const browser = await launchBrowser();
  try {
    for (const width of [1440, 375]) {
      const user = width === 1440 ? E2E_SUPPORT : E2E_RESETTER;
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/login');
      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL('**/support');
      await page.goto('/support/account');
      await page.getByRole('region', { name: 'Authenticator app' }).getByLabel('Current password').fill(user.password);
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
      const key = await page.getByLabel('Or, if you cannot scan it, type this key into the app').inputValue();
      const secret = key.replace(/ /g, '');
      await page.screenshot({ path: path.join(OUT, `authenticator-setup-${width}.png`), fullPage: true });
      await page.getByLabel('Code from the app').fill(await generate({ secret, epoch: Math.floor(now() / 1000) }));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
      await page.screenshot({ path: path.join(OUT, `recovery-codes-${width}.png`), fullPage: true });
      // New recovery codes ask for the current password in their confirmation.
      await page.getByRole('button', { name: 'Make new recovery codes' }).click();
      await page.getByRole('dialog', { name: 'Make new recovery codes?' }).waitFor();
      await page.screenshot({ path: path.join(OUT, `recovery-codes-new-${width}.png`) });
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      // Signed out by the API: on a phone the Logout button sits in the folded menu.
      await page.evaluate(() => fetch('/api/auth/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
      await page.goto('/login');
      ahead += STEP_MS;
      await page.getByLabel('Username').fill(user.username);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL('**/login/second-step');
      await page.getByLabel('Code from your authenticator app or a recovery code').fill('000000');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('alert').waitFor();
      await page.screenshot({ path: path.join(OUT, `second-step-${width}.png`), fullPage: true });
      await context.close();

      const enrolling = await openPage(browser, strict.url, width);
      await enrolling.page.goto('/login');
      await enrolling.page.getByLabel('Username').fill(user.username);
      await enrolling.page.getByLabel('Password').fill(user.password);
      await enrolling.page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await enrolling.page.waitForURL('**/login/enrol');
      await enrolling.page.getByRole('heading', { level: 1, name: 'Set up a second step' }).waitFor();
      await enrolling.page.screenshot({ path: path.join(OUT, `enrol-${width}.png`), fullPage: true });
      await enrolling.context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    await strict.stop();
  }
}

await main();
