import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from './controls';
import { actionPlan, achievedLevels, asdResultOf, completedDetailedOn, HELD_BACK_TODO, withLevelsOn } from './detailed-assessment';
import { exceptionsRegister } from './exceptions-register';
import { REQUIREMENTS } from './framework/catalogue';
import { OUTCOME_IDS, outcomeLabelOn, type RequirementAnswer, type RequirementAnswers } from './framework/outcomes';
import { detailedAssessment, detailedAssessmentBody, detailedOutcomes, TEST_DAY } from '../../tests/support/assessments';

const backups = REQUIREMENTS.filter((requirement) => requirement.strategy === 'regular-backups');
const [firstBackup] = backups;

/** Every requirement of regular backups not applicable, the rest effective. */
function backupsNotApplicable(): RequirementAnswers {
  return Object.fromEntries(backups.map((requirement) => [requirement.id, { outcome: 'not-applicable', evidence: '', justification: 'No data is kept.' }]));
}

describe('a strategy marked not applicable throughout', () => {
  it('is at Maturity Level Zero, and so is the organisation, with the reason in words', () => {
    const assessment = detailedAssessment(backupsNotApplicable());
    const result = asdResultOf(assessment, TEST_DAY);
    const entry = result.strategies.find((strategy) => strategy.strategy === 'regular-backups');
    expect(entry?.achievedLevel).toBe(0);
    expect(result.overallLevel).toBe(0);
    expect(entry?.heldBackReason).toBe(
      'Every requirement of Maturity Level One for this strategy is marked Not applicable; ASD counts a strategy that is not implemented as Maturity Level Zero',
    );
  });

  it('is in the action plan with why and what to do, not left out', () => {
    const plan = actionPlan(detailedAssessment(backupsNotApplicable()), TEST_DAY);
    expect(plan[0]).toMatchObject({ strategy: 'regular-backups', achievedLevel: 0, levels: [], heldBack: { todo: HELD_BACK_TODO } });
    expect(plan[0]?.heldBack?.reason).toMatch(/^Every requirement of Maturity Level One/);
  });
});

describe('an alternate control past its review date', () => {
  const answer = fc.record({
    outcome: fc.constantFrom(...OUTCOME_IDS),
    reviewBy: fc.constantFrom(undefined, '2026-01-31', '2026-11-21', '2026-11-22', '2027-06-30'),
  });
  const answers = fc.array(answer, { minLength: REQUIREMENTS.length, maxLength: REQUIREMENTS.length }).map(
    (chosen): RequirementAnswers =>
      Object.fromEntries(
        REQUIREMENTS.map((requirement, index) => {
          const { outcome, reviewBy } = chosen[index] ?? { outcome: 'not-assessed' as const, reviewBy: undefined };
          const entry: RequirementAnswer = { outcome, evidence: '', ...(reviewBy ? { reviewBy } : {}) };
          return [requirement.id, entry];
        }),
      ),
  );

  it('never raises a level: each strategy is where it would be with that requirement ineffective', () => {
    fc.assert(
      fc.property(answers, (given) => {
        const levels = achievedLevels(given, TEST_DAY);
        const lapsedAsIneffective = Object.fromEntries(
          Object.entries(given).map(([id, entry]) => [id, entry?.outcome === 'alternate-control' && entry.reviewBy && entry.reviewBy < TEST_DAY ? { ...entry, outcome: 'ineffective' as const } : entry]),
        );
        expect(levels).toEqual(achievedLevels(lapsedAsIneffective, TEST_DAY));
        // And on a day before any review date has passed, no strategy is lower.
        const earlier = achievedLevels(given, '2026-01-01');
        for (const strategy of CONTROL_IDS) expect(levels[strategy]).toBeLessThanOrEqual(earlier[strategy]);
      }),
      { numRuns: 60 },
    );
  });

  it('drops the level on the day after its review date, and says so in words', () => {
    const assessment = detailedAssessment({ [firstBackup!.id]: { outcome: 'alternate-control', evidence: '', justification: 'Copies kept by the provider.', reviewBy: '2026-11-22' } });
    expect(withLevelsOn(assessment, '2026-11-22').assessments['regular-backups']).toBe(3);
    expect(withLevelsOn(assessment, '2026-11-23').assessments['regular-backups']).toBe(0);
    expect(outcomeLabelOn(assessment.requirementOutcomes[firstBackup!.id], '2026-11-23')).toBe('Alternate control past its review date (22 November 2026)');
    expect(outcomeLabelOn(assessment.requirementOutcomes[firstBackup!.id], '2026-11-22')).toBe('Alternate control');
  });
});

