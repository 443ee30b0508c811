import { describe, expect, it } from 'vitest';
import { actionPlan } from './detailed-assessment';
import { REQUIREMENTS } from './framework/catalogue';
import type { RequirementAnswers } from './framework/outcomes';
import { requirementAdvice } from './requirement-advice';
import { alreadyMetText, notYetMetText } from './requirement-advice-words';
import { allControls, detailedAssessment, TEST_DAY } from '../../tests/support/assessments';

const privileges = REQUIREMENTS.filter((requirement) => requirement.strategy === 'restrict-administrative-privileges');
const VALIDATED = 'restrict-administrative-privileges-requests-validated';
const levelOne = privileges.filter((requirement) => requirement.levels[0] === 1);
const levelTwo = privileges.filter((requirement) => requirement.levels[0] === 2);

// Restricting administrative privileges: its first requirement (ISM-1507) effective, the rest of level one not implemented
// but one, met by an alternate control past its review date; level two not assessed. Every other strategy wholly effective.
const answers: RequirementAnswers = {
  ...Object.fromEntries(privileges.map((requirement) => [requirement.id, { outcome: 'not-assessed' as const, evidence: '' }])),
  ...Object.fromEntries(levelOne.map((requirement) => [requirement.id, { outcome: 'not-implemented' as const, evidence: '', justification: 'Funded next year.' }])),
  [VALIDATED]: { outcome: 'effective', evidence: 'Ticket workflow reviewed.' },
  'restrict-administrative-privileges-separate-operating-environments': {
    outcome: 'alternate-control',
    evidence: '',
    justification: 'Remote access from hardened laptops.',
    reviewBy: '2026-11-01',
    approvedBy: 'Head of IT',
  },
};
const assessment = detailedAssessment(answers, { targetAssessments: { ...allControls(3), 'restrict-administrative-privileges': 2 } });
const advice = requirementAdvice(assessment, TEST_DAY);
const privilegesAdvice = advice.find((entry) => entry.strategy === 'restrict-administrative-privileges')!;
const advisedTexts = privilegesAdvice.recommendations.flatMap((group) => group.items);

describe("a detailed assessment's recommendations", () => {
  it('advise no requirement answered Effective, and count it among those already met', () => {
    const validated = privileges.find((requirement) => requirement.id === VALIDATED)!;
    expect(advisedTexts.some((item) => item.startsWith(validated.text))).toBe(false);
    expect(privilegesAdvice.met).toEqual([{ id: VALIDATED, text: validated.text }]);
    expect(alreadyMetText(privilegesAdvice)).toBe('1 requirement up to Maturity Level Two already met');
  });

  it("advise an alternate control past its review date again, as not met, with its outcome", () => {
    expect(advisedTexts).toContain(
      `${privileges.find((requirement) => requirement.id === 'restrict-administrative-privileges-separate-operating-environments')!.text} Outcome: Alternate control past its review date (1 November 2026).`,
    );
  });

  it('are grouped as the action plan groups them: the same requirements, level by level, up to the target only', () => {
    const plan = actionPlan(assessment, TEST_DAY).find((entry) => entry.strategy === 'restrict-administrative-privileges')!;
    expect(privilegesAdvice.recommendations.map((group) => group.title)).toEqual(['To reach Maturity Level One', 'To reach Maturity Level Two']);
    expect(privilegesAdvice.recommendations.map((group) => group.items.length)).toEqual(plan.levels.map((step) => step.requirements.length));
    expect(privilegesAdvice.recommendations[0]?.items).toHaveLength(levelOne.length - 1);
    expect(privilegesAdvice.recommendations[1]?.items).toHaveLength(levelTwo.length);
    expect(notYetMetText(privilegesAdvice.recommendations)).toBe(`${levelOne.length - 1 + levelTwo.length} requirements not yet met`);
  });

  it('advise nothing for a strategy at its target, and say every requirement in scope is met', () => {
    const backups = advice.find((entry) => entry.strategy === 'regular-backups')!;
    const inScope = REQUIREMENTS.filter((requirement) => requirement.strategy === 'regular-backups');
    expect(backups.recommendations).toEqual([]);
    expect(backups.met).toHaveLength(inScope.length);
    expect(alreadyMetText(backups)).toBe(`${inScope.length} requirements up to Maturity Level Three already met`);
  });

  it('say so when nothing is met yet, and count an answer not applicable neither as met nor as advice', () => {
    const none = requirementAdvice(
      detailedAssessment({
        ...Object.fromEntries(privileges.map((requirement) => [requirement.id, { outcome: 'ineffective' as const, evidence: '' }])),
        [VALIDATED]: { outcome: 'not-applicable', evidence: '', justification: 'No privileged access is granted.', approvedBy: 'Owner' },
      }),
      TEST_DAY,
    ).find((entry) => entry.strategy === 'restrict-administrative-privileges')!;
    expect(alreadyMetText(none)).toBe('No requirement up to Maturity Level Three is met yet');
    expect(none.recommendations.flatMap((group) => group.items)).toHaveLength(privileges.length - 1);
  });

  it('say why a strategy is held below a level whose every requirement is not applicable, with nothing to advise there', () => {
    const notApplicable = { outcome: 'not-applicable' as const, evidence: '', justification: 'No privileged users.', approvedBy: 'Owner' };
    const held = requirementAdvice(detailedAssessment(Object.fromEntries(levelOne.map((requirement) => [requirement.id, notApplicable]))), TEST_DAY).find(
      (entry) => entry.strategy === 'restrict-administrative-privileges',
    )!;
    expect(held.heldBack?.reason).toMatch(/^Every requirement of Maturity Level One for this strategy is marked Not applicable/);
    expect(held.recommendations.map((group) => group.title)).not.toContain('To reach Maturity Level One');
  });
});
