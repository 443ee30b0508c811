import { describe, expect, it } from 'vitest';
import { expectAccessible } from './expect-accessible';
import { E2E_OWN_ACCOUNT } from './server';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';

const NEW_PASSWORD = 'Own-Account-New-Passw0rd!';

describe('one’s own account: sessions and password', () => {
  const browser = useBrowser();

  it('ends another browser’s session, changes the password, and signs in with the new one', async () => {
    const first = await browser.newPage();
    const second = await browser.newPage();
    for (const { page } of [first, second]) {
      await page.goto('/login');
      await signIn(page, E2E_OWN_ACCOUNT);
      await page.waitForURL('**/support');
    }
    const { page } = first;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    const sessions = page.getByRole('table');
    const rows = sessions.getByRole('row');
    // The heading row and one row for each browser.
    await expect.poll(() => rows.count()).toBe(3);
    expect(await sessions.getByRole('columnheader').allTextContents()).toEqual(['Device', 'From', 'Started', 'Last active', 'Action']);
    const current = rows.filter({ hasText: 'This browser' });
    expect(await current.count()).toBe(1);
    expect(await current.getByRole('rowheader').textContent()).toBe('Chrome on Linux This browser');
    expect(await current.getByRole('cell').first().textContent()).toBe('127.0.0.1');
    expect(await current.getByRole('cell').nth(1).textContent()).toMatch(/^\d{1,2} \w+ \d{4} at \d{1,2}:\d{2} [ap]m$/);
    await expectAccessible(page, 'the account page');

    // End the other browser's session, asked first in a dialog.
    await page.getByRole('button', { name: /^End session/ }).click();
    const dialog = page.getByRole('dialog', { name: 'End this session?' });
    await dialog.waitFor();
    await expectAccessible(page, 'the end-session dialog');
    await dialog.getByRole('button', { name: 'Yes, end it' }).click();
    await page.getByRole('status').filter({ hasText: 'Ended the session of Chrome on Linux from 127.0.0.1.' }).waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.getByText('No other browser is signed in to your account.').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Signed-in sessions');

    // The other browser is signed out at its next navigation.
    await second.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Results' }).click();
    await second.page.waitForURL('**/login');
    await second.page.getByRole('heading', { name: 'Support sign in' }).waitFor();

    // Change the password: the rule shows as one types, a wrong current password is said under its field.
    await page.getByRole('region', { name: 'Password' }).getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByText('Password does not meet requirements: length, uppercase, numbers, special').waitFor();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}?`);
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your current password is not right').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('currentPassword');
    await page.getByRole('region', { name: 'Password' }).getByLabel('Current password').fill(E2E_OWN_ACCOUNT.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Your password is changed. Every other session of your account has been signed out; this browser stays signed in.' })
      .waitFor();
    expect(await page.getByRole('region', { name: 'Password' }).getByLabel('Current password').inputValue()).toBe('');
    await expectAccessible(page, 'the account page after a password change');

    // This browser is still signed in; after signing out only the new password works.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await signIn(page, E2E_OWN_ACCOUNT);
    await page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();
    await signIn(page, { username: E2E_OWN_ACCOUNT.username, password: NEW_PASSWORD });
    await page.waitForURL('**/support');

    // On a phone the page fits the screen and axe still finds nothing.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/support/account');
    await expect.poll(() => rows.count()).toBe(2);
    await expectAccessible(page, 'the account page on a phone');
    // The only failures logged are the answers the test asked for: the wrong current password (400) and the old one (401).
    expect(first.pageErrors.filter((error) => !/status of 40[01]/.test(error))).toEqual([]);
  });
});
