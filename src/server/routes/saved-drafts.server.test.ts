import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain/constants';
import { buildApp } from '../app.server';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { completedAssessmentBody, detailedAssessmentBody } from '../../../tests/support/assessments';
import { createSupportUser, signIn } from '../../../tests/support/support-user';

const START = Date.UTC(2026, 10, 1, 9, 0);
const GONE = /^This assessment was not found: the link or its access key is wrong, or it was a saved draft that has expired\. Drafts are kept for 30 days after their last save\.$/;

describe.each(DATABASES)('saved drafts on $name', ({ open }) => {
  const suite = useTestApp(open, { start: START, empty: ['assessment_controls', 'assessments'] });
  const { database } = suite;
  beforeAll(async () => {
    await createSupportUser(database.db);
  });

  const saveDraft = async (body: Record<string, unknown>) => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: { status: 'draft', ...body } });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; accessKey: string; resumeStep: string | null }>();
  };
  const read = (id: string, accessKey: string) => suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey } });
  const save = (id: string, accessKey: string, payload: Record<string, unknown>) =>
    suite.app.inject({ method: 'PUT', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey }, payload });

  it('keeps the step a draft reopens at, replaces it on each save and returns it with the access key', async () => {
    const draft = await saveDraft({ organizationName: 'Acme', resumeStep: 'target-3', targetAssessments: { 'patch-applications': 2 } });
    expect(draft.resumeStep).toBe('target-3');
    expect((await read(draft.id, draft.accessKey)).json()).toMatchObject({ status: 'draft', resumeStep: 'target-3', organizationName: 'Acme', targetAssessments: { 'patch-applications': 2 } });
    expect((await save(draft.id, draft.accessKey, { status: 'draft', resumeStep: 'current-8' })).statusCode).toBe(200);
    expect((await read(draft.id, draft.accessKey)).json().resumeStep).toBe('current-8');
    expect((await save(draft.id, draft.accessKey, { status: 'draft' })).json().resumeStep).toBeNull();
    expect((await read(draft.id, draft.accessKey)).json().resumeStep).toBeNull();
  });

  it('keeps the step of a detailed draft too', async () => {
    const draft = await saveDraft({ ...detailedAssessmentBody(), status: 'draft', resumeStep: 'strategy-4' });
    expect((await read(draft.id, draft.accessKey)).json()).toMatchObject({ kind: 'detailed', status: 'draft', resumeStep: 'strategy-4' });
  });

  it('clears the step when the assessment is completed, and refuses a step sent with a completed one', async () => {
    const draft = await saveDraft({ resumeStep: 'review' });
    const completed = await save(draft.id, draft.accessKey, completedAssessmentBody());
    expect(completed.statusCode).toBe(200);
    expect(completed.json().resumeStep).toBeNull();
    expect((await read(draft.id, draft.accessKey)).json()).toMatchObject({ status: 'completed', resumeStep: null });
    const refused = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody({ resumeStep: 'review' }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ resumeStep: 'Unknown field "resumeStep"' });
  });

  it.each([
    ['an upper-case step', 'Review', 'The resume step must be a step name, like "current-3" or "review"'],
    ['a step with a three-digit number', 'current-100', 'The resume step must be a step name, like "current-3" or "review"'],
    ['a path', '../admin', 'The resume step must be a step name, like "current-3" or "review"'],
    ['an empty step', '', 'The resume step must be a step name, like "current-3" or "review"'],
    ['a step over 32 characters', 'a'.repeat(33), 'The resume step must be at most 32 characters'],
    ['a number', 3, 'The resume step must be text, like "current-3" or "review"'],
  ])('refuses a draft with %s, naming the field', async (_case, resumeStep, message) => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: { status: 'draft', resumeStep } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.resumeStep).toBe(message);
    const draft = await saveDraft({ resumeStep: 'organisation' });
    const put = await save(draft.id, draft.accessKey, { status: 'draft', resumeStep });
    expect(put.statusCode).toBe(400);
    expect(put.json().error.fields.resumeStep).toBe(message);
    expect((await read(draft.id, draft.accessKey)).json().resumeStep).toBe('organisation');
  });

  it('opens a draft up to 30 days after its last save, counted again from each save', async () => {
    const draft = await saveDraft({ organizationName: 'Acme', resumeStep: 'implementation' });
    suite.clock = START + 29 * DAY_MS;
    expect((await save(draft.id, draft.accessKey, { status: 'draft', organizationName: 'Acme again', resumeStep: 'organisation' })).statusCode).toBe(200);
    suite.clock = START + 29 * DAY_MS + 30 * DAY_MS;
    const opened = await read(draft.id, draft.accessKey);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ organizationName: 'Acme again', resumeStep: 'organisation' });
  });

  it('answers an expired draft as gone, to the minute, with the reason in words and none of its answers', async () => {
    const draft = await saveDraft({ organizationName: 'Acme Secret', resumeStep: 'current-2' });
    suite.clock = START + 30 * DAY_MS;
    expect((await read(draft.id, draft.accessKey)).statusCode).toBe(200);
    suite.clock = START + 30 * DAY_MS + 60_000;
    const opened = await read(draft.id, draft.accessKey);
    expect(opened.statusCode).toBe(404);
    expect(opened.json()).toEqual({ error: { code: 'not_found', message: expect.stringMatching(GONE) } });
    expect(opened.body).not.toContain('Acme Secret');
    const saved = await save(draft.id, draft.accessKey, { status: 'draft', organizationName: 'Too late' });
    expect(saved.statusCode).toBe(404);
    expect(saved.json().error.message).toMatch(GONE);
    // The late save changed nothing: the row is as it was, waiting for the daily clean-up.
    const row = await database.db.selectFrom('assessments').select(['organisation_name', 'updated_at']).where('id', '=', draft.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ organisation_name: 'Acme Secret', updated_at: expect.anything() });
    expect(Number(row.updated_at)).toBe(START);
  });

  it('never expires a completed assessment by the drafts rule', async () => {
    const created = (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() })).json<{ id: string; accessKey: string }>();
    suite.clock = START + 400 * DAY_MS;
    const opened = await read(created.id, created.accessKey);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ status: 'completed', resumeStep: null });
  });

  it('gives a wrong key the same answer as an expired draft, and one draft\'s key opens and saves no other', async () => {
    const mine = await saveDraft({ organizationName: 'Mine', resumeStep: 'review' });
    const theirs = await saveDraft({ organizationName: 'Theirs', resumeStep: 'target-1' });
    const wrong = await read(theirs.id, mine.accessKey);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ error: { code: 'not_found', message: expect.stringMatching(GONE) } });
    expect(wrong.body).not.toContain('Theirs');
    const unknown = await read('00000000-0000-4000-8000-000000000000', mine.accessKey);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(wrong.json());
    const overwrite = await save(theirs.id, mine.accessKey, { status: 'draft', organizationName: 'Hijacked' });
    expect(overwrite.statusCode).toBe(404);
    expect(overwrite.json()).toEqual(wrong.json());
    expect((await read(theirs.id, theirs.accessKey)).json()).toMatchObject({ organizationName: 'Theirs', resumeStep: 'target-1' });
  });

  it('answers an expired draft as gone to a support user too, while a completed one still opens', async () => {
    const draft = await saveDraft({ organizationName: 'Acme', resumeStep: 'review' });
    const created = (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() })).json<{ id: string }>();
    suite.clock = START + 31 * DAY_MS;
    const cookie = await signIn(suite.app);
    expect((await suite.app.inject({ method: 'GET', url: `/api/assessments/${draft.id}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await suite.app.inject({ method: 'GET', url: `/api/assessments/${created.id}`, headers: { cookie } })).statusCode).toBe(200);
  });

  it('names the configured keeping time in the answer', async () => {
    const short = await buildApp({ db: database.db, now: () => suite.clock, draftDays: 7 });
    try {
      const draft = await saveDraft({ resumeStep: 'review' });
      suite.clock = START + 8 * DAY_MS;
      const opened = await short.inject({ method: 'GET', url: `/api/assessments/${draft.id}`, headers: { 'x-access-key': draft.accessKey } });
      expect(opened.statusCode).toBe(404);
      expect(opened.json().error.message).toMatch(/Drafts are kept for 7 days after their last save\.$/);
    } finally {
      await short.close();
    }
  });
});
