import { describe, expect, it } from 'vitest';
import { buildRoadmap, levelSteps, moveInBrief, moveInWords, phaseOutcome, phaseOutcomeBrief, ROADMAP_BASIS, roadmapOpening } from './roadmap';
import { allControls } from '../../tests/support/assessments';

// ASD's order: patch applications, patch operating systems, MFA, admin privileges, application control,
// macros, hardening, backups.
const gaps = {
  targetAssessments: allControls(2),
  assessments: allControls((_id, index) => [1, 2, 2, 2, 2, 2, 0, 1][index] ?? 0),
  priorities: [],
  timeline: '12months' as const,
  constraints: '  Change freeze in December.  ',
};

describe('level steps', () => {
  it('brings every strategy to a level before any goes higher, the weakest first', () => {
    expect(levelSteps(gaps).map((step) => `${step.strategy}→${step.toLevel}`)).toEqual([
      'user-application-hardening→1',
      'user-application-hardening→2',
      'patch-applications→2',
      'regular-backups→2',
    ]);
  });

  it('puts the chosen priorities first at each level, in the order chosen', () => {
    const steps = levelSteps({ ...gaps, priorities: ['regular-backups', 'patch-applications'] });
    expect(steps.map((step) => `${step.strategy}→${step.toLevel}`)).toEqual([
      'user-application-hardening→1',
      'regular-backups→2',
      'patch-applications→2',
      'user-application-hardening→2',
    ]);
    expect(steps.map((step) => step.chosenPriority)).toEqual([false, true, true, false]);
  });

  it('has no steps when every target is met, or for a current level above its target', () => {
    expect(levelSteps({ targetAssessments: allControls(1), assessments: allControls(3), priorities: [] })).toEqual([]);
  });
});

describe('roadmap', () => {
  it('cuts a 12-month timeline into four quarters and takes the steps in order, as many a quarter as the team can', () => {
    const roadmap = buildRoadmap({ ...gaps, stepsPerQuarter: 1 });
    expect(roadmap.months).toBe(12);
    expect(roadmap.timelineChosen).toBe(true);
    expect(roadmap.stepCount).toBe(4);
    expect(roadmap.quartersNeeded).toBe(4);
    expect(roadmap.constraints).toBe('Change freeze in December.');
    expect(roadmap.phases.map((phase) => `${phase.title} (${phase.period})`)).toEqual([
      'Quarter 1 (Months 1 to 3)',
      'Quarter 2 (Months 4 to 6)',
      'Quarter 3 (Months 7 to 9)',
      'Quarter 4 (Months 10 to 12)',
    ]);
    expect(roadmap.phases.map((phase) => phase.moves.map(moveInWords))).toEqual([
      ['User application hardening: level 0 to Maturity Level One'],
      ['User application hardening: level 1 to Maturity Level Two'],
      ['Patch applications: level 1 to Maturity Level Two'],
      ['Regular backups: level 1 to Maturity Level Two'],
    ]);
    expect(roadmap.pace).toBe('At 1 step a quarter, reaching every target takes 4 quarters, within your 12-month timeline.');
  });

  it('says the overall level at the end of each quarter: by ASD\'s method for a detailed assessment, indicative for a quick check', () => {
    const roadmap = buildRoadmap({ ...gaps, stepsPerQuarter: 1 });
    expect(roadmap.phases.map((phase) => phase.overallAfter)).toEqual([1, 1, 1, 2]);
    expect(roadmap.phases.map((phase) => phaseOutcome(phase, 'detailed'))[0]).toBe("By the end of Quarter 1: Maturity Level One overall by ASD's method.");
    expect(roadmap.phases.map((phase) => phaseOutcome(phase, 'quick'))[0]).toBe('By the end of Quarter 1: Maturity Level One overall (indicative).');
    expect(roadmap.phases.at(-1)?.overallAfterName).toBe('Maturity Level Two');
    expect(roadmap.phases.map(phaseOutcomeBrief).at(-1)).toBe('Overall then: Maturity Level Two.');
  });

  it("joins a strategy's steps within one quarter into one move, and leaves the quarters after the last step to bed in", () => {
    const roadmap = buildRoadmap({ ...gaps, stepsPerQuarter: 3, priorities: ['regular-backups'] });
    expect(roadmap.quartersNeeded).toBe(2);
    expect(roadmap.phases.map((phase) => phase.moves.map(moveInWords))).toEqual([
      ['User application hardening: level 0 to Maturity Level Two', 'Regular backups: level 1 to Maturity Level Two (your priority)'],
      ['Patch applications: level 1 to Maturity Level Two'],
      [],
      [],
    ]);
  });

  it('adds the quarters the steps need beyond a short timeline, each saying so, and says by how many', () => {
    const roadmap = buildRoadmap({ ...gaps, timeline: '3months', stepsPerQuarter: 1 });
    expect(roadmap.phases.map((phase) => `${phase.title}: ${phase.period}`)).toEqual([
      'Quarter 1: Months 1 to 3',
      'Quarter 2: Months 4 to 6, beyond your timeline',
      'Quarter 3: Months 7 to 9, beyond your timeline',
      'Quarter 4: Months 10 to 12, beyond your timeline',
    ]);
    expect(roadmap.phases.map((phase) => phase.beyondTimeline)).toEqual([false, true, true, true]);
    expect(roadmap.phases.every((phase) => phase.moves.length === 1)).toBe(true);
    expect(roadmap.pace).toBe('At 1 step a quarter, reaching every target takes 4 quarters, 3 beyond your 3-month timeline.');
  });

  it('paces twelve steps, eleven of them asking something new, at two a quarter over six quarters, two beyond a 12-month timeline', () => {
    const roadmap = buildRoadmap({ targetAssessments: allControls(2), assessments: allControls((_id, index) => (index < 2 ? 2 : 0)), priorities: [], timeline: '12months', constraints: '', stepsPerQuarter: 2 });
    expect(roadmap.stepCount).toBe(12);
    expect(roadmap.nothingNewCount).toBe(1);
    // Patching operating systems reaches Two with its step to One, in the second quarter.
    expect(roadmap.phases.map((phase) => phase.moves.length)).toEqual([2, 2, 2, 2, 2, 1]);
    expect(roadmap.phases[1]?.moves.map(moveInWords)).toContain('Patch operating systems: level 0 to Maturity Level Two (nothing new at Maturity Level Two)');
    expect(roadmap.phases.map((phase) => phase.overallAfter)).toEqual([0, 0, 1, 1, 1, 2]);
    expect(roadmap.pace).toBe('At 2 steps a quarter, reaching every target takes 6 quarters, 2 beyond your 12-month timeline.');
  });

  it('assumes two steps a quarter for an assessment saved before the question was asked, and says so', () => {
    const roadmap = buildRoadmap(gaps);
    expect(roadmap.stepsPerQuarter).toBe(2);
    expect(roadmap.stepsPerQuarterChosen).toBe(false);
    expect(roadmap.phases.map((phase) => phase.moves.length)).toEqual([1, 2, 0, 0]);
    expect(roadmap.pace).toBe(
      'At 2 steps a quarter (assumed: not asked when this assessment was made), reaching every target takes 2 quarters, within your 12-month timeline.',
    );
  });

  it('draws a draft with no timeline over a year and says no timeline was chosen', () => {
    const roadmap = buildRoadmap({ ...gaps, timeline: null, stepsPerQuarter: 1 });
    expect(roadmap.months).toBe(12);
    expect(roadmap.timelineChosen).toBe(false);
    expect(roadmap.phases).toHaveLength(4);
    expect(roadmap.pace).toBe('At 1 step a quarter, reaching every target takes 4 quarters, within the 12 months drawn, as no timeline was chosen.');
  });

  it('has no pace to tell when every target is met', () => {
    const roadmap = buildRoadmap({ ...gaps, assessments: allControls(2) });
    expect(roadmap.stepCount).toBe(0);
    expect(roadmap.quartersNeeded).toBe(0);
    expect(roadmap.pace).toBe('');
    expect(roadmap.phases).toHaveLength(4);
  });
});

