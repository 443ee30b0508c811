import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from '../../domain/controls';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { detailedSubmission, errorsOfRequirement, exceptionErrorsOf, firstErrorPlace, requirementField } from './detailed-submission';

const targets = Object.fromEntries(CONTROL_IDS.map((id) => [id, 2] as const));
const implementation = { timeline: '6months' as const, priorities: [], constraints: 'Budget' };
const organisation = { organizationName: 'Acme', respondentName: 'Ada', respondentEmail: 'ada@example.com' };
const first = REQUIREMENTS[0]!;

describe('detailedSubmission', () => {
  it('names every requirement, those without an answer as not assessed', () => {
    const result = detailedSubmission({ targetAssessments: targets, requirementOutcomes: { [first.id]: { outcome: 'effective', evidence: 'Seen.' } } }, implementation, organisation);
    expect(result).toMatchObject({ body: { status: 'completed', kind: 'detailed', targetAssessments: targets, organizationName: 'Acme', timeline: '6months' } });
    const outcomes = 'body' in result && typeof result.body === 'object' && result.body !== null && 'requirementOutcomes' in result.body ? result.body.requirementOutcomes : {};
    expect(Object.keys(outcomes ?? {})).toHaveLength(REQUIREMENTS.length);
    expect(outcomes).toMatchObject({ [first.id]: { outcome: 'effective', evidence: 'Seen.' }, [REQUIREMENTS[1]!.id]: { outcome: 'not-assessed', evidence: '' } });
  });

  it('says in words when a strategy has no target', () => {
    expect(detailedSubmission({ targetAssessments: { 'regular-backups': 2 }, requirementOutcomes: {} }, implementation, organisation)).toEqual({
      problem: 'A strategy has no target level yet. Use Back to choose a target for each strategy.',
    });
  });

  it('names the requirement whose evidence is too long', () => {
    const result = detailedSubmission({ targetAssessments: targets, requirementOutcomes: { [first.id]: { outcome: 'effective', evidence: 'x'.repeat(2001) } } }, implementation, organisation);
    expect(result).toEqual({ problem: `The answer to "${first.text}": Evidence must be at most 2,000 characters.` });
  });

  it('names a shared requirement answered differently in two strategies (a resumed old draft), with the strategies and their outcomes', () => {
    const shared = REQUIREMENTS.find((requirement) => requirement.id === 'patch-applications-asset-discovery-fortnightly')!;
    const requirementOutcomes = { [shared.id]: { outcome: 'effective' as const, evidence: '' }, 'patch-operating-systems-asset-discovery-fortnightly': { outcome: 'ineffective' as const, evidence: '' } };
    expect(detailedSubmission({ targetAssessments: targets, requirementOutcomes }, implementation, organisation)).toEqual({
      problem: `The answer to "${shared.text}": It is answered differently for Patch applications (Effective) and Patch operating systems (Ineffective), but it is one requirement that counts for each: give it one answer (outcome, evidence and details).`,
    });
  });
});

describe('requirementField', () => {
  it('names a requirement by its words, and nothing else', () => {
    expect(requirementField(`requirementOutcomes.${first.id}.evidence`)).toBe(`The answer to "${first.text}"`);
    expect(requirementField('organizationName')).toBeUndefined();
    expect(requirementField('requirementOutcomes.unknown')).toBeUndefined();
  });
});

describe('refused justifications and review dates', () => {
  const backups = REQUIREMENTS.filter((requirement) => requirement.strategy === 'regular-backups');
  const patches = REQUIREMENTS.filter((requirement) => requirement.strategy === 'patch-applications');

  it('gives each message by field, to show beside it, and opens the first strategy that holds one at its first field', () => {
    const result = detailedSubmission(
      {
        targetAssessments: targets,
        requirementOutcomes: {
          [backups[0]!.id]: { outcome: 'not-applicable', evidence: '' },
          [patches[0]!.id]: { outcome: 'alternate-control', evidence: '', justification: 'Isolated.' },
        },
      },
      implementation,
      organisation,
    );
    const errors = 'answerErrors' in result ? (result.answerErrors ?? {}) : {};
    expect(errors).toEqual({
      [`requirementOutcomes.${backups[0]!.id}.justification`]: 'Write a justification for Not applicable: why the requirement does not apply',
      [`requirementOutcomes.${patches[0]!.id}.reviewBy`]: expect.stringMatching(/^Choose a review date for the alternate control, no later than /),
    });
    expect(firstErrorPlace(errors)).toEqual({ strategyIndex: CONTROL_IDS.indexOf('patch-applications'), elementId: `requirement-${patches[0]!.id}-reviewBy` });
    expect(errorsOfRequirement(errors, backups[0]!.id)).toEqual({ justification: 'Write a justification for Not applicable: why the requirement does not apply' });
  });

  it("keeps only a server's messages about exception fields of known requirements", () => {
    expect(
      exceptionErrorsOf({
        organizationName: 'Organisation name is required',
        [`requirementOutcomes.${first.id}.evidence`]: 'Too long',
        [`requirementOutcomes.${first.id}.reviewBy`]: 'Too late',
        'requirementOutcomes.made-up.justification': 'Missing',
      }),
    ).toEqual({ [`requirementOutcomes.${first.id}.reviewBy`]: 'Too late' });
  });
});
