import { describe, expect, it } from 'vitest';
import { allControls, DETAILED_ACHIEVED_LEVELS, detailedOutcomes, TEST_DAY } from '../../../tests/support/assessments';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { actionPlanModel } from './action-plan-model';

describe('the action plan model of the results page', () => {
  it('counts each strategy requirements assessed and met, and plans the strategies below their target, weakest first', () => {
    const model = actionPlanModel({ targetAssessments: allControls(2), requirementOutcomes: detailedOutcomes() }, TEST_DAY);
    const patching = REQUIREMENTS.filter((requirement) => requirement.strategy === 'patch-applications').map((requirement) => Math.min(...requirement.levels));
    expect(model.counts.find((count) => count.strategy === 'patch-applications')).toEqual({
      strategy: 'patch-applications',
      total: patching.length,
      assessed: patching.filter((level) => level <= 2).length,
      met: patching.filter((level) => level === 1).length,
    });
    expect(model.counts.map((count) => count.strategy)).toHaveLength(8);
    const weakest = Object.entries(DETAILED_ACHIEVED_LEVELS).filter(([, level]) => level === 1).map(([id]) => id);
    expect(model.plans.map((plan) => plan.strategy)).toEqual(weakest);
  });

  it('counts an alternate control as met, and a requirement without an outcome as not assessed', () => {
    const [first, second] = REQUIREMENTS.filter((requirement) => requirement.strategy === 'regular-backups');
    const model = actionPlanModel({ targetAssessments: allControls(1), requirementOutcomes: { [first!.id]: { outcome: 'alternate-control', evidence: '' } } }, TEST_DAY);
    const backups = model.counts.find((count) => count.strategy === 'regular-backups');
    expect(backups).toMatchObject({ assessed: 1, met: 1 });
    expect(model.plans.find((plan) => plan.strategy === 'regular-backups')?.levels[0]?.requirements.map((requirement) => requirement.id)).toContain(second!.id);
  });
});
