import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../../src/domain/branding';
import { addMonths, dayOf } from '../../src/domain/calendar-day';
import { TINY_PDF } from '../support/evidence-fixtures';
import { holdAccessKey, saveDetailedAssessment } from './assessments';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';

const WANTED = 'The AppLocker policy exported from Group Policy, showing the rules for workstations.';
const ANSWER = 'Exported from the domain controller on Monday; the file is attached.';
const COMPANY = DEFAULT_BRANDING.companyName;

/** Where the screenshots of both sides are kept, looked at when they change. */
const screenshot = (name: string) => path.resolve('docs/screenshots', name);

/** The review mode's requests, signed in on the way. */
async function openRequests(page: Page, id: string) {
  await page.goto(`/support/results/${id}?mode=review`);
  await page.waitForURL('**/login');
  await signIn(page);
  const section = page.getByRole('region', { name: 'Requests for evidence' });
  await section.waitFor();
  return section;
}

describe('requests for evidence', () => {
  const browser = useBrowser();

  it('a consultant asks for evidence, the respondent answers in words and with a file, and the consultant accepts it', async () => {
    const saved = await saveDetailedAssessment({ organizationName: 'Requested Pty Ltd' });
    const consultant = await browser.newPage();
    const requests = await openRequests(consultant.page, saved.id);
    await requests.getByText('No evidence has been asked for yet.').waitFor();
    await requests.getByLabel('Requirement').selectOption('application-control-workstations');
    await requests.getByRole('button', { name: 'Ask the respondent about this requirement' }).click();
    await requests.getByLabel('What is wanted').fill(WANTED);
    await requests.getByLabel('Wanted by').fill(addMonths(dayOf(Date.now()), 1));
    await requests.getByRole('button', { name: 'Ask the respondent', exact: true }).click();
    await requests.getByRole('status').filter({ hasText: /^The request was sent\./ }).waitFor();
    await requests.getByRole('listitem').filter({ hasText: WANTED }).getByText('No answer yet.').waitFor();

    const respondent = await browser.newPage();
    await respondent.page.goto('/');
    await holdAccessKey(respondent.page, saved);
    await respondent.page.goto(`/assessment/results?id=${saved.id}`);
    const asked = respondent.page.getByRole('region', { name: `Requested by ${COMPANY}` });
    await asked.getByText(WANTED).waitFor();
    await asked.getByText('Waiting for your answer', { exact: true }).waitFor();
    await asked.getByLabel('Your answer').fill(ANSWER);
    await asked.getByRole('button', { name: 'Send answer' }).click();
    await asked.getByText(/^Answered: /).waitFor();
    await asked.getByLabel(/^Upload a file for “/).setInputFiles({ name: 'applocker-policy.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    await asked.getByText('One file uploaded for this request.').waitFor();
    await asked.scrollIntoViewIfNeeded();
    await asked.screenshot({ path: screenshot('evidence-request-respondent-1440.png') });
    expect(respondent.pageErrors).toEqual([]);

    await consultant.page.reload();
    const answered = consultant.page.getByRole('region', { name: 'Requests for evidence' });
    await answered.getByLabel('Show requests').selectOption('answered');
    const request = answered.getByRole('listitem').filter({ hasText: WANTED });
    await request.getByText(ANSWER).waitFor();
    await request.getByText(/^One file uploaded for it/).waitFor();
    await answered.scrollIntoViewIfNeeded();
    await answered.screenshot({ path: screenshot('evidence-requests-portal-1440.png') });
    await request.getByRole('button', { name: 'Accept' }).click();
    await answered.getByRole('status').filter({ hasText: 'The request was accepted.' }).waitFor();
    await answered.getByLabel('Show requests').selectOption('accepted');
    await answered.getByRole('listitem').filter({ hasText: WANTED }).getByText(/accepted by /).waitFor();
    expect(consultant.pageErrors).toEqual([]);
  });
});
