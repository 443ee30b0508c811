import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_NOTE_LENGTH } from '../../domain/constants';
import { consultantNoteSchema, followUpOwnersSchema, followUpSchema, followUpStateSchema } from '../../domain/follow-up';
import { dashboardSchema } from '../../domain/support-views';
import { disableAccountUnlessLastAdministrator, findSupportUserByUsername } from '../store/support-users.server';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { routeTable } from '../../../tests/support/route-table';
import { createSupportUser, signIn, SUPPORT_USERNAME } from '../../../tests/support/support-user';

describe.each(DATABASES)('follow-up API on $name', ({ open }) => {
  const routes = routeTable();
  // The clock runs on from test to test: each submission moves it on a second.
  const suite = useTestApp(open, {
    start: Date.UTC(2026, 10, 22, 1, 0),
    advance: 0,
    empty: ['audit_events', 'sessions', 'support_users', 'follow_up_changes', 'assessment_notes', 'assessment_controls', 'assessments'],
    signedIn: true,
    app: { onRoute: routes.onRoute },
  });

  async function submit(overrides: Record<string, unknown> = {}): Promise<string> {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody(overrides) });
    suite.clock += 1000;
    return response.json().id;
  }
  const followUp = (id: string, withCookie = true) => suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/follow-up`, headers: withCookie ? { cookie: suite.cookie } : {} });
  const setStatus = (id: string, payload: unknown, headers: Record<string, string> = { cookie: suite.cookie }) =>
    suite.app.inject({ method: 'PUT', url: `/api/assessments/${id}/follow-up`, payload: payload as object, headers });
  const addNote = (id: string, payload: unknown, headers: Record<string, string> = { cookie: suite.cookie }) =>
    suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/notes`, payload: payload as object, headers });

  it('needs a session to read or change the follow-up', async () => {
    const id = await submit();
    expect((await followUp(id, false)).statusCode).toBe(401);
    expect((await setStatus(id, { status: 'won' }, {})).statusCode).toBe(401);
    expect((await addNote(id, { text: 'Hello' }, {})).statusCode).toBe(401);
    // Before the id or the body is read: a stranger learns nothing of either.
    expect((await followUp('not-an-id', false)).statusCode).toBe(401);
    expect((await setStatus('not-an-id', { status: 'maybe' }, {})).statusCode).toBe(401);
    expect((await addNote(id, { text: '   ' }, {})).statusCode).toBe(401);
  });

  it('declares the schemas the follow-up panel reads its answers with, and sends each whole', async () => {
    expect(routes.responses('GET /api/assessments/:id/follow-up')[200]).toBe(followUpSchema);
    expect(routes.responses('PUT /api/assessments/:id/follow-up')[200]).toBe(followUpStateSchema);
    expect(routes.responses('GET /api/follow-up/owners')[200]).toBe(followUpOwnersSchema);
    expect(routes.responses('POST /api/assessments/:id/notes')[201]).toBe(consultantNoteSchema);
    const id = await submit();
    const saved = await setStatus(id, { status: 'meeting-booked' });
    expect(followUpStateSchema.parse(saved.json())).toEqual({ status: 'meeting-booked', owner: null, nextActionOn: null });
    const notes = [];
    for (const text of ['Called them.', 'Meeting on Tuesday.']) {
      const added = await addNote(id, { text });
      expect(added.statusCode).toBe(201);
      // Strict schemas: the browser reads the answer as sent, nothing refused, dropped or filled in.
      notes.unshift(consultantNoteSchema.parse(added.json()));
      expect(notes[0]).toEqual(added.json());
      suite.clock += 1000;
    }
    const read = await followUp(id);
    const { changes, ...rest } = followUpSchema.parse(read.json());
    expect(rest).toEqual({ status: 'meeting-booked', owner: null, nextActionOn: null, notes });
    expect(changes.map((change) => [change.field, change.from, change.to])).toEqual([['status', 'new', 'meeting-booked']]);
    // Had the server sent one field more with a note (the assessment it is on), the contract would refuse it.
    expect(consultantNoteSchema.safeParse({ ...notes[0], assessmentId: id }).success).toBe(false);
  });

  it('refuses a change sent from another site', async () => {
    const id = await submit();
    const response = await setStatus(id, { status: 'won' }, { cookie: suite.cookie, origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect((await addNote(id, { text: 'Hello' }, { cookie: suite.cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await followUp(id)).json().status).toBe('new');
  });

  it('starts at "new" with no notes, saves a status and notes with author and time, and lists them by it', async () => {
    const id = await submit({ organizationName: 'Followed Pty Ltd' });
    await submit({ organizationName: 'Untouched Pty Ltd' });
    expect((await followUp(id)).json()).toEqual({ status: 'new', owner: null, nextActionOn: null, notes: [], changes: [] });

    const saved = await setStatus(id, { status: 'proposal-sent' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ status: 'proposal-sent', owner: null, nextActionOn: null });
    const note = await addNote(id, { text: '  Sent the proposal.\nFollow up in a week.  ' });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ author: SUPPORT_USERNAME, createdAt: suite.clock, text: 'Sent the proposal.\nFollow up in a week.' });

    const read = (await followUp(id)).json();
    expect(read.status).toBe('proposal-sent');
    expect(read.notes).toEqual([note.json()]);

    const listed = (await suite.app.inject({ method: 'GET', url: '/api/assessments?followUp=proposal-sent', headers: { cookie: suite.cookie } })).json();
    expect(listed.items.map((item: { organizationName: string; followUpStatus: string }) => [item.organizationName, item.followUpStatus])).toEqual([
      ['Followed Pty Ltd', 'proposal-sent'],
    ]);
    expect(listed.total).toBe(1);
    const history = (await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/history`, headers: { cookie: suite.cookie } })).json().events;
    expect(history.map((event: { action: string; details: string }) => [event.action, event.details])).toEqual(
      expect.arrayContaining([
        ['follow-up', 'Status changed from New to Proposal sent'],
        ['note', ''],
      ]),
    );
    const csv = (await suite.app.inject({ method: 'GET', url: '/api/assessments/export.csv?followUp=proposal-sent', headers: { cookie: suite.cookie } })).body;
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    expect(csv).toContain(',Proposal sent,12 months,');
  });

  it('answers 400 naming the field for a bad status, an empty note, a note too long or a bad filter', async () => {
    const id = await submit();
    const badStatus = await setStatus(id, { status: 'maybe' });
    expect(badStatus.statusCode).toBe(400);
    expect(Object.keys(badStatus.json().error.fields)).toEqual(['status']);
    for (const text of ['   ', 'x'.repeat(MAX_NOTE_LENGTH + 1), 'nul \u0000 here']) {
      const response = await addNote(id, { text });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['text']);
    }
    expect((await addNote(id, { text: 'x'.repeat(MAX_NOTE_LENGTH) })).statusCode).toBe(201);
    const badList = await suite.app.inject({ method: 'GET', url: '/api/assessments?followUp=maybe&sort=colour&direction=up', headers: { cookie: suite.cookie } });
    expect(badList.statusCode).toBe(400);
    expect(Object.keys(badList.json().error.fields).sort()).toEqual(['direction', 'followUp', 'sort']);
  });

  it('answers 404 for an assessment that does not exist, or an id that is not one', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      expect((await followUp(id)).statusCode).toBe(404);
      expect((await setStatus(id, { status: 'won' })).statusCode).toBe(404);
      expect((await addNote(id, { text: 'Hello' })).statusCode).toBe(404);
    }
  });

  it('sorts the list by organisation, average and level on request', async () => {
    await submit({ organizationName: 'bravo', assessments: Object.fromEntries(Object.keys(completedAssessmentBody().assessments as object).map((id) => [id, 3])) });
    await submit({ organizationName: 'Alpha' });
    await submit({ organizationName: 'charlie', assessments: Object.fromEntries(Object.keys(completedAssessmentBody().assessments as object).map((id) => [id, 1])) });
    const names = async (query: string) =>
      (await suite.app.inject({ method: 'GET', url: `/api/assessments?${query}`, headers: { cookie: suite.cookie } })).json().items.map((item: { organizationName: string }) => item.organizationName);
    expect(await names('sort=organisation&direction=asc')).toEqual(['Alpha', 'bravo', 'charlie']);
    expect(await names('sort=average&direction=desc')).toEqual(['bravo', 'Alpha', 'charlie']);
    expect(await names('sort=level&direction=asc')).toEqual(['Alpha', 'charlie', 'bravo']);
    expect(await names('sort=date&direction=asc')).toEqual(['bravo', 'Alpha', 'charlie']);
  });

  const audited = async (id: string) =>
    (await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/history`, headers: { cookie: suite.cookie } })).json().events.filter((event: { action: string }) => event.action === 'follow-up');

  it('saves an owner and a next-action date with the status, lists each change in the timeline and once in the audit log, and keeps what a save leaves out', async () => {
    await createSupportUser(suite.database.db, 'Casey', undefined, 'consultant');
    const id = await submit();
    expect((await suite.app.inject({ method: 'GET', url: '/api/follow-up/owners', headers: { cookie: suite.cookie } })).json()).toEqual({ owners: ['Casey', SUPPORT_USERNAME] });

    const saved = await setStatus(id, { status: 'contacted', owner: 'casey', nextActionOn: '2026-12-03' });
    expect(saved.statusCode).toBe(200);
    // The owner as the account spells it, whatever case was sent.
    expect(saved.json()).toEqual({ status: 'contacted', owner: 'Casey', nextActionOn: '2026-12-03' });
    suite.clock += 1000;
    // The same again changes nothing: no timeline entry, no audit event.
    expect((await setStatus(id, { status: 'contacted', owner: 'Casey', nextActionOn: '2026-12-03' })).json()).toEqual(saved.json());
    expect((await setStatus(id, { status: 'meeting-booked' })).json()).toEqual({ status: 'meeting-booked', owner: 'Casey', nextActionOn: '2026-12-03' });
    suite.clock += 1000;
    expect((await setStatus(id, { status: 'meeting-booked', owner: null, nextActionOn: null })).json()).toEqual({ status: 'meeting-booked', owner: null, nextActionOn: null });

    const read = followUpSchema.parse((await followUp(id)).json());
    expect(read.changes.map((change) => [change.changedBy, change.changedAt - suite.clock, change.field, change.from, change.to])).toEqual([
      [SUPPORT_USERNAME, 0, 'owner', 'Casey', null],
      [SUPPORT_USERNAME, 0, 'next-action', '2026-12-03', null],
      [SUPPORT_USERNAME, -1000, 'status', 'contacted', 'meeting-booked'],
      [SUPPORT_USERNAME, -2000, 'status', 'new', 'contacted'],
      [SUPPORT_USERNAME, -2000, 'owner', null, 'Casey'],
      [SUPPORT_USERNAME, -2000, 'next-action', null, '2026-12-03'],
    ]);
    expect((await audited(id)).map((event: { details: string }) => event.details)).toEqual([
      'Owner changed from Casey to nobody; Next action date changed from 3 December 2026 to none',
      'Status changed from Contacted to Meeting booked',
      'Status changed from New to Contacted; Owner changed from nobody to Casey; Next action date changed from none to 3 December 2026',
    ]);
  });

  it('refuses, in words naming the owner, an owner that is unknown or disabled, and changes nothing', async () => {
    await createSupportUser(suite.database.db, 'Alex', undefined, 'consultant');
    const id = await submit();
    const alex = await findSupportUserByUsername(suite.database.db, 'Alex');
    await disableAccountUnlessLastAdministrator(suite.database.db, alex?.id ?? '', suite.clock);
    const unknown = await setStatus(id, { status: 'won', owner: 'nobody-here' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ owner: 'There is no support account nobody-here: choose another owner, or nobody' });
    const disabled = await setStatus(id, { status: 'won', owner: 'alex' });
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().error.fields).toEqual({ owner: "Alex's account is disabled: choose another owner, or nobody" });
    expect((await suite.app.inject({ method: 'GET', url: '/api/follow-up/owners', headers: { cookie: suite.cookie } })).json()).toEqual({ owners: [SUPPORT_USERNAME] });
    expect((await followUp(id)).json()).toMatchObject({ status: 'new', owner: null, changes: [] });
    expect(await audited(id)).toEqual([]);
  });

  it('answers 400 naming the field for a next-action date that is not a day, and 404 for an unknown assessment', async () => {
    const id = await submit();
    for (const nextActionOn of ['2027-02-29', 'tomorrow', 20261203]) {
      const response = await setStatus(id, { status: 'new', nextActionOn });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ nextActionOn: expect.stringMatching(/^Next action date must be/) });
    }
    expect((await setStatus(randomUUID(), { status: 'new', owner: SUPPORT_USERNAME, nextActionOn: '2026-12-03' })).statusCode).toBe(404);
    const badList = await suite.app.inject({ method: 'GET', url: '/api/assessments?nextAction=soon', headers: { cookie: suite.cookie } });
    expect(Object.keys(badList.json().error.fields)).toEqual(['nextAction']);
  });

  it("opens the dashboard with the work queue, today in Sydney, and each count's list filter finds exactly those", async () => {
    await createSupportUser(suite.database.db, 'Casey', undefined, 'consultant');
    const [mine, overdue, fresh] = [await submit(), await submit(), await submit()];
    await submit({ status: 'draft' });
    await setStatus(mine, { status: 'contacted', owner: SUPPORT_USERNAME, nextActionOn: '2026-11-23' });
    await setStatus(overdue, { status: 'proposal-sent', owner: 'Casey', nextActionOn: '2026-11-22' });
    await setStatus(fresh, { status: 'new', nextActionOn: '2026-11-21' });
    // 23:59 on 22 November in Sydney: only the 21st has passed. Signed in again, as the morning's session has lapsed by then.
    suite.clock = Date.UTC(2026, 10, 22, 12, 59);
    const cookie = await signIn(suite.app);
    const dashboard = async () => dashboardSchema.parse((await suite.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })).json()).workQueue;
    expect(await dashboard()).toEqual({
      today: '2026-11-22',
      byStatus: { new: 1, 're-assessed': 0, contacted: 1, 'meeting-booked': 0, 'proposal-sent': 1, won: 0, lost: 0 },
      newNotContacted: 1,
      reassessed: 0,
      overdue: 1,
      overdueActions: [{ assessmentId: fresh, organizationName: 'Acme Widgets Pty Ltd', nextActionOn: '2026-11-21', nextActionText: null, owner: null }],
      me: SUPPORT_USERNAME,
      assignedToMe: 1,
    });
    suite.clock = Date.UTC(2026, 10, 22, 13, 0);
    expect(await dashboard()).toMatchObject({ today: '2026-11-23', overdue: 2 });
    const listed = async (query: string) =>
      (await suite.app.inject({ method: 'GET', url: `/api/assessments?${query}`, headers: { cookie } })).json().items.map((item: { id: string }) => item.id);
    expect(await listed('nextAction=overdue')).toEqual([fresh, overdue]);
    expect(await listed(`owner=${SUPPORT_USERNAME}`)).toEqual([mine]);
    // Each row names its owner and next action, so the list shows why it is there.
    const rows = (await suite.app.inject({ method: 'GET', url: '/api/assessments?nextAction=overdue', headers: { cookie } })).json().items;
    expect(rows.map((item: { owner: string | null; nextActionOn: string | null }) => [item.owner, item.nextActionOn])).toEqual([
      [null, '2026-11-21'],
      ['Casey', '2026-11-22'],
    ]);
    expect(await listed('status=completed&followUp=new')).toEqual([fresh]);
  });
});
