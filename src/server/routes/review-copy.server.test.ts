import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Assessment } from '../../domain/assessment';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { allControls, completedAssessmentBody } from '../../../tests/support/assessments';
import { auditRows } from '../../../tests/support/audit-rows';
import { DATABASES } from '../../../tests/support/databases';
import { findingBody, REVIEWED_REQUIREMENT, submitDetailed } from '../../../tests/support/review';
import { CONSULTANT, REVIEW_START, useReviewApp } from '../../../tests/support/review-app';
import { findAssessmentById } from '../store/assessments.server';

describe.each(DATABASES)('a review started from a quick check on $name', ({ open }) => {
  // `suite.cookie` is the consultant Casey's session.
  const suite = useReviewApp(open);
  const { database } = suite;

  const submitQuick = async (overrides: Record<string, unknown> = {}) =>
    (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody({ organizationName: 'Quick Start Pty Ltd', ...overrides }) })).json<{ id: string; accessKey: string }>();
  const copyOf = (id: string, cookie = suite.cookie) => suite.app.inject({ method: 'POST', url: `/api/support/assessments/${id}/review-copy`, headers: { cookie } });
  const readAsSupport = async (id: string) => (await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { cookie: suite.cookie } })).json<Assessment>();

  it('makes a completed detailed assessment in the same series, every requirement Not assessed with the ratings’ suggestions, for the portal alone', async () => {
    // Ratings 0, 1, 2, 3, 0, 1, 2, 3 across the eight strategies; targets 3.
    const quick = await submitQuick();
    suite.clock += 60_000;
    const made = await copyOf(quick.id);
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<{ id: string }>();
    expect(made.json()).toEqual({ id: expect.any(String) });

    const copy = await readAsSupport(id);
    const source = await readAsSupport(quick.id);
    expect(copy).toMatchObject({
      status: 'completed',
      kind: 'detailed',
      createdAt: REVIEW_START + 60_000,
      organizationName: 'Quick Start Pty Ltd',
      respondentName: source.respondentName,
      respondentEmail: source.respondentEmail,
      targetAssessments: source.targetAssessments,
      timeline: source.timeline,
      priorities: source.priorities,
      constraints: source.constraints,
      assessments: allControls(0),
    });
    for (const requirement of REQUIREMENTS) {
      const rated = source.assessments[requirement.strategy] ?? 0;
      const answer = copy.requirementOutcomes[requirement.id];
      expect(answer?.outcome, requirement.id).toBe('not-assessed');
      expect(answer?.suggestedOutcome, requirement.id).toBe(Math.min(...requirement.levels) <= rated ? 'effective' : undefined);
    }

    // In the quick check's series, after it.
    const series = await suite.app.inject({ method: 'GET', url: `/api/assessments/${quick.id}/series`, headers: { cookie: suite.cookie } });
    expect(series.json<{ points: { id: string }[] }>().points.map((point) => point.id)).toEqual([quick.id, id]);
    // Nobody holds its key: the quick check's does not open it.
    expect((await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { 'x-access-key': quick.accessKey } })).statusCode).toBe(404);
    expect((await findAssessmentById(database.db, id))?.accessKeyHash).toMatch(/^[0-9a-f]{64}$/);
    // And it is ready for review.
    const finding = await suite.app.inject({ method: 'PUT', url: `/api/support/assessments/${id}/findings/${REVIEWED_REQUIREMENT}`, headers: { cookie: suite.cookie }, payload: findingBody() });
    expect(finding.statusCode).toBe(200);
  });

  it('records the copy in both assessments’ histories', async () => {
    const quick = await submitQuick();
    const { id } = (await copyOf(quick.id)).json<{ id: string }>();
    const rows = (await auditRows(database.db)).filter((row) => row.action === 'review-copy-made');
    expect(rows).toEqual(
      expect.arrayContaining([
        { actor: CONSULTANT, action: 'review-copy-made', assessmentId: quick.id, details: `Detailed assessment ${id} made from this quick check for review`, address: '127.0.0.1' },
        { actor: CONSULTANT, action: 'review-copy-made', assessmentId: id, details: `Made from quick check ${quick.id} for review`, address: '127.0.0.1' },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('refuses a detailed assessment or a draft (409 not_a_quick_check), an unknown assessment (404) and a stranger (401)', async () => {
    const { id: detailed } = await submitDetailed(suite.app);
    const draft = (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: { status: 'draft', organizationName: 'Half Done Pty Ltd' } })).json<{ id: string }>().id;
    for (const id of [detailed, draft]) {
      const refused = await copyOf(id);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toEqual({
        code: 'not_a_quick_check',
        message: 'Only a completed quick check can start a review this way: a detailed assessment is reviewed as it is, and a draft is not finished yet.',
      });
    }
    expect((await copyOf(randomUUID())).statusCode).toBe(404);
    expect((await copyOf('not-an-id')).statusCode).toBe(404);
    const quick = await submitQuick();
    expect((await suite.app.inject({ method: 'POST', url: `/api/support/assessments/${quick.id}/review-copy` })).statusCode).toBe(401);
    const before = await database.db.selectFrom('assessments').select('id').execute();
    expect(before).toHaveLength(3);
  });
});
