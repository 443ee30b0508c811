import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../framework/catalogue';
import type { RequirementAnswer } from '../framework/outcomes';
import { agreementInputSchema, agreementWith, type AgreementInput } from './agreement';

const TODAY = '2026-11-27';
const batch = (overrides: Partial<AgreementInput> = {}): AgreementInput => ({ requirements: [], testMethod: 'live-configuration', evidenceQuality: 'good', note: '', ...overrides });
const effective: RequirementAnswer = { outcome: 'effective', evidence: 'Checked on site' };
const alternate: RequirementAnswer = { outcome: 'alternate-control', evidence: '', justification: 'Feed pulled by hand', reviewBy: '2027-05-31', approvedBy: 'Alex Chen, CIO' };

describe('a batch of agreements as the consultant sends it', () => {
  it('names each requirement of the catalogue with the outcome the assessor saw, at most the whole catalogue, and a test method for the batch', () => {
    const [first] = REQUIREMENTS;
    expect(agreementInputSchema.parse({ requirements: [{ requirementId: first!.id, answered: 'effective' }], testMethod: 'interview' })).toEqual({
      requirements: [{ requirementId: first!.id, answered: 'effective' }],
      testMethod: 'interview',
      note: '',
    });
    const fields = (body: unknown) => {
      const result = agreementInputSchema.safeParse(body);
      return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    };
    expect(fields({ requirements: [{ requirementId: 'coffee-machines', answered: 'effective' }], testMethod: 'interview' })).toEqual({
      'requirements.0.requirementId': 'Each requirement must be one of the catalogue: this one is not',
    });
    expect(fields({ requirements: [], testMethod: 'interview' })).toEqual({ requirements: 'Choose at least one requirement to agree with' });
    const tooMany = Array.from({ length: REQUIREMENTS.length + 1 }, () => ({ requirementId: first!.id, answered: 'effective' }));
    expect(fields({ requirements: tooMany, testMethod: 'interview' })).toEqual({ requirements: 'A batch holds at most 152 requirements, the whole catalogue' });
    expect(fields({ requirements: [{ requirementId: first!.id, answered: 'effective' }] })).toHaveProperty('testMethod');
  });
});

describe('agreeing with one answer', () => {
  it('records the respondent’s outcome with the batch’s method, grade and note', () => {
    expect(agreementWith(effective, 'effective', batch({ note: 'Sampled ten desktops' }), TODAY)).toEqual({
      finding: { outcome: 'effective', testMethod: 'live-configuration', evidenceQuality: 'good', note: 'Sampled ten desktops', acceptedBy: '' },
    });
  });

  it('never agrees to an answer changed since the assessor saw it, nor to no answer', () => {
    expect(agreementWith({ ...effective, outcome: 'ineffective' }, 'effective', batch(), TODAY)).toEqual({ skipped: 'answer-changed' });
    expect(agreementWith(undefined, 'effective', batch(), TODAY)).toEqual({ skipped: 'answer-changed' });
    expect(agreementWith(undefined, 'not-assessed', batch(), TODAY)).toEqual({ skipped: 'not-answered' });
    expect(agreementWith({ outcome: 'not-assessed', evidence: '' }, 'not-assessed', batch(), TODAY)).toEqual({ skipped: 'not-answered' });
  });

  it('justifies an exception by the batch’s note or else the respondent’s, with who accepted it and its review date from the answer', () => {
    expect(agreementWith(alternate, 'alternate-control', batch(), TODAY)).toEqual({
      finding: { outcome: 'alternate-control', testMethod: 'live-configuration', evidenceQuality: 'good', note: 'Feed pulled by hand', reviewBy: '2027-05-31', acceptedBy: 'Alex Chen, CIO' },
    });
    expect(agreementWith(alternate, 'alternate-control', batch({ note: 'Seen the feed log' }), TODAY)).toMatchObject({ finding: { note: 'Seen the feed log' } });
    const notApplicable: RequirementAnswer = { outcome: 'not-applicable', evidence: '', justification: 'No such servers' };
    expect(agreementWith(notApplicable, 'not-applicable', batch(), TODAY)).toEqual({
      finding: { outcome: 'not-applicable', testMethod: 'live-configuration', evidenceQuality: 'good', note: 'No such servers', acceptedBy: '' },
    });
  });

  it('leaves out an exception lacking what a finding of it needs: a justification, a grade, a review date not passed and at most 12 months away', () => {
    const skipped = { skipped: 'needs-justification' };
    expect(agreementWith({ ...alternate, justification: undefined }, 'alternate-control', batch(), TODAY)).toEqual(skipped);
    expect(agreementWith(alternate, 'alternate-control', batch({ evidenceQuality: undefined }), TODAY)).toEqual(skipped);
    expect(agreementWith({ ...alternate, reviewBy: undefined }, 'alternate-control', batch(), TODAY)).toEqual(skipped);
    expect(agreementWith({ ...alternate, reviewBy: '2026-11-26' }, 'alternate-control', batch(), TODAY)).toEqual(skipped);
    expect(agreementWith({ ...alternate, reviewBy: '2027-11-28' }, 'alternate-control', batch(), TODAY)).toEqual(skipped);
    expect(agreementWith({ ...alternate, reviewBy: '2027-11-27' }, 'alternate-control', batch(), TODAY)).toHaveProperty('finding');
    expect(agreementWith({ outcome: 'not-applicable', evidence: '' }, 'not-applicable', batch(), TODAY)).toEqual(skipped);
  });
});
