import { describe, expect, it } from 'vitest';
import { ACCESS_KEY_HEADER } from '../../domain/constants';
import { dashboardSchema } from '../../domain/support-views';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { SUPPORT_USERNAME } from '../../../tests/support/support-user';
import { finishReview, shareReview, startReview } from '../store/review.server';
import { keepFinishedLevels } from '../store/review-levels.server';

const PROPOSAL = 'Send the proposal for MFA uplift';

describe.each(DATABASES)("the organisation's engagement through the API on $name", ({ open }) => {
  const suite = useTestApp(open, {
    start: Date.UTC(2026, 10, 22, 1, 0),
    advance: 0,
    empty: ['audit_events', 'sessions', 'support_users', 'follow_up_changes', 'assessment_notes', 'assessment_findings', 'assessment_reviews', 'assessment_controls', 'assessments'],
    signedIn: true,
  });
  const support = () => ({ cookie: suite.cookie });

  async function submit(overrides: Record<string, unknown> = {}): Promise<{ id: string; accessKey: string }> {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody(overrides) });
    suite.clock += 1000;
    return response.json();
  }
  /** A re-assessment started from an earlier assessment and submitted, as the respondent's wizard does. */
  async function reassess(earlier: { id: string; accessKey: string }, overrides: Record<string, unknown> = {}): Promise<string> {
    const started = await suite.app.inject({ method: 'POST', url: `/api/assessments/${earlier.id}/reassessments`, payload: {}, headers: { [ACCESS_KEY_HEADER]: earlier.accessKey } });
    expect(started.statusCode).toBe(201);
    const draft = started.json();
    suite.clock += 1000;
    const submitted = await suite.app.inject({ method: 'PUT', url: `/api/assessments/${draft.id}`, payload: completedAssessmentBody(overrides), headers: { [ACCESS_KEY_HEADER]: draft.accessKey } });
    expect(submitted.statusCode).toBe(200);
    suite.clock += 1000;
    return draft.id;
  }
  const saveFollowUp = (id: string, payload: object) => suite.app.inject({ method: 'PUT', url: `/api/assessments/${id}/follow-up`, payload, headers: support() });
  const getJson = async (url: string) => (await suite.app.inject({ method: 'GET', url, headers: support() })).json();
  const csvLines = async (query: string) => (await suite.app.inject({ method: 'GET', url: `/api/assessments/export.csv?${query}`, headers: support() })).body.slice(1).trim().split('\r\n');

  it('brings a re-assessment of a "Contacted" organisation in as "Re-assessed", with its owner and next action, on the list, the work queue and the CSV', async () => {
    const first = await submit({ organizationName: 'Returning Pty Ltd' });
    const saved = await saveFollowUp(first.id, { status: 'contacted', owner: SUPPORT_USERNAME, nextActionOn: '2026-11-20', nextActionText: `  ${PROPOSAL} ` });
    expect(saved.json()).toEqual({ status: 'contacted', owner: SUPPORT_USERNAME, nextActionOn: '2026-11-20', nextActionText: PROPOSAL });
    const again = await reassess(first, { organizationName: 'Returning Pty Ltd' });

    const followUp = await getJson(`/api/assessments/${again}/follow-up`);
    expect(followUp).toMatchObject({ status: 're-assessed', owner: SUPPORT_USERNAME, nextActionOn: '2026-11-20', nextActionText: PROPOSAL });
    // The series' changes, newest first: the submission's (by nobody), then the consultant's save.
    expect(followUp.changes.map((change: { changedBy: string; field: string; to: string }) => [change.changedBy, change.field, change.to])).toEqual([
      ['', 'status', 're-assessed'],
      [SUPPORT_USERNAME, 'status', 'contacted'],
      [SUPPORT_USERNAME, 'owner', SUPPORT_USERNAME],
      [SUPPORT_USERNAME, 'next-action', '2026-11-20'],
      [SUPPORT_USERNAME, 'next-action-text', PROPOSAL],
    ]);

    const list = await getJson('/api/assessments?group=series&status=completed');
    expect(list.items.map((item: Record<string, unknown>) => [item.id, item.followUpStatus, item.owner, item.nextActionOn, item.nextActionText])).toEqual([
      [again, 're-assessed', SUPPORT_USERNAME, '2026-11-20', PROPOSAL],
    ]);
    expect((await getJson('/api/assessments?followUp=re-assessed')).total).toBe(2);
    expect((await getJson('/api/assessments?followUp=new')).total).toBe(0);

    const queue = dashboardSchema.parse(await getJson('/api/dashboard')).workQueue;
    expect(queue).toMatchObject({ newNotContacted: 0, reassessed: 2, overdue: 1 });
    expect(queue.overdueActions).toEqual([{ assessmentId: again, organizationName: 'Returning Pty Ltd', nextActionOn: '2026-11-20', nextActionText: PROPOSAL, owner: SUPPORT_USERNAME }]);

    // The CSV has one state for the organisation: no "New" beside "Contacted".
    const rows = (await csvLines('')).slice(1).map((line) => line.split(','));
    expect(rows.map((cells) => [cells[26], ...cells.slice(-4)])).toEqual([
      ['Re-assessed', SUPPORT_USERNAME, PROPOSAL, '2026-11-20', ''],
      ['Re-assessed', SUPPORT_USERNAME, PROPOSAL, '2026-11-20', ''],
    ]);
  });

  it("gives the CSV's assessed level while the review is finished or shared, and defuses a next action that starts like a formula", async () => {
    const reviewed = await submit({ organizationName: 'Reviewed Pty Ltd' });
    const other = await submit({ organizationName: 'Other Pty Ltd' });
    const { db } = suite.database;
    await startReview(db, reviewed.id, suite.clock);
    await finishReview(db, reviewed.id, SUPPORT_USERNAME, suite.clock);
    await keepFinishedLevels(db, reviewed.id, { assessedLevel: 1, respondentLevel: 2 });
    await db.updateTable('assessments').set({ review_status: 'finished' }).where('id', '=', reviewed.id).execute();
    expect((await saveFollowUp(other.id, { status: 'contacted', nextActionText: '=HYPERLINK("http://evil.example","x")' })).statusCode).toBe(200);

    const [header, ...lines] = await csvLines('');
    expect(header?.split(',').slice(-5)).toEqual(['Review', 'Owner', 'Next action', 'Next action date', 'Assessed level']);
    const byName = new Map(lines.map((line) => [line.split(',')[0], line]));
    expect(byName.get('Reviewed Pty Ltd')?.split(',').slice(-5)).toEqual(['Finished', '', '', '', 'Maturity Level One']);
    expect(byName.get('Other Pty Ltd')).toMatch(/,Not started,,"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)",,$/);

    await shareReview(db, reviewed.id, suite.clock);
    await db.updateTable('assessments').set({ review_status: 'shared' }).where('id', '=', reviewed.id).execute();
    expect((await csvLines('')).find((line) => line.startsWith('Reviewed'))?.split(',').slice(-5)).toEqual(['Shared', '', '', '', 'Maturity Level One']);
  });

  it('filters the list and the CSV by nobody as owner, and refuses a bad filter or a bad next action in words naming the field', async () => {
    const owned = await submit({ organizationName: 'Owned Pty Ltd' });
    await submit({ organizationName: 'Unowned Pty Ltd' });
    await saveFollowUp(owned.id, { status: 'contacted', owner: SUPPORT_USERNAME });
    const names = (page: { items: { organizationName: string }[] }) => page.items.map((item) => item.organizationName);
    expect(names(await getJson('/api/assessments?unowned=true'))).toEqual(['Unowned Pty Ltd']);
    expect(names(await getJson(`/api/assessments?owner=${SUPPORT_USERNAME}`))).toEqual(['Owned Pty Ltd']);
    // Nobody wins over a name given beside it.
    expect(names(await getJson(`/api/assessments?unowned=true&owner=${SUPPORT_USERNAME}`))).toEqual(['Unowned Pty Ltd']);
    expect((await csvLines('unowned=true')).slice(1).map((line) => line.split(',')[0])).toEqual(['Unowned Pty Ltd']);

    const badFilter = await suite.app.inject({ method: 'GET', url: '/api/assessments?unowned=yes', headers: support() });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().error.fields).toEqual({ unowned: 'Unowned is true' });
    const tooLong = await saveFollowUp(owned.id, { status: 'contacted', nextActionText: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({ nextActionText: 'A next action is at most 200 characters' });
    const withNul = await saveFollowUp(owned.id, { status: 'contacted', nextActionText: 'Call\u0000back' });
    expect(withNul.statusCode).toBe(400);
    expect(Object.keys(withNul.json().error.fields)).toEqual(['nextActionText']);
    expect((await getJson(`/api/assessments/${owned.id}/follow-up`)).nextActionText).toBeUndefined();
  });
});
