import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { sharedRequirementGroups } from '../../domain/framework/shared-requirements';
import { MAX_EVIDENCE_LENGTH } from '../../domain/constants';
import type { RequirementAnswer } from '../../domain/framework/outcomes';
import type { SeenRequirement } from '../../domain/review/agreement';
import { agreementResultSchema } from '../../domain/review/agreement-result';
import { reviewSchema } from '../../domain/review/review';
import { detailedAssessmentBody, detailedOutcomes } from '../../../tests/support/assessments';
import { auditRows } from '../../../tests/support/audit-rows';
import { DATABASES } from '../../../tests/support/databases';
import { TINY_PDF } from '../../../tests/support/evidence-fixtures';
import { multipartBody } from '../../../tests/support/multipart';
import { findEverythingWithinTarget, findingBody, OTHER_REQUIREMENT, REVIEWED_REQUIREMENT, submitDetailed } from '../../../tests/support/review';
import { CONSULTANT, REVIEW_START, useReviewApp } from '../../../tests/support/review-app';
import { countReviewRows, findingOf } from '../store/review.server';

const OUTCOMES = detailedOutcomes();
/**
 * Requirements of application control the respondent answered effective (its first ones, which no other strategy shares, so
 * each answer can change alone), and one they left Not assessed.
 */
const EFFECTIVE = REQUIREMENTS.filter(
  (requirement) => requirement.strategy === 'application-control' && OUTCOMES[requirement.id]?.outcome === 'effective' && requirement.id !== REVIEWED_REQUIREMENT,
).map((requirement) => requirement.id);
const UNANSWERED = REQUIREMENTS.find((requirement) => OUTCOMES[requirement.id]?.outcome === 'not-assessed')!.id;
const SHARED = sharedRequirementGroups().find((group) => group.every((entry) => OUTCOMES[entry.id]?.outcome === 'effective'))!.map((entry) => entry.id);
const NOT_APPLICABLE = 'regular-backups-performed-and-retained';
const ALTERNATE = 'patch-applications-scan-online-services-daily';

