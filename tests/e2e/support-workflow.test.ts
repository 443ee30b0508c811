import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allControls } from '../support/assessments';
import { NONE_GIVEN, NOT_CHOSEN, STEPS_PER_QUARTER_LABEL } from '../../src/domain/planning';
import { NEW_NOT_CONTACTED_MEANING } from '../../src/domain/work-queue';
import { saveAssessment, saveDetailedAssessment } from './assessments';
import { expectAccessible } from './expect-accessible';
import { reviewTo } from './reviews';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';

/** Opens the results list signed in, searched for `search`. */
async function openList(page: Page, search: string): Promise<void> {
  await page.goto('/login');
  await signIn(page);
  await page.waitForURL('**/support');
  await page.goto(`/support/results?search=${encodeURIComponent(search)}`);
  await page.getByRole('table').waitFor();
}

/** The organisations of the rows on screen, top to bottom. */
async function organisations(page: Page): Promise<string[]> {
  return (await page.getByRole('rowheader').allTextContents()).map((name) => name.replace(/Detailed$/, '').trim());
}

describe("a consultant's work in the portal", () => {
  const browser = useBrowser();

  it('sorts the list by a column heading, and comes back from a detail page to the same page, search and sort', async () => {
    await saveAssessment({ organizationName: 'Sortflow Charlie', assessments: allControls(1) });
    await saveAssessment({ organizationName: 'Sortflow alpha', assessments: allControls(3) });
    await saveAssessment({ organizationName: 'Sortflow Bravo', assessments: allControls(2) });
    const { page, pageErrors } = await browser.newPage();
    await openList(page, 'Sortflow');
    expect(await organisations(page)).toEqual(['Sortflow Bravo', 'Sortflow alpha', 'Sortflow Charlie']);
    expect(await page.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe('descending');
    // Dates carry the time of day.
    expect(await page.getByRole('row', { name: /Sortflow Bravo/ }).getByRole('cell').nth(1).textContent()).toMatch(/ \d{4} at \d{1,2}:\d{2} ?(am|pm)$/);

    await page.getByRole('button', { name: 'Organisation' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'organisation');
    await expect.poll(() => organisations(page)).toEqual(['Sortflow alpha', 'Sortflow Bravo', 'Sortflow Charlie']);
    expect(await page.getByRole('columnheader', { name: 'Organisation' }).getAttribute('aria-sort')).toBe('ascending');
    expect(await page.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe('none');
    await page.getByRole('button', { name: 'Organisation' }).click();
    await expect.poll(() => organisations(page)).toEqual(['Sortflow Charlie', 'Sortflow Bravo', 'Sortflow alpha']);
    await page.getByRole('button', { name: 'Average Maturity' }).click();
    await expect.poll(() => organisations(page)).toEqual(['Sortflow alpha', 'Sortflow Bravo', 'Sortflow Charlie']);
    expect(await page.getByRole('columnheader', { name: 'Average Maturity' }).getAttribute('aria-sort')).toBe('descending');
    const listUrl = page.url();
    await expectAccessible(page, 'sorted results list');

    await page.getByRole('link', { name: 'View Results for Sortflow Bravo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sortflow Bravo' }).waitFor();
    // Kept across a reload of the detail page too.
    await page.reload();
    await page.getByRole('link', { name: 'Back to all results' }).click();
    await page.waitForURL(listUrl);
    expect(await page.getByLabel('Search organisation, name or email').inputValue()).toBe('Sortflow');
    await expect.poll(() => organisations(page)).toEqual(['Sortflow alpha', 'Sortflow Bravo', 'Sortflow Charlie']);
    expect(pageErrors).toEqual([]);
  });

  it('saves a follow-up status, owner and next-action date and a note, shows them in the timeline after a reload, and the dashboard counts them with links to the list', async () => {
    await saveAssessment({ organizationName: 'Followflow Pty Ltd', constraints: 'Two people in IT.\nBudget from July.', priorities: ['regular-backups', 'patch-applications'] });
    await saveAssessment({ organizationName: 'Followflow Other' });
    const { page, pageErrors } = await browser.newPage();
    await openList(page, 'Followflow');
    await page.getByRole('link', { name: 'View Results for Followflow Pty Ltd' }).click();
    await page.getByRole('heading', { level: 1, name: 'Followflow Pty Ltd' }).waitFor();

    const planning = page.getByRole('region', { name: 'Implementation planning' });
    expect(await planning.textContent()).toContain('12 months');
    // The rows are named as on the respondent's results page.
    expect(await planning.getByRole('term').allTextContents()).toEqual(['Timeline', STEPS_PER_QUARTER_LABEL, 'Priorities', 'Constraints']);
    expect(await planning.getByRole('listitem').allTextContents()).toEqual(['Regular backups', 'Patch applications']);
    expect(await planning.getByText('Two people in IT.').evaluate((element) => (element as HTMLElement).innerText)).toBe('Two people in IT.\nBudget from July.');
    expect(await page.getByRole('figure', { name: 'Target against current maturity' }).isVisible()).toBe(true);

    const followUp = page.getByRole('region', { name: 'Follow-up' });
    await followUp.getByLabel('Follow-up status').selectOption({ label: 'Meeting booked' });
    await followUp.getByLabel('Owner').selectOption({ label: 'support' });
    // A day long past, so the next action is overdue whatever today is.
    await followUp.getByLabel('Next action date').fill('2025-01-06');
    // Allowed, but said: a day gone saves an overdue item.
    await followUp.getByRole('status').filter({ hasText: 'This day has passed: saved, the next action shows as overdue.' }).waitFor();
    await followUp.getByRole('button', { name: 'Save follow-up' }).click();
    await followUp.getByRole('status').filter({ hasText: 'Follow-up saved' }).waitFor();
    // The follow-up sits in the summary at the top; its changes go into the notes timeline below.
    const notes = page.getByRole('region', { name: 'Notes', exact: true });
    const timeline = notes.getByRole('list', { name: 'Notes and changes' });
    await timeline.getByText('Next action date changed from none to 6 January 2025').waitFor();
    expect(await timeline.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^support, .+Status changed from New to Meeting booked$/),
      expect.stringMatching(/^support, .+Owner changed from nobody to support$/),
      expect.stringMatching(/^support, .+Next action date changed from none to 6 January 2025$/),
    ]);
    await page
      .getByRole('region', { name: 'History' })
      .getByText('Changed the follow-up (Status changed from New to Meeting booked; Owner changed from nobody to support; Next action date changed from none to 6 January 2025) by support')
      .waitFor();
    expect(await notes.getByText('never shown to the respondent').textContent()).toContain("The respondent's data download says only how many notes there are.");
    await notes.getByRole('button', { name: 'Add note' }).click();
    expect(await notes.getByText('Write the note first').isVisible()).toBe(true);
    await notes.getByLabel('New note').fill('Called the IT lead.\nMeeting on Friday.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    // The saved note in the timeline (the field being typed in holds the same words until it empties).
    await timeline.getByText('Meeting on Friday.').waitFor();
    await expect.poll(() => notes.getByLabel('New note').inputValue()).toBe('');
    await expectAccessible(page, 'assessment detail with a note');

    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Follow-up' });
    await page.getByRole('region', { name: 'Notes', exact: true }).getByText('Meeting on Friday.').waitFor();
    expect(await reloaded.getByLabel('Follow-up status').inputValue()).toBe('meeting-booked');
    expect(await reloaded.getByLabel('Owner').inputValue()).toBe('support');
    expect(await reloaded.getByLabel('Next action date').inputValue()).toBe('2025-01-06');
    // The date saved is not a new choice: nothing more is said of it.
    expect(await reloaded.getByText('This day has passed').count()).toBe(0);
    const note = page.getByRole('region', { name: 'Notes', exact: true }).getByRole('listitem').first();
    expect(await note.textContent()).toMatch(/^support, \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} ?(am|pm)Called the IT lead\./);

    await page.getByRole('link', { name: 'Back to all results' }).click();
    await page.getByRole('combobox', { name: 'Follow-up', exact: true }).selectOption({ label: 'Meeting booked' });
    await page.waitForURL((url) => url.searchParams.get('followUp') === 'meeting-booked');
    await expect.poll(() => organisations(page)).toEqual(['Followflow Pty Ltd']);
    expect(await page.getByRole('row', { name: /Followflow Pty Ltd/ }).textContent()).toContain('Meeting booked');

    // The dashboard opens with the work queue; a count's link opens the list filtered to exactly those.
    await page.goto('/support');
    const queue = page.getByRole('region', { name: 'Work queue' });
    const overdue = queue.getByRole('link', { name: /^\d+ Overdue next actions$/ });
    const overdueCount = Number((await overdue.textContent())?.match(/^\d+/)?.[0]);
    expect(overdueCount).toBeGreaterThanOrEqual(1);
    // Each headline count says what it counts, as the link's description.
    expect(await queue.getByRole('link', { name: /^\d+ New, not yet contacted$/ }).getAttribute('aria-describedby')).toBe('work-queue-new');
    expect(await queue.locator('#work-queue-new').textContent()).toBe(NEW_NOT_CONTACTED_MEANING);
    expect(await queue.getByRole('list', { name: 'Completed assessments by follow-up status' }).getByRole('link', { name: /^\d+ Meeting booked$/ }).count()).toBe(1);
    await expectAccessible(page, 'dashboard with the work queue');
    await page.setViewportSize({ width: 375, height: 900 });
    await expectAccessible(page, 'dashboard with the work queue at 375 px');
    await page.setViewportSize({ width: 1440, height: 900 });
    await overdue.click();
    await page.waitForURL((url) => url.searchParams.get('nextAction') === 'overdue');
    expect(await page.getByLabel('Overdue next actions only').isChecked()).toBe(true);
    await expect.poll(() => organisations(page)).toContain('Followflow Pty Ltd');
    expect(await organisations(page)).toHaveLength(overdueCount);
    expect(await page.getByRole('row', { name: /Followflow Pty Ltd/ }).getByRole('cell').nth(3).textContent()).toBe('Meeting bookedOwner: supportNext action: 6 January 2025');
    await page.goBack();
    await page.getByRole('region', { name: 'Work queue' }).getByRole('link', { name: /^\d+ Assigned to me$/ }).click();
    await page.waitForURL((url) => url.searchParams.get('owner') === 'support');
    expect(await page.getByLabel('Owner').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('support');
    await expect.poll(() => organisations(page)).toContain('Followflow Pty Ltd');
    expect(pageErrors).toEqual([]);
  });

  it("shows each row's review status, filters the list by it in the address, and sorts by it", async () => {
    const statuses = { 'Reviewflow Waiting': 'not-started', 'Reviewflow Underway': 'in-review', 'Reviewflow Done': 'finished', 'Reviewflow Shared': 'shared' } as const;
    const saved = [];
    for (const [organizationName, status] of Object.entries(statuses)) saved.push({ id: (await saveDetailedAssessment({ organizationName })).id, status });
    const { context, page, pageErrors } = await browser.newPage();
    await openList(page, 'Reviewflow');
    // Reviewed through the API with this page's session, then the list read again.
    for (const { id, status } of saved) await reviewTo(context.request, id, status);
    await page.reload();
    await expect.poll(() => organisations(page)).toEqual(['Reviewflow Shared', 'Reviewflow Done', 'Reviewflow Underway', 'Reviewflow Waiting']);
    /** The Review cell of an organisation's row. */
    const reviewOf = (name: string) => page.getByRole('row', { name: new RegExp(name) }).getByRole('cell').nth(4);
    expect(await reviewOf('Reviewflow Waiting').textContent()).toBe('Not started');
    expect(await reviewOf('Reviewflow Underway').textContent()).toBe('In review');
    expect(await reviewOf('Reviewflow Done').textContent()).toBe('Finished');
    expect(await reviewOf('Reviewflow Shared').textContent()).toBe('Shared');

    await page.getByRole('combobox', { name: 'Review', exact: true }).selectOption({ label: 'In review' });
    await page.waitForURL((url) => url.searchParams.get('review') === 'in-review');
    await expect.poll(() => organisations(page)).toEqual(['Reviewflow Underway']);
    expect(await reviewOf('Reviewflow Underway').textContent()).toBe('In review');
    // Kept in the address: a reload shows the same filter and rows.
    await page.reload();
    await expect.poll(() => organisations(page)).toEqual(['Reviewflow Underway']);
    expect(await page.getByRole('combobox', { name: 'Review', exact: true }).inputValue()).toBe('in-review');
    await expectAccessible(page, 'results list filtered by review status');

    await page.getByRole('combobox', { name: 'Review', exact: true }).selectOption({ label: 'Any' });
    await expect.poll(() => organisations(page)).toHaveLength(4);
    // Furthest along first, then the other way: not started, in review, finished, shared.
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'review' && url.searchParams.get('direction') === 'desc');
    await expect.poll(() => page.getByRole('columnheader', { name: 'Review' }).getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => organisations(page)).toEqual(['Reviewflow Shared', 'Reviewflow Done', 'Reviewflow Underway', 'Reviewflow Waiting']);
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('direction') === 'asc');
    await expect.poll(() => organisations(page)).toEqual(['Reviewflow Waiting', 'Reviewflow Underway', 'Reviewflow Done', 'Reviewflow Shared']);
    await expect.poll(() => page.getByRole('columnheader', { name: 'Review' }).getAttribute('aria-sort')).toBe('ascending');
    expect(pageErrors).toEqual([]);
  });

  it('asks in an in-page dialog that names the organisation; Escape cancels and focus returns', async () => {
    await saveAssessment({ organizationName: 'Dialogflow & Sons' });
    const { page } = await browser.newPage();
    await openList(page, 'Dialogflow');
    await page.getByRole('link', { name: 'View Results for Dialogflow & Sons' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dialogflow & Sons' }).waitFor();
    const deleteButton = page.getByRole('button', { name: 'Delete Assessment' });
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: "Delete Dialogflow & Sons's assessment?" });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await expectAccessible(page, 'delete dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await deleteButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
    await page.waitForURL((url) => url.pathname === '/support/results' && url.searchParams.get('search') === 'Dialogflow');
    await page.getByRole('status').filter({ hasText: "Deleted Dialogflow & Sons's assessment" }).waitFor();
    await page.getByText('No assessments match.').waitFor();
    // Said once: a reload of the list does not say it again.
    await page.reload();
    await page.getByText('No assessments match.').waitFor();
    expect(await page.getByText("Deleted Dialogflow & Sons's assessment").count()).toBe(0);
  });

  it("opens a draft without export buttons, says it is incomplete, and gives no level for what is not answered yet", async () => {
    await saveAssessment({
      status: 'draft',
      organizationName: 'Draftflow Pty Ltd',
      targetAssessments: { 'regular-backups': 2, 'application-control': 2 },
      assessments: { 'regular-backups': 1 },
      timeline: undefined,
      priorities: [],
      constraints: '',
    });
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL('**/support');
    await page.goto('/support/results?search=Draftflow');
    // Drafts are hidden by default; the status filter shows them, and the address keeps it.
    await page.getByText('No assessments match.').waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Completed and drafts' });
    await page.waitForURL((url) => url.searchParams.get('status') === 'all');
    const row = page.getByRole('row', { name: /Draftflow Pty Ltd/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Incomplete: no exports');
    expect(await row.getByRole('button').count()).toBe(0);
    // A draft gives no average and no overall level: its strategies not answered yet would count as level 0.
    expect(await row.getByRole('cell').nth(5).textContent()).toBe('–');
    expect(await row.getByRole('cell').nth(5).getByLabel('Not given: a draft').count()).toBe(1);
    expect(await row.getByRole('cell').nth(6).textContent()).toBe('Not givenA draft, not finished');
    await row.getByRole('link', { name: 'View Results for Draftflow Pty Ltd' }).click();
    await page.getByRole('heading', { level: 1, name: 'Draftflow Pty Ltd' }).waitFor();
    await page.getByText('This assessment is incomplete.').waitFor();
    const information = page.getByRole('region', { name: 'Assessment Information' });
    expect(await information.getByRole('term').allTextContents()).toEqual(['Kind', 'Status', 'Started', 'Respondent', 'Email', 'Overall level', 'Average maturity']);
    expect((await information.getByRole('definition').allTextContents()).slice(5)).toEqual([
      'Not given: 7 of 8 strategies are not answered yet',
      'Not given until every strategy is answered',
    ]);
    // No chart, which would draw the strategies not answered at level 0; the table says which they are.
    expect(await page.getByRole('heading', { name: 'Target against current maturity' }).count()).toBe(0);
    const results = page.getByRole('region', { name: 'Maturity Assessment Results' });
    expect(await results.getByRole('row', { name: /^Regular backups/ }).getByRole('cell').allTextContents()).toEqual(['Maturity Level Two', 'Maturity Level One', '1', 'Medium priority']);
    expect(await results.getByRole('row', { name: /^Application control/ }).getByRole('cell').allTextContents()).toEqual(['Maturity Level Two', 'Not answered', '–', 'Not answered yet']);
    expect(await page.getByRole('button', { name: /Download/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete Assessment' }).isVisible()).toBe(true);
    // Missing planning answers in the words the results page and the reports use.
    const planning = page.getByRole('region', { name: 'Implementation planning' });
    // A draft that has not reached the steps a quarter has not chosen them: nothing is said to be assumed.
    expect(await planning.getByRole('definition').allTextContents()).toEqual([NOT_CHOSEN, NOT_CHOSEN, 'None chosen', NONE_GIVEN]);
    await expectAccessible(page, 'draft detail');
    await page.setViewportSize({ width: 375, height: 900 });
    await expectAccessible(page, 'draft detail at 375 px');
    expect(pageErrors).toEqual([]);
  });

  it('shows each row as a card with every field labelled at 375 px', async () => {
    await saveAssessment({ organizationName: 'Cardflow Pty Ltd' });
    const { page } = await browser.newPage({ width: 375 });
    await openList(page, 'Cardflow');
    const row = page.getByRole('row', { name: /Cardflow Pty Ltd/ });
    const labels = await row.locator('th, td').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
    expect(labels).toEqual(['"Organisation"', '"Contact"', '"Date"', '"Status"', '"Follow-up"', '"Review"', '"Average Maturity"', '"Overall level"', '"Actions"']);
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('Not started');
    // Every field is on screen: no cell is cut off or scrolled out of view.
    const box = await row.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    for (const cell of await row.locator('th, td').all()) expect(await cell.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Organisation' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'organisation');
    await expectAccessible(page, 'results list at 375 px');
    await page.getByRole('link', { name: 'View Results for Cardflow Pty Ltd' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cardflow Pty Ltd' }).waitFor();
    await expectAccessible(page, 'assessment detail at 375 px');
  });
});
