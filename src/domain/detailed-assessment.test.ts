import { describe, expect, it } from 'vitest';
import { allControls, completedAssessmentBody, TEST_DAY } from '../../tests/support/assessments';
import { fieldMessages } from './field-messages';
import { actionPlan, achievedLevels, anyAssessmentInputSchema, asdResultOf, parseAnyAssessmentInput, prefilledAnswers, storedFieldsOf } from './detailed-assessment';
import { REQUIREMENTS } from './framework/catalogue';
import type { RequirementAnswers } from './framework/outcomes';
import { confirmSuggestion } from './framework/suggestions';

/** Every requirement effective, then the given outcomes on top. */
function answers(overrides: Record<string, RequirementAnswers[string]> = {}): RequirementAnswers {
  return { ...Object.fromEntries(REQUIREMENTS.map((requirement) => [requirement.id, { outcome: 'effective' as const, evidence: '' }])), ...overrides };
}

function detailedBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { assessments: _levels, ...quick } = completedAssessmentBody();
  return { ...quick, kind: 'detailed', requirementOutcomes: answers(), ...overrides };
}

const firstBackupRequirement = REQUIREMENTS.find((requirement) => requirement.strategy === 'regular-backups' && requirement.levels.includes(1));

describe('detailed assessment input', () => {
  it('accepts outcomes and evidence, and stores the levels the outcomes achieve, not levels the body claims', () => {
    const id = firstBackupRequirement?.id ?? '';
    const parsed = parseAnyAssessmentInput(detailedBody({ requirementOutcomes: answers({ [id]: { outcome: 'ineffective', evidence: '  Restores never tested.  ' } }) }), TEST_DAY);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const stored = storedFieldsOf(parsed.data, TEST_DAY);
    expect(stored.kind).toBe('detailed');
    expect(stored.requirementOutcomes[id]).toEqual({ outcome: 'ineffective', evidence: 'Restores never tested.' });
    expect(stored.assessments).toEqual({ ...allControls(3), 'regular-backups': 0 });
  });

  it('refuses current levels in a detailed body: they come from the outcomes', () => {
    const parsed = parseAnyAssessmentInput(detailedBody({ assessments: allControls(3) }), TEST_DAY);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldMessages(parsed.error)).toEqual({ assessments: 'Unknown field "assessments"' });
  });

  it('names the field of an unknown requirement, an outcome not in the list and evidence over 2,000 characters', () => {
    const id = firstBackupRequirement?.id ?? '';
    const parsed = parseAnyAssessmentInput(
      detailedBody({
        requirementOutcomes: {
          'regular-backups-made-up': { outcome: 'effective', evidence: '' },
          [id]: { outcome: 'mostly', evidence: '' },
          'application-control-workstations': { outcome: 'effective', evidence: 'x'.repeat(2001) },
          'patch-applications-asset-discovery-fortnightly': { outcome: 'effective', evidence: '', extra: 1 },
        },
      }), TEST_DAY,
    );
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldMessages(parsed.error)).toEqual({
      'requirementOutcomes.regular-backups-made-up': 'Unknown requirement "regular-backups-made-up"',
      [`requirementOutcomes.${id}.outcome`]: 'Choose one of the assessment outcomes',
      'requirementOutcomes.application-control-workstations.evidence': 'Evidence must be at most 2,000 characters',
      'requirementOutcomes.patch-applications-asset-discovery-fortnightly.extra': 'Unknown field "extra"',
    });
  });

  it('treats a body without a kind as a quick check, as every body sent before detailed assessments did', () => {
    const parsed = parseAnyAssessmentInput(completedAssessmentBody(), TEST_DAY);
    expect(parsed.success && storedFieldsOf(parsed.data, TEST_DAY)).toMatchObject({ kind: 'quick', requirementOutcomes: {} });
    expect(parseAnyAssessmentInput(completedAssessmentBody({ requirementOutcomes: {} }), TEST_DAY).success).toBe(false);
  });

  it('accepts a sparse detailed draft', () => {
    const parsed = parseAnyAssessmentInput({ status: 'draft', kind: 'detailed', targetAssessments: { 'regular-backups': 2 } }, TEST_DAY);
    expect(parsed.success && storedFieldsOf(parsed.data, TEST_DAY).assessments).toEqual(allControls(0));
  });
});

