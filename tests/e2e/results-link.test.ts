import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import { holdAccessKey, saveAssessment, saveDetailedAssessment, type SavedAssessment } from './assessments';
import { expectAccessible } from './expect-accessible';
import { reviewEveryRequirement, reviewRequest, supportCookie } from './review-api';
import { signIn } from './sign-in';
import { serverUrl, testServer } from './test-server';
import { useBrowser } from './use-browser';

const FOUND_INEFFECTIVE = REQUIREMENTS.find((requirement) => requirement.strategy === 'patch-applications' && requirement.levels[0] === 2)!;
const REFUSED =
  'Error: This link to the results is wrong, or it has been replaced by a newer one. To get a new link, open the results in the browser that submitted them and copy the link there, ' +
  'or ask Essential Eight Advisory (consult@advisory.example.com) to send you a fresh link.';

const linkOf = (id: string, accessKey: string) => `${serverUrl()}/assessment/results?id=${id}#key=${accessKey}`;

/**
 * Every Referer header and address a page requests, collected as it goes. A request's headers are read after it is
 * seen; one still being read when its page closes (after the test's checks) is let go rather than left to reject.
 */
function collectRequests(page: Page): { referers: string[]; urls: string[] } {
  const seen = { referers: [] as string[], urls: [] as string[] };
  page.on('request', (request) => {
    seen.urls.push(request.url());
    request.allHeaders().then(
      (headers) => {
        if (headers.referer) seen.referers.push(headers.referer);
      },
      () => undefined,
    );
  });
  return seen;
}

/** The keys this page's browser holds, by assessment id. */
const heldKeys = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('e8_access_keys') ?? '{}') as Record<string, string>);

/** The last results link the test server mailed, as "address link". */
const lastMailed = () => fs.readFileSync(testServer().resultsLinksFile, 'utf8').trim().split('\n').at(-1) ?? '';

