import { describe, expect, it } from 'vitest';
import type { Assessment } from '../../domain/assessment';
import { CONTROL_IDS } from '../../domain/controls';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { detailedProgressFromDraft, quickProgressFromDraft, resumeChoice } from './draft-progress';

const allAt = (level: number) => Object.fromEntries(CONTROL_IDS.map((id) => [id, level]));
/** The first two strategies rated: the third is the first unanswered current question. */
const firstTwo = Object.fromEntries(CONTROL_IDS.slice(0, 2).map((id, index) => [id, index + 1]));

/** What the draft was answered with: the answers the saved progress keeps. */
const answers = {
  organizationName: 'Acme',
  respondentName: 'Ada',
  respondentEmail: 'ada@example.com',
  targetAssessments: allAt(2),
  assessments: firstTwo,
  requirementOutcomes: {},
  timeline: '6months',
  priorities: ['regular-backups'],
  constraints: 'Budget',
  stepsPerQuarter: 3,
} satisfies Partial<Assessment>;

const draft: Assessment = { id: 'd1', status: 'draft', kind: 'quick', createdAt: 1, updatedAt: 2, ...answers, resumeStep: 'current-3' };

describe('quickProgressFromDraft', () => {
  it('gives every answer, the draft id and the saved step', () => {
    expect(quickProgressFromDraft(draft)).toEqual({
      step: { phase: 'current', questionIndex: 2 },
      draftId: 'd1',
      saved: { at: 2, answers },
      targetAssessments: allAt(2),
      assessments: firstTwo,
      implementation: { timeline: '6months', priorities: ['regular-backups'], constraints: 'Budget', stepsPerQuarter: 3 },
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
    expect(detailed).toMatchObject({ step: { phase: 'strategy', strategyIndex: 2 }, draftId: 'd1', saved: { at: 2 }, targetAssessments: allAt(2), startedFrom: 'nothing' });
    expect(detailedProgressFromDraft({ ...draft, kind: 'detailed', resumeStep: 'current-2' }).step).toEqual({ phase: 'strategy', strategyIndex: 0 });
  });

  it('keeps the unconfirmed suggestions of a detailed draft as suggestions', () => {
    const requirementOutcomes = { [REQUIREMENTS[0]!.id]: { outcome: 'not-assessed' as const, suggestedOutcome: 'effective' as const, evidence: '' } };
    expect(detailedProgressFromDraft({ ...draft, kind: 'detailed', resumeStep: 'strategy-1', requirementOutcomes }).requirementOutcomes).toEqual(requirementOutcomes);
  });
});

describe('resumeChoice', () => {
  const saved = { at: 2, answers: {} };
  it('opens the draft when this browser holds no answers past the welcome', () => {
    expect(resumeChoice(undefined, draft)).toBe('open');
    expect(resumeChoice({ step: { phase: 'welcome' }, draftId: 'd2' }, draft)).toBe('open');
  });

  it("asks before replacing another assessment's answers, saved or not", () => {
    expect(resumeChoice({ step: { phase: 'target' } }, draft)).toBe('ask about other');
    expect(resumeChoice({ step: { phase: 'review' }, draftId: 'd2', saved }, draft)).toBe('ask about other');
  });

  it("keeps this draft's answers in this browser when the server holds the copy last saved here, as they may be answered on since", () => {
    expect(resumeChoice({ step: { phase: 'current' }, draftId: 'd1', saved }, draft)).toBe('keep');
  });

  it("asks when the server holds a copy of this draft saved since elsewhere, or this browser kept no time of its save", () => {
    expect(resumeChoice({ step: { phase: 'current' }, draftId: 'd1', saved }, { ...draft, updatedAt: 3 })).toBe('ask about newer');
    expect(resumeChoice({ step: { phase: 'target' }, draftId: 'd1' }, draft)).toBe('ask about newer');
  });
});