describe("a level that asks nothing new: Maturity Level Two of patching operating systems", () => {
  const patchingOnly = (current: number, target: number) => ({
    targetAssessments: allControls((id) => (id === 'patch-operating-systems' ? target : 1)),
    assessments: allControls((id) => (id === 'patch-operating-systems' ? current : 1)),
    priorities: [],
    timeline: '12months' as const,
    constraints: '',
    stepsPerQuarter: 1,
  });

  it('is marked among the level steps, and no other is', () => {
    expect(levelSteps(patchingOnly(0, 3)).map((step) => `${step.strategy}→${step.toLevel}${step.nothingNew ? ' (nothing new)' : ''}`)).toEqual([
      'patch-operating-systems→1',
      'patch-operating-systems→2 (nothing new)',
      'patch-operating-systems→3',
    ]);
    expect(levelSteps(gaps).some((step) => step.nothingNew)).toBe(false);
  });

  it("goes with the step to One and takes none of the team's pace", () => {
    const roadmap = buildRoadmap(patchingOnly(0, 3));
    expect(roadmap.stepCount).toBe(3);
    expect(roadmap.nothingNewCount).toBe(1);
    expect(roadmap.quartersNeeded).toBe(2);
    expect(roadmap.phases.map((phase) => phase.moves.map(moveInWords))).toEqual([
      ['Patch operating systems: level 0 to Maturity Level Two (nothing new at Maturity Level Two)'],
      ['Patch operating systems: level 2 to Maturity Level Three'],
      [],
      [],
    ]);
    expect(roadmap.phases.map((phase) => phase.moves.map(moveInBrief))[0]).toEqual(['Patch operating systems to level 2 (nothing new at 2)']);
    expect(roadmapOpening(roadmap)).toBe(
      `3 level steps, quarter by quarter, one with nothing new to do. At 1 step a quarter, reaching every target takes 2 quarters, within your 12-month timeline. ${ROADMAP_BASIS}`,
    );
  });

  it('from One, is done in the first quarter with nothing to pace, and says so', () => {
    const roadmap = buildRoadmap(patchingOnly(1, 2));
    expect(roadmap.stepCount).toBe(1);
    expect(roadmap.quartersNeeded).toBe(0);
    expect(roadmap.pace).toBe('');
    expect(roadmap.phases[0]?.moves.map(moveInWords)).toEqual(['Patch operating systems: level 1 to Maturity Level Two (nothing new at Maturity Level Two)']);
    expect(roadmap.phases[0]?.overallAfter).toBe(1);
    expect(roadmapOpening(roadmap)).toBe(`One level step, with nothing new to do. ${ROADMAP_BASIS}`);
  });
});

describe('roadmap opening', () => {
  it('gives the steps, the pace against the timeline and the order in one paragraph, or that there is nothing to schedule', () => {
    expect(roadmapOpening(buildRoadmap({ ...gaps, timeline: '3months', stepsPerQuarter: 1 }))).toBe(
      `4 level steps, quarter by quarter. At 1 step a quarter, reaching every target takes 4 quarters, 3 beyond your 3-month timeline. ${ROADMAP_BASIS}`,
    );
    expect(roadmapOpening(buildRoadmap({ ...gaps, assessments: allControls(2) }))).toBe('Every strategy has reached its target: nothing to schedule.');
  });
});
