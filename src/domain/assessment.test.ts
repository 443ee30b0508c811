import { describe, expect, it } from 'vitest';
import { fieldMessages } from './field-messages';
import { implementationSchema, organisationSchema, parseAssessmentInput, resumeStepSchema, toStoredFields } from './assessment';
import { completedAssessmentBody } from '../../tests/support/assessments';

describe('assessment input', () => {
  it('accepts a completed assessment and trims text', () => {
    const parsed = parseAssessmentInput(completedAssessmentBody({ organizationName: '  Acme  ' }));
    expect(parsed.success && parsed.data.organizationName).toBe('Acme');
    expect(parsed.success && parsed.data.status).toBe('completed');
  });

  it('treats a body without status as completed, so every field is required', () => {
    const parsed = parseAssessmentInput({ organizationName: 'Acme' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(Object.keys(fieldMessages(parsed.error))).toEqual(
        expect.arrayContaining(['targetAssessments', 'assessments', 'timeline', 'constraints', 'respondentName', 'respondentEmail']),
      );
    }
  });

  it('accepts a sparse draft but still checks what it holds', () => {
    expect(parseAssessmentInput({ status: 'draft', targetAssessments: { 'regular-backups': 2 } }).success).toBe(true);
    const tooHigh = parseAssessmentInput({ status: 'draft', targetAssessments: { 'regular-backups': 1 }, assessments: { 'regular-backups': 2 } });
    expect(tooHigh.success).toBe(false);
    if (!tooHigh.success) expect(fieldMessages(tooHigh.error)['assessments.regular-backups']).toMatch(/above the target/);
  });

  it('refuses something that is not an object', () => {
    const parsed = parseAssessmentInput('hello');
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldMessages(parsed.error)).toHaveProperty('body');
  });

  it('gives the form the same messages as the API', () => {
    const implementation = implementationSchema.safeParse({ timeline: '', constraints: '' });
    expect(implementation.success).toBe(false);
    if (!implementation.success) {
      expect(fieldMessages(implementation.error)).toEqual({
        timeline: 'Choose a timeline: 3, 6, 12 or 24 months',
        constraints: 'Describe your constraints',
      });
    }
    const organisation = organisationSchema.safeParse({ organizationName: ' ', respondentName: 'A', respondentEmail: 'a@b' });
    expect(organisation.success).toBe(false);
    if (!organisation.success) {
      expect(fieldMessages(organisation.error)).toEqual({
        organizationName: 'Organisation name is required',
        respondentEmail: 'Enter a valid email address, like name@example.com',
      });
    }
  });
});

describe('resume step', () => {
  it('accepts a step name with an optional one- or two-digit number', () => {
    for (const step of ['target-3', 'current-8', 'implementation', 'organisation', 'review', 'strategy-4', 'strategy-12']) {
      expect(resumeStepSchema.safeParse(step).success, step).toBe(true);
    }
  });

  it('refuses anything else, and anything over 32 characters', () => {
    for (const step of ['', 'Review', 'current-', 'current-123', 'target_3', 'review ', '../x', 'a'.repeat(33)]) {
      expect(resumeStepSchema.safeParse(step).success, step).toBe(false);
    }
  });

  it('is kept for a draft and belongs to no completed assessment', () => {
    const draft = parseAssessmentInput({ status: 'draft', resumeStep: 'current-2' });
    expect(draft.success && toStoredFields(draft.data).resumeStep).toBe('current-2');
    const bare = parseAssessmentInput({ status: 'draft' });
    expect(bare.success && toStoredFields(bare.data).resumeStep).toBeNull();
    const completed = parseAssessmentInput(completedAssessmentBody({ resumeStep: 'review' }));
    expect(completed.success).toBe(false);
    expect(!completed.success && fieldMessages(completed.error)).toEqual({ resumeStep: 'Unknown field "resumeStep"' });
  });
});
