import { describe, expect, it } from 'vitest';
import { finalAnswers } from './final-answers';

const implementation = { timeline: '6months', priorities: [], constraints: 'Budget', stepsPerQuarter: 2 };
const organisation = { organizationName: 'Acme', respondentName: 'Ana', respondentEmail: 'ana@acme.example' };

describe('finalAnswers', () => {
  it('gives the parsed answers when both sections are complete', () => {
    expect(finalAnswers({ implementation, organisation })).toEqual({ implementation, organisation });
  });

  it('sends the respondent to implementation planning first when both are incomplete', () => {
    const answers = finalAnswers({ implementation: { ...implementation, timeline: '' }, organisation: { ...organisation, respondentEmail: '' } });
    expect(answers.problem).toBe('Some answers under Implementation planning are missing or invalid. Use Change there to complete them.');
  });

  it('sends the respondent to implementation planning when the steps a quarter field is empty', () => {
    const answers = finalAnswers({ implementation: { ...implementation, stepsPerQuarter: Number.NaN }, organisation });
    expect(answers.problem).toBe('Some answers under Implementation planning are missing or invalid. Use Change there to complete them.');
  });

  it('names organisation details when only they are incomplete', () => {
    const answers = finalAnswers({ implementation, organisation: { ...organisation, respondentEmail: 'not an email' } });
    expect(answers.problem).toBe('Some answers under Organisation details are missing or invalid. Use Change there to complete them.');
  });
});