describe.each(DATABASES)('agreeing with the respondent in a batch on $name', ({ open }) => {
  // `suite.cookie` is the consultant Casey's session.
  const suite = useReviewApp(open);
  const { database } = suite;

  const support = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => suite.app.inject({ method, url, headers: { cookie: suite.cookie }, ...(payload ? { payload } : {}) });
  const agree = (id: string, requirements: SeenRequirement[], extra: Record<string, unknown> = {}) =>
    support('POST', `/api/support/assessments/${id}/findings/agreements`, { requirements, testMethod: 'live-configuration', evidenceQuality: 'good', ...extra });
  const undo = (id: string, batchId: string) => support('DELETE', `/api/support/assessments/${id}/findings/agreements/${batchId}`);
  const review = async (id: string) => reviewSchema.parse((await support('GET', `/api/support/assessments/${id}/review`)).json());
  /** Requirements as the assessor read them in `answers`, with the respondent's files of each (none unless given). */
  const seenIn = (answers: Partial<Record<string, RequirementAnswer>>, ids: string[], fileIds: Record<string, string[]> = {}): SeenRequirement[] =>
    ids.map((requirementId) => {
      const answer = answers[requirementId] ?? { outcome: 'not-assessed', evidence: '' };
      return { requirementId, answered: answer.outcome, answer, fileIds: fileIds[requirementId] ?? [] };
    });
  const seen = (...ids: string[]) => seenIn(OUTCOMES, ids);
  const respondentSaves = async (id: string, accessKey: string, answers: Record<string, unknown>) =>
    expect((await suite.app.inject({ method: 'PUT', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey }, payload: detailedAssessmentBody({ requirementOutcomes: answers }) })).statusCode).toBe(200);
  const upload = async (id: string, accessKey: string, requirementId: string) => {
    const { payload, contentType } = multipartBody({ requirementId }, { name: 'console.pdf', content: TINY_PDF });
    const response = await suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/evidence`, headers: { 'x-access-key': accessKey, 'content-type': contentType }, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };

  it('records the respondent’s outcome where nothing is recorded, never over a recorded finding or an answer changed since, and says why it skipped each', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    const [first, second, changed] = EFFECTIVE;
    // A finding recorded one by one, saying otherwise.
    expect((await support('PUT', `/api/support/assessments/${id}/findings/${REVIEWED_REQUIREMENT}`, findingBody({ outcome: 'ineffective' }))).statusCode).toBe(200);
    // The respondent changes an answer after the assessor saw it.
    await respondentSaves(id, accessKey, { ...OUTCOMES, [changed!]: { outcome: 'ineffective', evidence: 'Found a gap' } });
    suite.clock += 1000;

    const response = await agree(id, seen(first!, second!, REVIEWED_REQUIREMENT, UNANSWERED, changed!), { note: 'Console seen with the administrator' });
    expect(response.statusCode, response.body).toBe(200);
    const result = agreementResultSchema.parse(response.json());
    expect(result.agreed.map((finding) => [finding.requirementId, finding.outcome, finding.madeIn, finding.batchId, finding.version, finding.note, finding.savedBy, finding.savedAt])).toEqual([
      [first, 'effective', 'batch', result.batchId, 1, 'Console seen with the administrator', CONSULTANT, REVIEW_START + 1000],
      [second, 'effective', 'batch', result.batchId, 1, 'Console seen with the administrator', CONSULTANT, REVIEW_START + 1000],
    ]);
    expect(result.skipped).toEqual([
      { requirementId: REVIEWED_REQUIREMENT, reason: 'already-reviewed' },
      { requirementId: UNANSWERED, reason: 'not-answered' },
      { requirementId: changed, reason: 'answer-changed' },
    ]);
    expect(await findingOf(database.db, id, REVIEWED_REQUIREMENT)).toMatchObject({ outcome: 'ineffective', madeIn: 'one-by-one', version: 1 });
    expect(await findingOf(database.db, id, changed!)).toBeUndefined();
    expect((await review(id)).findings).toHaveLength(3);
    const rows = (await auditRows(database.db)).filter((row) => row.action === 'findings-agreed');
    expect(rows).toEqual([{ actor: CONSULTANT, action: 'findings-agreed', assessmentId: id, details: 'Agreed with the respondent on 2 requirements', address: '127.0.0.1' }]);

    // The same batch again agrees to nothing and records no event.
    const again = agreementResultSchema.parse((await agree(id, seen(first!, second!))).json());
    expect(again.agreed).toEqual([]);
    expect(again.skipped.map((skip) => skip.reason)).toEqual(['already-reviewed', 'already-reviewed']);
    expect((await auditRows(database.db)).filter((row) => row.action === 'findings-agreed')).toHaveLength(1);
  });

  it('never agrees to an answer changed since it was read in anything but its outcome (justification, review date, approver, evidence note) nor to one whose files changed', async () => {
    const answers: Record<string, RequirementAnswer> = {
      ...OUTCOMES,
      [ALTERNATE]: { outcome: 'alternate-control', evidence: '', justification: 'The provider scans daily', reviewBy: '2027-05-31', approvedBy: 'Alex Chen, Chief Information Officer' },
      [NOT_APPLICABLE]: { outcome: 'not-applicable', evidence: '', justification: 'Backups are the hosting provider’s, under contract' },
    };
    const { id, accessKey } = await submitDetailed(suite.app, { requirementOutcomes: answers });
    const [noted, filed, unfiled, same] = EFFECTIVE;
    const before = await upload(id, accessKey, filed!);
    const removed = await upload(id, accessKey, unfiled!);
    const kept = await upload(id, accessKey, same!);
    // What the assessor reads.
    const read = seenIn(answers, [ALTERNATE, NOT_APPLICABLE, noted!, filed!, unfiled!, same!], { [filed!]: [before], [unfiled!]: [removed], [same!]: [kept] });
    // Then the respondent changes the words of three answers, their outcomes as they were, adds a file and removes another.
    await respondentSaves(id, accessKey, {
      ...answers,
      [ALTERNATE]: { ...answers[ALTERNATE], justification: 'The provider scans weekly', approvedBy: 'Sam Lee, Chief Executive Officer' },
      [NOT_APPLICABLE]: { ...answers[NOT_APPLICABLE], justification: 'We have no backups' },
      [noted!]: { outcome: 'effective', evidence: 'Only the head office was checked' },
    });
    await upload(id, accessKey, filed!);
    expect((await suite.app.inject({ method: 'DELETE', url: `/api/assessments/${id}/evidence/${removed}`, headers: { 'x-access-key': accessKey } })).statusCode).toBe(204);
    suite.clock += 1000;

    const result = agreementResultSchema.parse((await agree(id, read, { evidenceQuality: 'fair' })).json());
    expect(result.skipped).toEqual([ALTERNATE, NOT_APPLICABLE, noted!, filed!, unfiled!].map((requirementId) => ({ requirementId, reason: 'answer-changed' })));
    expect(result.agreed.map((finding) => [finding.requirementId, finding.outcome, finding.answerChanged])).toEqual([[same, 'effective', false]]);
    // A review date moved on its own is a changed answer too.
    await respondentSaves(id, accessKey, { ...answers, [ALTERNATE]: { ...answers[ALTERNATE], reviewBy: '2027-04-30' } });
    const redated = agreementResultSchema.parse((await agree(id, seenIn(answers, [ALTERNATE]), { evidenceQuality: 'fair' })).json());
    expect(redated.skipped).toEqual([{ requirementId: ALTERNATE, reason: 'answer-changed' }]);
  });

  it('takes a batch of the whole catalogue read with every evidence note at its longest', async () => {
    const long = Object.fromEntries(Object.entries(OUTCOMES).map(([requirementId, answer]) => [requirementId, { ...answer, evidence: 'é'.repeat(MAX_EVIDENCE_LENGTH) }]));
    const { id } = await submitDetailed(suite.app, { requirementOutcomes: long });
    const response = await agree(id, seenIn(long, REQUIREMENTS.map((requirement) => requirement.id)));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(agreementResultSchema.parse(response.json()).agreed.length).toBeGreaterThan(100);
  });

  it('keeps one finding for a requirement the model lists under several strategies, whichever entry it is agreed or saved from', async () => {
    const { id } = await submitDetailed(suite.app);
    const [firstEntry, secondEntry, ...rest] = SHARED;
    const result = agreementResultSchema.parse((await agree(id, seen(secondEntry!, firstEntry!, ...rest))).json());
    expect(result.agreed.map((finding) => finding.requirementId)).toEqual([firstEntry]);
    expect(result.skipped).toEqual([firstEntry!, ...rest].map((requirementId) => ({ requirementId, reason: 'already-reviewed' })));
    // Saved one by one from another entry, it is the same finding, at its next version.
    const saved = await support('PUT', `/api/support/assessments/${id}/findings/${secondEntry}`, findingBody({ outcome: 'ineffective', version: 1 }));
    expect(saved.json()).toMatchObject({ requirementId: firstEntry, outcome: 'ineffective', version: 2, madeIn: 'one-by-one', batchId: null });
    expect((await countReviewRows(database.db)).findings).toBe(1);
  });

  it('agrees to the respondent’s exceptions with their justification and approver, and skips one the batch cannot justify', async () => {
    const answers: Record<string, RequirementAnswer> = {
      ...OUTCOMES,
      [NOT_APPLICABLE]: { outcome: 'not-applicable', evidence: '', justification: 'Backups are the hosting provider’s, under contract' },
      [ALTERNATE]: { outcome: 'alternate-control', evidence: '', justification: 'The provider scans daily', reviewBy: '2027-05-31', approvedBy: 'Alex Chen, Chief Information Officer' },
    };
    const { id } = await submitDetailed(suite.app, { requirementOutcomes: answers });
    const pair = seenIn(answers, [NOT_APPLICABLE, ALTERNATE]);
    const ungraded = agreementResultSchema.parse((await agree(id, pair, { evidenceQuality: undefined })).json());
    expect(ungraded.skipped.map((skip) => skip.reason)).toEqual(['needs-justification', 'needs-justification']);
    const graded = agreementResultSchema.parse((await agree(id, pair, { evidenceQuality: 'fair' })).json());
    expect(graded.agreed.map((finding) => [finding.requirementId, finding.outcome, finding.note, finding.evidenceQuality, finding.reviewBy, finding.acceptedBy])).toEqual([
      [NOT_APPLICABLE, 'not-applicable', 'Backups are the hosting provider’s, under contract', 'fair', null, ''],
      [ALTERNATE, 'alternate-control', 'The provider scans daily', 'fair', '2027-05-31', 'Alex Chen, Chief Information Officer'],
    ].sort((a, b) => REQUIREMENTS.findIndex((each) => each.id === a[0]) - REQUIREMENTS.findIndex((each) => each.id === b[0])));
  });

  it('undoes a batch: removes its findings nobody changed since, keeps the rest and every other finding, audited with the count', async () => {
    const { id } = await submitDetailed(suite.app);
    const [first, second, third, other] = EFFECTIVE;
    const batch = agreementResultSchema.parse((await agree(id, seen(first!, second!, third!))).json());
    const later = agreementResultSchema.parse((await agree(id, seen(other!))).json());
    await support('PUT', `/api/support/assessments/${id}/findings/${OTHER_REQUIREMENT}`, findingBody());
    // Changed since by the assessor: theirs now, kept.
    expect((await support('PUT', `/api/support/assessments/${id}/findings/${second}`, findingBody({ outcome: 'ineffective', version: 1 }))).statusCode).toBe(200);

    const undone = await undo(id, batch.batchId);
    expect(undone.statusCode, undone.body).toBe(200);
    const left = reviewSchema.parse(undone.json()).findings.map((finding) => finding.requirementId).sort();
    expect(left).toEqual([second!, other!, OTHER_REQUIREMENT].sort());
    expect((await auditRows(database.db)).filter((row) => row.action === 'findings-agreement-undone')).toEqual([
      { actor: CONSULTANT, action: 'findings-agreement-undone', assessmentId: id, details: 'Removed 2 findings agreed in a batch', address: '127.0.0.1' },
    ]);
    // Undone again, or a batch nobody made: nothing to remove, no event.
    expect((await undo(id, batch.batchId)).statusCode).toBe(200);
    expect((await undo(id, randomUUID())).statusCode).toBe(200);
    expect((await auditRows(database.db)).filter((row) => row.action === 'findings-agreement-undone')).toHaveLength(1);
    expect(later.agreed).toHaveLength(1);
  });

  it('refuses a batch and an undo on a finished review (409), bad input by field (400), and an unknown assessment or batch id (404)', async () => {
    const { id } = await submitDetailed(suite.app);
    const [first] = EFFECTIVE;
    const batch = agreementResultSchema.parse((await agree(id, seen(first!))).json());
    await findEverythingWithinTarget(database.db, id);
    expect((await support('POST', `/api/support/assessments/${id}/review/finish`)).statusCode).toBe(200);
    for (const refused of [await agree(id, seen(UNANSWERED)), await undo(id, batch.batchId)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('review_finished');
    }
    expect(await findingOf(database.db, id, first!)).toMatchObject({ madeIn: 'batch' });

    const open = (await submitDetailed(suite.app)).id;
    const fieldsOf = async (body: Record<string, unknown>) => {
      const response = await support('POST', `/api/support/assessments/${open}/findings/agreements`, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe('The batch of agreements is not valid');
      return response.json().error.fields;
    };
    expect(await fieldsOf({ requirements: [{ ...seen(first!)[0], requirementId: 'coffee-machines' }], testMethod: 'interview' })).toEqual({
      'requirements.0.requirementId': 'Each requirement must be one of the catalogue: this one is not',
    });
    // The outcome alone, as before the whole answer was asked for, is not enough.
    expect(Object.keys(await fieldsOf({ requirements: [{ requirementId: first!, answered: 'effective' }], testMethod: 'interview' })).sort()).toEqual(['requirements.0.answer', 'requirements.0.fileIds']);
    const everyEntryAndOne = [...REQUIREMENTS, REQUIREMENTS[0]!].map((requirement) => ({ requirementId: requirement.id, answered: 'effective' }));
    // More than the catalogue is refused before the body is read, as any list of more than 152 is.
    const tooMany = await support('POST', `/api/support/assessments/${open}/findings/agreements`, { requirements: everyEntryAndOne, testMethod: 'interview' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toMatch(/more than 152 entries/);
    expect(await fieldsOf({ requirements: seen(first!) })).toHaveProperty('testMethod');
    expect((await countReviewRows(database.db)).findings).toBeGreaterThan(0);
    expect(await findingOf(database.db, open, first!)).toBeUndefined();

    for (const response of [await agree(randomUUID(), seen(first!)), await undo(open, 'not-a-batch'), await undo('not-an-id', randomUUID())]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    const stranger = await suite.app.inject({ method: 'POST', url: `/api/support/assessments/${open}/findings/agreements`, payload: { requirements: 'all' } });
    expect(stranger.statusCode).toBe(401);
  });
});