describe('a completed detailed assessment saved on a day', () => {
  const schema = completedDetailedOn(TEST_DAY);
  const id = firstBackup!.id;
  const withAnswer = (answer: Record<string, unknown>) => detailedAssessmentBody({ requirementOutcomes: { ...detailedOutcomes(), [id]: answer } });
  const fields = (body: unknown) => Object.fromEntries((schema.safeParse(body).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('needs a justification for not applicable and alternate control', () => {
    expect(fields(withAnswer({ outcome: 'not-applicable', evidence: '' }))).toEqual({
      [`requirementOutcomes.${id}.justification`]: 'Write a justification for Not applicable: why the requirement does not apply',
    });
    expect(fields(withAnswer({ outcome: 'alternate-control', evidence: '', reviewBy: '2027-01-31' }))).toEqual({
      [`requirementOutcomes.${id}.justification`]: 'Write a justification for Alternate control: what the alternate control is and how it meets the objective',
    });
    expect(fields(withAnswer({ outcome: 'not-applicable', evidence: '', justification: '   ' }))).toEqual({
      [`requirementOutcomes.${id}.justification`]: 'Write a justification for Not applicable: why the requirement does not apply',
    });
  });

  it('needs an alternate control reviewed no later than twelve months on', () => {
    const justified = { outcome: 'alternate-control', evidence: '', justification: 'Isolated network.' };
    expect(fields(withAnswer(justified))).toEqual({ [`requirementOutcomes.${id}.reviewBy`]: 'Choose a review date for the alternate control, no later than 22 November 2027' });
    expect(fields(withAnswer({ ...justified, reviewBy: '2027-11-23' }))).toEqual({
      [`requirementOutcomes.${id}.reviewBy`]: 'The review date must be no later than 22 November 2027: an alternate control is reviewed at least every 12 months',
    });
    expect(fields(withAnswer({ ...justified, reviewBy: '2027-02-30' }))).toEqual({
      [`requirementOutcomes.${id}.reviewBy`]: 'The review date must be a real date written YYYY-MM-DD, like 2027-06-30',
    });
    expect(fields(withAnswer({ ...justified, reviewBy: '2027-11-22', approvedBy: 'Chief Executive' }))).toEqual({});
  });

  it('refuses a justification too long or holding a NUL character', () => {
    expect(fields(withAnswer({ outcome: 'not-applicable', evidence: '', justification: 'x'.repeat(2001) }))).toEqual({
      [`requirementOutcomes.${id}.justification`]: 'The justification must be at most 2,000 characters',
    });
    expect(fields(withAnswer({ outcome: 'not-applicable', evidence: '', justification: 'a\u0000b' }))).toEqual({
      [`requirementOutcomes.${id}.justification`]: 'Must not contain a NUL character',
    });
  });
});

describe('the exceptions register', () => {
  it('lists each alternate control, not applicable and not implemented requirement with why, who and until when', () => {
    const [one, two, three] = backups;
    const assessment = detailedAssessment({
      [one!.id]: { outcome: 'alternate-control', evidence: '', justification: 'Provider keeps copies.', reviewBy: '2026-11-01', approvedBy: 'Head of IT' },
      [two!.id]: { outcome: 'not-applicable', evidence: '', justification: 'No such systems.' },
      [three!.id]: { outcome: 'not-implemented', evidence: '' },
    });
    expect(exceptionsRegister(assessment, TEST_DAY)).toEqual([
      expect.objectContaining({
        requirementId: one!.id,
        strategyTitle: 'Regular backups',
        outcome: 'Alternate control past its review date (1 November 2026)',
        justification: 'Provider keeps copies.',
        approvedBy: 'Head of IT',
        reviewBy: '1 November 2026',
        pastReview: true,
      }),
      expect.objectContaining({ requirementId: two!.id, outcome: 'Not applicable', justification: 'No such systems.', approvedBy: 'Not recorded', reviewBy: 'Not set', pastReview: false }),
      expect.objectContaining({ requirementId: three!.id, outcome: 'Not implemented', justification: 'None recorded' }),
    ]);
  });
});
