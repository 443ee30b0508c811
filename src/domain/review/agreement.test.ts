import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../framework/catalogue';
import type { RequirementAnswer } from '../framework/outcomes';
import { agreementInputSchema, agreementWith, isAsSeen, type AgreementInput } from './agreement';

const TODAY = '2026-11-27';
const batch = (overrides: Partial<AgreementInput> = {}): AgreementInput => ({ requirements: [], testMethod: 'live-configuration', evidenceQuality: 'good', note: '', ...overrides });
const effective: RequirementAnswer = { outcome: 'effective', evidence: 'Checked on site' };
const alternate: RequirementAnswer = { outcome: 'alternate-control', evidence: '', justification: 'Feed pulled by hand', reviewBy: '2027-05-31', approvedBy: 'Alex Chen, CIO' };
const FILE = '7d1c5e7a-0000-4000-8000-000000000001';
const OTHER_FILE = '7d1c5e7a-0000-4000-8000-000000000002';

describe('a batch of agreements as the consultant sends it', () => {
  it('names each requirement of the catalogue as the assessor read it (the outcome, the whole answer and the files), at most the whole catalogue, and a test method for the batch', () => {
    const [first] = REQUIREMENTS;
    const seen = { requirementId: first!.id, answered: 'effective', answer: effective, fileIds: [FILE] };
    expect(agreementInputSchema.parse({ requirements: [seen], testMethod: 'interview' })).toEqual({ requirements: [seen], testMethod: 'interview', note: '' });
    const fields = (body: unknown) => {
      const result = agreementInputSchema.safeParse(body);
      return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    };
    expect(fields({ requirements: [{ ...seen, requirementId: 'coffee-machines' }], testMethod: 'interview' })).toEqual({
      'requirements.0.requirementId': 'Each requirement must be one of the catalogue: this one is not',
    });
    expect(fields({ requirements: [{ ...seen, answered: 'ineffective' }], testMethod: 'interview' })).toEqual({ 'requirements.0.answered': 'The outcome seen must be the outcome of the answer seen' });
    expect(fields({ requirements: [{ ...seen, fileIds: ['logs.pdf'] }], testMethod: 'interview' })).toEqual({ 'requirements.0.fileIds.0': 'Each file seen must be named by its id' });
    const { answer: _answer, fileIds: _fileIds, ...outcomeOnly } = seen;
    expect(Object.keys(fields({ requirements: [outcomeOnly], testMethod: 'interview' })).sort()).toEqual(['requirements.0.answer', 'requirements.0.fileIds']);
    expect(fields({ requirements: [{ ...seen, answer: { ...effective, colour: 'green' } }], testMethod: 'interview' })).toHaveProperty(['requirements.0.answer']);
    expect(fields({ requirements: [], testMethod: 'interview' })).toEqual({ requirements: 'Choose at least one requirement to agree with' });
    const tooMany = Array.from({ length: REQUIREMENTS.length + 1 }, () => seen);
    expect(fields({ requirements: tooMany, testMethod: 'interview' })).toEqual({ requirements: 'A batch holds at most 152 requirements, the whole catalogue' });
    expect(fields({ requirements: [seen] })).toHaveProperty('testMethod');
  });
});

describe('whether an answer is as the assessor read it', () => {
  const seen = { answer: alternate, fileIds: [FILE, OTHER_FILE] };

  it('is while the answer says the same and the same files stand, in any order', () => {
    expect(isAsSeen(seen, { ...alternate }, [OTHER_FILE, FILE])).toBe(true);
    // A suggestion beside an answer is no part of it; no answer reads as Not assessed with nothing said.
    expect(isAsSeen(seen, { ...alternate, suggestedOutcome: 'effective' }, [FILE, OTHER_FILE])).toBe(true);
    expect(isAsSeen({ answer: { outcome: 'not-assessed', evidence: '' }, fileIds: [] }, undefined, [])).toBe(true);
  });

  it('is not once anything of the answer changed, or a file was added or removed', () => {
    for (const changed of [
      { ...alternate, justification: 'Feed pulled by hand each morning' },
      { ...alternate, reviewBy: '2027-08-31' },
      { ...alternate, approvedBy: 'Sam Lee, CEO' },
      { ...alternate, evidence: 'Screenshots attached' },
      { ...alternate, evidenceQuality: 'good' as const },
      { ...alternate, outcome: 'effective' as const },
    ]) {
      expect(isAsSeen(seen, changed, [FILE, OTHER_FILE]), JSON.stringify(changed)).toBe(false);
    }
    expect(isAsSeen(seen, alternate, [FILE])).toBe(false);
    expect(isAsSeen(seen, alternate, [FILE, OTHER_FILE, '7d1c5e7a-0000-4000-8000-000000000003'])).toBe(false);
    expect(isAsSeen(seen, undefined, [FILE, OTHER_FILE])).toBe(false);
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
