import { describe, expect, it } from 'vitest';
import type { Assessment } from '../../domain/assessment';
import { CONTROL_IDS } from '../../domain/controls';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { sharedWith } from '../../domain/framework/shared-requirements';
import { progressStartedFrom, startFromOf } from './detailed-progress';

const quickCheck: Assessment = {
  id: '11111111-1111-4111-8111-111111111111',
  status: 'completed',
  kind: 'quick',
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  organizationName: 'Acme',
  respondentName: 'Ada',
  respondentEmail: 'ada@example.com',
  targetAssessments: Object.fromEntries(CONTROL_IDS.map((id) => [id, 2])),
  assessments: Object.fromEntries(CONTROL_IDS.map((id) => [id, id === 'regular-backups' ? 1 : 0])),
  requirementOutcomes: {},
  timeline: '12months',
  priorities: ['regular-backups'],
  constraints: 'A small team.',
  resumeStep: null,
};

describe('startFromOf', () => {
  it('takes the assessment a navigation starts from', () => {
    expect(startFromOf({ startFrom: quickCheck })).toEqual(quickCheck);
  });

  it.each([
    ['no state', null],
    ['no startFrom', { assessment: quickCheck }],
    ['an assessment without its targets', { startFrom: { ...quickCheck, targetAssessments: 'all' } }],
  ])('ignores %s', (_case, state) => {
    expect(startFromOf(state)).toBeUndefined();
  });
});

describe('progressStartedFrom', () => {
  it('copies targets and details from a quick check and suggests Effective for requirements at or below the rated level, each still not assessed', () => {
    const progress = progressStartedFrom(quickCheck);
    expect(progress.startedFrom).toBe('quick');
    expect(progress.step).toEqual({ phase: 'welcome' });
    expect(progress.targetAssessments).toEqual(quickCheck.targetAssessments);
    // Saved before the steps a quarter were asked: the default is offered.
    expect(progress.implementation).toEqual({ timeline: '12months', priorities: ['regular-backups'], constraints: 'A small team.', stepsPerQuarter: 2 });
    expect(progress.organisation).toEqual({ organizationName: 'Acme', respondentName: 'Ada', respondentEmail: 'ada@example.com' });
    const backupsAtOne = REQUIREMENTS.find((entry) => entry.strategy === 'regular-backups' && entry.levels.includes(1))!;
    const backupsAtThree = REQUIREMENTS.find((entry) => entry.strategy === 'regular-backups' && entry.levels[0] === 3)!;
    const controlAtOne = REQUIREMENTS.find((entry) => entry.strategy === 'application-control' && entry.levels.includes(1))!;
    expect(progress.requirementOutcomes[backupsAtOne.id]).toEqual({ outcome: 'not-assessed', suggestedOutcome: 'effective', evidence: '' });
    expect(progress.requirementOutcomes[backupsAtThree.id]).toEqual({ outcome: 'not-assessed', evidence: '' });
    expect(progress.requirementOutcomes[controlAtOne.id]).toEqual({ outcome: 'not-assessed', evidence: '' });
  });

  it('keeps the answers of a detailed assessment and leaves out a target of 0', () => {
    // A requirement no other strategy shares, so its answer stays with it alone.
    const answers = { [REQUIREMENTS.find((entry) => sharedWith(entry.id).length === 0)!.id]: { outcome: 'ineffective' as const, evidence: 'Audit, May.' } };
    const detailed: Assessment = { ...quickCheck, kind: 'detailed', requirementOutcomes: answers, targetAssessments: { 'regular-backups': 0, 'patch-applications': 3 }, timeline: null };
    const progress = progressStartedFrom(detailed);
    expect(progress.startedFrom).toBe('detailed');
    expect(progress.requirementOutcomes).toEqual(answers);
    expect(progress.targetAssessments).toEqual({ 'patch-applications': 3 });
    expect(progress.implementation.timeline).toBe('');
  });

  it('shows an answer the earlier assessment gave in one strategy only in each strategy that holds the same requirement', () => {
    const answer = { outcome: 'ineffective' as const, evidence: 'No asset discovery yet.' };
    const detailed: Assessment = { ...quickCheck, kind: 'detailed', requirementOutcomes: { 'patch-operating-systems-asset-discovery-fortnightly': answer } };
    expect(progressStartedFrom(detailed).requirementOutcomes).toEqual({
      'patch-applications-asset-discovery-fortnightly': answer,
      'patch-operating-systems-asset-discovery-fortnightly': answer,
    });
  });
});
