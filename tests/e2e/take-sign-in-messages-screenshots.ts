/**
 * Takes the screenshots of what the sign-in pages say after review in docs/screenshots: "Confirm it's you"
 * for an account with a passkey only and no recovery codes left, with the message of a sign-in that waited
 * too long, and /login saying why an enrolment ended (1440 px and 375 px). Run with
 * `npx tsx tests/e2e/take-sign-in-messages-screenshots.ts` after `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { launchBrowser, openPage } from './browser';
import { E2E_CONSULTANT, startTestServer } from './server';
import { signIn } from './sign-in';

const OUT = path.resolve('docs/screenshots');
const MINUTE_MS = 60_000;

async function main(): Promise<void> {
  const browser = await launchBrowser();
  try {
    for (const width of [1440, 375]) {
      let clock = Date.now();
      const server = await startTestServer({ now: () => clock });
      try {
        const base = server.url.replace('//127.0.0.1', '//localhost');
        const { context, page } = await openPage(browser, base, width);
        const cdp = await context.newCDPSession(page);
        await cdp.send('WebAuthn.enable');
        await cdp.send('WebAuthn.addVirtualAuthenticator', {
          options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
        });
        await page.goto('/login');
        await signIn(page, E2E_CONSULTANT);
        await page.waitForURL('**/support');
        await page.goto('/support/account');
        await page.getByLabel('Name of the new passkey').fill('Work laptop');
        await page.getByRole('button', { name: 'Add a passkey' }).click();
        const listed = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
        await listed.nth(9).waitFor();
        const api = (url: string, data: Record<string, unknown>) => page.request.post(`${base}${url}`, { data, headers: { origin: base } });
        await api('/api/auth/logout', {});
        for (const code of await listed.allTextContents()) {
          await api('/api/auth/login', { ...E2E_CONSULTANT, rememberMe: false });
          await api('/api/auth/second-step', { code });
        }
        await api('/api/auth/logout', {});
        await page.goto('/login');
        await signIn(page, E2E_CONSULTANT);
        await page.getByText('If you have lost your passkey').waitFor();
        await page.screenshot({ path: path.join(OUT, `second-step-passkey-only-${width}.png`), fullPage: true });
        clock += 11 * MINUTE_MS;
        await page.getByRole('button', { name: 'Use a passkey' }).click();
        await page.getByRole('alert').waitFor();
        await page.screenshot({ path: path.join(OUT, `second-step-waited-too-long-${width}.png`), fullPage: true });
        await context.close();
      } finally {
        await server.stop();
      }
      const strict = await startTestServer({ now: () => clock, requireMfa: true });
      try {
        const { context, page } = await openPage(browser, strict.url, width);
        await page.goto('/login');
        await signIn(page, E2E_CONSULTANT);
        await page.waitForURL('**/login/enrol');
        clock += 11 * MINUTE_MS;
        await page.getByRole('button', { name: 'Add a passkey' }).click();
        await page.getByRole('status').filter({ hasText: 'waited too long' }).waitFor();
        await page.screenshot({ path: path.join(OUT, `login-enrolment-ended-${width}.png`), fullPage: true });
        await context.close();
      } finally {
        await strict.stop();
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
