import { describe, expect, it } from 'vitest';
import { controlTitle } from '../../domain/control-titles';
import { ApiError } from '../api/http';
import { saveErrorText } from './save-error';

describe('saveErrorText', () => {
  it('names each field the server refused in the words of the form', () => {
    const error = new ApiError('Validation failed', 400, {
      respondentEmail: 'Enter a valid email address',
      'assessments.regular-backups': 'Current level cannot be above the target',
      'targetAssessments.patch-applications': 'Choose a target level',
    });
    expect(saveErrorText(error)).toBe(
      `Validation failed. Your work email: Enter a valid email address; ${controlTitle('regular-backups')} (current state): Current level cannot be above the target; ${controlTitle('patch-applications')} (target state): Choose a target level.`,
    );
  });

  it('lets the form name the fields it knows best', () => {
    const error = new ApiError('Validation failed', 400, { 'requirementOutcomes.x.evidence': 'Too long', respondentName: 'Enter your name' });
    const nameOf = (key: string) => (key.startsWith('requirementOutcomes.') ? 'The answer to "x"' : undefined);
    expect(saveErrorText(error, nameOf)).toBe('Validation failed. The answer to "x": Too long; Your name: Enter your name.');
  });

  it('keeps an unknown field name as the server sent it', () => {
    expect(saveErrorText(new ApiError('Validation failed', 400, { 'assessments.unknown': 'Unknown control' }))).toBe('Validation failed. assessments.unknown: Unknown control.');
  });

  it("gives the server's message when no field is named", () => {
    expect(saveErrorText(new ApiError('Could not reach the server. Check your connection and try again.', 0))).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });

  it('asks to try again when the failure is not from the API', () => {
    expect(saveErrorText(new TypeError('boom'))).toBe('Your assessment could not be saved. Please try again.');
  });
});
