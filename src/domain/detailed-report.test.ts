import { describe, expect, it } from 'vitest';
import type { Assessment } from './assessment';
import { DEFAULT_BRANDING } from './branding';
import { CONTROL_IDS } from './controls';
import { buildDetailedReport } from './detailed-report';
import { seriesPoint } from './progress';
import { allControls, detailedAssessment, TEST_DAY } from '../../tests/support/assessments';

const assessment: Assessment = {
  id: 'a',
  status: 'completed',
  kind: 'quick',
  createdAt: Date.UTC(2026, 10, 22, 1),
  updatedAt: Date.UTC(2026, 10, 22, 1),
  organizationName: 'Detail Pty Ltd',
  respondentName: 'Dee',
  respondentEmail: 'dee@detail.example',
  targetAssessments: { ...allControls(3), 'patch-applications': 2 },
  assessments: { ...allControls(1), 'application-control': 0, 'patch-applications': 2, 'regular-backups': 2 },
  timeline: '12months',
  priorities: ['regular-backups'],
  constraints: '',
  resumeStep: null,
  requirementOutcomes: {},
};

describe('detailed report model', () => {
  const report = buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY);

  it('gives a control at level 0 with target 3 the recommendations of levels 0, 1 and 2, and one at its target none', () => {
    const applicationControl = report.controls.find((control) => control.id === 'application-control')!;
    expect(applicationControl.recommendations.map((group) => group.level)).toEqual([0, 1, 2]);
    const patchApplications = report.controls.find((control) => control.id === 'patch-applications')!;
    expect(patchApplications.gap).toBe(0);
    expect(patchApplications.recommendations).toEqual([]);
    expect(patchApplications.currentMeaning).toMatch(/fortnightly/);
  });

  it('carries the planning answers and orders next steps by priority', () => {
    expect(report.timeline).toBe('12 months');
    expect(report.priorities).toEqual(['Regular backups']);
    expect(report.constraints).toBe('None stated');
    expect(report.nextSteps[0]).toBe('Start with Application control: not yet at Maturity Level One, these are the easiest way in for an attacker.');
    expect(report.nextSteps[1]).toMatch(/^Next, lift Patch operating systems, Multi-factor authentication, /);
    expect(report.nextSteps.at(-1)).toBe('Book a consultation with Essential Eight Advisory to turn this report into a costed roadmap.');
  });

  it('agrees with the summary figures', () => {
    expect(report.averageMaturityText).toBe('1.1');
    expect(report.highPriorityCount).toBe(1);
    expect(report.mediumPriorityCount).toBe(5);
  });
});

describe("a quick check's detailed report", () => {
  it('is the model it was before detailed assessments: the snapshot was taken before they existed', () => {
    const report = buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY);
    expect([report.kind, report.levelsNote, report.actionPlan, report.requirements, report.exceptions, report.evidence, report.progressLine, report.assessedVerdict]).toEqual(['quick', '', [], [], [], null, '', null]);
    expect([report.highPriorityLabel, report.mediumPriorityLabel]).toEqual(['Controls at Maturity Level Zero', 'Controls at Maturity Level One']);
    // Fields added since (the kind, the plan, the headline, the standing against target, a shared review's verdict, a detailed
    // assessment's requirements already met and its evidence grades missing, the exposure panel) are left out of the comparison.
    const {
      kind: _kind,
      levelsNote: _note,
      highPriorityLabel: _high,
      mediumPriorityLabel: _medium,
      requirementOutcomes: _outcomes,
      actionPlan: _plan,
      requirements: _requirements,
      headline: _headline,
      figures: _figures,
      openControls: _open,
      planning: _planning,
      roadmap: _roadmap,
      progress: _progress,
      progressLine: _progressLine,
      today: _today,
      exceptions: _exceptions,
      evidence: _evidence,
      assessedVerdict: _verdict,
      ungradedLine: _ungraded,
      importedLine: _imported,
      exposure: _exposure,
      controls,
      ...before
    } = report;
    expect({ ...before, controls: controls.map(({ standing: _standing, alreadyMet: _met, ...control }) => control) }).toMatchSnapshot();
  });
});

describe("the detailed report's progress", () => {
  const earlier = seriesPoint({ id: 'earlier', createdAt: Date.UTC(2026, 7, 1, 2), kind: 'quick', assessments: allControls(1) });
  const current = seriesPoint({ ...assessment, assessments: assessment.assessments });

  it('compares the assessment with the one before it in its series and charts the whole series', () => {
    const report = buildDetailedReport(assessment, DEFAULT_BRANDING, [current, earlier], TEST_DAY);
    expect(report.progress?.since.heading).toBe('Progress since 1 August 2026');
    expect(report.progress?.since.strategies.map((strategy) => strategy.direction)).toEqual(['improved', 'unchanged', 'unchanged', 'unchanged', 'fell', 'unchanged', 'unchanged', 'improved']);
    expect(report.progress?.since.overall.words).toBe('Fell from Maturity Level One to Maturity Level Zero');
    expect(report.progress?.chart.dates).toEqual(['1 Aug 2026', '22 Nov 2026']);
    expect(report.progress?.chart.lines).toHaveLength(1 + CONTROL_IDS.length);
  });

  it('is plain data, as the server posts it to the PDF worker', () => {
    const report = buildDetailedReport(assessment, DEFAULT_BRANDING, [earlier, current], TEST_DAY);
    expect(structuredClone(report.progress)).toEqual(report.progress);
    expect(JSON.parse(JSON.stringify(report.progress))).toEqual(report.progress);
  });

  it('is null for an assessment alone, the first of its series, or without a series', () => {
    expect(buildDetailedReport(assessment, DEFAULT_BRANDING, [current], TEST_DAY).progress).toBeNull();
    expect(buildDetailedReport({ ...assessment, id: 'earlier' }, DEFAULT_BRANDING, [current, earlier], TEST_DAY).progress).toBeNull();
    expect(buildDetailedReport(assessment, DEFAULT_BRANDING, [], TEST_DAY).progress).toBeNull();
  });
});

describe("a detailed assessment's detailed report", () => {
  const answers = {
    'restrict-administrative-privileges-requests-validated': { outcome: 'effective' as const, evidence: '' },
    'restrict-administrative-privileges-dedicated-privileged-account': { outcome: 'ineffective' as const, evidence: '' },
  };
  const report = buildDetailedReport(detailedAssessment(answers, { targetAssessments: allControls(2) }), DEFAULT_BRANDING, [], TEST_DAY);
  const privileges = report.controls.find((control) => control.id === 'restrict-administrative-privileges')!;

  it("recommends only the requirements not met, as the action plan lists them, and says how many are met", () => {
    const plan = report.actionPlan.find((section) => section.strategy === 'restrict-administrative-privileges')!;
    expect(privileges.recommendations.map((group) => group.title)).toEqual(plan.levels.map((level) => `To reach ${level.levelName}`));
    expect(privileges.recommendations.flatMap((group) => group.items)).toEqual(plan.levels.flatMap((level) => level.requirements.map((entry) => `${entry.text} Outcome: ${entry.outcome}.`)));
    expect(privileges.recommendations.flatMap((group) => group.items).join(' ')).not.toMatch(/validated when it is first made/);
    expect(privileges.alreadyMet).toMatch(/^\d+ requirements up to Maturity Level Two already met$/);
    const backups = report.controls.find((control) => control.id === 'regular-backups')!;
    expect(backups.recommendations).toEqual([]);
  });
});
