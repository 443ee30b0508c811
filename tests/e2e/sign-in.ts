import type { Page } from 'playwright-core';
import { E2E_SUPPORT } from './server';

/** Fills the sign-in form on screen and submits it; where the page goes next is the test's to check. */
export async function signIn(page: Page, user: { username: string; password: string } = E2E_SUPPORT): Promise<void> {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
