import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../../src/domain/branding';
import { addMonths, dayOf, DEFAULT_TIME_ZONE } from '../../src/domain/calendar-day';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import type { Requirement } from '../../src/domain/framework/requirement';
import { TINY_PDF } from '../support/evidence-fixtures';
import { holdAccessKey, saveDetailedAssessment } from './assessments';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';

const WANTED = 'The AppLocker policy exported from Group Policy, showing the rules for workstations.';
const ANSWER = 'Exported from the domain controller on Monday; the file is attached.';
const COMPANY = DEFAULT_BRANDING.companyName;
/** Two requirements of application control asked about together. */
const [FIRST, SECOND] = REQUIREMENTS.filter((requirement) => requirement.strategy === 'application-control' && requirement.levels.includes(1)) as [Requirement, Requirement];

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
    // Asked from the register: two rows selected, one request about both.
    const findings = consultant.page.getByRole('region', { name: 'Findings' });
    await findings.getByRole('checkbox', { name: `Select: ${FIRST.text}` }).check();
    await findings.getByRole('checkbox', { name: `Select: ${SECOND.text}` }).check();
    await findings.getByText('Ask the respondent for evidence on the selected (2)').click();
    await findings.getByLabel('What is wanted').fill(WANTED);
    await findings.getByLabel('Wanted by').fill(addMonths(dayOf(Date.now(), DEFAULT_TIME_ZONE), 1));
    await findings.getByRole('button', { name: 'Ask the respondent', exact: true }).click();
    await findings.getByRole('status').filter({ hasText: /^Asked the respondent for evidence.*: the request is listed under Requests for evidence\.$/ }).waitFor();
    const listed = requests.getByRole('listitem').filter({ hasText: WANTED });
    await listed.getByText(FIRST.text).waitFor();
    await listed.getByText(SECOND.text).waitFor();
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
    await asked.getByLabel(/^Upload a file for “/).first().setInputFiles({ name: 'applocker-policy.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    await asked.getByText('One file uploaded for this request.').waitFor();
    expect(respondent.pageErrors).toEqual([]);

    await consultant.page.reload();
    const answered = consultant.page.getByRole('region', { name: 'Requests for evidence' });
    await answered.getByLabel('Show requests').selectOption('answered');
    const request = answered.getByRole('listitem').filter({ hasText: WANTED });
    await request.getByText(ANSWER).waitFor();
    await request.getByText(/^One file uploaded for it/).waitFor();
    await request.getByRole('button', { name: 'Accept' }).click();
    await answered.getByRole('status').filter({ hasText: 'The request was accepted.' }).waitFor();
    await answered.getByLabel('Show requests').selectOption('accepted');
    await answered.getByRole('listitem').filter({ hasText: WANTED }).getByText(/accepted by /).waitFor();
    expect(consultant.pageErrors).toEqual([]);
  });
});
