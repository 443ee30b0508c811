import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './expect-accessible';
import { E2E_RESETTER, E2E_SUPPORT, startTestServer } from './server';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';

const STEP_MS = 30_000;
type Server = Awaited<ReturnType<typeof startTestServer>>;

// Servers of their own: a second factor on the shared server's accounts would stop the other suites signing in.
describe('the second step: authenticator app, recovery codes and enrolment', () => {
  const browser = useBrowser();
  // The servers' clock runs ahead by whole time steps when a test needs the next code, rather than waiting 30 seconds.
  let ahead = 0;
  const serverNow = () => Date.now() + ahead;
  let server: Server | undefined;
  let strict: Server | undefined;
  beforeAll(async () => {
    server = await startTestServer({ now: serverNow });
    strict = await startTestServer({ now: serverNow, requireMfa: true });
  });
  afterAll(async () => {
    await server?.stop();
    await strict?.stop();
  });

  const urlOf = (which: Server | undefined) => {
    if (!which) throw new Error('The test server did not start');
    return which.url;
  };
  /** The code an authenticator app shows now, by the server's clock. */
  async function nextCode(secret: string): Promise<string> {
    const code = await generate({ secret, epoch: Math.floor(serverNow() / 1000) });
    return code;
  }
  async function passwordStep(page: Page, base: string, user = E2E_SUPPORT): Promise<void> {
    await page.goto(`${base}/login`);
    await signIn(page, user);
  }
  async function signOut(page: Page): Promise<void> {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
  }
  /** Sets the app up on the account page of a signed-in page; the key shown (without spaces) and the recovery codes. */
  async function setUpOnAccountPage(page: Page, user = E2E_SUPPORT): Promise<{ secret: string; codes: string[] }> {
    const section = page.getByRole('region', { name: 'Authenticator app' });
    await section.getByText('No authenticator app is set up.').waitFor();
    // A signed-in browser gives its password again first.
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const password = section.getByLabel('Current password');
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await section.locator('#currentPassword-error').textContent()).toBe('⚠ Enter your current password');
    await password.fill('not my password');
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect.poll(() => section.locator('#currentPassword-error').textContent()).toBe('⚠ Your current password is not right');
    await password.fill(user.password);
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await section.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Set up your authenticator app');
    const qr = section.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await qr.waitFor();
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const shown = await section.getByLabel('Or, if you cannot scan it, type this key into the app').inputValue();
    expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = shown.replace(/ /g, '');
    await expectAccessible(page, 'authenticator set-up');
    await section.getByLabel('Code from the app').fill('000000');
    await section.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => section.getByRole('alert').textContent()).toBe('That code is not right. Check that the app shows this account and type its current code.');
    await section.getByLabel('Code from the app').fill(await nextCode(secret));
    await section.getByRole('button', { name: 'Confirm' }).click();
    await section.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your recovery codes');
    const codes = (await section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(codes).toHaveLength(10);
    await section.getByText('Save these codes now: they are shown only this once.').waitFor();
    await section.getByText('An authenticator app is set up').waitFor();
    await page.getByRole('region', { name: 'Recovery codes' }).getByText('You have 10 unused recovery codes.').waitFor();
    await expectAccessible(page, 'account page with recovery codes');
    // New recovery codes, after the current password in the confirmation; the first ones stop working.
    const recovery = page.getByRole('region', { name: 'Recovery codes' });
    await recovery.getByRole('button', { name: 'Make new recovery codes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make new recovery codes?' });
    await dialog.getByRole('button', { name: 'Yes, make new codes' }).click();
    await expect.poll(() => dialog.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('Current password').fill('not my password');
    await dialog.getByRole('button', { name: 'Yes, make new codes' }).click();
    await expect.poll(() => dialog.locator('#currentPassword-error').textContent()).toBe('⚠ Your current password is not right');
    await expectAccessible(page, 'new recovery codes: the current password');
    await dialog.getByLabel('Current password').fill(user.password);
    // Enter in the field confirms, as in a form.
    await dialog.getByLabel('Current password').press('Enter');
    const fresh = recovery.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => fresh.count()).toBe(10);
    const newCodes = (await fresh.allTextContents()).map((code) => code.trim());
    expect(newCodes.some((code) => codes.includes(code))).toBe(false);
    return { secret, codes: newCodes };
  }

  it('sets the app up from the account page, signs in with a code, and with a recovery code once and only once; five wrong codes lock the second step', async () => {
    const base = urlOf(server);
    const { page, pageErrors } = await browser.newPage();
    await passwordStep(page, base);
    await page.waitForURL('**/support');
    await page.goto(`${base}/support/account`);
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    await expectAccessible(page, 'account page');
    const { secret, codes } = await setUpOnAccountPage(page);
    await signOut(page);

    // The password, then the code: the code of the set-up's step was used, so the clock moves a step on.
    ahead += STEP_MS;
    await passwordStep(page, base);
    await page.waitForURL('**/login/second-step');
    await page.getByRole('heading', { level: 1, name: "Confirm it's you" }).waitFor();
    expect(await page.getByText('This account also has a passkey').count()).toBe(0);
    await expectAccessible(page, 'second step');
    // A reload keeps the waiting sign-in and the page.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: "Confirm it's you" }).waitFor();
    await page.getByLabel('Code from your authenticator app or a recovery code').fill('123 456');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('That code is not right. Check your authenticator app and try again.');
    const signedInWith = await nextCode(secret);
    await page.getByLabel('Code from your authenticator app or a recovery code').fill(signedInWith);
    await page.getByRole('button', { name: 'Confirm' }).click();
    // Back to the page signed out from.
    await page.waitForURL('**/support/account');
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    await signOut(page);

    // The code just used says so and asks for the app's next one; a recovery code instead signs in once and says how many are left.
    const [recovery = ''] = codes;
    await passwordStep(page, base);
    await page.waitForURL('**/login/second-step');
    await page.getByLabel('Code from your authenticator app or a recovery code').fill(signedInWith);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('That code was just used. Wait for your authenticator app to show the next code, then type that one.');
    expect(page.url()).toMatch(/\/login\/second-step$/);
    await page.getByLabel('Code from your authenticator app or a recovery code').fill(recovery);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { level: 1, name: 'You are signed in' }).waitFor();
    await page.getByText('You used a recovery code: it will not work again. You have 9 recovery codes left.').waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL('**/support/account');
    await page.getByRole('region', { name: 'Recovery codes' }).getByText('You have 9 unused recovery codes.').waitFor();
    await signOut(page);

    // The same code again is refused; "Start again" goes back to the password.
    await passwordStep(page, base);
    await page.waitForURL('**/login/second-step');
    await page.getByLabel('Code from your authenticator app or a recovery code').fill(recovery);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('That code is not right. Check your authenticator app and try again.');
    await page.getByRole('button', { name: 'Start again' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1, name: 'Support sign in' }).waitFor();

    // Wrong codes count like wrong passwords: after five, even the right code is refused, in words.
    await signIn(page);
    await page.waitForURL('**/login/second-step');
    const field = page.getByLabel('Code from your authenticator app or a recovery code');
    for (let failure = 2; failure <= 5; failure += 1) {
      await field.fill('999999');
      const answered = page.waitForResponse('**/api/auth/second-step');
      await page.getByRole('button', { name: 'Confirm' }).click();
      expect((await answered).status()).toBe(401);
    }
    await field.fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Too many login attempts. Please try again in 15 minutes.');
    expect(page.url()).toMatch(/\/login\/second-step$/);
    // The wrong codes typed on purpose answered 400 (set-up), 401 (second step) and 429 (locked); nothing else failed.
    expect(pageErrors.filter((error) => !/status of (400|401|429)/.test(error))).toEqual([]);
  });

  it('removes the app from the account page only after the current password, said in words at the field', async () => {
    const base = urlOf(server);
    const { page, pageErrors } = await browser.newPage();
    await passwordStep(page, base, E2E_RESETTER);
    await page.waitForURL('**/support');
    await page.goto(`${base}/support/account`);
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    await setUpOnAccountPage(page, E2E_RESETTER);
    const section = page.getByRole('region', { name: 'Authenticator app' });
    await section.getByRole('button', { name: 'Remove the authenticator app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the authenticator app?' });
    const password = dialog.getByLabel('Current password');
    await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.locator('#currentPassword-error').textContent()).toBe('⚠ Enter your current password');
    await expect.poll(() => password.evaluate((field) => field === document.activeElement)).toBe(true);
    await password.fill('not my password');
    await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect.poll(() => dialog.locator('#currentPassword-error').textContent()).toBe('⚠ Your current password is not right');
    await expect.poll(() => password.evaluate((field) => field === document.activeElement)).toBe(true);
    await expectAccessible(page, 'removing the app: the current password');
    await password.fill(E2E_RESETTER.password);
    await password.press('Enter');
    await section.getByText('The authenticator app was removed. Other browsers signed in to your account were signed out.').waitFor();
    await section.getByText('No authenticator app is set up.').waitFor();
    // The wrong passwords typed on purpose answered 400; nothing else failed.
    expect(pageErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });

  it('takes an account without a second factor to enrolment when E8_REQUIRE_MFA is on, and signs it in once the app is set up', async () => {
    const base = urlOf(strict);
    const { page, pageErrors } = await browser.newPage();
    await page.goto(`${base}/support/results`);
    await page.waitForURL('**/login');
    await signIn(page, E2E_RESETTER);
    await page.waitForURL('**/login/enrol');
    await page.getByRole('heading', { level: 1, name: 'Set up a second step' }).waitFor();
    await page.getByText('Your team requires a second step at every sign-in').waitFor();
    await expectAccessible(page, 'enrolment');
    // The portal stays closed meanwhile.
    await page.goto(`${base}/support`);
    await page.waitForURL('**/login/enrol');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const shown = await page.getByLabel('Or, if you cannot scan it, type this key into the app').inputValue();
    await expectAccessible(page, 'enrolment set-up');
    await page.getByLabel('Code from the app').fill(await nextCode(shown.replace(/ /g, '')));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your second step is set up' }).waitFor();
    expect(await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
    await expectAccessible(page, 'enrolment done');
    await page.getByRole('button', { name: 'I have saved my codes, continue' }).click();
    await page.waitForURL('**/support');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(pageErrors.filter((error) => !error.includes('401'))).toEqual([]);
  });
});