describe('a requirement several strategies share, in a saved detailed assessment', () => {
  const inApplicationControl = 'application-control-event-logs-protected';
  const inMfa = 'multi-factor-authentication-event-logs-protected';

  it('refuses a completed assessment that answers it differently, naming the strategies and their outcomes', () => {
    const parsed = parseAnyAssessmentInput(detailedBody({ requirementOutcomes: answers({ [inMfa]: { outcome: 'ineffective', evidence: '' } }) }), TEST_DAY);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldMessages(parsed.error)).toEqual({
      [`requirementOutcomes.${inApplicationControl}.outcome`]:
        'It is answered differently for Multi-factor authentication (Ineffective), Restrict administrative privileges (Effective), Application control (Effective) and User application hardening (Effective), but it is one requirement that counts for each: give it one answer (outcome, evidence and details)',
    });
  });

  it('keeps a draft that answers it differently as it is, for the respondent to settle', () => {
    const requirementOutcomes = { [inApplicationControl]: { outcome: 'effective' as const, evidence: '' }, [inMfa]: { outcome: 'ineffective' as const, evidence: '' } };
    const parsed = parseAnyAssessmentInput({ status: 'draft', kind: 'detailed', requirementOutcomes }, TEST_DAY);
    expect(parsed.success && storedFieldsOf(parsed.data, TEST_DAY).requirementOutcomes).toEqual(requirementOutcomes);
  });

  it('stores an answer given in one strategy only in each strategy that holds it, and counts it there', () => {
    const { 'user-application-hardening-event-logs-protected': _hardening, 'restrict-administrative-privileges-event-logs-protected': _administration, ...others } = answers();
    const requirementOutcomes = { ...others, [inMfa]: { outcome: 'not-assessed' as const, evidence: '' }, [inApplicationControl]: { outcome: 'ineffective' as const, evidence: 'Admins can clear logs' } };
    const body = detailedBody({ requirementOutcomes });
    const parsed = parseAnyAssessmentInput(body, TEST_DAY);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const stored = storedFieldsOf(parsed.data, TEST_DAY);
    expect(stored.requirementOutcomes[inMfa]).toEqual({ outcome: 'ineffective', evidence: 'Admins can clear logs' });
    // Ineffective at Maturity Level Two in the four strategies that list it, so each is held at One.
    expect(stored.assessments).toEqual({ ...allControls(3), 'application-control': 1, 'user-application-hardening': 1, 'restrict-administrative-privileges': 1, 'multi-factor-authentication': 1 });
  });
});

describe('prefilledAnswers', () => {
  it('suggests Effective for the requirements of the levels at or below each rated level, each still not assessed', () => {
    const rated = allControls((_id, index) => index % 4);
    const prefilled = prefilledAnswers(rated);
    expect(Object.keys(prefilled)).toHaveLength(REQUIREMENTS.length);
    expect(Object.values(prefilled).every((answer) => answer.outcome === 'not-assessed')).toBe(true);
    for (const requirement of REQUIREMENTS) {
      const suggested = Math.min(...requirement.levels) <= (rated[requirement.strategy] ?? 0);
      expect(prefilled[requirement.id]?.suggestedOutcome).toBe(suggested ? 'effective' : undefined);
    }
    // Unconfirmed, the suggestions give no level at all.
    expect(achievedLevels(prefilled, TEST_DAY)).toEqual(allControls(0));
    expect(Object.values(prefilledAnswers({})).some((answer) => answer.suggestedOutcome !== undefined)).toBe(false);
  });

  it('gives back the rated levels once every suggestion is confirmed', () => {
    const rated = allControls((_id, index) => index % 4);
    const confirmed = Object.fromEntries(Object.entries(prefilledAnswers(rated)).map(([id, answer]) => [id, confirmSuggestion(answer)]));
    // The model asks the same of patching operating systems at levels one and two, so meeting level one meets level two.
    expect(achievedLevels(confirmed, TEST_DAY)).toEqual({ ...rated, 'patch-operating-systems': 2 });
  });
});

describe('suggested outcomes in the input', () => {
  const id = firstBackupRequirement?.id ?? '';

  it('keeps an unconfirmed suggestion, counted as not assessed, and drops one beside a chosen outcome', () => {
    const other = REQUIREMENTS.find((requirement) => requirement.strategy === 'regular-backups' && requirement.id !== id)?.id ?? '';
    const parsed = parseAnyAssessmentInput(
      detailedBody({
        requirementOutcomes: answers({
          [id]: { outcome: 'not-assessed', suggestedOutcome: 'effective', evidence: '' },
          [other]: { outcome: 'ineffective', suggestedOutcome: 'effective', evidence: '' },
        }),
      }),
      TEST_DAY,
    );
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const stored = storedFieldsOf(parsed.data, TEST_DAY);
    expect(stored.requirementOutcomes[id]).toEqual({ outcome: 'not-assessed', suggestedOutcome: 'effective', evidence: '' });
    expect(stored.requirementOutcomes[other]).toEqual({ outcome: 'ineffective', evidence: '' });
    expect(stored.assessments['regular-backups']).toBe(0);
  });

  it('refuses a suggestion that is not an outcome, or is Not assessed, naming the field', () => {
    for (const suggestion of ['maybe', 'not-assessed']) {
      const parsed = parseAnyAssessmentInput(detailedBody({ requirementOutcomes: answers({ [id]: { outcome: 'not-assessed', suggestedOutcome: suggestion, evidence: '' } as never }) }), TEST_DAY);
      expect(parsed.success).toBe(false);
      if (parsed.success) return;
      expect(fieldMessages(parsed.error)).toEqual({ [`requirementOutcomes.${id}.suggestedOutcome`]: 'A suggested outcome must be one of the assessment outcomes other than Not assessed' });
    }
  });
});

