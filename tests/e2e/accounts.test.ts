import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { expectAccessible } from './expect-accessible';
import { E2E_SUPPORT, startTestServer } from './server';
import { signIn } from './sign-in';

const CASEY = { username: 'Casey', password: 'Casey-E2e-Passw0rd!' };

/** The failures a page is expected to log here: the 403 a consultant gets, the 401 after being disabled. */
// 401 and 403: pages of a disabled or demoted account; 400: the wrong current password typed on purpose.
const expectedFailure = (error: string) => /\b40[013]\b/.test(error);

// A server of its own: this suite disables and demotes accounts, which the other suites sign in with.
describe('accounts and invitations', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  const confirmIn = async (page: Page, button: string, confirm: string) => {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: confirm }).click();
    return dialog;
  };

  it('an administrator invites a consultant, who sets a password and signs in but cannot manage accounts; disabled, they are signed out; the last administrator stays', async () => {
    const admin = await openPage(browser, server.url);
    await admin.page.goto('/login');
    await signIn(admin.page);
    await admin.page.waitForURL('**/support');
    await admin.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accounts' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
    await admin.page.getByRole('row', { name: /^support/ }).waitFor();
    expect(await admin.page.getByRole('columnheader').allTextContents()).toEqual(['Username', 'Email', 'Role', 'Status', 'Second step', 'Last signed in', 'Actions']);
    await expectAccessible(admin.page, '/support/accounts');

    // No mail here: the link is shown once.
    await admin.page.getByLabel('Username').fill(CASEY.username);
    await admin.page.getByLabel('Role').selectOption('consultant');
    await admin.page.getByRole('button', { name: 'Create invitation link' }).click();
    const linkField = admin.page.getByRole('textbox', { name: 'Invitation link' });
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/invitation#token=[\w-]+$/);
    await admin.page.getByText(/^Casey as consultant, invited by support on/).waitFor();
    await expectAccessible(admin.page, '/support/accounts with an invitation link');

    // Casey, in a browser of their own.
    const casey = await openPage(browser, server.url);
    await casey.page.goto(link);
    await casey.page.getByRole('heading', { level: 1, name: "You're invited to join as a consultant" }).waitFor();
    expect(await casey.page.getByText('Your username is Casey.').isVisible()).toBe(true);
    await expectAccessible(casey.page, '/invitation');
    await casey.page.getByLabel('New password').fill('short');
    await expect.poll(() => casey.page.getByText(/^⚠ Password does not meet requirements/).isVisible()).toBe(true);
    await casey.page.getByLabel('New password').fill(CASEY.password);
    await casey.page.getByLabel('Confirm password').fill(CASEY.password);
    await casey.page.getByRole('button', { name: 'Create account' }).click();
    await casey.page.getByRole('heading', { level: 1, name: 'Your account is ready' }).waitFor();
    await casey.page.getByText('Once you are signed in, you will be asked to add a second step').waitFor();
    await casey.page.getByRole('link', { name: 'Sign in' }).click();
    await casey.page.waitForURL('**/login');
    // The username is filled in and the password field has focus.
    expect(await casey.page.getByLabel('Username').inputValue()).toBe(CASEY.username);
    await expect.poll(() => casey.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    await casey.page.getByText('Your account is ready. Sign in with the password you just chose.').waitFor();
    await casey.page.getByLabel('Password', { exact: true }).fill(CASEY.password);
    await casey.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Signed in with the password alone, Casey is asked to add a second step: a passkey or an app, or not now.
    await casey.page.waitForURL('**/support/add-second-step');
    await casey.page.getByRole('heading', { level: 1, name: 'Add a second step' }).waitFor();
    await casey.page.getByRole('heading', { level: 2, name: 'A passkey' }).waitFor();
    await casey.page.getByRole('button', { name: 'Set up an authenticator app' }).waitFor();
    await expectAccessible(casey.page, '/support/add-second-step');
    // One "Current password" field serves both choices: starting a set-up without it says so there and moves focus to it.
    expect(await casey.page.getByLabel('Current password').count()).toBe(1);
    await casey.page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect.poll(() => casey.page.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => casey.page.evaluate(() => document.activeElement?.id)).toBe('add-second-step-password');
    await casey.page.getByLabel('Current password').fill('not my password');
    await casey.page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await casey.page.getByText('Your current password is not right').waitFor();
    await expect.poll(() => casey.page.getByLabel('Current password').inputValue()).toBe('');
    await casey.page.getByRole('link', { name: 'Not now, go to the portal' }).click();
    await casey.page.waitForURL('**/support');
    const caseyNav = casey.page.getByRole('navigation', { name: 'Main' });
    await caseyNav.getByRole('link', { name: 'Results' }).waitFor();
    expect(await caseyNav.getByRole('link', { name: 'Accounts' }).count()).toBe(0);
    await casey.page.goto('/support/accounts');
    await casey.page.getByRole('alert').filter({ hasText: 'Only an administrator can manage accounts.' }).waitFor();

    // The same link does not work twice.
    const again = await openPage(browser, server.url);
    await again.page.goto(link);
    await again.page.getByRole('alert').filter({ hasText: 'This invitation link is not valid or has expired. Ask an administrator for a new one.' }).waitFor();
    await again.context.close();

    // The administrator sees Casey, disables them, and Casey's next navigation lands on the sign-in page.
    await admin.page.reload();
    const caseyRow = admin.page.getByRole('row', { name: /^Casey/ });
    await caseyRow.waitFor();
    expect(await caseyRow.getByRole('cell').allInnerTexts()).toEqual(['—', 'Consultant', 'Active', 'None', expect.not.stringMatching(/^Never$/), expect.any(String)]);
    const dialog = await confirmIn(admin.page, 'Disable: Casey', 'Yes, disable');
    await admin.page.getByRole('status').filter({ hasText: 'Casey is disabled and signed out everywhere.' }).waitFor();
    expect(await dialog.isVisible()).toBe(false);
    await expect.poll(() => caseyRow.getByRole('cell').nth(2).innerText()).toBe('Disabled');
    // Focus stays on the same button, which now enables.
    await expect.poll(() => admin.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Enable: Casey');
    await caseyNav.getByRole('link', { name: 'Results' }).click();
    await casey.page.waitForURL('**/login');
    expect(casey.pageErrors.filter((error) => !expectedFailure(error))).toEqual([]);

    // A pending invitation is cancelled; focus moves to the words of what was done.
    await admin.page.getByLabel('Username').fill('Jordan');
    await admin.page.getByRole('button', { name: 'Create invitation link' }).click();
    await admin.page.getByText(/^Jordan as consultant, invited by support/).waitFor();
    await confirmIn(admin.page, 'Cancel the invitation of Jordan', 'Yes, cancel it');
    await admin.page.getByText('No invitation is waiting to be accepted.').waitFor();
    await expect.poll(() => admin.page.evaluate(() => document.activeElement?.textContent)).toBe('The invitation of Jordan is cancelled.');

    // With the other administrator disabled, support is the last one: the page says so in words.
    await confirmIn(admin.page, 'Disable: resetter', 'Yes, disable');
    await admin.page.getByRole('status').filter({ hasText: 'resetter is disabled and signed out everywhere.' }).waitFor();
    const refused = await confirmIn(admin.page, `Make consultant: ${E2E_SUPPORT.username}`, 'Yes, make consultant');
    await refused.getByRole('alert').filter({ hasText: 'support is the last active administrator. Make another account an administrator first.' }).waitFor();
    await expectAccessible(admin.page, '/support/accounts with a refusal');
    await refused.getByRole('button', { name: 'Cancel' }).click();
    expect(await admin.page.getByRole('row', { name: /^support/ }).getByRole('cell').nth(1).innerText()).toBe('Administrator');
    expect(admin.pageErrors.filter((error) => !/\b409\b/.test(error))).toEqual([]);
    await admin.context.close();
    await casey.context.close();
  });

  it('says in words when an invitation link is not valid', async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.goto('/invitation#token=made-up');
    await page.getByRole('alert').filter({ hasText: 'This invitation link is not valid or has expired. Ask an administrator for a new one.' }).waitFor();
    await expectAccessible(page, '/invitation with a dead link');
    await context.close();
  });

  it('stacks each account as a labelled card on a phone, nothing wider than the screen', async () => {
    const { page, context } = await openPage(browser, server.url, 375);
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL('**/support');
    await page.goto('/support/accounts');
    const row = page.getByRole('row', { name: /^support/ });
    await row.waitFor();
    expect(await row.getByRole('cell').first().innerText()).toBe('Email: —');
    await expectAccessible(page, '/support/accounts at 375 px');
    await context.close();
  });

  // Last: support stops being an administrator here.
  it('takes the administrator links away at once when an administrator makes themselves a consultant', async () => {
    const { page, context, pageErrors } = await openPage(browser, server.url);
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL('**/support');
    await page.goto('/support/accounts');
    // Another active administrator first, so support is not the last one.
    await confirmIn(page, 'Enable: resetter', 'Yes, enable');
    await page.getByRole('status').filter({ hasText: 'resetter is enabled and can sign in again.' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Accounts' }).count()).toBe(1);
    await confirmIn(page, `Make consultant: ${E2E_SUPPORT.username}`, 'Yes, make consultant');
    // Well within the minute between session checks.
    await expect.poll(() => nav.getByRole('link', { name: 'Accounts' }).count(), { timeout: 5000 }).toBe(0);
    expect(await nav.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    await page.getByRole('alert').filter({ hasText: 'Only an administrator can manage accounts.' }).waitFor();
    expect(pageErrors.filter((error) => !expectedFailure(error))).toEqual([]);
    await context.close();
  });
});
