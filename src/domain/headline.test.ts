import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from './branding';
import { controlStanding, TARGET_MET_HEX } from './priority';
import { planningAnswers, prioritiesInWords } from './planning';
import { buildSummaryReport, controlsByPriority } from './summary-report';
import { targetGap } from './headline';
import type { Assessment } from './assessment';
import { notAssessedFor } from './framework/not-assessed';
import { allControls, quickAssessment, TEST_DAY } from '../../tests/support/assessments';

describe('board headline', () => {
  it('names the overall level, what holds it back and the size of the gap', () => {
    const report = buildSummaryReport(
      quickAssessment({
        organizationName: 'Acme Pty Ltd',
        targetAssessments: allControls(2),
        assessments: allControls((_id, index) => [1, 2, 2, 2, 2, 2, 1, 2][index] ?? 0),
      }),
      DEFAULT_BRANDING, TEST_DAY,
    );
    expect(report.headline).toBe(
      "Acme Pty Ltd is at Maturity Level One, the indicative level from your ratings, held back by Patch applications and User application hardening; reaching the targets set takes 2 level steps across 2 of the eight strategies.",
    );
  });

  it('says when all eight are at the overall level and every target is met', () => {
    const report = buildSummaryReport(quickAssessment({ organizationName: ' ', targetAssessments: allControls(1), assessments: allControls(1) }), DEFAULT_BRANDING, TEST_DAY);
    expect(report.headline).toBe(
      "The organisation is at Maturity Level One, the indicative level from your ratings, with all eight strategies at that level; every strategy has reached the target set for it.",
    );
  });

  it('says level three is the highest, with one level step counted in the singular', () => {
    expect(buildSummaryReport(quickAssessment({ organizationName: 'Top Co', assessments: allControls(3) }), DEFAULT_BRANDING, TEST_DAY).headline).toBe(
      "Top Co is at Maturity Level Three, the indicative level from your ratings, the highest level: all eight strategies were rated at it.",
    );
    expect(targetGap([{ currentLevel: 1, targetLevel: 2 }])).toEqual({ strategiesBelowTarget: 1, levelSteps: 1 });
    const oneStep = buildSummaryReport(quickAssessment({ targetAssessments: allControls(2), assessments: { ...allControls(2), 'regular-backups': 1 } }), DEFAULT_BRANDING, TEST_DAY);
    expect(oneStep.headline).toContain('takes 1 level step across 1 of the eight strategies');
  });
});

describe('a detailed assessment\'s headline', () => {
  it('keeps "by ASD\'s method", since its levels come from every requirement', () => {
    const assessment: Assessment = { ...quickAssessment({ organizationName: 'Acme Pty Ltd', targetAssessments: allControls(2), assessments: allControls(1) }), kind: 'detailed' };
    const report = buildSummaryReport(assessment, DEFAULT_BRANDING, TEST_DAY, notAssessedFor(assessment));
    expect(report.headline).toBe(
      "Acme Pty Ltd is at Maturity Level One by ASD's method, with all eight strategies at that level; reaching the targets set takes 8 level steps across 8 of the eight strategies. This level rests on a partial assessment: 107 requirements in 8 strategies are not assessed.",
    );
    expect(report.asd.basis).toBe("Maturity level by ASD's method");
    expect(report.asd.methodNote).toBe('');
  });
});