describe('actionPlan', () => {
  it('lists the unmet requirements next level first, weakest strategy first, up to each target, each requirement once', () => {
    const backup = firstBackupRequirement?.id ?? '';
    const levelThreeOnly = REQUIREMENTS.find((requirement) => requirement.strategy === 'application-control' && requirement.levels[0] === 3)?.id ?? '';
    const plan = actionPlan({ targetAssessments: allControls(3), requirementOutcomes: answers({ [backup]: { outcome: 'no-visibility', evidence: '' }, [levelThreeOnly]: { outcome: 'not-implemented', evidence: '' } }) }, TEST_DAY);
    expect(plan.map((entry) => [entry.strategy, entry.achievedLevel])).toEqual([
      ['regular-backups', 0],
      ['application-control', 2],
    ]);
    expect(plan[0]?.levels.map((entry) => [entry.level, entry.requirements.map((requirement) => requirement.id)])).toEqual([[1, [backup]]]);
    expect(plan[1]?.levels.map((entry) => [entry.level, entry.requirements.map((requirement) => requirement.id)])).toEqual([[3, [levelThreeOnly]]]);
  });

  it('leaves out strategies at their target, and gaps above it', () => {
    const levelThreeOnly = REQUIREMENTS.find((requirement) => requirement.strategy === 'application-control' && requirement.levels[0] === 3)?.id ?? '';
    expect(actionPlan({ targetAssessments: allControls(2), requirementOutcomes: answers({ [levelThreeOnly]: { outcome: 'ineffective', evidence: '' } }) }, TEST_DAY)).toEqual([]);
  });
});

describe('asdResultOf', () => {
  it('reads a quick check from its ratings and a detailed assessment from its outcomes', () => {
    expect(asdResultOf({ kind: 'quick', assessments: allControls(2), requirementOutcomes: {} }, TEST_DAY).overallLevel).toBe(2);
    const backup = firstBackupRequirement?.id ?? '';
    const result = asdResultOf({ kind: 'detailed', assessments: allControls(3), requirementOutcomes: answers({ [backup]: { outcome: 'ineffective', evidence: '' } }) }, TEST_DAY);
    expect(result.overallLevel).toBe(0);
    expect(result.limitingStrategies).toEqual(['regular-backups']);
  });
});

describe('the body of POST and PUT /api/assessments as a route declares it', () => {
  const id = firstBackupRequirement?.id ?? '';
  /** Justified, and reviewed on 23 November 2027: a year and a day after TEST_DAY, a year after the day after. */
  const alternate = detailedBody({ requirementOutcomes: answers({ [id]: { outcome: 'alternate-control', evidence: '', justification: 'Isolated network.', reviewBy: '2027-11-23' } }) });

  it('parses on the day it reads as it is parsed, and hands that day on with the input', () => {
    let today = '2026-11-23';
    const schema = anyAssessmentInputSchema(() => today);
    const parsed = parseAnyAssessmentInput(alternate, today);
    expect(schema.parse(alternate)).toEqual({ input: parsed.data, today: '2026-11-23' });
    today = TEST_DAY;
    expect(schema.safeParse(alternate).success).toBe(false);
  });

  it.each([
    ['a quick check with a bad timeline and a field of its own', completedAssessmentBody({ timeline: 'never', colour: 'blue' })],
    ['a detailed assessment with current levels', detailedBody({ assessments: allControls(3) })],
    ['an alternate control reviewed too late', alternate],
    ['a draft with an address that is not one', { status: 'draft', kind: 'detailed', respondentEmail: 'nobody' }],
    ['text', 'hello'],
    ['nothing', null],
  ])("keeps each field's message of %s as the parser words it", (_case, body) => {
    const expected = parseAnyAssessmentInput(body, TEST_DAY).error;
    const got = anyAssessmentInputSchema(() => TEST_DAY).safeParse(body).error;
    expect(expected).toBeDefined();
    expect(got && fieldMessages(got)).toEqual(expected && fieldMessages(expected));
  });
});
