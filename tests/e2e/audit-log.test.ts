import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { saveAssessment } from './assessments';
import { expectAccessible } from './expect-accessible';
import { E2E_CONSULTANT } from './server';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';

describe('the audit log page', () => {
  const browser = useBrowser();

  it('shows an administrator who viewed which organisation from where, filters by action in the address, and keeps the filter on reload', async () => {
    const { id } = await saveAssessment({ organizationName: 'Audit Trail Pty Ltd' });
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL('**/support');
    await page.goto(`/support/results/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Audit Trail Pty Ltd' }).waitFor();

    // The assessment's history links to its events: the log filtered by its reference, kept in the address and the field.
    await page.getByRole('link', { name: "See this assessment's events in the audit log" }).click();
    await page.waitForURL((url) => url.pathname === '/support/audit' && url.searchParams.get('assessment') === id);
    expect(await page.getByLabel('Assessment reference').inputValue()).toBe(id);
    await page.getByText('2 events match these filters.').waitFor();
    expect(new Set(await page.locator('tbody tr td:nth-child(4)').allTextContents())).toEqual(new Set(['Audit Trail Pty Ltd']));
    // The CSV holds the events these filters select, in words.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('When,When (UTC),Who,What,Organisation,Assessment reference,Account,From address,Details');
    expect(lines.slice(1).map((line) => line.split(',').slice(-7, -2))).toEqual([
      ['support', 'Read the notes', 'Audit Trail Pty Ltd', id, ''],
      ['support', 'Viewed', 'Audit Trail Pty Ltd', id, ''],
    ]);
    // A reference mistyped is pointed out at the field.
    await page.getByLabel('Assessment reference').fill('Audit Trail');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText("An assessment's reference looks like").waitFor();
    expect(await page.getByLabel('Assessment reference').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'the audit log filtered by an assessment');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL('**/support/audit');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const about = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Audit Trail Pty Ltd' }) });
    // Opening the page read the assessment and its notes: two rows about it.
    const viewed = about.filter({ has: page.getByRole('cell', { name: 'Viewed', exact: true }) });
    await viewed.waitFor();
    await about.filter({ has: page.getByRole('cell', { name: 'Read the notes', exact: true }) }).waitFor();
    expect(await viewed.getByRole('cell').allTextContents()).toEqual([expect.stringMatching(/^\d{1,2} \w+ \d{4}, \d{1,2}:\d{2}:\d{2} [ap]m AE[DS]T$/), 'support', 'Viewed', 'Audit Trail Pty Ltd', '127.0.0.1', '']);
    expect(await viewed.getByRole('link', { name: 'Audit Trail Pty Ltd' }).getAttribute('href')).toBe(`/support/results/${id}`);
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['When', 'Who', 'What', 'About', 'From', 'Details']);
    // The browser tests share one server: however many events the others made, this is the first page.
    await page.getByText(/^Page 1 of \d+ \(\d+ events\)$/).waitFor();
    await expectAccessible(page, 'the audit log');

    await page.getByLabel('Action').selectOption({ label: 'Signed in' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('action') === 'sign-in');
    // The last page stays on screen while the filtered one loads: wait until no row says anything but "Signed in".
    const whatColumn = () => page.locator('tbody tr td:nth-child(3)').allTextContents();
    await expect.poll(async () => new Set(await whatColumn())).toEqual(new Set(['Signed in']));
    expect(new Set(await page.locator('tbody tr td:nth-child(5)').allTextContents())).toEqual(new Set(['127.0.0.1']));

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    expect(new URL(page.url()).searchParams.get('action')).toBe('sign-in');
    await page.getByRole('row', { name: /Signed in/ }).first().waitFor();
    expect(new Set(await whatColumn())).toEqual(new Set(['Signed in']));
    expect(await page.getByLabel('Action').inputValue()).toBe('sign-in');

    await page.getByLabel('Person').selectOption('support');
    await page.getByLabel('From date').fill('2020-01-02');
    await page.getByLabel('To date').fill('2020-01-01');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('The to date must be on or after the from date').waitFor();
    expect(await page.getByLabel('To date').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('audit-to');
    await page.getByLabel('To date').fill('2020-01-31');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('No events match these filters.').waitFor();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ actor: 'support', action: 'sign-in', from: '2020-01-02', to: '2020-01-31' });

    await page.goBack();
    await page.waitForURL((url) => url.search === '?action=sign-in');
    await page.getByRole('row', { name: /Signed in/ }).first().waitFor();
    expect(await page.getByLabel('Person').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((url) => url.pathname === '/support/audit' && url.search === '');
    await viewed.waitFor();
    expect(await page.getByLabel('Action').inputValue()).toBe('');
    expect(pageErrors).toEqual([]);
  });

  it('shows each event as a card on a phone, nothing wider than the screen, and axe finds nothing', async () => {
    const { page } = await browser.newPage({ width: 375 });
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL('**/support');
    await page.goto('/support/audit');
    // The server is shared with the test files run before this one in the same worker, whose events may sort above this
    // sign-in, so the sign-in is found by its words rather than taken to be the newest row.
    const signInRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Signed in' }) }).first();
    await signInRow.waitFor();
    expect(await signInRow.evaluate((row) => getComputedStyle(row).display)).toBe('block');
    await expectAccessible(page, 'the audit log at 375 px');
  });

  it('tells a consultant that only an administrator can see the audit log, and does not offer it', async () => {
    const { page } = await browser.newPage();
    await page.goto('/login');
    await signIn(page, E2E_CONSULTANT);
    await page.waitForURL('**/support');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Results' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    await page.goto('/support/audit');
    expect(await page.getByRole('alert').filter({ hasText: 'Only an administrator' }).textContent({ timeout: 10_000 })).toBe('Only an administrator can see the audit log.');
    expect(await page.getByRole('table').count()).toBe(0);
  });
});
