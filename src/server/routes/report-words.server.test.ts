import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { findingIdOf } from '../../domain/review/finding-entries';
import { detailedOutcomes } from '../../../tests/support/assessments';
import { reviewSchema, sharedReviewAnswerSchema } from '../../domain/review/review';
import { auditRows } from '../../../tests/support/audit-rows';
import { DATABASES } from '../../../tests/support/databases';
import { findingBody, submitDetailed } from '../../../tests/support/review';
import { CONSULTANT, useReviewApp } from '../../../tests/support/review-app';

/** The assessor's opinion: text that must never reach the audit log. */
const OPINION = 'In our opinion the organisation is at Maturity Level One: its backups were never restored in a test.';

/** A valid body of PUT …/review/report-words, the first save unless `version` says otherwise; override any field. */
function wordsBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    marking: 'OFFICIAL: Sensitive',
    systemClassification: 'PROTECTED',
    entityAddress: '7 Quay Road, Fremantle WA 6160',
    assessorQualifications: 'IRAP assessor; CISSP',
    background: 'Two depots and a head office.',
    keySecurityRisks: '',
    positiveFindings: '',
    opinion: OPINION,
    strategyCommentary: { 'regular-backups': 'Restoration was never tested.' },
    version: 0,
    ...overrides,
  };
}

describe.each(DATABASES)('the report words API on $name', ({ open }) => {
  const suite = useReviewApp(open);
  const { database } = suite;
  const support = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = suite.cookie) => suite.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const saveWords = (id: string, body: object, cookie = suite.cookie) => support('PUT', `/api/support/assessments/${id}/review/report-words`, body, cookie);
  /** Records a finding for every requirement of the model: agreeing with the respondent in one batch, then one by one where the batch skipped. */
  const reviewEverything = async (id: string) => {
    const answers = detailedOutcomes();
    const ids = REQUIREMENTS.filter((requirement) => findingIdOf(requirement.id) === requirement.id).map((requirement) => requirement.id);
    const batch = await support('POST', `/api/support/assessments/${id}/findings/agreements`, {
      requirements: ids.map((requirementId) => {
        const answer = answers[requirementId] ?? { outcome: 'not-assessed', evidence: '' };
        return { requirementId, answered: answer.outcome, answer, fileIds: [] };
      }),
      testMethod: 'live-configuration',
    });
    expect(batch.statusCode, batch.body).toBe(200);
    for (const { requirementId } of batch.json().skipped as { requirementId: string }[]) {
      expect((await support('PUT', `/api/support/assessments/${id}/findings/${requirementId}`, findingBody())).statusCode).toBe(200);
    }
  };
  const review = async (id: string) => reviewSchema.parse((await support('GET', `/api/support/assessments/${id}/review`)).json());

  it('saves the words against their version, shows them in the review, audits what changed but never the text, and refuses a stale save with the newer words', async () => {
    const { id } = await submitDetailed(suite.app);
    expect((await review(id)).reportWords).toMatchObject({ version: 0, opinion: '', marking: '', strategyCommentary: {} });

    const first = await saveWords(id, wordsBody());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ reportWords: expect.objectContaining({ opinion: OPINION, systemClassification: 'PROTECTED', strategyCommentary: { 'regular-backups': 'Restoration was never tested.' } }), version: 1 });
    const read = await review(id);
    expect(read.status).toBe('in-review');
    expect(read.reportWords).toMatchObject({ version: 1, opinion: OPINION, entityAddress: '7 Quay Road, Fremantle WA 6160' });

    const second = await saveWords(id, wordsBody({ positiveFindings: 'Patching is fast.', version: 1 }));
    expect(second.json().version).toBe(2);
    const stale = await saveWords(id, wordsBody({ opinion: 'Written from an old copy.', version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: { code: 'changed_elsewhere', message: expect.stringMatching(/^Another consultant saved the report's words/) },
      reportWords: expect.objectContaining({ opinion: OPINION, positiveFindings: 'Patching is fast.' }),
      version: 2,
    });
    // Version 0 once words exist is stale too: two first saves never both win.
    expect((await saveWords(id, wordsBody({ version: 0 }))).statusCode).toBe(409);

    const rows = (await auditRows(database.db)).filter((row) => row.action === 'report-words-saved');
    expect(rows).toEqual([
      {
        actor: CONSULTANT,
        action: 'report-words-saved',
        assessmentId: id,
        details: "Marking OFFICIAL: Sensitive; changed: Classification marking, System security classification, Organisation's address, Assessors' qualifications, Background, Opinion and commentary (1 strategy)",
        address: '127.0.0.1',
      },
      { actor: CONSULTANT, action: 'report-words-saved', assessmentId: id, details: 'Marking OFFICIAL: Sensitive; changed: Positive findings', address: '127.0.0.1' },
    ]);
    expect(JSON.stringify(await auditRows(database.db))).not.toContain('Restoration was never tested');
    expect(JSON.stringify(await auditRows(database.db))).not.toContain(OPINION);
  });

  it('refuses a bad field with 400 naming it, an unknown strategy, and a stranger with 401', async () => {
    const { id } = await submitDetailed(suite.app);
    const tooLong = await saveWords(id, wordsBody({ marking: 'X'.repeat(81) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({ marking: 'The classification marking must be at most 80 characters' });
    expect((await saveWords(id, wordsBody({ strategyCommentary: { 'no-such-strategy': 'x' } }))).statusCode).toBe(400);
    expect((await saveWords(id, wordsBody(), 'session=nobody')).statusCode).toBe(401);
    expect((await review(id)).reportWords.version).toBe(0);
  });

  it('freezes the words once the review is finished (409 review_finished), opens them again on reopening, and shows them to the respondent once shared', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    await reviewEverything(id);
    expect((await saveWords(id, wordsBody())).statusCode).toBe(200);
    const finished = await support('POST', `/api/support/assessments/${id}/review/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
    const frozen = await saveWords(id, wordsBody({ opinion: 'Too late.', version: 1 }));
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().error.code).toBe('review_finished');
    expect((await review(id)).reportWords.opinion).toBe(OPINION);

    const respondentRead = async () => sharedReviewAnswerSchema.parse((await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/review`, headers: { 'x-access-key': accessKey } })).json());
    expect((await respondentRead()).review).toBeNull();
    expect((await support('POST', `/api/support/assessments/${id}/review/share`)).statusCode).toBe(200);
    expect((await respondentRead()).review?.reportWords).toMatchObject({ opinion: OPINION, marking: 'OFFICIAL: Sensitive', strategyCommentary: { 'regular-backups': 'Restoration was never tested.' } });

    expect((await support('POST', `/api/support/assessments/${id}/review/reopen`)).statusCode).toBe(200);
    expect((await saveWords(id, wordsBody({ opinion: 'Revised.', version: 1 }))).statusCode).toBe(200);
  });
});
