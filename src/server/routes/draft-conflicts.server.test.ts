import { describe, expect, it } from 'vitest';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { completedAssessmentBody } from '../../../tests/support/assessments';

const START = Date.UTC(2026, 10, 1, 9, 0);
const SUBMITTED = 'This assessment has already been submitted, so it can no longer be saved as a draft. Open its results instead.';
const ELSEWHERE = /^These answers were saved from another browser or tab after this one last saved them/;

describe.each(DATABASES)('saves that would lose answers, on $name', ({ open }) => {
  const suite = useTestApp(open, { start: START, empty: ['assessment_controls', 'assessments'] });

  const create = async (payload: Record<string, unknown>) => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; accessKey: string; updatedAt: number }>();
  };
  const read = async (id: string, accessKey: string) => (await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey } })).json();
  const save = (id: string, accessKey: string, payload: Record<string, unknown>, lastSavedAt?: number) => {
    suite.clock += 60_000;
    const headers: Record<string, string> = { 'x-access-key': accessKey, ...(lastSavedAt === undefined ? {} : { 'x-last-saved-at': String(lastSavedAt) }) };
    return suite.app.inject({ method: 'PUT', url: `/api/assessments/${id}`, headers, payload });
  };

  it('refuses to turn a submitted assessment back into a draft, with or without the last saved time, and keeps it as it was', async () => {
    const draft = await create({ status: 'draft', organizationName: 'Acme' });
    const submitted = await save(draft.id, draft.accessKey, completedAssessmentBody({ organizationName: 'Acme' }), draft.updatedAt);
    expect(submitted.statusCode).toBe(200);
    const updatedAt = submitted.json<{ updatedAt: number }>().updatedAt;
    for (const lastSavedAt of [undefined, updatedAt, draft.updatedAt]) {
      const refused = await save(draft.id, draft.accessKey, { status: 'draft', organizationName: 'Emptied' }, lastSavedAt);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: { code: 'already_submitted', message: SUBMITTED } });
    }
    expect(await read(draft.id, draft.accessKey)).toMatchObject({ status: 'completed', organizationName: 'Acme', updatedAt });
  });

  it('refuses a draft save from a copy older than the stored one, and saves one from the latest copy', async () => {
    const draft = await create({ status: 'draft', organizationName: 'First' });
    const other = await save(draft.id, draft.accessKey, { status: 'draft', organizationName: 'Other browser' }, draft.updatedAt);
    expect(other.statusCode).toBe(200);
    const newer = other.json<{ updatedAt: number }>().updatedAt;
    const stale = await save(draft.id, draft.accessKey, { status: 'draft', organizationName: 'Stale tab' }, draft.updatedAt);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: { code: 'saved_elsewhere', message: expect.stringMatching(ELSEWHERE) } });
    expect(await read(draft.id, draft.accessKey)).toMatchObject({ organizationName: 'Other browser', updatedAt: newer });
    const current = await save(draft.id, draft.accessKey, { status: 'draft', organizationName: 'Latest' }, newer);
    expect(current.statusCode).toBe(200);
    expect(await read(draft.id, draft.accessKey)).toMatchObject({ organizationName: 'Latest' });
  });

  it('refuses a submission from a stale copy as already submitted, so it never replaces the first submission', async () => {
    const draft = await create({ status: 'draft', organizationName: 'Acme' });
    const first = await save(draft.id, draft.accessKey, completedAssessmentBody({ organizationName: 'Submitted first' }), draft.updatedAt);
    expect(first.statusCode).toBe(200);
    const stale = await save(draft.id, draft.accessKey, completedAssessmentBody({ organizationName: 'Stale browser' }), draft.updatedAt);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('already_submitted');
    expect(await read(draft.id, draft.accessKey)).toMatchObject({ status: 'completed', organizationName: 'Submitted first' });
  });

  it('keeps saving without the last saved time as before, for API clients', async () => {
    const draft = await create({ status: 'draft', organizationName: 'First' });
    expect((await save(draft.id, draft.accessKey, { status: 'draft', organizationName: 'Second' })).statusCode).toBe(200);
    expect((await save(draft.id, draft.accessKey, completedAssessmentBody({ organizationName: 'Done' }))).statusCode).toBe(200);
    expect((await save(draft.id, draft.accessKey, completedAssessmentBody({ organizationName: 'Corrected' }))).statusCode).toBe(200);
    expect(await read(draft.id, draft.accessKey)).toMatchObject({ status: 'completed', organizationName: 'Corrected' });
  });
});
