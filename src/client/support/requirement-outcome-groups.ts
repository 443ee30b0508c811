import type { Assessment } from '../../domain/assessment';
import { CONTROL_IDS, type ControlId } from '../../domain/controls';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import type { Outcome } from '../../domain/framework/outcomes';
import type { EvidenceQuality } from '../../domain/framework/evidence-quality';
import type { Requirement } from '../../domain/framework/requirement';

/** One strategy's requirements, each with the outcome, evidence and evidence quality the assessment recorded for it. */
export interface RequirementOutcomeGroup {
  strategy: ControlId;
  rows: { requirement: Requirement; outcome: Outcome; evidence: string; evidenceQuality: EvidenceQuality | undefined }[];
}

/**
 * Every requirement of the catalogue with its recorded outcome (not assessed when none), strategy by
 * strategy in wizard order. This module holds the whole catalogue, so the detail page imports it
 * only for a detailed assessment.
 */
export function requirementOutcomeGroups(answers: Assessment['requirementOutcomes']): RequirementOutcomeGroup[] {
  return CONTROL_IDS.map((strategy) => ({
    strategy,
    rows: REQUIREMENTS.filter((requirement) => requirement.strategy === strategy).map((requirement) => ({
      requirement,
      outcome: answers[requirement.id]?.outcome ?? 'not-assessed',
      evidence: answers[requirement.id]?.evidence ?? '',
      evidenceQuality: answers[requirement.id]?.evidenceQuality,
    })),
  }));
}
