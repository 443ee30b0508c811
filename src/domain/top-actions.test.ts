import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from './branding';
import { controlContent } from './control-content';
import { buildSummaryReport } from './summary-report';
import { topActions } from './top-actions';
import { allControls, TEST_DAY } from '../../tests/support/assessments';

const report = (current: number[], target: number[]) =>
  buildSummaryReport(
    {
      id: 'x',
      status: 'completed',
      kind: 'quick',
      createdAt: 0,
      updatedAt: 0,
      organizationName: 'Acme',
      respondentName: '',
      respondentEmail: '',
      targetAssessments: allControls((_id, index) => target[index] ?? 0),
      assessments: allControls((_id, index) => current[index] ?? 0),
      timeline: '12months',
      priorities: [],
      constraints: '',
      resumeStep: null,
      requirementOutcomes: {},
    },
    DEFAULT_BRANDING, TEST_DAY,
  );

describe('top actions', () => {
  it('takes the three most urgent open controls, each with the first step to its next level', () => {
    const actions = topActions(report([0, 1, 2, 3, 1, 2, 1, 0], [2, 2, 3, 3, 3, 2, 3, 3]).openControls);
    // Level 0 first, the wider gap first; then level 1.
    expect(actions.map((action) => action.title)).toEqual(['Regular backups', 'Patch applications', 'Application control']);
    expect(actions[1]).toEqual({
      title: 'Patch applications',
      standing: 'High priority',
      step: 'Level 0 to Maturity Level One',
      action: controlContent('patch-applications').recommendations[0].items[0],
    });
    expect(actions[2]?.action).toBe(controlContent('application-control').recommendations[1].items[0]);
  });

  it('leaves out met controls, so none when every target is met', () => {
    expect(topActions(report([2, 2, 3, 3, 3, 2, 3, 3], [2, 2, 3, 3, 3, 2, 3, 3]).openControls)).toEqual([]);
    expect(topActions(report([2, 2, 3, 3, 3, 2, 3, 0], [2, 2, 3, 3, 3, 2, 3, 3]).openControls).map((action) => action.title)).toEqual(['Regular backups']);
  });
});
