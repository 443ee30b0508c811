import { CONTROL_IDS } from '../controls';
import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from './catalogue';
import { ungradedEvidenceText } from './ungraded-evidence-words';
import type { RequirementAnswers } from './outcomes';
import { firstLevel } from './requirement';
import { sharedWith } from './shared-requirements';
import { ungradedEvidence } from './ungraded-evidence';
import { TEST_DAY } from '../../../tests/support/assessments';

const ofStrategy = (strategy: string) => REQUIREMENTS.filter((requirement) => requirement.strategy === strategy);
const graded = (strategy: string): RequirementAnswers =>
  Object.fromEntries(ofStrategy(strategy).map((requirement) => [requirement.id, { outcome: 'effective' as const, evidence: 'Tested.', evidenceQuality: 'excellent' as const }]));

describe('the met requirements without an evidence grade', () => {
  it('counts none when every met requirement is graded, and says nothing', () => {
    const none = ungradedEvidence(graded('application-control'), TEST_DAY);
    expect(none.total).toBe(0);
    expect(none.first).toBeNull();
    expect(ungradedEvidenceText(none)).toBe('');
  });

  it('counts a met requirement with no grade, not one graded Fair or Poor, nor one unmet or an alternate control past its review date', () => {
    const macros = ofStrategy('configure-microsoft-office-macro-settings');
    const [first, second, third, fourth] = macros.toSorted((a, b) => firstLevel(a) - firstLevel(b));
    const answers: RequirementAnswers = {
      ...graded('application-control'),
      [first!.id]: { outcome: 'ineffective', evidence: '' },
      [second!.id]: { outcome: 'effective', evidence: 'Said in an interview.', evidenceQuality: 'poor' },
      [third!.id]: { outcome: 'alternate-control', evidence: '', justification: 'Macros blocked at the gateway.', reviewBy: '2026-11-01', approvedBy: 'CIO' },
      [fourth!.id]: { outcome: 'effective', evidence: '' },
    };
    const ungraded = ungradedEvidence(answers, TEST_DAY);
    expect(ungraded.byStrategy.find((entry) => entry.strategy === 'configure-microsoft-office-macro-settings')?.count).toBe(1);
    expect(ungraded.total).toBe(1);
    expect(ungraded.first).toEqual({ strategyIndex: CONTROL_IDS.indexOf('configure-microsoft-office-macro-settings'), requirementId: fourth!.id });
    expect(ungradedEvidenceText(ungraded)).toBe('1 met requirement has no evidence grade, so the level supported by evidence cannot count it. By strategy: Restrict Microsoft Office macros: 1.');
  });

  it('gives the first in the order the detailed assessment lists them, strategy by strategy, lowest level first', () => {
    const answers: RequirementAnswers = Object.fromEntries(REQUIREMENTS.map((requirement) => [requirement.id, { outcome: 'effective' as const, evidence: '' }]));
    const ungraded = ungradedEvidence(answers, TEST_DAY);
    const firstShown = ofStrategy(CONTROL_IDS[0]).toSorted((a, b) => firstLevel(a) - firstLevel(b))[0];
    expect(ungraded.first).toEqual({ strategyIndex: 0, requirementId: firstShown!.id });
    expect(ungraded.byStrategy.map((entry) => entry.count)).toEqual(ungraded.byStrategy.map((entry) => ofStrategy(entry.strategy).length));
    // A requirement several strategies share is graded once, so it counts once in the total and in each strategy's count.
    const sharedCopies = REQUIREMENTS.filter((requirement) => sharedWith(requirement.id).length > 0).length;
    expect(sharedCopies).toBeGreaterThan(0);
    expect(ungraded.total).toBeLessThan(REQUIREMENTS.length);
    expect(ungradedEvidenceText(ungraded)).toMatch(/^\d+ met requirements have no evidence grade, so the level supported by evidence cannot count them\. By strategy: Patch applications: \d+; .*; Regular backups: \d+\. A requirement several strategies share is graded once and counted in each\.$/);
  });
});
