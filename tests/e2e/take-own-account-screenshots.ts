/**
 * Takes the screenshots of the account page's password and sessions sections in docs/screenshots: the
 * page with three signed-in sessions, the end-session dialog, and the page after a password change
 * (1440 px and 375 px). Run with `npx tsx tests/e2e/take-own-account-screenshots.ts` after `npm run build`.
 * Not part of `npm test`.
 */
import path from 'node:path';
import { launchBrowser, openPage } from './browser';
import { E2E_OWN_ACCOUNT, startTestServer } from './server';
import { signIn } from './sign-in';

const OUT = path.resolve('docs/screenshots');
const OTHER_BROWSERS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
];

async function main(): Promise<void> {
  const browser = await launchBrowser();
  try {
    for (const width of [1440, 375]) {
      // A server of its own for each width, so each starts from the same password and sessions.
      const server = await startTestServer();
      try {
        for (const userAgent of OTHER_BROWSERS) {
          const response = await fetch(`${server.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'user-agent': userAgent },
            body: JSON.stringify({ ...E2E_OWN_ACCOUNT, rememberMe: false }),
          });
          if (response.status !== 200) throw new Error(`Signing in answered ${response.status}`);
        }
        const { context, page } = await openPage(browser, server.url, width);
        await page.goto('/login');
        await signIn(page, E2E_OWN_ACCOUNT);
        await page.waitForURL('**/support');
        await page.goto('/support/account');
        await page.getByRole('cell', { name: 'Signed in here' }).waitFor();
        await page.screenshot({ path: path.join(OUT, `account-${width}.png`), fullPage: true });
        await page.getByRole('button', { name: /^End session: Safari on iPhone/ }).click();
        await page.getByRole('dialog').waitFor();
        await page.screenshot({ path: path.join(OUT, `account-end-session-${width}.png`) });
        await page.getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('region', { name: 'Password' }).getByLabel('Current password').fill(E2E_OWN_ACCOUNT.password);
        await page.getByLabel('New password', { exact: true }).fill('Own-Account-New-Passw0rd!');
        await page.getByLabel('Confirm new password').fill('Own-Account-New-Passw0rd!');
        await page.getByRole('button', { name: 'Change password' }).click();
        await page.getByRole('status').filter({ hasText: 'Your password is changed.' }).waitFor();
        await page.getByText('No other browser is signed in to your account.').waitFor();
        await page.screenshot({ path: path.join(OUT, `account-password-changed-${width}.png`), fullPage: true });
        await context.close();
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
