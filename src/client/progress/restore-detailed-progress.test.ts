import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from '../../domain/controls';
import { MAX_EVIDENCE_LENGTH } from '../../domain/constants';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { sharedWith } from '../../domain/framework/shared-requirements';
import type { DetailedProgress } from './detailed-progress';
import { restoreDetailedProgress } from './restore-detailed-progress';

// Requirements no other strategy shares, so an answer to one stays with it alone.
const [firstId, secondId, thirdId] = REQUIREMENTS.filter((requirement) => sharedWith(requirement.id).length === 0).map((requirement) => requirement.id) as [string, string, string];

const saved: DetailedProgress = {
  step: { phase: 'strategy', strategyIndex: 3 },
  startedFrom: 'quick',
  targetAssessments: Object.fromEntries(CONTROL_IDS.slice(0, 3).map((id) => [id, 2])),
  requirementOutcomes: {
    [firstId]: { outcome: 'ineffective', evidence: 'Seen in the audit log.' },
    // A suggestion from the quick check, not yet confirmed, resumes as one.
    [thirdId]: { outcome: 'not-assessed', suggestedOutcome: 'effective', evidence: '' },
  },
  implementation: { timeline: '6months', priorities: ['regular-backups'], constraints: 'Budget', stepsPerQuarter: 2 },
  organisation: { organizationName: 'Acme', respondentName: 'Ada', respondentEmail: 'ada@example.com' },
};

describe('restoreDetailedProgress', () => {
  it('restores a good stored progress as it was', () => {
    expect(restoreDetailedProgress(structuredClone(saved))).toEqual(saved);
  });

  it.each([
    ['nothing stored', undefined],
    ['a string', 'progress'],
    ['an unknown step', { ...saved, step: { phase: 'summary' } }],
    ['a strategy past the eighth', { ...saved, step: { phase: 'strategy', strategyIndex: CONTROL_IDS.length } }],
    ['a target of 0', { ...saved, targetAssessments: { 'application-control': 0 } }],
    ['answers that are not a record', { ...saved, requirementOutcomes: 'all effective' }],
    ['missing organisation details', { ...saved, organisation: undefined }],
  ])('ignores %s', (_case, stored) => {
    expect(restoreDetailedProgress(stored)).toBeUndefined();
  });

  it.each([
    ['an unknown outcome', { outcome: 'great', evidence: '' }],
    ['evidence over the limit', { outcome: 'effective', evidence: 'x'.repeat(MAX_EVIDENCE_LENGTH + 1) }],
    ['a field no answer has', { outcome: 'effective', evidence: '', score: 5 }],
    ['a suggestion of Not assessed', { outcome: 'not-assessed', suggestedOutcome: 'not-assessed', evidence: '' }],
  ])('drops an answer with %s and keeps the others', (_case, badAnswer) => {
    const stored = { ...saved, requirementOutcomes: { ...saved.requirementOutcomes, [secondId]: badAnswer } };
    expect(restoreDetailedProgress(stored)).toEqual(saved);
  });

  it('drops answers to requirements the catalogue no longer holds', () => {
    const stored = { ...saved, requirementOutcomes: { ...saved.requirementOutcomes, 'retired-requirement': { outcome: 'effective', evidence: '' } } };
    expect(restoreDetailedProgress(stored)?.requirementOutcomes).toEqual(saved.requirementOutcomes);
  });

  it('shows an answer saved in one strategy, before answers were shared, in each strategy that holds the requirement; answers that differ stay as they were', () => {
    const answer = { outcome: 'effective' as const, evidence: 'Write-once log store' };
    const restored = restoreDetailedProgress({ ...saved, requirementOutcomes: { 'user-application-hardening-event-logs-protected': answer } })?.requirementOutcomes;
    expect(restored?.['multi-factor-authentication-event-logs-protected']).toEqual(answer);
    expect(restored?.['application-control-event-logs-protected']).toEqual(answer);
    const differing = { 'application-control-incidents-reported-to-asd': answer, 'multi-factor-authentication-incidents-reported-to-asd': { outcome: 'ineffective' as const, evidence: '' } };
    expect(restoreDetailedProgress({ ...saved, requirementOutcomes: differing })?.requirementOutcomes).toEqual(differing);
  });

  it('resumes at the first strategy without a target', () => {
    expect(restoreDetailedProgress({ ...saved, step: { phase: 'organisation' } })?.step).toEqual({ phase: 'strategy', strategyIndex: 3 });
  });
});
