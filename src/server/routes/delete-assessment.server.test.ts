import { describe, expect, it } from 'vitest';
import { REVIEWED_DELETION_MESSAGE } from '../../domain/review/reviewed-deletion';
import { allControls, completedAssessmentBody } from '../../../tests/support/assessments';
import { auditRows } from '../../../tests/support/audit-rows';
import { DATABASES } from '../../../tests/support/databases';
import { findEverythingWithinTarget, findingBody, REVIEWED_REQUIREMENT, submitDetailed } from '../../../tests/support/review';
import { CONSULTANT, useReviewApp } from '../../../tests/support/review-app';
import { createSupportUser, signIn, SUPPORT_PASSWORD, SUPPORT_USERNAME } from '../../../tests/support/support-user';
import { countReviewRows } from '../store/review.server';

type Saved = { id: string; accessKey: string };

describe.each(DATABASES)('deleting an assessment with a review, or a quick check with its review copy, on $name', ({ open }) => {
  // `suite.cookie` is the consultant Casey's session.
  const suite = useReviewApp(open);
  const { database } = suite;

  const administrator = async () => {
    await createSupportUser(database.db, SUPPORT_USERNAME, SUPPORT_PASSWORD, 'administrator');
    return signIn(suite.app, SUPPORT_USERNAME, SUPPORT_PASSWORD);
  };
  const support = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie = suite.cookie, payload?: object) =>
    suite.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const remove = (id: string, cookie = suite.cookie) => support('DELETE', `/api/assessments/${id}`, cookie);
  const removeWithKey = ({ id, accessKey }: Saved) => suite.app.inject({ method: 'DELETE', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey } });
  const exists = async (id: string) => (await support('GET', `/api/assessments/${id}`)).statusCode === 200;
  const review = async (id: string, ...steps: ('finish' | 'share')[]) => {
    expect((await support('PUT', `/api/support/assessments/${id}/findings/${REVIEWED_REQUIREMENT}`, suite.cookie, findingBody())).statusCode).toBe(200);
    if (steps.length > 0) await findEverythingWithinTarget(database.db, id);
    for (const step of steps) expect((await support('POST', `/api/support/assessments/${id}/review/${step}`)).statusCode).toBe(200);
  };
  const submitQuick = async (overrides: Record<string, unknown> = {}): Promise<Saved> =>
    (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody({ organizationName: 'Quick Copy Pty Ltd', ...overrides }) })).json<Saved>();
  const copyOf = async (quickCheckId: string) => {
    suite.clock += 60_000;
    const made = await support('POST', `/api/support/assessments/${quickCheckId}/review-copy`);
    expect(made.statusCode, made.body).toBe(201);
    return made.json<{ id: string }>().id;
  };

  it('refuses a consultant the deletion of an assessment whose review is finished or shared (403 in words), and lets an administrator', async () => {
    const finished = await submitDetailed(suite.app, { organizationName: 'Finished Review Pty Ltd' });
    const shared = await submitDetailed(suite.app, { organizationName: 'Shared Review Pty Ltd' });
    await review(finished.id, 'finish');
    await review(shared.id, 'finish', 'share');
    for (const { id } of [finished, shared]) {
      const refused = await remove(id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: { code: 'administrator_needed', message: REVIEWED_DELETION_MESSAGE } });
      expect(await exists(id)).toBe(true);
    }
    expect((await auditRows(database.db)).filter((row) => row.action === 'refused' && row.actor === CONSULTANT)).toHaveLength(1);
    const cookie = await administrator();
    for (const { id } of [finished, shared]) expect((await remove(id, cookie)).statusCode).toBe(204);
    expect(await countReviewRows(database.db)).toEqual({ reviews: 0, findings: 0 });
    expect((await auditRows(database.db)).filter((row) => row.action === 'delete').map((row) => [row.actor, row.details])).toEqual([
      [SUPPORT_USERNAME, 'Finished Review Pty Ltd'],
      [SUPPORT_USERNAME, 'Shared Review Pty Ltd'],
    ]);
  });

  it('lets a consultant delete an assessment whose review is still in progress, and the respondent one whose review is shared', async () => {
    const inReview = await submitDetailed(suite.app);
    await review(inReview.id);
    expect((await remove(inReview.id)).statusCode).toBe(204);
    const shared = await submitDetailed(suite.app);
    await review(shared.id, 'finish', 'share');
    expect((await removeWithKey(shared)).statusCode).toBe(204);
    expect(await exists(shared.id)).toBe(false);
  });

  it('deletes the review copy with the quick check the respondent deletes, and records both deletions', async () => {
    const quick = await submitQuick({ respondentName: 'Alex Quick', respondentEmail: 'alex@quick.example', constraints: 'No budget before July' });
    const copy = await copyOf(quick.id);
    await review(copy, 'finish', 'share');
    const other = await submitQuick({ organizationName: 'Other Pty Ltd' });
    const othersCopy = await copyOf(other.id);

    expect((await removeWithKey(quick)).statusCode).toBe(204);
    expect(await exists(copy)).toBe(false);
    expect(await exists(othersCopy)).toBe(true);
    const left = await database.db.selectFrom('assessments').select(['id', 'respondent_email', 'constraints']).execute();
    expect(left.map((row) => row.id).sort()).toEqual([other.id, othersCopy].sort());
    expect(JSON.stringify(left)).not.toMatch(/alex@quick\.example|No budget before July/);
    expect(await countReviewRows(database.db)).toEqual({ reviews: 0, findings: 0 });
    expect((await auditRows(database.db)).filter((row) => row.action === 'delete')).toEqual([
      { actor: null, action: 'delete', assessmentId: quick.id, details: 'Quick Copy Pty Ltd', address: null },
      { actor: null, action: 'delete', assessmentId: copy, details: `Quick Copy Pty Ltd (the review copy of quick check ${quick.id}, deleted with it)`, address: null },
    ]);
  });

  it('refuses a consultant the deletion of a quick check whose review copy has a finished review, and lets them once it has none', async () => {
    const quick = await submitQuick();
    const copy = await copyOf(quick.id);
    await review(copy, 'finish');
    const refused = await remove(quick.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('administrator_needed');
    expect(await exists(quick.id)).toBe(true);
    expect((await support('POST', `/api/support/assessments/${copy}/review/reopen`)).statusCode).toBe(200);
    expect((await remove(quick.id)).statusCode).toBe(204);
    expect(await exists(copy)).toBe(false);
  });

  it("keeps the review copy out of the respondent's series and their re-assessment's progress, and in support's", async () => {
    const quick = await submitQuick();
    const copy = await copyOf(quick.id);
    suite.clock += 60_000;
    const draft = (await suite.app.inject({ method: 'POST', url: `/api/assessments/${quick.id}/reassessments`, headers: { 'x-access-key': quick.accessKey } })).json<Saved>();
    const submitted = await suite.app.inject({ method: 'PUT', url: `/api/assessments/${draft.id}`, headers: { 'x-access-key': draft.accessKey }, payload: completedAssessmentBody({ assessments: allControls(2) }) });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const points = async (headers: Record<string, string>) =>
      (await suite.app.inject({ method: 'GET', url: `/api/assessments/${draft.id}/series`, headers })).json<{ points: { id: string }[] }>().points.map((point) => point.id);
    expect(await points({ 'x-access-key': draft.accessKey })).toEqual([quick.id, draft.id]);
    expect(await points({ cookie: suite.cookie })).toEqual([quick.id, copy, draft.id]);
  });
});