describe('control standing', () => {
  it('shows a met target as met, never as a priority, and level 3 never as "Managed"', () => {
    expect(controlStanding(1, 1)).toEqual({ targetMet: true, label: 'Target met', hex: TARGET_MET_HEX });
    expect(controlStanding(3, 3).label).toBe('Target met');
    expect(controlStanding(3, 2).label).toBe('Target met');
    expect(controlStanding(0, 2).label).toBe('High priority');
    expect(controlStanding(1, 2).label).toBe('Medium priority');
    expect(controlStanding(2, 3).label).toBe('Low priority');
    expect(controlStanding(2, 0).label).toBe('No target set');
  });

  it('keeps the spec figures but names them by what they count, each with what it measures', () => {
    const report = buildSummaryReport(quickAssessment({ targetAssessments: allControls(1), assessments: allControls(1) }), DEFAULT_BRANDING, TEST_DAY);
    expect(report.controls.every((control) => control.standing.label === 'Target met')).toBe(true);
    expect(report.mediumPriorityCount).toBe(8);
    const names = report.figures.map((figure) => figure.name);
    expect(names.some((name) => /priority/i.test(name))).toBe(false);
    expect(report.figures.find((figure) => figure.name === 'Controls at Maturity Level One')?.value).toBe('8');
    expect(report.figures.every((figure) => figure.measures.length > 0)).toBe(true);
    // The summary risk exposure counts a control at level 1 whatever its target: eight at A$250,000.
    expect(report.exposure?.figures[0].value).toBe('A$2,000,000');
  });

  it('keeps every money figure and the time to detect out of the overview: they are the exposure panel\'s', () => {
    const report = buildSummaryReport(quickAssessment({ assessments: allControls(1) }), DEFAULT_BRANDING, TEST_DAY);
    expect(report.figures.map((figure) => figure.name)).toHaveLength(3);
    for (const figure of report.figures) expect(`${figure.name} ${figure.value} ${figure.measures}`).not.toMatch(/A\$|exposure|detect/i);
    expect(report.exposure?.figures.map((figure) => figure.name)).toEqual(['Summary risk exposure (flat rate)', 'Organisation-wide exposure band', 'Time to detect a breach']);
    expect(report.exposure?.model).toBe("The product's illustrative model, not a published figure.");
  });
});

describe('controls by priority', () => {
  it('leaves met controls out and puts the lowest level first, then the chosen priorities, then the widest gap', () => {
    const report = buildSummaryReport(
      quickAssessment({
        targetAssessments: { ...allControls(3), 'application-control': 1 },
        assessments: allControls((_id, index) => [2, 3, 1, 2, 1, 1, 0, 2][index] ?? 0),
        priorities: ['regular-backups', 'multi-factor-authentication'],
      }),
      DEFAULT_BRANDING, TEST_DAY,
    );
    expect(report.openControls.map((control) => control.id)).toEqual([
      'user-application-hardening',
      'multi-factor-authentication',
      'configure-microsoft-office-macro-settings',
      'regular-backups',
      'patch-applications',
      'restrict-administrative-privileges',
    ]);
    expect(controlsByPriority(report.controls, [])[0]?.id).toBe('user-application-hardening');
  });
});

describe('planning answers', () => {
  it('gives the timeline, priorities and constraints in words', () => {
    const planning = planningAnswers({ timeline: '6months', priorities: ['regular-backups', 'patch-applications'], constraints: ' Budget\nfrozen ', stepsPerQuarter: 3 });
    expect(planning).toEqual({ timeline: '6 months', priorities: ['Regular backups', 'Patch applications'], constraints: 'Budget\nfrozen', stepsPerQuarter: '3' });
    expect(prioritiesInWords(planning)).toBe('Regular backups, Patch applications');
  });

  it('says what a draft has not given yet', () => {
    const planning = planningAnswers({ timeline: null, priorities: [], constraints: '', stepsPerQuarter: Number.NaN });
    expect(planning).toEqual({ timeline: 'Not chosen', priorities: [], constraints: 'None given', stepsPerQuarter: 'Not chosen' });
    expect(prioritiesInWords(planning)).toBe('None chosen');
  });

  it('says the default steps a quarter is assumed for an assessment made before they were asked', () => {
    expect(planningAnswers({ timeline: '12months', priorities: [], constraints: '' }).stepsPerQuarter).toBe('2 (assumed: not asked when this assessment was made)');
    expect(planningAnswers({ status: 'completed', timeline: '12months', priorities: [], constraints: '' }).stepsPerQuarter).toBe('2 (assumed: not asked when this assessment was made)');
  });

  it('says a draft that has not reached the question has not chosen its steps a quarter, rather than assuming them', () => {
    expect(planningAnswers({ status: 'draft', timeline: null, priorities: [], constraints: '' }).stepsPerQuarter).toBe('Not chosen');
    expect(planningAnswers({ status: 'draft', timeline: null, priorities: [], constraints: '', stepsPerQuarter: 4 }).stepsPerQuarter).toBe('4');
  });
});
