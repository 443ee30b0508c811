import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { sharedRequirementGroups } from '../../domain/framework/shared-requirements';
import { firstLevel } from '../../domain/framework/requirement';
import { reviewSchema, sharedReviewAnswerSchema } from '../../domain/review/review';
import { auditRows } from '../../../tests/support/audit-rows';
import { DATABASES } from '../../../tests/support/databases';
import { findEverythingWithinTarget, findingBody, REVIEWED_REQUIREMENT, submitDetailed } from '../../../tests/support/review';
import { CONSULTANT, useReviewApp } from '../../../tests/support/review-app';
import { finishedLevelsOf } from '../store/review-levels.server';

/** A requirement the model lists under application control and three other strategies, first applying at Maturity Level Two. */
const SHARED = sharedRequirementGroups().find((group) => group.length >= 3 && firstLevel(group[0]!) === 2 && group[0]!.strategy === 'application-control')!.map((entry) => entry.id);

describe.each(DATABASES)('a review’s target, its justified exceptions and its finish on $name', ({ open }) => {
  // `suite.cookie` is the consultant Casey's session.
  const suite = useReviewApp(open);
  const { database } = suite;

  const support = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => suite.app.inject({ method, url, headers: { cookie: suite.cookie }, ...(payload ? { payload } : {}) });
  const saveTarget = (id: string, body: Record<string, unknown>) => support('PUT', `/api/support/assessments/${id}/review/target`, body);
  const finish = (id: string) => support('POST', `/api/support/assessments/${id}/review/finish`);
  const within = (level: number) => new Set(REQUIREMENTS.filter((requirement) => firstLevel(requirement) <= level).map((requirement) => sharedRequirementGroups().find((group) => group.includes(requirement))?.[0]?.id ?? requirement.id)).size;

  it('saves the target against its version, audited in words, and refuses a stale one with the newer target (409) or a bad field (400)', async () => {
    const { id } = await submitDetailed(suite.app);
    const first = await saveTarget(id, { targetLevel: 2, strategyTargets: { 'regular-backups': 3 }, version: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ target: { targetLevel: 2, strategyTargets: { 'regular-backups': 3 } }, version: 1 });
    const stale = await saveTarget(id, { targetLevel: 1, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: { code: 'changed_elsewhere', message: 'Another consultant saved the target after you opened it. Read their target before saving yours again.' },
      target: { targetLevel: 2, strategyTargets: { 'regular-backups': 3 } },
      version: 1,
    });
    const bad = await saveTarget(id, { targetLevel: 4, strategyTargets: { 'regular-backups': 'three' }, version: 1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['strategyTargets.regular-backups', 'targetLevel']);
    expect(reviewSchema.parse((await support('GET', `/api/support/assessments/${id}/review`)).json())).toMatchObject({ status: 'in-review', target: { targetLevel: 2 }, targetVersion: 1 });
    expect((await auditRows(database.db)).filter((row) => row.action === 'review-target-saved')).toEqual([
      { actor: CONSULTANT, action: 'review-target-saved', assessmentId: id, details: 'Maturity Level Two; Regular backups at Maturity Level Three', address: '127.0.0.1' },
    ]);
  });

  it('refuses to finish while a requirement within the target has no finding, naming how many in words; lowering the target lets it finish', async () => {
    const { id } = await submitDetailed(suite.app);
    expect((await support('PUT', `/api/support/assessments/${id}/findings/${REVIEWED_REQUIREMENT}`, findingBody())).statusCode).toBe(200);
    const refused = await finish(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'review_incomplete',
      message: `${within(2) - 1} requirements within the target have no finding yet: review them, or lower the target for their strategy, before finishing`,
    });
    expect((await auditRows(database.db)).filter((row) => row.action === 'review-finished')).toEqual([]);
    // At Maturity Level One, everything within it found, the review finishes.
    expect((await saveTarget(id, { targetLevel: 1, version: 0 })).statusCode).toBe(200);
    await findEverythingWithinTarget(database.db, id);
    expect((await finish(id)).json()).toMatchObject({ status: 'finished' });
    // Finished, the target is frozen as the findings are.
    expect((await saveTarget(id, { targetLevel: 2, version: 1 })).json().error.code).toBe('review_finished');
  });

  it('keeps the assessed level no higher than the target, however much above it was found effective', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    expect((await saveTarget(id, { targetLevel: 3, version: 0 })).statusCode).toBe(200);
    await findEverythingWithinTarget(database.db, id);
    expect((await saveTarget(id, { targetLevel: 1, version: 1 })).statusCode).toBe(200);
    expect((await finish(id)).statusCode).toBe(200);
    expect((await finishedLevelsOf(database.db, id))?.assessedLevel).toBe(1);
    await support('POST', `/api/support/assessments/${id}/review/share`);
    const shared = sharedReviewAnswerSchema.parse((await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/review`, headers: { 'x-access-key': accessKey } })).json());
    expect(shared.review?.target).toEqual({ targetLevel: 1, strategyTargets: {} });
  });

  it('counts a shared requirement’s one finding in every strategy listing it, saved from any of its entries', async () => {
    // The respondent's target, Maturity Level Two everywhere. The store's shortcut records one finding per requirement
    // of the model, so the other strategies' entries of a shared requirement have only the finding of its first.
    const { id } = await submitDetailed(suite.app);
    const [firstEntry, , lastEntry] = SHARED;
    const saved = await support('PUT', `/api/support/assessments/${id}/findings/${lastEntry}`, findingBody({ outcome: 'ineffective', testMethod: 'interview' }));
    expect(saved.json()).toMatchObject({ requirementId: firstEntry, outcome: 'ineffective' });
    await findEverythingWithinTarget(database.db, id);
    expect((await finish(id)).statusCode).toBe(200);
    expect((await finishedLevelsOf(database.db, id))?.assessedLevel).toBe(1);
    const findings = reviewSchema.parse((await support('GET', `/api/support/assessments/${id}/review`)).json()).findings;
    expect(findings.filter((finding) => SHARED.includes(finding.requirementId)).map((finding) => finding.requirementId)).toEqual([firstEntry]);

    // Found effective, the one finding lets each of the four strategies reach Maturity Level Two.
    const other = (await submitDetailed(suite.app)).id;
    await findEverythingWithinTarget(database.db, other);
    expect((await finish(other)).statusCode).toBe(200);
    expect((await finishedLevelsOf(database.db, other))?.assessedLevel).toBe(2);
  });

  it('needs a justification and an evidence grade for an exception found, naming each field in words, and keeps who accepted an alternate control', async () => {
    const { id } = await submitDetailed(suite.app);
    const save = (body: Record<string, unknown>) => support('PUT', `/api/support/assessments/${id}/findings/${REVIEWED_REQUIREMENT}`, findingBody(body));
    const unjustified = await save({ outcome: 'not-applicable', note: '', evidenceQuality: undefined });
    expect(unjustified.statusCode).toBe(400);
    expect(unjustified.json().error.fields).toEqual({
      note: 'Write why the requirement does not apply (the justification): a finding of Not applicable needs one',
      evidenceQuality: 'Choose the quality of the evidence behind Not applicable: a finding of Not applicable needs one',
    });
    const ungraded = await save({ outcome: 'alternate-control', reviewBy: '2027-05-31', evidenceQuality: undefined });
    expect(ungraded.json().error.fields).toEqual({ evidenceQuality: 'Choose the quality of the evidence behind Alternate control: a finding of Alternate control needs one' });
    const justified = await save({ outcome: 'alternate-control', reviewBy: '2027-05-31', acceptedBy: 'Alex Chen, Chief Information Officer' });
    expect(justified.statusCode, justified.body).toBe(200);
    expect(justified.json()).toMatchObject({ outcome: 'alternate-control', acceptedBy: 'Alex Chen, Chief Information Officer', madeIn: 'one-by-one' });
  });
});
