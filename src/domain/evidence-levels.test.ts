import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_DAY } from '../../tests/support/assessments';
import { CONTROL_IDS } from './controls';
import { achievedLevels, asdResultOf, evidenceLevels, evidenceResultFromAnswers } from './detailed-assessment';
import { REQUIREMENTS } from './framework/catalogue';
import { EVIDENCE_QUALITY_IDS, type EvidenceQuality } from './framework/evidence-quality';
import { meetsRequirement, OUTCOME_IDS, type RequirementAnswers } from './framework/outcomes';

const grade = fc.option(fc.constantFrom<EvidenceQuality>(...EVIDENCE_QUALITY_IDS), { nil: undefined });
/** Answers to every requirement, mostly met so that high levels are reached often. */
const answers = fc
  .tuple(...REQUIREMENTS.map(() => fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom('effective' as const, 'alternate-control' as const) }, fc.constantFrom(...OUTCOME_IDS)), grade)))
  .map((chosen): RequirementAnswers =>
    Object.fromEntries(
      REQUIREMENTS.map((requirement, index) => {
        const [outcome, evidenceQuality] = chosen[index]!;
        return [requirement.id, evidenceQuality ? { outcome, evidence: '', evidenceQuality } : { outcome, evidence: '' }];
      }),
    ),
  );

const everyRequirement = (outcome: 'effective' | 'not-assessed', evidenceQuality?: EvidenceQuality): RequirementAnswers =>
  Object.fromEntries(REQUIREMENTS.map((requirement) => [requirement.id, evidenceQuality ? { outcome, evidence: '', evidenceQuality } : { outcome, evidence: '' }]));

describe('the level supported by evidence', () => {
  it('never exceeds the level by the answers, per strategy and overall', () => {
    fc.assert(
      fc.property(answers, (given) => {
        const byAnswers = achievedLevels(given, TEST_DAY);
        const byEvidence = evidenceLevels(given, TEST_DAY);
        for (const strategy of CONTROL_IDS) expect(byEvidence[strategy]).toBeLessThanOrEqual(byAnswers[strategy]);
        expect(evidenceResultFromAnswers(given, TEST_DAY).overallLevel).toBeLessThanOrEqual(asdResultOf({ kind: 'detailed', assessments: {}, requirementOutcomes: given }, TEST_DAY).overallLevel);
      }),
      { numRuns: 150 },
    );
  });

  it('equals the level by the answers when every met answer is graded good or excellent', () => {
    fc.assert(
      fc.property(answers, fc.constantFrom<EvidenceQuality>('good', 'excellent'), (given, supporting) => {
        const graded: RequirementAnswers = Object.fromEntries(
          Object.entries(given).map(([id, answer]) => [id, answer && meetsRequirement(answer.outcome) ? { ...answer, evidenceQuality: supporting } : answer]),
        );
        expect(evidenceLevels(graded, TEST_DAY)).toEqual(achievedLevels(graded, TEST_DAY));
        expect(evidenceResultFromAnswers(graded, TEST_DAY).overallLevel).toBe(asdResultOf({ kind: 'detailed', assessments: {}, requirementOutcomes: graded }, TEST_DAY).overallLevel);
      }),
      { numRuns: 150 },
    );
  });

  it('gives Maturity Level Three for every requirement effective with excellent evidence, and Zero with fair, poor or no grade', () => {
    const three = Object.fromEntries(CONTROL_IDS.map((strategy) => [strategy, 3]));
    const zero = Object.fromEntries(CONTROL_IDS.map((strategy) => [strategy, 0]));
    expect(evidenceLevels(everyRequirement('effective', 'excellent'), TEST_DAY)).toEqual(three);
    expect(evidenceLevels(everyRequirement('effective', 'fair'), TEST_DAY)).toEqual(zero);
    expect(evidenceLevels(everyRequirement('effective', 'poor'), TEST_DAY)).toEqual(zero);
    expect(evidenceLevels(everyRequirement('effective'), TEST_DAY)).toEqual(zero);
    expect(achievedLevels(everyRequirement('effective'), TEST_DAY)).toEqual(three);
  });

  it('drops a strategy to the level below the first requirement whose evidence is only fair', () => {
    const given = everyRequirement('effective', 'good');
    const levelTwo = REQUIREMENTS.find((requirement) => requirement.strategy === 'regular-backups' && requirement.levels[0] === 2)!;
    given[levelTwo.id] = { outcome: 'effective', evidence: 'Screenshot of the backup console', evidenceQuality: 'fair' };
    expect(evidenceLevels(given, TEST_DAY)['regular-backups']).toBe(1);
    expect(achievedLevels(given, TEST_DAY)['regular-backups']).toBe(3);
  });
});
