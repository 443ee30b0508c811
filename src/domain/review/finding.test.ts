import { describe, expect, it } from 'vitest';
import { sharedRequirementGroups } from '../framework/shared-requirements';
import { answerChangedSince, answerFingerprint, findingInputSchema, findingReviewDateIssue } from './finding';
import { findingIdOf, findingsByEntry, requirementFingerprint, respondentFilesOf } from './finding-entries';

const fieldsOf = (body: unknown) => {
  const result = findingInputSchema.safeParse(body);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('a finding as the consultant sends it', () => {
  it('takes an outcome, a test method, a quality, a note and the version read, trimming the note', () => {
    expect(findingInputSchema.parse({ outcome: 'effective', testMethod: 'simulated-activity', evidenceQuality: 'excellent', note: '  Ran E8MVT on 5 of 40 desktops ', version: 0 })).toEqual({
      outcome: 'effective',
      testMethod: 'simulated-activity',
      evidenceQuality: 'excellent',
      note: 'Ran E8MVT on 5 of 40 desktops',
      acceptedBy: '',
      version: 0,
    });
  });

  it('needs the justification (in the note) and an evidence grade for an exception found, naming each field in words', () => {
    expect(fieldsOf({ outcome: 'not-applicable', testMethod: 'interview', version: 0 })).toEqual({
      note: 'Write why the requirement does not apply (the justification): a finding of Not applicable needs one',
      evidenceQuality: 'Choose the quality of the evidence behind Not applicable: a finding of Not applicable needs one',
    });
    expect(fieldsOf({ outcome: 'alternate-control', testMethod: 'interview', reviewBy: '2027-06-30', note: '   ', evidenceQuality: 'fair', version: 0 })).toEqual({
      note: 'Write why the alternate control meets the requirement’s objective (the justification): a finding of Alternate control needs one',
    });
    const justified = { outcome: 'alternate-control', testMethod: 'interview', reviewBy: '2027-06-30', note: 'Vendor feed pulled by hand weekly', evidenceQuality: 'fair', version: 0 };
    expect(fieldsOf({ ...justified, acceptedBy: '  Alex Chen, Chief Information Officer ' })).toEqual({});
    expect(findingInputSchema.parse({ ...justified, acceptedBy: '  Alex Chen, Chief Information Officer ' }).acceptedBy).toBe('Alex Chen, Chief Information Officer');
    expect(fieldsOf({ ...justified, acceptedBy: 'x'.repeat(401) })).toEqual({ acceptedBy: 'Who accepted the residual risk must be at most 400 characters' });
    // Any other outcome needs neither.
    expect(fieldsOf({ outcome: 'ineffective', testMethod: 'interview', version: 0 })).toEqual({});
  });

  it('asks how it was tested for every outcome but Not assessed, and for a review date for an alternate control', () => {
    expect(fieldsOf({ outcome: 'ineffective', version: 0 })).toEqual({ testMethod: 'Choose how Ineffective was tested' });
    expect(fieldsOf({ outcome: 'not-assessed', version: 0 })).toEqual({});
    expect(fieldsOf({ outcome: 'alternate-control', testMethod: 'interview', note: 'Vendor feed pulled by hand', evidenceQuality: 'fair', version: 2 })).toEqual({
      reviewBy: 'Choose the date by which the alternate control is reviewed again',
    });
  });

  it('names each bad field in words', () => {
    expect(fieldsOf({ outcome: 'great', testMethod: 'guess', evidenceQuality: 'perfect', note: 'x'.repeat(2001), reviewBy: '2027-02-30', version: -1 })).toEqual({
      outcome: 'Choose one of the assessment outcomes',
      testMethod: 'Choose a test method: a simulated activity, the live configuration, a copy of the configuration, documents or an interview',
      evidenceQuality: 'Choose an evidence quality of excellent, good, fair or poor',
      note: 'The note must be at most 2,000 characters',
      reviewBy: 'The review date must be a real date written YYYY-MM-DD, like 2027-06-30',
      version: 'The version must be 0 or more',
    });
    expect(fieldsOf({ outcome: 'effective', testMethod: 'interview', version: 0, extra: 1 })).toHaveProperty('');
  });

  it('refuses a review date more than twelve months ahead on the day it is saved', () => {
    expect(findingReviewDateIssue({ outcome: 'alternate-control', reviewBy: '2027-11-27' }, '2026-11-27')).toBeUndefined();
    expect(findingReviewDateIssue({ outcome: 'alternate-control', reviewBy: '2027-11-28' }, '2026-11-27')).toBe(
      'The review date must be no later than 27 November 2027: an alternate control is reviewed at least every 12 months',
    );
    expect(findingReviewDateIssue({ outcome: 'effective', reviewBy: '2030-01-01' }, '2026-11-27')).toBeUndefined();
  });
});

describe('the answer a finding was saved against', () => {
  const policy = { id: '7d1c5e7a-0000-4000-8000-000000000001', sha256: 'a'.repeat(64) };
  const swapped = { id: '7d1c5e7a-0000-4000-8000-000000000002', sha256: 'b'.repeat(64) };

  it('changes with anything the respondent says, and not with a suggestion they never confirmed', () => {
    const answer = { outcome: 'effective' as const, evidence: 'Weekly backups' };
    expect(answerFingerprint(answer, [])).toBe(answerFingerprint({ ...answer, suggestedOutcome: 'ineffective' }, []));
    expect(answerFingerprint(answer, [])).not.toBe(answerFingerprint({ ...answer, evidence: 'Daily backups' }, []));
    expect(answerFingerprint(answer, [])).not.toBe(answerFingerprint({ ...answer, evidenceQuality: 'good' }, []));
    expect(answerFingerprint(answer, [])).not.toBe(answerFingerprint({ ...answer, outcome: 'ineffective' }, []));
    expect(answerChangedSince(answerFingerprint(undefined, []), undefined, [])).toBe(false);
  });

  it('changes with the files attached, each by id and content, in no particular order', () => {
    const answer = { outcome: 'effective' as const, evidence: 'See the policy' };
    const saved = answerFingerprint(answer, [policy, swapped]);
    expect(answerChangedSince(saved, answer, [swapped, policy])).toBe(false);
    expect(answerChangedSince(saved, answer, [policy])).toBe(true);
    expect(answerChangedSince(saved, answer, [policy, { ...swapped, sha256: 'c'.repeat(64) }])).toBe(true);
    expect(answerChangedSince(saved, answer, [policy, { ...swapped, id: '7d1c5e7a-0000-4000-8000-000000000003' }])).toBe(true);
    expect(answerChangedSince(saved, { ...answer, evidence: 'See the new policy' }, [policy, swapped])).toBe(true);
  });

  it('compares a fingerprint kept before files counted on the answer alone', () => {
    const answer = { outcome: 'effective' as const, evidence: 'Weekly backups' };
    const before = JSON.stringify(['effective', 'Weekly backups', null, null, null, null]);
    expect(answerChangedSince(before, answer, [policy])).toBe(false);
    expect(answerChangedSince(before, { ...answer, outcome: 'ineffective' }, [policy])).toBe(true);
    expect(answerChangedSince('', undefined, [])).toBe(false);
    expect(answerChangedSince('', answer, [])).toBe(true);
  });
});

describe('one finding per requirement of the model', () => {
  const [group] = sharedRequirementGroups();
  const [first, ...others] = group!.map((requirement) => requirement.id);

  it('keeps a shared requirement\'s finding under its first entry, and any other under its own id', () => {
    for (const id of [first!, ...others]) expect(findingIdOf(id)).toBe(first);
    expect(findingIdOf('application-control-workstations')).toBe('application-control-workstations');
  });

  it('counts a finding on a shared requirement for every strategy listing it', () => {
    const byEntry = findingsByEntry([{ requirementId: first!, outcome: 'effective' }]);
    expect([...byEntry.keys()]).toEqual([first, ...others]);
    expect(new Set(byEntry.values()).size).toBe(1);
  });

  it('fingerprints a shared requirement by the answer under its finding id and the respondent’s files of every entry, from whichever entry', () => {
    const answers = { [first!]: { outcome: 'effective' as const, evidence: 'Central log server' } };
    const file = (requirementId: string, id: string, addedBy: 'respondent' | 'assessor' = 'respondent') => ({ id, sha256: 'a'.repeat(64), requirementId, addedBy });
    const files = [file(others[0]!, 'f1'), file(first!, 'f2'), file(others[0]!, 'f3', 'assessor'), file('application-control-workstations', 'f4')];
    expect(respondentFilesOf(files, first!).map((each) => each.id)).toEqual(['f1', 'f2']);
    expect(requirementFingerprint(answers, files, others[0]!)).toBe(requirementFingerprint(answers, files, first!));
    expect(requirementFingerprint(answers, files, first!)).toBe(answerFingerprint(answers[first!], [files[0]!, files[1]!]));
    // A file the respondent adds under another entry of the requirement is a change.
    const saved = requirementFingerprint(answers, files, first!);
    expect(answerChangedSince(saved, answers[first!], respondentFilesOf([...files, file(others[1]!, 'f5')], first!))).toBe(true);
  });
});
