import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../../../domain/framework/catalogue';
import type { RequirementAnswers } from '../../../domain/framework/outcomes';
import type { Finding } from '../../../domain/review/finding';
import { NO_TARGET_AGREED, scopeTargets } from '../../../domain/review/review-target';
import { disagreementCountText, disagreementText, progressText, reviewFacts } from './review-facts';

const TODAY = '2026-11-27';
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
  answerChanged: false,
  acceptedBy: '',
  madeIn: 'one-by-one',
  batchId: null,
});
const effectiveEverywhere: RequirementAnswers = Object.fromEntries(REQUIREMENTS.map((requirement) => [requirement.id, { outcome: 'effective', evidence: '' }]));

describe('what a review’s findings come to', () => {
  it('counts the requirements of the model within the target, those reviewed, and the disagreements once each', () => {
    const atTwo = scopeTargets({ targetLevel: 2, strategyTargets: {} }, {});
    const [first, second] = REQUIREMENTS;
    const facts = reviewFacts(REQUIREMENTS, effectiveEverywhere, [finding(first!.id, 'ineffective'), finding(second!.id, 'effective')], atTwo, TODAY);
    expect(facts.rows).toHaveLength(126);
    expect(facts.progress.reviewed).toBe(2);
    expect(facts.progress.total).toBe(facts.rows.filter((row) => row.withinScope).length);
    expect(facts.progress.total).toBeLessThan(126);
    expect(facts.disagreements).toBe(1);
    expect(facts.assessed.overallName).toBe('Maturity Level Zero');
  });

  it('never assesses a strategy above its target', () => {
    const atOne = scopeTargets({ targetLevel: 1, strategyTargets: {} }, {});
    const everything = REQUIREMENTS.map((requirement) => finding(requirement.id, 'effective'));
    expect(reviewFacts(REQUIREMENTS, effectiveEverywhere, everything, atOne, TODAY).assessed.overallName).toBe('Maturity Level One');
    expect(reviewFacts(REQUIREMENTS, effectiveEverywhere, everything, scopeTargets(NO_TARGET_AGREED, {}), TODAY).assessed.overallName).toBe('Maturity Level Three');
  });

  it('words progress, a disagreement and their count', () => {
    expect(progressText({ reviewed: 104, total: 107 })).toBe('104 of 107 requirements within the target reviewed');
    expect(disagreementText('effective', 'ineffective')).toBe('Respondent: Effective · Assessor: Ineffective');
    expect([0, 1, 3].map(disagreementCountText)).toEqual(['No disagreements', '1 disagreement', '3 disagreements']);
  });
});
