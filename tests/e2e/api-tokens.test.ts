import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { expectAccessible } from './expect-accessible';
import { startTestServer } from './server';
import { signIn } from './sign-in';

// A server of its own: the tokens made here would show in other suites' accounts pages.
describe('API tokens in the accounts page', () => {
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

  it('an administrator makes a token, copies its secret shown once, a tool reads the list with it, and once revoked it is refused', async () => {
    const { page, pageErrors } = await openPage(browser, server.url);
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL('**/support');
    await page.goto('/support/accounts');
    await page.getByRole('heading', { level: 2, name: 'API tokens' }).waitFor();
    await page.getByText('No API token has been made.').waitFor();

    await page.getByRole('button', { name: 'Make token' }).click();
    await page.getByText('Give the token a name').first().waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Power BI');
    await page.getByLabel('Scope').selectOption('export');
    await page.getByLabel('Expires after (days)').fill('30');
    await page.getByRole('button', { name: 'Make token' }).click();
    const secretField = page.getByRole('textbox', { name: 'Token' });
    await secretField.waitFor();
    await page.getByText('Copy it now: it will not be shown again.').waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^e8t_/);
    await page.getByRole('row', { name: /^Power BI/ }).waitFor();
    await expectAccessible(page, '/support/accounts with an API token made');

    const listed = await fetch(`${server.url}/api/assessments`, { headers: { authorization: `Bearer ${secret}` } });
    expect(listed.status).toBe(200);

    await page.getByRole('button', { name: 'Revoke: Power BI' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, revoke' }).click();
    await page.getByText('The token Power BI is revoked.').waitFor();
    await page.getByRole('row', { name: /^Power BI/ }).getByText(/Revoked on/).waitFor();
    const refused = await fetch(`${server.url}/api/assessments`, { headers: { authorization: `Bearer ${secret}` } });
    expect(refused.status).toBe(401);

    await page.reload();
    await page.getByRole('row', { name: /^Power BI/ }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Token' }).count()).toBe(0);
    expect(await page.content()).not.toContain(secret);
    expect(pageErrors).toEqual([]);
  });
});
