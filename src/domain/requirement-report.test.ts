import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from './branding';
import { buildDetailedReport } from './detailed-report';
import { REQUIREMENTS } from './framework/catalogue';
import { levelsInWords, requirementGroupHeading } from './requirement-report';
import { allControls, detailedAssessment, TEST_DAY } from '../../tests/support/assessments';

// Regular backups held at 0 by two level-one requirements; patch applications at 1 (target 2); the rest at 3.
const assessment = detailedAssessment(
  {
    'regular-backups-restoration-tested': { outcome: 'ineffective', evidence: 'Restores last tested in 2024.\nNo record since.' },
    'regular-backups-synchronised-common-point-in-time': { outcome: 'no-visibility', evidence: '' },
    'regular-backups-privileged-cannot-modify-or-delete': { outcome: 'not-implemented', evidence: '' },
    'patch-applications-other-applications-1m': { outcome: 'not-assessed', evidence: '' },
    'patch-applications-office-browser-email-pdf-security-critical-48h': { outcome: 'not-applicable', evidence: 'No such software.' },
  },
  { targetAssessments: { ...allControls(3), 'patch-applications': 2 } },
);

describe('a detailed assessment in the detailed report', () => {
  const report = buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY);

  it('lists the action plan weakest strategy first, next level first, up to each target', () => {
    expect(report.kind).toBe('detailed');
    expect(report.actionPlan.map((section) => section.strategy)).toEqual(['regular-backups', 'patch-applications']);
    const [backups, patching] = report.actionPlan;
    expect(backups).toMatchObject({ title: 'Regular backups', achievedLevelName: 'Maturity Level Zero', targetLevelName: 'Maturity Level Three' });
    expect(backups!.levels.map((level) => level.levelName)).toEqual(['Maturity Level One', 'Maturity Level Two']);
    expect(backups!.levels[0]!.requirements.map((requirement) => [requirement.id, requirement.outcome])).toEqual([
      ['regular-backups-synchronised-common-point-in-time', 'No visibility'],
      ['regular-backups-restoration-tested', 'Ineffective'],
    ]);
    expect(backups!.levels[0]!.requirements[1]).toMatchObject({ evidence: 'Restores last tested in 2024.\nNo record since.', ismText: 'ISM-1515', levelsText: 'Maturity Levels One, Two and Three' });
    expect(patching).toMatchObject({ achievedLevelName: 'Maturity Level One', targetLevelName: 'Maturity Level Two' });
    expect(patching!.levels.flatMap((level) => level.requirements.map((requirement) => requirement.outcome))).toEqual(['Not assessed']);
  });

  it('gives every requirement once, strategy by strategy, lowest level first, "Not assessed" where none is recorded', () => {
    expect(report.requirements.map((group) => group.title)).toHaveLength(8);
    expect(report.requirements.flatMap((group) => group.requirements.map((requirement) => requirement.id)).toSorted()).toEqual(REQUIREMENTS.map((requirement) => requirement.id).toSorted());
    const backups = report.requirements.find((group) => group.strategy === 'regular-backups')!;
    expect(backups.achievedLevelName).toBe('Maturity Level Zero');
    expect(backups.evidenceLevelName).toBe('Maturity Level Zero');
    expect(backups.requirements[0]!.evidenceQuality).toBe('Not graded');
    expect(backups.requirements.at(-1)!.levelsText).toBe('Maturity Level Three');
    const unanswered = buildDetailedReport({ ...assessment, requirementOutcomes: {} }, DEFAULT_BRANDING, [], TEST_DAY);
    expect(new Set(unanswered.requirements.flatMap((group) => group.requirements.map((requirement) => requirement.outcome)))).toEqual(new Set(['Not assessed']));
  });

  it('names each strategy with its level by the answers and, where kept, its level supported by evidence', () => {
    const graded = buildDetailedReport(
      { ...assessment, requirementOutcomes: { ...assessment.requirementOutcomes, 'regular-backups-performed-and-retained': { outcome: 'effective', evidence: '', evidenceQuality: 'good' } } },
      DEFAULT_BRANDING,
      [],
      TEST_DAY,
    );
    const backups = graded.requirements.find((group) => group.strategy === 'regular-backups')!;
    expect(backups.requirements.find((requirement) => requirement.id === 'regular-backups-performed-and-retained')!.evidenceQuality).toBe('Good');
    const applicationControl = report.requirements.find((group) => group.strategy === 'application-control')!;
    expect(requirementGroupHeading(applicationControl)).toBe('Application control: Maturity Level Three by the answers, Maturity Level Zero supported by evidence');
    expect(requirementGroupHeading({ ...applicationControl, evidenceLevelName: null })).toBe('Application control: Maturity Level Three');
  });

  it('leads the next steps with the action plan, not the ratings', () => {
    expect(report.nextSteps[0]).toBe('Start with the 2 requirements that hold Regular backups below Maturity Level One: the action plan lists them first.');
    expect(report.nextSteps[1]).toBe('Then work through the other 2 requirements of the action plan, strategy by strategy and next level first, up to your targets.');
    expect(report.nextSteps[2]).toBe('Keep your chosen priorities in view: Regular backups.');
    expect(report.nextSteps.join(' ')).not.toMatch(/easiest way in|initial level/);
  });

  it('says when every strategy meets its target, and how the levels were reached', () => {
    const done = buildDetailedReport(detailedAssessment(), DEFAULT_BRANDING, [], TEST_DAY);
    expect(done.actionPlan).toEqual([]);
    expect(done.nextSteps[0]).toMatch(/^Every strategy meets its target/);
    expect(done.levelsNote).toMatch(/requirement outcomes achieve by ASD's rule/);
    expect(done.highPriorityLabel).toBe('Controls below Maturity Level One');
  });

  it('names one leading requirement in the singular', () => {
    const one = buildDetailedReport(detailedAssessment({ 'regular-backups-restoration-tested': { outcome: 'ineffective', evidence: '' } }), DEFAULT_BRANDING, [], TEST_DAY);
    expect(one.nextSteps[0]).toBe('Start with the requirement that holds Regular backups below Maturity Level One: the action plan lists it first.');
  });
});

describe('levels in words', () => {
  it('says one level or several', () => {
    expect(levelsInWords([2])).toBe('Maturity Level Two');
    expect(levelsInWords([3, 1, 2])).toBe('Maturity Levels One, Two and Three');
  });
});
