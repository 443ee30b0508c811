import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/domain/constants';
import { completedAssessmentBody } from '../support/assessments';
import { expectAccessible } from './expect-accessible';
import { useOwnServer } from './own-server';
import { E2E_SUPPORT } from './server';
import { useBrowser } from './use-browser';

const ORGANISATION = 'Engageflow Pty Ltd';
const PROPOSAL = 'Send the proposal for MFA uplift';

// A server of its own, so the work queue counts only these assessments.
describe("an organisation's follow-up across its re-assessments", () => {
  const browser = useBrowser();
  const { origin, api, signedIn: signedInAs } = useOwnServer();
  const signedIn = (width?: number) => signedInAs(browser, width);
  const organisations = async (page: Page) => (await page.getByRole('rowheader').allTextContents()).map((name) => name.replace(/Detailed$/, '').trim());

  it('shows a re-assessment of a "Contacted" organisation as re-assessed, with its owner and next action, on the list, the work queue and the detail page', async () => {
    const first = await api('/api/assessments', 'POST', completedAssessmentBody({ organizationName: ORGANISATION }));
    await api('/api/assessments', 'POST', completedAssessmentBody({ organizationName: 'Otherflow Pty Ltd' }));
    const { page, pageErrors } = await signedIn(1440);

    // The consultant contacts the organisation and plans the next action, from the top of the detail page.
    await page.goto(`${origin()}/support/results/${first.id}`);
    const followUp = page.getByRole('region', { name: 'Summary' }).getByRole('region', { name: 'Follow-up' });
    await followUp.getByLabel('Follow-up status').selectOption({ label: 'Contacted' });
    await followUp.getByLabel('Owner').selectOption({ label: E2E_SUPPORT.username });
    await followUp.getByLabel('Next action', { exact: true }).fill(PROPOSAL);
    // Two days back by UTC, so before today in the server's zone at any hour: overdue.
    const due = new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10);
    await followUp.getByLabel('Next action date').fill(due);
    await followUp.getByRole('button', { name: 'Save follow-up' }).click();
    await followUp.getByRole('status').filter({ hasText: 'Follow-up saved' }).waitFor();
    const notes = page.getByRole('region', { name: 'Notes', exact: true });
    await notes.getByText(`Next action changed from none to "${PROPOSAL}"`).waitFor();

    // The organisation re-assesses, as "Start a re-assessment" and the wizard do.
    const draft = await api(`/api/assessments/${first.id}/reassessments`, 'POST', undefined, first.accessKey);
    await api(`/api/assessments/${draft.id}`, 'PUT', completedAssessmentBody({ organizationName: ORGANISATION }), draft.accessKey);

    // The list: one row for the series, its latest assessment, re-assessed with the owner and the next action.
    await page.goto(`${origin()}/support/results?sort=organisation&direction=asc`);
    await expect.poll(() => organisations(page)).toEqual([ORGANISATION, 'Otherflow Pty Ltd']);
    // The series' row (the toggle row under it names the organisation too).
    const row = page.getByRole('row', { name: new RegExp(ORGANISATION) }).first();
    const followUpCell = await row.textContent();
    expect(followUpCell).toContain('Re-assessed');
    expect(followUpCell).toContain(`Owner: ${E2E_SUPPORT.username}`);
    expect(followUpCell).toContain(`Next action: ${PROPOSAL}`);
    // Filtered to re-assessed organisations, then to those nobody owns: the filters are in the address.
    await page.getByRole('combobox', { name: 'Follow-up', exact: true }).selectOption({ label: 'Re-assessed' });
    await page.waitForURL((url) => url.searchParams.get('followUp') === 're-assessed');
    await expect.poll(() => organisations(page)).toEqual([ORGANISATION, ORGANISATION]);
    await page.getByRole('combobox', { name: 'Follow-up', exact: true }).selectOption({ label: 'Any' });
    await page.getByRole('combobox', { name: 'Owner' }).selectOption({ label: 'Nobody' });
    await page.waitForURL((url) => url.searchParams.get('unowned') === 'true' && !url.searchParams.has('followUp'));
    await expect.poll(() => organisations(page)).toEqual(['Otherflow Pty Ltd']);
    await page.reload();
    expect(await page.getByRole('combobox', { name: 'Owner' }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Nobody');
    await expectAccessible(page, 'the list filtered to nobody as owner');

    // The work queue: re-assessed, never new; the overdue next action listed with what it is.
    await page.goto(`${origin()}/support`);
    const queue = page.getByRole('region', { name: 'Work queue' });
    await queue.getByRole('link', { name: '2 Re-assessed' }).first().waitFor();
    await queue.getByRole('link', { name: '1 New, not yet contacted' }).waitFor();
    const overdue = queue.getByRole('list', { name: 'Overdue next actions, oldest first, one per organisation' });
    expect(await overdue.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(new RegExp(`^${ORGANISATION}: ${PROPOSAL}, due .+ \\(owner ${E2E_SUPPORT.username}\\)$`))]);

    // The detail page of the re-assessment, from the overdue action: the follow-up at the top says it is re-assessed.
    await overdue.getByRole('link', { name: ORGANISATION }).click();
    await page.waitForURL(`**/support/results/${draft.id}`);
    const carried = page.getByRole('region', { name: 'Summary' }).getByRole('region', { name: 'Follow-up' });
    await expect.poll(() => carried.getByLabel('Follow-up status').inputValue()).toBe('re-assessed');
    expect(await carried.getByLabel('Follow-up status').getAttribute('aria-describedby')).toBe('follow-up-status-hint');
    await carried.getByText('The organisation has submitted a re-assessment since').waitFor();
    expect(await carried.getByLabel('Owner').inputValue()).toBe(E2E_SUPPORT.username);
    expect(await carried.getByLabel('Next action', { exact: true }).inputValue()).toBe(PROPOSAL);
    expect(await carried.getByLabel('Next action date').inputValue()).toBe(due);
    // The status history stays in the notes timeline, the submission's change first.
    const timeline = page.getByRole('region', { name: 'Notes', exact: true }).getByRole('list', { name: 'Notes and changes' });
    await timeline.getByText('Status changed from Contacted to Re-assessed').waitFor();
    expect(await timeline.getByRole('listitem').first().textContent()).toMatch(/^The re-assessment, on submission, .+Status changed from Contacted to Re-assessed$/);
    await expectAccessible(page, 'a re-assessed detail page at 1440 px');
    expect(pageErrors).toEqual([]);

    const phone = await signedIn(375);
    await phone.page.goto(`${origin()}/support/results/${draft.id}`);
    await expect.poll(() => phone.page.getByLabel('Follow-up status').inputValue()).toBe('re-assessed');
    await expectAccessible(phone.page, 'a re-assessed detail page at 375 px');
    expect(phone.pageErrors).toEqual([]);
  });
});
