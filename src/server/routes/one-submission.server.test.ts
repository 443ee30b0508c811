import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countAssessments } from '../store/assessments.server';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { completedAssessmentBody, detailedAssessmentBody } from '../../../tests/support/assessments';

const START = Date.UTC(2026, 10, 1, 9, 0);
const newKey = () => randomBytes(32).toString('base64url');
const ALREADY = /^This assessment has already been submitted, from this browser or another tab or window, so it was not submitted again/;

describe.each(DATABASES)('one submission per submission key, on $name', ({ open }) => {
  const suite = useTestApp(open, { start: START, empty: ['assessment_controls', 'assessments'] });

  const post = (payload: Record<string, unknown>, key?: string) =>
    suite.app.inject({ method: 'POST', url: '/api/assessments', headers: key === undefined ? {} : { 'idempotency-key': key }, payload });
  const read = (id: string, accessKey: string) => suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey } });

  it.each([
    ['quick check', completedAssessmentBody],
    ['detailed assessment', detailedAssessmentBody],
  ])('makes one %s of a submission sent twice with its key: the second answers 200 with the first, opened by the key', async (_name, body) => {
    const key = newKey();
    const first = await post(body({ organizationName: 'First tab' }), key);
    expect(first.statusCode).toBe(201);
    const created = first.json<{ id: string; accessKey: string; status: string }>();
    expect(created).toMatchObject({ accessKey: key, status: 'completed' });

    suite.clock += 60_000;
    const second = await post(body({ organizationName: 'Second tab' }), key);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: created.id, accessKey: key, organizationName: 'First tab', status: 'completed' });
    expect(await countAssessments(suite.database.db)).toBe(1);
    expect((await read(created.id, key)).json()).toMatchObject({ organizationName: 'First tab' });
  });

  it('answers a repeat whose access key was replaced since without the assessment, in words', async () => {
    const key = newKey();
    const first = (await post(completedAssessmentBody(), key)).json<{ id: string }>();
    // The access key replaced (a results link replaced): the submission key no longer opens the assessment.
    await suite.database.db.updateTable('assessments').set({ access_key_hash: 'f'.repeat(64) }).where('id', '=', first.id).execute();
    const repeat = await post(completedAssessmentBody(), key);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual({ error: { code: 'already_submitted', message: expect.stringMatching(/its access key has been replaced since/) } });
    expect(repeat.body).not.toContain(first.id);
    expect(await countAssessments(suite.database.db)).toBe(1);
  });

  it('makes one assessment of the same submission sent twice at once', async () => {
    const key = newKey();
    const [one, two] = await Promise.all([post(completedAssessmentBody(), key), post(completedAssessmentBody(), key)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    expect(one.json<{ id: string }>().id).toBe(two.json<{ id: string }>().id);
    expect(await countAssessments(suite.database.db)).toBe(1);
  });

  it('makes two assessments of two keys, and of submissions sent without one (API clients), each with a key of its own', async () => {
    const ids = new Set<string>();
    for (const key of [newKey(), newKey(), undefined, undefined]) {
      const response = await post(completedAssessmentBody(), key);
      expect(response.statusCode).toBe(201);
      ids.add(response.json<{ id: string }>().id);
    }
    expect(ids.size).toBe(4);
    expect(await countAssessments(suite.database.db)).toBe(4);
  });

  it.each([
    ['too short', 'abc'],
    ['of characters outside base64url', `${'a+/'.repeat(14)}a`],
    ['not drawn at random', 'A'.repeat(43)],
  ])('refuses a key %s in words, and saves nothing', async (_name, key) => {
    const response = await post(completedAssessmentBody(), key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_submission_key', message: expect.stringMatching(/^The Idempotency-Key header must be a submission key of 32 random bytes/) } });
    expect(await countAssessments(suite.database.db)).toBe(0);
  });

  it('refuses a key sent with a draft, as a draft is saved to its own address', async () => {
    const response = await post({ status: 'draft', organizationName: 'Acme' }, newKey());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/is sent only with a submission/);
    expect(await countAssessments(suite.database.db)).toBe(0);
  });

  it.each([
    ['quick check', completedAssessmentBody, { status: 'draft', organizationName: 'Acme' }],
    ['detailed assessment', detailedAssessmentBody, { status: 'draft', kind: 'detailed', organizationName: 'Acme' }],
  ])('completes a saved %s draft once: a second completion from the same copy is told it was already submitted', async (_name, body, draftBody) => {
    const draft = (await post(draftBody)).json<{ id: string; accessKey: string; updatedAt: number }>();
    const complete = (organizationName: string) => {
      suite.clock += 60_000;
      return suite.app.inject({
        method: 'PUT',
        url: `/api/assessments/${draft.id}`,
        headers: { 'x-access-key': draft.accessKey, 'x-last-saved-at': String(draft.updatedAt) },
        payload: body({ organizationName }),
      });
    };
    const first = await complete('First tab');
    expect(first.statusCode).toBe(200);
    const second = await complete('Second tab');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: { code: 'already_submitted', message: expect.stringMatching(ALREADY) } });
    expect((await read(draft.id, draft.accessKey)).json()).toMatchObject({ status: 'completed', organizationName: 'First tab' });
    expect(await countAssessments(suite.database.db)).toBe(1);
  });

  it('completes a saved draft once when both completions arrive at once', async () => {
    const draft = (await post({ status: 'draft', organizationName: 'Acme' })).json<{ id: string; accessKey: string; updatedAt: number }>();
    const complete = () =>
      suite.app.inject({
        method: 'PUT',
        url: `/api/assessments/${draft.id}`,
        headers: { 'x-access-key': draft.accessKey, 'x-last-saved-at': String(draft.updatedAt) },
        payload: completedAssessmentBody(),
      });
    const answers = await Promise.all([complete(), complete()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.code).toBe('already_submitted');
  });
});
