import { describe, expect, it } from 'vitest';
import { isUnanswered, markableAsEffective, markUnansweredEffective, undoMarkEffective } from './mark-effective';
import type { RequirementAnswers } from './outcomes';
import type { Requirement } from './requirement';

const requirement = (id: string): Requirement => ({ id, strategy: 'regular-backups', levels: [1, 2, 3], text: id, ism: [] });
const GROUP = ['none', 'blank', 'noted', 'suggested', 'suggested-other', 'ineffective', 'exception'].map(requirement);
const ANSWERS: RequirementAnswers = {
  blank: { outcome: 'not-assessed', evidence: '' },
  noted: { outcome: 'not-assessed', evidence: 'Seen in the console.' },
  suggested: { outcome: 'not-assessed', evidence: '', suggestedOutcome: 'effective' },
  'suggested-other': { outcome: 'not-assessed', evidence: '', suggestedOutcome: 'ineffective' },
  ineffective: { outcome: 'ineffective', evidence: '' },
  exception: { outcome: 'not-applicable', evidence: '', justification: 'No servers.' },
};

describe('isUnanswered', () => {
  it('counts no answer and Not assessed as unanswered, any other outcome as answered', () => {
    expect(isUnanswered(undefined)).toBe(true);
    expect(isUnanswered(ANSWERS.suggested)).toBe(true);
    expect(isUnanswered(ANSWERS.ineffective)).toBe(false);
  });
});

describe('markUnansweredEffective', () => {
  it('fills only the unanswered requirements, keeping their evidence and dropping an Effective suggestion', () => {
    expect(markUnansweredEffective(GROUP, ANSWERS)).toEqual({
      none: { outcome: 'effective', evidence: '' },
      blank: { outcome: 'effective', evidence: '' },
      noted: { outcome: 'effective', evidence: 'Seen in the console.' },
      suggested: { outcome: 'effective', evidence: '' },
    });
  });

  it('never overwrites an answer given, nor a suggestion of another outcome', () => {
    expect(markableAsEffective(GROUP, ANSWERS).map((entry) => entry.id)).toEqual(['none', 'blank', 'noted', 'suggested']);
  });

  it('fills nothing once every requirement is answered', () => {
    expect(markUnansweredEffective(GROUP, { ...ANSWERS, ...markUnansweredEffective(GROUP, ANSWERS) })).toEqual({});
  });
});

describe('undoMarkEffective', () => {
  const marked = markUnansweredEffective(GROUP, ANSWERS);

  it('puts back Not assessed and the suggestion, keeping evidence written since', () => {
    const now = { ...ANSWERS, ...marked, noted: { outcome: 'effective', evidence: 'Seen in the console and the logs.' } } satisfies RequirementAnswers;
    expect(undoMarkEffective(ANSWERS, marked, now)).toEqual({
      none: { outcome: 'not-assessed', evidence: '' },
      blank: { outcome: 'not-assessed', evidence: '' },
      noted: { outcome: 'not-assessed', evidence: 'Seen in the console and the logs.' },
      suggested: { outcome: 'not-assessed', evidence: '', suggestedOutcome: 'effective' },
    });
  });

  it('keeps an outcome the respondent changed after the marking', () => {
    const now = { ...ANSWERS, ...marked, blank: { outcome: 'alternate-control', evidence: '' } } satisfies RequirementAnswers;
    expect(Object.keys(undoMarkEffective(ANSWERS, marked, now))).toEqual(['none', 'noted', 'suggested']);
  });
});
