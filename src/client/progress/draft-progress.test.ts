import { describe, expect, it } from 'vitest';
import type { Assessment } from '../../domain/assessment';
import { CONTROL_IDS } from '../../domain/controls';
import { detailedProgressFromDraft, quickProgressFromDraft, wouldReplaceOtherAnswers } from './draft-progress';

const allAt = (level: number) => Object.fromEntries(CONTROL_IDS.map((id) => [id, level]));
/** The first two strategies rated: the third is the first unanswered current question. */
const firstTwo = Object.fromEntries(CONTROL_IDS.slice(0, 2).map((id, index) => [id, index + 1]));

const draft: Assessment = {
  id: 'd1',
  status: 'draft',
  kind: 'quick',
  createdAt: 1,
  updatedAt: 2,
  organizationName: 'Acme',
  respondentName: 'Ada',
  respondentEmail: 'ada@example.com',
  targetAssessments: allAt(2),
  assessments: firstTwo,
  requirementOutcomes: {},
  timeline: '6months',
  priorities: ['regular-backups'],
  constraints: 'Budget',
  resumeStep: 'current-3',
};

describe('quickProgressFromDraft', () => {
  it('gives every answer, the draft id and the saved step', () => {
    expect(quickProgressFromDraft(draft)).toEqual({
      step: { phase: 'current', questionIndex: 2 },
      draftId: 'd1',
      targetAssessments: allAt(2),
      assessments: firstTwo,
      implementation: { timeline: '6months', priorities: ['regular-backups'], constraints: 'Budget' },
      organisation: { organizationName: 'Acme', respondentName: 'Ada', respondentEmail: 'ada@example.com' },
    });
  });

  it('opens an unknown or missing step at the first question, and never past an unanswered one', () => {
    expect(quickProgressFromDraft({ ...draft, resumeStep: 'summary' }).step).toEqual({ phase: 'target', questionIndex: 0 });
    expect(quickProgressFromDraft({ ...draft, resumeStep: null }).step).toEqual({ phase: 'target', questionIndex: 0 });
    expect(quickProgressFromDraft({ ...draft, resumeStep: 'review' }).step).toEqual({ phase: 'current', questionIndex: 2 });
  });
});

describe('detailedProgressFromDraft', () => {
  it('opens a detailed draft at its strategy step with its answers and id', () => {
    const detailed = detailedProgressFromDraft({ ...draft, kind: 'detailed', resumeStep: 'strategy-3', assessments: {} });
    expect(detailed).toMatchObject({ step: { phase: 'strategy', strategyIndex: 2 }, draftId: 'd1', targetAssessments: allAt(2), startedFrom: 'nothing' });
    expect(detailedProgressFromDraft({ ...draft, kind: 'detailed', resumeStep: 'current-2' }).step).toEqual({ phase: 'strategy', strategyIndex: 0 });
  });
});

describe('wouldReplaceOtherAnswers', () => {
  it('is true only for answers past the welcome that are not this draft\'s', () => {
    expect(wouldReplaceOtherAnswers(undefined, 'd1')).toBe(false);
    expect(wouldReplaceOtherAnswers({ step: { phase: 'welcome' } }, 'd1')).toBe(false);
    expect(wouldReplaceOtherAnswers({ step: { phase: 'target' }, draftId: 'd1' }, 'd1')).toBe(false);
    expect(wouldReplaceOtherAnswers({ step: { phase: 'target' } }, 'd1')).toBe(true);
    expect(wouldReplaceOtherAnswers({ step: { phase: 'review' }, draftId: 'd2' }, 'd1')).toBe(true);
  });
});
