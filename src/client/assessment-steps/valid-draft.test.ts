import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { draftAssessmentSchema } from '../../domain/assessment';
import { DraftNotSavable, validDraft } from './valid-draft';

const draft = { status: 'draft', kind: 'quick', organizationName: 'Acme', respondentName: 'Ada' };

describe('validDraft', () => {
  it('sends a half-typed email as it was last saved, rather than blanking the saved address', () => {
    const { body, leftOut } = validDraft(draftAssessmentSchema, { ...draft, respondentEmail: 'ada@' }, { respondentEmail: 'ada@example.com', organizationName: 'Old name' });
    expect(body).toEqual({ ...draft, respondentEmail: 'ada@example.com' });
    expect(leftOut).toEqual([{ field: 'Your work email', message: 'Enter a valid email address, like name@example.com' }]);
  });

  it('leaves a half-typed email out when none was saved before', () => {
    const { body, leftOut } = validDraft(draftAssessmentSchema, { ...draft, respondentEmail: 'ada@' });
    expect(JSON.parse(JSON.stringify(body))).toEqual(draft);
    expect(leftOut).toHaveLength(1);
  });

  it('sends one answer of a group as last saved, and leaves it out when that is refused too', () => {
    const candidate = { ...draft, targetAssessments: { 'patch-applications': 2 }, assessments: { 'patch-applications': 3 } };
    expect(validDraft(draftAssessmentSchema, candidate, { assessments: { 'patch-applications': 1 } }).body).toMatchObject({ assessments: { 'patch-applications': 1 } });
    const refusedAgain = validDraft(draftAssessmentSchema, candidate, { assessments: { 'patch-applications': 3 } });
    expect(refusedAgain.body).toMatchObject({ assessments: {} });
    expect(refusedAgain.leftOut).toHaveLength(1);
  });

  it('never sends a bare draft that would replace every saved answer: it says in words that nothing was saved', () => {
    // A schema the answers can never satisfy, however many are left out: it needs a field none holds.
    const stubborn = z.object({ status: z.literal('draft'), never: z.string() }).strict();
    const attempt = () => validDraft(stubborn, { status: 'draft', kind: 'quick', organizationName: 'Acme', one: 1, two: 2, three: 3, four: 4, five: 5 });
    expect(attempt).toThrow(DraftNotSavable);
    expect(attempt).toThrow('Your answers could not be saved as they are, so nothing was saved and what you saved before is unchanged. Your answers stay in this browser.');
  });
});
