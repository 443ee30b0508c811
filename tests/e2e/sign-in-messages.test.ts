import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './expect-accessible';
import { E2E_CONSULTANT, startTestServer } from './server';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';
import { holdScript } from './hold-script';

const MINUTE_MS = 60_000;

/** The failures these pages are expected to log: the 401s of a sign-in that has ended. */
const unexpected = (errors: string[]) => errors.filter((error) => !/\b401\b/.test(error));

/** Gives the page Chromium's virtual authenticator: a platform authenticator that holds passkeys and verifies its user. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

// Servers of their own, whose clocks the tests move on past the ten minutes a waiting sign-in lasts.
describe('what the sign-in pages say', () => {
  const browser = useBrowser();

  it('offers a passkey-only account with no recovery codes left only its passkey, and says so when the sign-in waited too long', async () => {
    let clock = Date.now();
    const server = await startTestServer({ now: () => clock });
    try {
      // WebAuthn needs a host name for its relying party, not an IP address.
      const base = server.url.replace('//127.0.0.1', '//localhost');
      const { context, page, pageErrors } = await browser.newPage();
      await addVirtualAuthenticator(context, page);
      await page.goto(`${base}/login`);
      await signIn(page, E2E_CONSULTANT);
      await page.waitForURL('**/support');
      await page.goto(`${base}/support/account`);
      await page.getByLabel('Name of the new passkey').fill('Test laptop');
      // A signed-in browser gives its password again before a passkey is added.
      await page.getByRole('form', { name: 'Add a passkey' }).getByLabel('Current password').fill(E2E_CONSULTANT.password);
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      const listed = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect.poll(() => listed.count()).toBe(10);
      const codes = await listed.allTextContents();

      // Every recovery code spent (through the API, as ten sign-ins would), so only the passkey is left.
      const api = (url: string, data: Record<string, unknown>) => page.request.post(`${base}${url}`, { data, headers: { origin: base } });
      await api('/api/auth/logout', {});
      for (const code of codes) {
        expect((await api('/api/auth/login', { ...E2E_CONSULTANT, rememberMe: false })).status()).toBe(200);
        expect((await api('/api/auth/second-step', { code })).status()).toBe(200);
      }
      await api('/api/auth/logout', {});

      await page.goto(`${base}/login`);
      await signIn(page, E2E_CONSULTANT);
      await page.waitForURL('**/login/second-step');
      await page.getByRole('heading', { level: 1, name: "Confirm it's you" }).waitFor();
      await page.getByText("To finish signing in, confirm with one of this account's passkeys").waitFor();
      await page.getByText('If you have lost your passkey, ask an administrator to reset your second step.').waitFor();
      expect(await page.getByRole('textbox').count()).toBe(0);
      expect(await page.getByText(/recovery code/i).count()).toBe(0);
      await expectAccessible(page, 'second step with a passkey only');

      // Eleven minutes later the waiting sign-in has ended: the passkey button says so, as the code field does.
      clock += 11 * MINUTE_MS;
      await page.getByRole('button', { name: 'Use a passkey' }).click();
      await page.getByRole('alert').filter({ hasText: 'This sign-in waited too long (more than 10 minutes). Choose Start again and give your password once more.' }).waitFor();
      expect(await page.getByText('Please sign in to continue').count()).toBe(0);
      await page.getByRole('button', { name: 'Start again' }).click();
      await page.waitForURL('**/login');
      // Start again was chosen: no reason to give.
      await page.getByRole('heading', { level: 1, name: 'Support sign in' }).waitFor();
      expect(await page.getByText(/waited too long/).count()).toBe(0);
      expect(unexpected(pageErrors)).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('takes an enrolment that ran out of time back to /login with the reason, which the next sign-in leaves behind', async () => {
    let clock = Date.now();
    const server = await startTestServer({ now: () => clock, requireMfa: true });
    try {
      const { page, pageErrors } = await browser.newPage();
      await page.goto(`${server.url}/login`);
      await signIn(page, E2E_CONSULTANT);
      await page.waitForURL('**/login/enrol');
      await page.getByRole('heading', { level: 1, name: 'Set up a second step' }).waitFor();

      clock += 11 * MINUTE_MS;
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await page.waitForURL('**/login');
      const reason = page.getByRole('status').filter({
        hasText: 'Your sign-in waited too long (more than 10 minutes) while you set up a second step, so it ended. Please sign in again and finish the set-up within 10 minutes.',
      });
      await reason.waitFor();
      await expectAccessible(page, 'sign-in page saying why the enrolment ended');

      // Signing in again goes back to the enrolment; Start again there leads to a sign-in page without the old reason.
      await signIn(page, E2E_CONSULTANT);
      await page.waitForURL('**/login/enrol');
      await page.getByRole('button', { name: 'Start again' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('heading', { level: 1, name: 'Support sign in' }).waitFor();
      expect(await page.getByText(/waited too long/).count()).toBe(0);
      expect(unexpected(pageErrors)).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('checks the form with its schema when it arrives after a press, and says in words when it cannot load', async () => {
    const { page, pageErrors } = await browser.newPage();
    // The form's check (its schema, with zod) arrives late: a press waits for it, then words the fields as ever.
    const release = await holdScript(page, '**/assets/auth-schemas-*.js');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    release();
    await page.getByText('Username is required').waitFor();
    expect(await page.getByText('Password is required').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Username').evaluate((field) => field === document.activeElement)).toBe(true);
    await signIn(page);
    await page.waitForURL('**/support');
    expect(pageErrors).toEqual([]);

    // The check cannot be fetched at all: the press says so, and how to try again, and nothing is sent.
    const offline = await browser.newPage();
    await offline.page.route('**/assets/auth-schemas-*.js', (route) => route.abort('internetdisconnected'));
    await offline.page.goto('/login');
    await signIn(offline.page);
    await offline.page.getByRole('alert').filter({ hasText: 'The sign-in form could not be checked. Check your connection, then reload the page to try again.' }).waitFor();
    expect(offline.page.url()).toMatch(/\/login$/);
  });
});
