import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_NOTE_LENGTH } from '../../domain/constants';
import { consultantNoteSchema, followUpSchema, followUpUpdateSchema } from '../../domain/follow-up';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { routeTable } from '../../../tests/support/route-table';
import { SUPPORT_USERNAME } from '../../../tests/support/support-user';

describe.each(DATABASES)('follow-up API on $name', ({ open }) => {
  const routes = routeTable();
  // The clock runs on from test to test: each submission moves it on a second.
  const suite = useTestApp(open, {
    start: Date.UTC(2026, 10, 22, 1, 0),
    advance: 0,
    empty: ['audit_events', 'sessions', 'support_users', 'assessment_notes', 'assessment_controls', 'assessments'],
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
    expect(routes.responses('PUT /api/assessments/:id/follow-up')[200]).toBe(followUpUpdateSchema);
    expect(routes.responses('POST /api/assessments/:id/notes')[201]).toBe(consultantNoteSchema);
    const id = await submit();
    const saved = await setStatus(id, { status: 'meeting-booked' });
    expect(followUpUpdateSchema.parse(saved.json())).toEqual({ status: 'meeting-booked' });
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
    expect(followUpSchema.parse(read.json())).toEqual({ status: 'meeting-booked', notes });
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
    expect((await followUp(id)).json()).toEqual({ status: 'new', notes: [] });

    const saved = await setStatus(id, { status: 'proposal-sent' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ status: 'proposal-sent' });
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
        ['follow-up', 'Proposal sent'],
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
});
