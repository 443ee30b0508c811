import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from '../../domain/controls';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { detailedSubmission, requirementField } from './detailed-submission';

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
});

describe('requirementField', () => {
  it('names a requirement by its words, and nothing else', () => {
    expect(requirementField(`requirementOutcomes.${first.id}.evidence`)).toBe(`The answer to "${first.text}"`);
    expect(requirementField('organizationName')).toBeUndefined();
    expect(requirementField('requirementOutcomes.unknown')).toBeUndefined();
  });
});