/** The server's log so far, once it holds a line naming `id` (the log is written as requests end). */
async function serverLogNaming(id: string): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const log = fs.readFileSync(testServer().logFile, 'utf8');
    if (log.includes(id)) return log;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server log never named ${id}`);
}

const openStatusCode = async ({ id }: SavedAssessment, accessKey: string) => (await fetch(`${serverUrl()}/api/assessments/${id}`, { headers: { 'x-access-key': accessKey } })).status;

describe('the link to the results', () => {
  const browser = useBrowser();

  it('opens a completed assessment in a fresh browser: the results, the summary PDF, the shared review’s report and Your assessments; the key reaches no Referer and no log', async () => {
    const saved = await saveDetailedAssessment({ organizationName: 'Linked Results Pty Ltd' });
    const cookie = await supportCookie();
    await reviewEveryRequirement(cookie, saved.id, { [FOUND_INEFFECTIVE.id]: 'ineffective' });
    await reviewRequest(cookie, 'POST', `${saved.id}/review/finish`);
    await reviewRequest(cookie, 'POST', `${saved.id}/review/share`);

    // The browser that submitted copies the link.
    const submitter = await browser.newPage();
    await submitter.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await submitter.page.goto('/');
    await holdAccessKey(submitter.page, saved);
    await submitter.page.goto(`/assessment/results?id=${saved.id}`);
    const section = submitter.page.getByRole('region', { name: 'A link to these results' });
    await section.getByRole('button', { name: 'Copy the link to these results' }).click();
    await section.getByRole('status').getByText('Copied. Keep the link private: whoever has it can open these results.').waitFor();
    const link = await submitter.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(linkOf(saved.id, saved.accessKey));
    await expectAccessible(submitter.page, 'the link to the results');

    // A fresh browser opens it.
    const { page, pageErrors } = await browser.newPage();
    const seen = collectRequests(page);
    await page.goto(link);
    // The shared review's verdict leads the results: its heading names the consultancy and the assessed level.
    const card = page.getByRole('region', { name: /^Assessed by Essential Eight Advisory: Maturity Level / });
    await card.getByRole('button', { name: 'Download the assessment report (PDF)' }).waitFor();
    // The key left the address bar and the history at once, and this browser keeps it.
    expect(page.url()).toBe(`${serverUrl()}/assessment/results?id=${saved.id}`);
    expect(await heldKeys(page)).toEqual({ [saved.id]: saved.accessKey });

    const [summary] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Assessment Summary (PDF)' }).first().click()]);
    expect(summary.suggestedFilename()).toBe('Linked Results Pty Ltd_Summary.pdf');
    expect(fs.readFileSync(await summary.path()).subarray(0, 5).toString()).toBe('%PDF-');
    const [report] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download the assessment report (PDF)' }).click()]);
    expect(report.suggestedFilename()).toBe('Linked Results Pty Ltd_Assessment_Report.pdf');

    await page.goto('/assessment/mine');
    await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Linked Results Pty Ltd' }) }).waitFor();
    await page.goBack();
    await card.getByRole('button', { name: 'Download the assessment report (PDF)' }).waitFor();
    expect(page.url()).not.toContain(saved.accessKey);

    expect(seen.urls.length).toBeGreaterThan(5);
    expect(seen.referers.length).toBeGreaterThan(0);
    for (const sent of [...seen.urls, ...seen.referers]) expect(sent).not.toContain(saved.accessKey);
    const log = await serverLogNaming(`/api/assessments/${saved.id}`);
    expect(log).not.toContain(saved.accessKey);
    expect(pageErrors).toEqual([]);
  });

  it('replaces the link after saying what that does: the old link is refused in words and keeps nothing, the new one opens; the link can be copied by hand and emailed', async () => {
    const saved = await saveAssessment({ organizationName: 'Replaced Link Pty Ltd', respondentEmail: 'it@replaced.example' });
    const { page, pageErrors } = await browser.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')) } });
    });
    await page.goto('/');
    await holdAccessKey(page, saved);
    await page.goto(`/assessment/results?id=${saved.id}`);
    const section = page.getByRole('region', { name: 'A link to these results' });

    await section.getByRole('button', { name: 'Copy the link to these results' }).click();
    await section.getByRole('status').getByText('This browser did not let us copy. The link is shown below, selected: copy it with Ctrl+C (⌘C on a Mac).').waitFor();
    const field = section.getByLabel('Link to these results');
    expect(await field.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0))).toBe(linkOf(saved.id, saved.accessKey));

    await section.getByRole('button', { name: 'Email me this link' }).click();
    await section.getByRole('status').getByText('We sent the link to it@replaced.example. Keep it private: whoever has it can open these results.').waitFor();
    expect(lastMailed()).toBe(`it@replaced.example ${linkOf(saved.id, saved.accessKey)}`);

    // Asked and left: nothing changes, and focus goes back to the button that asked, by keyboard.
    await section.getByRole('button', { name: 'Replace the link' }).click();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Replace the link');
    expect((await heldKeys(page))[saved.id]).toBe(saved.accessKey);

    await section.getByRole('button', { name: 'Replace the link' }).click();
    const question = section.getByRole('group', { name: /^Replace the link to these results\?/ });
    expect(await question.textContent()).toContain('The current link stops working at once, in every browser and on every device that opened these results with it');
    await expectAccessible(page, 'replacing the link to the results');
    await question.getByRole('button', { name: 'Replace the link now' }).click();
    await section.getByRole('status').getByText(/^The link is replaced: the old one no longer opens these results\./).waitFor();
    const newKey = (await heldKeys(page))[saved.id] ?? '';
    expect(newKey).not.toBe(saved.accessKey);
    expect(await field.inputValue()).toBe(linkOf(saved.id, newKey));
    expect(await openStatusCode(saved, saved.accessKey)).toBe(404);

    // The old link, in a fresh browser: refused in words, with the way to a new one, and no key kept.
    const stale = await browser.newPage();
    await stale.page.goto(linkOf(saved.id, saved.accessKey));
    expect(await stale.page.getByRole('alert').textContent()).toBe(REFUSED);
    expect(stale.page.url()).not.toContain('#key=');
    expect(await heldKeys(stale.page)).toEqual({});

    const fresh = await browser.newPage();
    await fresh.page.goto(linkOf(saved.id, newKey));
    await fresh.page.getByRole('region', { name: 'A link to these results' }).waitFor();
    expect(await heldKeys(fresh.page)).toEqual({ [saved.id]: newKey });
    expect(pageErrors).toEqual([]);
    expect(fresh.pageErrors).toEqual([]);
  });

  it('lets a consultant email and copy the respondent a fresh link: mailed to the address given, the old link refused, the audit log without the secret', async () => {
    const saved = await saveAssessment({ organizationName: 'Fresh Link Pty Ltd', respondentEmail: 'cio@fresh-link.example' });
    const { page, context, pageErrors } = await browser.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const seen = collectRequests(page);
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL('**/support');
    await page.goto(`/support/results/${saved.id}`);
    const section = page.getByRole('region', { name: 'Link to the results for the respondent' });
    expect(await section.textContent()).toContain('the link they have now, and every browser that opened the results with it, stop working at once.');

    await section.getByRole('button', { name: 'Email the respondent a fresh link' }).click();
    const asked = section.getByRole('group', { name: /^Replace the respondent's link and email the new one to cio@fresh-link\.example\?/ });
    await expectAccessible(page, 'a fresh link for the respondent');
    await asked.getByRole('button', { name: 'Replace and email the link' }).click();
    await section.getByRole('status').getByText('A fresh link was emailed to cio@fresh-link.example. Their old link no longer works.').waitFor();
    const [to, emailed = ''] = lastMailed().split(' ');
    expect(to).toBe('cio@fresh-link.example');
    const emailedKey = new URL(emailed).hash.replace('#key=', '');
    expect(emailed).toBe(linkOf(saved.id, emailedKey));
    expect(await openStatusCode(saved, saved.accessKey)).toBe(404);
    expect(await openStatusCode(saved, emailedKey)).toBe(200);

    await section.getByRole('button', { name: 'Copy a fresh link for the respondent' }).click();
    await section.getByRole('button', { name: 'Replace and copy the link' }).click();
    await section.getByRole('status').getByText(/^Copied\. .* Send it to the respondent yourself; their old link no longer works\.$/).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(await section.getByLabel('Fresh link for the respondent').inputValue()).toBe(copied);
    const copiedKey = new URL(copied).hash.replace('#key=', '');
    expect(await openStatusCode(saved, emailedKey)).toBe(404);
    expect(await openStatusCode(saved, copiedKey)).toBe(200);

    await page.goto(`/support/audit?assessment=${saved.id}`);
    const emailedRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Emailed the respondent a fresh link to the results', exact: true }) });
    await emailedRow.waitFor();
    expect(await emailedRow.textContent()).toContain('A fresh link sent to cio@fresh-link.example');
    await page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Copied a fresh link to the results for the respondent', exact: true }) }).waitFor();
    const auditPage = await page.content();
    for (const key of [saved.accessKey, emailedKey, copiedKey]) expect(auditPage).not.toContain(key);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const csvText = fs.readFileSync(await csv.path(), 'utf8');
    expect(csvText).toContain('cio@fresh-link.example');
    for (const key of [saved.accessKey, emailedKey, copiedKey]) expect(csvText).not.toContain(key);

    for (const sent of [...seen.urls, ...seen.referers]) for (const key of [emailedKey, copiedKey]) expect(sent).not.toContain(key);
    const log = await serverLogNaming(`/api/support/assessments/${saved.id}/results-link`);
    for (const key of [saved.accessKey, emailedKey, copiedKey]) expect(log).not.toContain(key);
    expect(pageErrors).toEqual([]);
  });
});
