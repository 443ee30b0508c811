import { describe, expect, it } from 'vitest';
import { draftAssessmentSchema } from '../../domain/assessment';
import { EMPTY_PROGRESS, type WizardProgress } from '../progress/progress';
import { quickDraftBody } from './quick-draft-body';

const partway: WizardProgress = {
  ...EMPTY_PROGRESS,
  step: { phase: 'organisation' },
  targetAssessments: { 'patch-applications': 2 },
  assessments: { 'patch-applications': 1 },
  implementation: { timeline: '', priorities: ['regular-backups'], constraints: 'Budget', stepsPerQuarter: 3 },
  organisation: { organizationName: 'Acme', respondentName: 'Ada', respondentEmail: 'ada@example.com' },
};

describe('quickDraftBody', () => {
  it('sends every answer so far with the step, leaving out a timeline not chosen yet', () => {
    const { body, leftOut } = quickDraftBody(partway, 'organisation');
    expect(leftOut).toEqual([]);
    expect(body).toEqual({
      status: 'draft',
      kind: 'quick',
      resumeStep: 'organisation',
      targetAssessments: { 'patch-applications': 2 },
      assessments: { 'patch-applications': 1 },
      priorities: ['regular-backups'],
      constraints: 'Budget',
      stepsPerQuarter: 3,
      organizationName: 'Acme',
      respondentName: 'Ada',
      respondentEmail: 'ada@example.com',
    });
    expect(draftAssessmentSchema.safeParse(body).success).toBe(true);
  });

  it('saves the valid part when an email address is half typed, and names what it left out', () => {
    const { body, leftOut } = quickDraftBody({ ...partway, organisation: { ...partway.organisation, respondentEmail: 'ada@' } }, 'organisation');
    expect(draftAssessmentSchema.safeParse(body).success).toBe(true);
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('respondentEmail');
    expect(body).toMatchObject({ organizationName: 'Acme', respondentName: 'Ada', targetAssessments: { 'patch-applications': 2 } });
    expect(leftOut).toEqual([{ field: 'Your work email', message: 'Enter a valid email address, like name@example.com' }]);
  });

  it('sends the email address as last saved while a new one is half typed, so the saved one is not blanked', () => {
    const saved = { at: 5, answers: { respondentEmail: 'ada@example.com' } };
    const { body, leftOut } = quickDraftBody({ ...partway, saved, organisation: { ...partway.organisation, respondentEmail: 'ada@exa' } }, 'organisation');
    expect(body).toMatchObject({ respondentEmail: 'ada@example.com', organizationName: 'Acme' });
    expect(leftOut).toEqual([{ field: 'Your work email', message: 'Enter a valid email address, like name@example.com' }]);
  });

  it('sends the steps a quarter as last saved while the field is empty, and names it', () => {
    const saved = { at: 5, answers: { stepsPerQuarter: 4 } };
    const { body, leftOut } = quickDraftBody({ ...partway, saved, implementation: { ...partway.implementation, stepsPerQuarter: Number.NaN } }, 'implementation');
    expect(body).toMatchObject({ stepsPerQuarter: 4, constraints: 'Budget' });
    expect(leftOut).toEqual([{ field: 'Level steps a quarter', message: 'Enter how many level steps your team can take in a quarter: a whole number from 1 to 24' }]);
  });

  it('leaves out a current level above its target rather than the whole save', () => {
    const { body, leftOut } = quickDraftBody({ ...partway, assessments: { 'patch-applications': 3 } }, 'current-1');
    expect(draftAssessmentSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ targetAssessments: { 'patch-applications': 2 }, assessments: {} });
    expect(leftOut).toHaveLength(1);
  });
});
