import { beforeAll, describe, expect, it } from 'vitest';
import { savedAssessmentSchema } from '../../domain/assessment-record';
import { DAY_MS } from '../../domain/constants';
import { seriesSchema } from '../../domain/series-record';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { allControls, completedAssessmentBody, detailedAssessmentBody } from '../../../tests/support/assessments';
import { createSupportUser, signIn } from '../../../tests/support/support-user';

const START = Date.UTC(2026, 7, 1, 2, 0);

describe.each(DATABASES)('re-assessments and series on $name', ({ open }) => {
  const suite = useTestApp(open, { start: START, empty: ['assessment_controls', 'assessments'] });
  const { database } = suite;
  beforeAll(async () => {
    await createSupportUser(database.db);
  });

  type Saved = { id: string; accessKey: string };
  const create = async (body: Record<string, unknown>): Promise<Saved> => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: body });
    expect(response.statusCode).toBe(201);
    return response.json<Saved>();
  };
  const reassess = (id: string, accessKey: string) =>
    suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/reassessments`, headers: { 'x-access-key': accessKey } });
  const series = (id: string, headers: Record<string, string>) => suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/series`, headers });
  const complete = (saved: Saved, body: Record<string, unknown>) =>
    suite.app.inject({ method: 'PUT', url: `/api/assessments/${saved.id}`, headers: { 'x-access-key': saved.accessKey }, payload: body });

  it('starts a draft prefilled with every earlier answer, with its own key, at the review, naming when the earlier one was made', async () => {
    const earlier = await create(completedAssessmentBody({ stepsPerQuarter: 3 }));
    const earlierCreatedAt = suite.clock;
    suite.clock += 90 * DAY_MS;
    const response = await reassess(earlier.id, earlier.accessKey);
    expect(response.statusCode).toBe(201);
    const draft = response.json<Saved & Record<string, unknown>>();
    expect(draft.id).not.toBe(earlier.id);
    expect(draft.accessKey).not.toBe(earlier.accessKey);
    const body = completedAssessmentBody();
    expect(draft).toMatchObject({
      status: 'draft',
      resumeStep: 'review',
      reassessmentOf: earlierCreatedAt,
      stepsPerQuarter: 3,
      createdAt: suite.clock,
      organizationName: body.organizationName,
      targetAssessments: body.targetAssessments,
      assessments: body.assessments,
      timeline: body.timeline,
      priorities: body.priorities,
      constraints: body.constraints,
    });
    // The new key opens the new draft and not the earlier one.
    expect((await suite.app.inject({ method: 'GET', url: `/api/assessments/${draft.id}`, headers: { 'x-access-key': draft.accessKey } })).statusCode).toBe(200);
    expect((await suite.app.inject({ method: 'GET', url: `/api/assessments/${earlier.id}`, headers: { 'x-access-key': draft.accessKey } })).statusCode).toBe(404);
    // Saving and submitting keep when the earlier one was made, which no body names.
    const submitted = await complete(draft, completedAssessmentBody());
    expect(submitted.json().reassessmentOf).toBe(earlierCreatedAt);
    const read = await suite.app.inject({ method: 'GET', url: `/api/assessments/${draft.id}`, headers: { 'x-access-key': draft.accessKey } });
    expect(read.json()).toMatchObject({ status: 'completed', reassessmentOf: earlierCreatedAt });
    // A body cannot claim to be a re-assessment.
    expect((await complete(draft, completedAssessmentBody({ reassessmentOf: 1 }))).statusCode).toBe(400);
  });

  it('carries a detailed assessment’s outcomes and evidence into its re-assessment', async () => {
    const earlier = await create(detailedAssessmentBody());
    const draft = (await reassess(earlier.id, earlier.accessKey)).json();
    expect(draft.kind).toBe('detailed');
    expect(draft.requirementOutcomes).toEqual(detailedAssessmentBody().requirementOutcomes);
  });

  it('lists the completed assessments of a series in date order, as dates and levels only: to a key, its own and the earlier ones', async () => {
    const first = await create(completedAssessmentBody({ assessments: allControls(1) }));
    suite.clock += 100 * DAY_MS;
    const second = (await reassess(first.id, first.accessKey)).json<Saved>();
    // A draft is not part of the series' progress until it is completed.
    expect((await series(first.id, { 'x-access-key': first.accessKey })).json().points).toHaveLength(1);
    expect((await complete(second, completedAssessmentBody({ assessments: allControls((_id, i) => (i === 0 ? 2 : 1)) }))).statusCode).toBe(200);
    suite.clock += 100 * DAY_MS;
    // A re-assessment of the re-assessment stays in the one series.
    const third = (await reassess(second.id, second.accessKey)).json<Saved>();
    expect((await complete(third, completedAssessmentBody({ assessments: allControls(2) }))).statusCode).toBe(200);

    const response = await series(third.id, { 'x-access-key': third.accessKey });
    expect(response.statusCode).toBe(200);
    const points = response.json<{ points: Record<string, unknown>[] }>().points;
    expect(points.map((p) => p.id)).toEqual([first.id, second.id, third.id]);
    expect(points.map((p) => p.overall)).toEqual([1, 1, 2]);
    expect(points[1]).toEqual({ id: second.id, createdAt: START + 100 * DAY_MS, kind: 'quick', levels: allControls((_id, i) => (i === 0 ? 2 : 1)), overall: 1 });
    expect(JSON.stringify(points)).not.toContain('Acme');
    // The earlier keys are not told of the re-assessments made after them.
    expect((await series(first.id, { 'x-access-key': first.accessKey })).json().points.map((p: { id: string }) => p.id)).toEqual([first.id]);
    expect((await series(second.id, { 'x-access-key': second.accessKey })).json().points.map((p: { id: string }) => p.id)).toEqual([first.id, second.id]);
  });

  it('keeps separate series apart', async () => {
    const one = await create(completedAssessmentBody());
    const other = await create(completedAssessmentBody({ organizationName: 'Other Pty Ltd' }));
    suite.clock += DAY_MS;
    const next = (await reassess(one.id, one.accessKey)).json<Saved>();
    await complete(next, completedAssessmentBody());
    expect((await series(other.id, { 'x-access-key': other.accessKey })).json().points.map((p: { id: string }) => p.id)).toEqual([other.id]);
    expect((await series(next.id, { 'x-access-key': next.accessKey })).json().points).toHaveLength(2);
  });

  it('refuses a re-assessment without the right key, with the not-found message and no data', async () => {
    const earlier = await create(completedAssessmentBody());
    const other = await create(completedAssessmentBody());
    const wrong = await reassess(earlier.id, other.accessKey);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toMatch(/^This assessment was not found: the link or its access key is wrong/);
    expect(wrong.body).not.toContain('Acme');
    const none = await suite.app.inject({ method: 'POST', url: `/api/assessments/${earlier.id}/reassessments` });
    expect(none.statusCode).toBe(401);
    expect((await series(earlier.id, { 'x-access-key': other.accessKey })).statusCode).toBe(404);
    expect((await series(earlier.id, {})).statusCode).toBe(401);
  });

  it('asks for the key before it reads the body of a re-assessment: a stranger is not told what it takes', async () => {
    const earlier = await create(completedAssessmentBody());
    const fields = { payload: { organizationName: 'Someone' } };
    const keyless = await suite.app.inject({ method: 'POST', url: `/api/assessments/${earlier.id}/reassessments`, ...fields });
    expect(keyless.statusCode).toBe(401);
    expect(keyless.json().error.message).toBe('An access key is needed to open this assessment');
    const wrong = await suite.app.inject({ method: 'POST', url: `/api/assessments/${earlier.id}/reassessments`, headers: { 'x-access-key': 'guess' }, ...fields });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.fields).toBeUndefined();
  });

  it("answers a re-assessment and a series with what the browser's strict schemas read, to a key and to a support user", async () => {
    const first = await create(detailedAssessmentBody());
    suite.clock += DAY_MS;
    const started = await reassess(first.id, first.accessKey);
    expect(started.statusCode).toBe(201);
    expect(savedAssessmentSchema.safeParse(started.json()).error).toBeUndefined();
    const next = started.json<Saved>();
    expect((await complete(next, detailedAssessmentBody())).statusCode).toBe(200);
    const cookie = await signIn(suite.app);
    for (const headers of [{ 'x-access-key': next.accessKey }, { cookie }] as Record<string, string>[]) {
      const response = await series(next.id, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().points).toHaveLength(2);
      expect(seriesSchema.safeParse(response.json()).error).toBeUndefined();
    }
  });

  it('answers an expired draft re-assessment as gone, with no levels', async () => {
    const first = await create(completedAssessmentBody());
    const draft = (await reassess(first.id, first.accessKey)).json<Saved>();
    suite.clock += 31 * DAY_MS;
    const response = await series(draft.id, { 'x-access-key': draft.accessKey });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toMatch(/Drafts are kept for 30 days after their last save\.$/);
    expect(response.body).not.toContain('points');
  });

  it('refuses to re-assess a draft, saying to finish it first', async () => {
    const draft = await create({ status: 'draft', organizationName: 'Acme' });
    const response = await reassess(draft.id, draft.accessKey);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This assessment is still a draft: finish it before starting a re-assessment from it.');
  });

  it('gives a support user the series of any assessment', async () => {
    const first = await create(completedAssessmentBody());
    const next = (await reassess(first.id, first.accessKey)).json<Saved>();
    await complete(next, completedAssessmentBody());
    const cookie = await signIn(suite.app);
    const response = await series(next.id, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().points).toHaveLength(2);
    // From the first, too: the support team sees the whole series wherever it starts.
    expect((await series(first.id, { cookie })).json().points).toHaveLength(2);
  });

  it('lists a series as one row, its latest, with the earlier ones beside the page, when the support list groups by series', async () => {
    const first = await create(completedAssessmentBody());
    const second = (await reassess(first.id, first.accessKey)).json<Saved>();
    await complete(second, completedAssessmentBody());
    const draft = (await reassess(second.id, second.accessKey)).json<Saved>();
    const cookie = await signIn(suite.app);
    const list = async (query: string) => (await suite.app.inject({ method: 'GET', url: `/api/assessments?${query}`, headers: { cookie } })).json();
    const grouped = await list('group=series&status=completed');
    const row = grouped.items.find((item: { id: string }) => item.id === second.id);
    expect(row).toBeDefined();
    expect(grouped.items.some((item: { id: string }) => item.id === first.id)).toBe(false);
    expect(grouped.grouped).toBe(true);
    expect(grouped.earlier[second.id].map((item: { id: string }) => item.id)).toEqual([first.id]);
    // Drafts too: the draft is the latest, both completed ones earlier.
    const withDrafts = await list('group=series');
    expect(withDrafts.earlier[draft.id].map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    // A search picks single assessments: every match is a row of its own.
    const searched = await list(`group=series&status=completed&search=Acme%20Widgets`);
    expect(searched.items.map((item: { id: string }) => item.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(searched.grouped).toBeUndefined();
    // Not asked to group, the list is as it always was.
    const plain = await list('status=completed');
    expect(plain.items.map((item: { id: string }) => item.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(plain.earlier).toBeUndefined();
  });
});
