/**
 * Takes the screenshots of the account page's Passkeys section in docs/screenshots: just after adding a
 * first passkey (with the recovery codes shown once), and the remove confirmation with its current password; 1440 px and 375 px.
 * Chromium's virtual authenticator plays the passkey. Run with `npx tsx tests/e2e/take-passkeys-screenshots.ts`
 * after `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { launchBrowser, openPage } from './browser';
import { E2E_PASSKEY_USER, startTestServer } from './server';

const OUT = path.resolve('docs/screenshots');

async function main(): Promise<void> {
  const server = await startTestServer();
  // WebAuthn wants a host name: the same server, reached as localhost.
  const base = server.url.replace('//127.0.0.1', '//localhost');
  const browser = await launchBrowser();
  try {
    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, base, width);
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
      });
      await page.goto('/login');
      await page.getByLabel('Username').fill(E2E_PASSKEY_USER.username);
      await page.getByLabel('Password').fill(E2E_PASSKEY_USER.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL('**/support');
      await page.goto('/support/account');
      await page.getByText('You have no passkeys yet.').waitFor();
      await page.getByLabel('Name of the new passkey').fill(width === 1440 ? 'Work laptop' : 'Phone');
      await page.getByRole('form', { name: 'Add a passkey' }).getByLabel('Current password').fill(E2E_PASSKEY_USER.password);
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
      await page.screenshot({ path: path.join(OUT, `account-passkeys-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: /^Remove the passkey/ }).click();
      await page.getByRole('dialog').waitFor();
      await page.screenshot({ path: path.join(OUT, `account-passkeys-remove-${width}.png`) });
      await page.getByRole('dialog').getByLabel('Current password').fill(E2E_PASSKEY_USER.password);
      await page.getByRole('button', { name: 'Yes, remove it' }).click();
      await page.getByText('You have no passkeys yet.').waitFor();
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
