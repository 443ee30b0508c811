import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../../../domain/framework/catalogue';
import type { Finding } from '../../../domain/review/finding';
import { NO_TARGET_AGREED, scopeTargets } from '../../../domain/review/review-target';
import { disagreementCountText, disagreementText, progressText, reviewFacts } from './review-facts';

const TODAY = '2026-11-27';
const [first, second] = REQUIREMENTS;
const finding = (requirementId: string, outcome: Finding['outcome']): Finding => ({
  requirementId,
  outcome,
  testMethod: 'interview',
  evidenceQuality: null,
  note: '',
  reviewBy: null,
  version: 1,
  savedAt: 0,
  savedBy: 'alice',
  acceptedBy: '',
  madeIn: 'one-by-one',
  batchId: null,
  answerChanged: false,
});

describe('what a review’s findings come to', () => {
  it('counts the reviewed requirements, finds the disagreements by requirement, and gives the assessed level from the findings alone', () => {
    const answers = { [first!.id]: { outcome: 'effective' as const, evidence: '' }, [second!.id]: { outcome: 'effective' as const, evidence: '' } };
    const facts = reviewFacts(REQUIREMENTS, answers, [finding(first!.id, 'ineffective'), finding(second!.id, 'effective')], scopeTargets(NO_TARGET_AGREED, {}), TODAY);
    expect(progressText(facts.progress)).toBe('2 of 126 requirements within the target reviewed');
    expect([...facts.disagreementById.keys()]).toEqual([first!.id]);
    expect(facts.findingById.get(second!.id)?.outcome).toBe('effective');
    expect(facts.assessed.overallName).toBe('Maturity Level Zero');
    expect(facts.assessed.strategies).toHaveLength(8);
  });

  it('words a disagreement and their count', () => {
    expect(disagreementText('effective', 'ineffective')).toBe('Respondent: Effective · Assessor: Ineffective');
    expect([0, 1, 3].map(disagreementCountText)).toEqual(['No disagreements', '1 disagreement', '3 disagreements']);
  });
});
