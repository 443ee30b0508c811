import { describe, expect, it } from 'vitest';
import { MAX_EVIDENCE_LENGTH } from '../../domain/constants';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import type { RequirementAnswers } from '../../domain/framework/outcomes';
import { sameRequirementIds } from '../../domain/framework/shared-requirements';
import { countAssessments } from '../store/assessments.server';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { allControls, completedAssessmentBody } from '../../../tests/support/assessments';

const backupRequirement = REQUIREMENTS.find((requirement) => requirement.strategy === 'regular-backups' && requirement.levels.includes(1))?.id ?? '';

/** Every requirement effective with no evidence, then the given answers on top. */
function allEffective(overrides: RequirementAnswers = {}): RequirementAnswers {
  return { ...Object.fromEntries(REQUIREMENTS.map((requirement) => [requirement.id, { outcome: 'effective', evidence: '' }])), ...overrides };
}

/** A detailed assessment's body: the quick check's details without its ratings, and an answer per requirement. */
function detailedBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { assessments: _ratings, ...details } = completedAssessmentBody();
  return { ...details, kind: 'detailed', requirementOutcomes: allEffective(), ...overrides };
}

describe.each(DATABASES)('detailed assessments API on $name', ({ open }) => {
  const suite = useTestApp(open, { empty: ['assessment_controls', 'assessments'] });
  const { database } = suite;

  const post = (payload: unknown) => suite.app.inject({ method: 'POST', url: '/api/assessments', payload: payload as object });
  const read = (id: string, accessKey: string) => suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey } });

  it('saves outcomes and evidence, and works out each strategy level by ASD rule', async () => {
    const evidence = 'Restore test of the finance server failed in March.\nTicket INC-204.';
    const created = await post(detailedBody({ requirementOutcomes: allEffective({ [backupRequirement]: { outcome: 'ineffective', evidence } }) }));
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    const assessment = (await read(saved.id, saved.accessKey)).json();
    expect(assessment.kind).toBe('detailed');
    expect(assessment.assessments).toEqual({ ...allControls(3), 'regular-backups': 0 });
    expect(assessment.requirementOutcomes[backupRequirement]).toEqual({ outcome: 'ineffective', evidence });
    expect(Object.keys(assessment.requirementOutcomes)).toHaveLength(REQUIREMENTS.length);
  });

  it('keeps the largest valid detailed assessment: 2,000 characters of evidence on every requirement', async () => {
    const note = 'é'.repeat(MAX_EVIDENCE_LENGTH);
    const answers = Object.fromEntries(REQUIREMENTS.map((requirement) => [requirement.id, { outcome: 'no-visibility', evidence: note }]));
    const created = await post(detailedBody({ requirementOutcomes: answers }));
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    const assessment = (await read(saved.id, saved.accessKey)).json();
    expect(assessment.requirementOutcomes[backupRequirement].evidence).toBe(note);
    expect(assessment.assessments).toEqual(allControls(0));
  });

  it.each([
    // In place of a real one: one more than the catalogue's 152 is refused before the schema (the next test).
    ['an unknown requirement', { [backupRequirement]: undefined, 'regular-backups-made-up': { outcome: 'effective', evidence: '' } }, 'requirementOutcomes.regular-backups-made-up', 'Unknown requirement "regular-backups-made-up"'],
    ['an outcome not in the list', { [backupRequirement]: { outcome: 'partly', evidence: '' } }, `requirementOutcomes.${backupRequirement}.outcome`, 'Choose one of the assessment outcomes'],
    ['evidence over 2,000 characters', { [backupRequirement]: { outcome: 'effective', evidence: 'x'.repeat(MAX_EVIDENCE_LENGTH + 1) } }, `requirementOutcomes.${backupRequirement}.evidence`, 'Evidence must be at most 2,000 characters'],
    ['evidence holding a NUL character', { [backupRequirement]: { outcome: 'effective', evidence: 'a\u0000b' } }, `requirementOutcomes.${backupRequirement}.evidence`, 'Must not contain a NUL character'],
    ['a suggested outcome not in the list', { [backupRequirement]: { outcome: 'not-assessed', suggestedOutcome: 'partly', evidence: '' } }, `requirementOutcomes.${backupRequirement}.suggestedOutcome`, 'A suggested outcome must be one of the assessment outcomes other than Not assessed'],
    ['an evidence quality not among the grades', { [backupRequirement]: { outcome: 'effective', evidence: '', evidenceQuality: 'great' } }, `requirementOutcomes.${backupRequirement}.evidenceQuality`, 'Choose an evidence quality of excellent, good, fair or poor'],
    ['an answer with a field it does not have', { [backupRequirement]: { outcome: 'effective', evidence: '', score: 5 } }, `requirementOutcomes.${backupRequirement}.score`, 'Unknown field "score"'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_name: string, answers: Record<string, unknown>, field: string, message: string) => {
    const response = await post(detailedBody({ requirementOutcomes: { ...allEffective(), ...answers } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
    expect(await countAssessments(database.db)).toBe(0);
  });

  it('refuses a completed assessment answering a shared requirement differently, keeps such a draft as sent, and stores an answer given in one strategy in each', async () => {
    const [inControl = '', , , inMfa = ''] = sameRequirementIds('application-control-incidents-reported-to-asd');
    const refused = await post(detailedBody({ requirementOutcomes: allEffective({ [inMfa]: { outcome: 'not-implemented', evidence: '' } }) }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      [`requirementOutcomes.${inControl}.outcome`]:
        'It is answered differently for Multi-factor authentication (Not implemented), Restrict administrative privileges (Effective), Application control (Effective) and User application hardening (Effective), but it is one requirement that counts for each: give it one answer (outcome, evidence and details)',
    });
    expect(await countAssessments(database.db)).toBe(0);

    // A draft saved before answers were shared may differ: it is kept as sent, for the respondent to settle.
    const differing = { [inControl]: { outcome: 'effective', evidence: '' }, [inMfa]: { outcome: 'not-implemented', evidence: '' } };
    const draft = (await post({ status: 'draft', kind: 'detailed', requirementOutcomes: differing })).json();
    expect((await read(draft.id, draft.accessKey)).json().requirementOutcomes).toEqual(differing);

    const { [inMfa]: _mfa, ...once } = allEffective({ [inControl]: { outcome: 'not-implemented', evidence: 'No reports made yet.' } });
    const shared = sameRequirementIds(inControl).filter((id) => id !== inControl);
    const created = (await post(detailedBody({ requirementOutcomes: { ...once, ...Object.fromEntries(shared.map((id) => [id, { outcome: 'not-assessed', evidence: '' }])) } }))).json();
    const stored = (await read(created.id, created.accessKey)).json();
    for (const id of shared) expect(stored.requirementOutcomes[id], id).toEqual({ outcome: 'not-implemented', evidence: 'No reports made yet.' });
    expect(stored.assessments).toEqual({ ...allControls(3), 'application-control': 1, 'user-application-hardening': 1, 'restrict-administrative-privileges': 1, 'multi-factor-authentication': 1 });
  });

  it('stores and returns a draft whose answers hold suggestions from a quick check, and counts them as not assessed', async () => {
    const suggested = { outcome: 'not-assessed', suggestedOutcome: 'effective', evidence: '' } as const;
    const created = await post({ status: 'draft', kind: 'detailed', requirementOutcomes: { [backupRequirement]: suggested } });
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    const draft = (await read(saved.id, saved.accessKey)).json();
    expect(draft.requirementOutcomes).toEqual({ [backupRequirement]: suggested });
    expect(draft.assessments['regular-backups']).toBe(0);
  });

  it('counts an unconfirmed suggestion in a completed assessment as not assessed, and drops one beside a chosen outcome', async () => {
    const suggested = { outcome: 'not-assessed', suggestedOutcome: 'effective', evidence: '' } as const;
    const other = REQUIREMENTS.find((requirement) => requirement.strategy === 'application-control')?.id ?? '';
    const created = await post(detailedBody({ requirementOutcomes: allEffective({ [backupRequirement]: suggested, [other]: { outcome: 'effective', suggestedOutcome: 'effective', evidence: '' } }) }));
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    const assessment = (await read(saved.id, saved.accessKey)).json();
    // Every other requirement is effective: the one suggestion alone holds regular backups at level zero.
    expect(assessment.assessments).toEqual({ ...allControls(3), 'regular-backups': 0 });
    expect(assessment.requirementOutcomes[backupRequirement]).toEqual(suggested);
    expect(assessment.requirementOutcomes[other]).toEqual({ outcome: 'effective', evidence: '' });
  });

  it('refuses more answers than the catalogue has requirements before any is checked, in words', async () => {
    const response = await post(detailedBody({ requirementOutcomes: { ...allEffective(), 'regular-backups-made-up': { outcome: 'effective', evidence: '' } } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'body_too_complex',
      message: 'An object or list in the request body has more than 152 entries, more than any request of this service needs',
    });
    expect(await countAssessments(database.db)).toBe(0);
  });

  it('refuses current levels sent with a detailed assessment (they come from the outcomes), and outcomes sent with a quick check', async () => {
    const withLevels = await post(detailedBody({ assessments: allControls(3) }));
    expect(withLevels.statusCode).toBe(400);
    expect(withLevels.json().error.fields).toEqual({ assessments: 'Unknown field "assessments"' });
    const quickWithOutcomes = await post(completedAssessmentBody({ requirementOutcomes: allEffective() }));
    expect(quickWithOutcomes.statusCode).toBe(400);
    expect(quickWithOutcomes.json().error.fields).toEqual({ requirementOutcomes: 'Unknown field "requirementOutcomes"' });
    expect(await countAssessments(database.db)).toBe(0);
  });

  it('refuses a bad PUT of a detailed assessment and keeps what was stored', async () => {
    const saved = (await post(detailedBody())).json();
    const response = await suite.app.inject({
      method: 'PUT',
      url: `/api/assessments/${saved.id}`,
      headers: { 'x-access-key': saved.accessKey },
      payload: detailedBody({ requirementOutcomes: { [backupRequirement]: { outcome: 'maybe', evidence: '' } } }),
    });
    expect(response.statusCode).toBe(400);
    const assessment = (await read(saved.id, saved.accessKey)).json();
    expect(assessment.requirementOutcomes[backupRequirement]).toEqual({ outcome: 'effective', evidence: '' });
    expect(assessment.assessments).toEqual(allControls(3));
  });

  it('refuses a save that would change the kind, so a detailed assessment never loses its outcomes', async () => {
    const saved = (await post(detailedBody())).json();
    const response = await suite.app.inject({ method: 'PUT', url: `/api/assessments/${saved.id}`, headers: { 'x-access-key': saved.accessKey }, payload: completedAssessmentBody() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ kind: 'This is a detailed assessment; a save cannot change its kind' });
    expect(Object.keys((await read(saved.id, saved.accessKey)).json().requirementOutcomes)).toHaveLength(REQUIREMENTS.length);
    const quick = (await post(completedAssessmentBody())).json();
    const toDetailed = await suite.app.inject({ method: 'PUT', url: `/api/assessments/${quick.id}`, headers: { 'x-access-key': quick.accessKey }, payload: detailedBody() });
    expect(toDetailed.json().error.fields).toEqual({ kind: 'This is a quick check; a save cannot change its kind' });
  });

  it('reads a quick check as one with no requirement outcomes', async () => {
    const saved = (await post(completedAssessmentBody())).json();
    const assessment = (await read(saved.id, saved.accessKey)).json();
    expect(assessment).toMatchObject({ kind: 'quick', requirementOutcomes: {}, assessments: completedAssessmentBody().assessments });
    expect(assessment).not.toHaveProperty('evidenceLevels');
  });

  it('stores and returns each answer\'s evidence quality, and the levels supported by evidence beside the levels by answers', async () => {
    const graded = Object.fromEntries(REQUIREMENTS.map((requirement) => [requirement.id, { outcome: 'effective', evidence: 'ACVT run', evidenceQuality: 'excellent' }]));
    const created = await post(detailedBody({ requirementOutcomes: { ...graded, [backupRequirement]: { outcome: 'effective', evidence: 'Backup policy', evidenceQuality: 'poor' } } }));
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved.evidenceLevels).toEqual({ ...allControls(3), 'regular-backups': 0 });
    const assessment = (await read(saved.id, saved.accessKey)).json();
    expect(assessment.requirementOutcomes[backupRequirement]).toEqual({ outcome: 'effective', evidence: 'Backup policy', evidenceQuality: 'poor' });
    expect(assessment.assessments).toEqual(allControls(3));
    expect(assessment.evidenceLevels).toEqual({ ...allControls(3), 'regular-backups': 0 });

    const ungraded = await suite.app.inject({ method: 'PUT', url: `/api/assessments/${saved.id}`, headers: { 'x-access-key': saved.accessKey }, payload: detailedBody() });
    expect(ungraded.statusCode).toBe(200);
    expect((await read(saved.id, saved.accessKey)).json()).toMatchObject({ assessments: allControls(3), evidenceLevels: allControls(0) });
  });
});
