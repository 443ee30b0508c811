import type { Assessment } from '../../domain/assessment';
import type { CalendarDay } from '../../domain/calendar-day';
import type { ControlId } from '../../domain/controls';
import { outcomesOf } from '../../domain/detailed-assessment';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { asdResultFromOutcomes } from '../../domain/framework/level-rule';
import { outcomeLabelOn, type Outcome } from '../../domain/framework/outcome-rules';
import type { EvidenceQuality } from '../../domain/framework/evidence-quality';
import type { Requirement } from '../../domain/framework/requirement';

/** One strategy's requirements, each with the outcome (in words), evidence and evidence quality the assessment recorded for it. */
export interface RequirementOutcomeGroup {
  strategy: ControlId;
  /** Why the strategy is held at its level with no requirement to blame (every one of the next level not applicable); absent otherwise. */
  heldBackReason?: string;
  /** `outcome` in words; `counts` as the outcome the level rule counts on the day (an alternate control past review as ineffective). */
  rows: { requirement: Requirement; outcome: string; counts: Outcome; evidence: string; evidenceQuality: EvidenceQuality | undefined }[];
}

/**
 * Every requirement of the catalogue with its recorded outcome on `today` (not assessed when none;
 * an alternate control past its review date said so), strategy by strategy in wizard order. This
 * module holds the whole catalogue, so the detail page imports it only for a detailed assessment.
 */
export function requirementOutcomeGroups(answers: Assessment['requirementOutcomes'], today: CalendarDay): RequirementOutcomeGroup[] {
  const outcomes = outcomesOf(answers, today);
  const result = asdResultFromOutcomes(REQUIREMENTS, outcomes);
  return result.strategies.map(({ strategy, heldBackReason }) => ({
    strategy,
    ...(heldBackReason ? { heldBackReason } : {}),
    rows: REQUIREMENTS.filter((requirement) => requirement.strategy === strategy).map((requirement) => ({
      requirement,
      outcome: outcomeLabelOn(answers[requirement.id], today),
      counts: outcomes[requirement.id] ?? 'not-assessed',
      evidence: answers[requirement.id]?.evidence ?? '',
      evidenceQuality: answers[requirement.id]?.evidenceQuality,
    })),
  }));
}
