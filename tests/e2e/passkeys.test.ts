import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './expect-accessible';
import { E2E_PASSKEY_USER, startTestServer } from './server';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';
import { serverUrl } from './test-server';

/**
 * The test server's address under the name localhost: WebAuthn needs a secure context, which
 * http://127.0.0.1 is too, but a relying party id must be a host name, not an IP address.
 */
function localhostBase(): string {
  return serverUrl().replace('//127.0.0.1', '//localhost');
}

/** Gives the page Chromium's virtual authenticator: a platform authenticator that holds passkeys and verifies its user. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

describe('passkeys', () => {
  const browser = useBrowser();

  it('adds a passkey on the account page, signs out, signs in with it, and removes it', async () => {
    const base = localhostBase();
    const { context, page, pageErrors } = await browser.newPage();
    await addVirtualAuthenticator(context, page);
    await page.goto(`${base}/login`);
    await signIn(page, E2E_PASSKEY_USER);
    await page.waitForURL('**/support');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your account' }).click();
    await page.getByRole('heading', { level: 2, name: 'Passkeys' }).waitFor();
    await expect.poll(() => page.getByText('You have no passkeys yet.').isVisible()).toBe(true);
    const nameField = page.getByLabel('Name of the new passkey');
    expect(await nameField.inputValue()).toMatch(/^Passkey added \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await nameField.fill('');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect.poll(() => nameField.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#name-error').textContent()).toBe('⚠ Name the passkey');
    await nameField.fill('Test laptop');
    // A signed-in browser gives its password again before a passkey is added.
    const addForm = page.getByRole('form', { name: 'Add a passkey' });
    await addForm.getByLabel('Current password').fill('not my password');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect.poll(() => addForm.locator('#currentPassword-error').textContent()).toBe('⚠ Your current password is not right');
    await addForm.getByLabel('Current password').fill(E2E_PASSKEY_USER.password);
    await page.getByRole('button', { name: 'Add a passkey' }).click();

    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Passkey "Test laptop" added.' }).count()).toBe(1);
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    for (const code of await codes.allTextContents()) expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    expect(await page.getByText('Save these codes now: they are shown only this once.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Copy the codes' }).isVisible()).toBe(true);
    const listed = page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
    await expect.poll(() => listed.allTextContents()).toEqual([expect.stringMatching(/^Test laptopAdded \d{1,2} [A-Z][a-z]{2} \d{4} · Last used not yetRemove/)]);
    await expectAccessible(page, 'account page with a passkey and recovery codes');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    // A fresh visit to the sign-in page, which leads to the dashboard rather than back to the account page.
    await page.goto(`${base}/`);
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/support');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your account' }).click();
    await expect.poll(() => listed.allTextContents()).toEqual([expect.stringMatching(/Last used \d{1,2} [A-Z][a-z]{2} \d{4}Remove/)]);
    expect(await page.getByRole('list', { name: 'Recovery codes' }).count()).toBe(0);

    // With a passkey, the password alone no longer signs in: the passkey confirms it is you.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto(`${base}/`);
    await page.goto(`${base}/login`);
    await signIn(page, E2E_PASSKEY_USER);
    await page.waitForURL('**/login/second-step');
    await page.getByRole('heading', { level: 1, name: "Confirm it's you" }).waitFor();
    await expectAccessible(page, 'second step offering a passkey');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL('**/support');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your account' }).click();
    await listed.first().waitFor();

    await page.getByRole('button', { name: 'Remove the passkey Test laptop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the passkey "Test laptop"?' });
    await dialog.waitFor();
    // Removing asks for the current password too: none, then a wrong one, are refused in words at the field, which takes focus.
    const password = dialog.getByLabel('Current password');
    await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.locator('#currentPassword-error').textContent()).toBe('⚠ Enter your current password');
    await expect.poll(() => password.evaluate((field) => field === document.activeElement)).toBe(true);
    await password.fill('not my password');
    await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect.poll(() => dialog.locator('#currentPassword-error').textContent()).toBe('⚠ Your current password is not right');
    await expect.poll(() => password.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await listed.count()).toBe(1);
    await expectAccessible(page, 'removing a passkey: the current password');
    await password.fill(E2E_PASSKEY_USER.password);
    await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Passkey "Test laptop" removed.' }).count()).toBe(1);
    await page.getByText('You have no passkeys yet.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('passkey-name');
    // The refusals expected: the wrong current password when adding and when removing (400).
    expect(pageErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });

  it('takes an account without a second factor to enrolment when one is required, and enrols a passkey there', async () => {
    const strict = await startTestServer({ requireMfa: true });
    try {
      const base = strict.url.replace('//127.0.0.1', '//localhost');
      const { context, page, pageErrors } = await browser.newPage();
      await addVirtualAuthenticator(context, page);
      await page.goto(`${base}/login`);
      await signIn(page, E2E_PASSKEY_USER);
      await page.waitForURL('**/login/enrol');
      await page.getByRole('heading', { level: 1, name: 'Set up a second step' }).waitFor();
      // Not signed in yet: the portal's pages send the browser back to finish the enrolment.
      await page.goto(`${base}/support/results`);
      await page.waitForURL('**/login/enrol');
      await page.getByRole('heading', { level: 1, name: 'Set up a second step' }).waitFor();
      await expectAccessible(page, 'enrolment offering a passkey or an authenticator app');
      await page.getByLabel('Name of the new passkey').fill('Enrolment key');
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your second step is set up' }).waitFor();
      expect(await page.getByRole('status').first().textContent()).toBe('From now on, sign in with your passkey, or with your password and then your passkey.');
      await expect.poll(() => page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
      await page.getByRole('button', { name: 'I have saved my codes, continue' }).click();
      await page.waitForURL('**/support/results');
      await page.getByRole('heading', { level: 1, name: 'Assessment results' }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await strict.stop();
    }
  });

  it('says in words when no passkey answers the sign-in', async () => {
    const { context, page } = await browser.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    // A security key that holds no passkey of this site: the browser answers that none was chosen.
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'usb', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await page.goto(`${localhostBase()}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 30_000 }).toBe('The passkey request was cancelled or timed out.');
    await expectAccessible(page, 'sign-in page with a passkey failure');
  });
});
