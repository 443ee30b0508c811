import type { Assessment } from '../assessment';
import type { CalendarDay } from '../calendar-day';
import { controlTitle } from '../control-titles';
import type { ControlId, MaturityLevel } from '../controls';
import { countOf, listInWords } from '../format';
import { OUTCOMES } from '../framework/outcome-rules';
import { maturityLevelName } from '../maturity-levels';
import { assessedOutcomes } from './assessed-level';
import { reviewWithinTarget, type ReviewToRead } from './review-within-target';

/** A requirement that holds a strategy below the next level, with its outcome as the assessor found it ("Ineffective"). */
export interface HoldingRequirement {
  id: string;
  text: string;
  found: string;
}

/** A strategy at the overall level as assessed: why it stops there, and the requirements that stop it, if any. */
export interface HoldingStrategy {
  strategy: ControlId;
  title: string;
  /** What holds it: requirements found not met, ASD's rule (every requirement of the next level found not applicable), or the review's target. */
  by: 'findings' | 'rule' | 'target';
  /** Why, in words: the next level's requirements found not met, every one found not applicable, or the review's target. */
  why: string;
  /** The requirements of the next level the assessor found neither met nor not applicable; none when the target or a rule holds it. */
  requirements: HoldingRequirement[];
}

/**
 * What the respondent's results, Your assessments and the summary PDF say first once the consultancy's review is
 * shared: plain data, so the summary PDF's worker can be sent it.
 */
export interface AssessedVerdict {
  /** "Assessed by Essential Eight Advisory". */
  assessedBy: string;
  level: MaturityLevel;
  levelName: string;
  /** "Assessed by Essential Eight Advisory: Maturity Level One". */
  heading: string;
  /** "Held there by Patch applications.", or that all eight reach it, or that it is the review's target. */
  holdsText: string;
  /** The strategies at the overall level, in the eight's order; none at Maturity Level Three. */
  holding: HoldingStrategy[];
  /** How many requirements of the model within the target the assessor found otherwise than answered (a shared one once). */
  differing: number;
  /** "The assessor's findings differ from your answers on 12 requirements". */
  differingText: string;
}

/** "The assessor's findings differ from your answers on 12 requirements", or that they agree on every one. */
export function differingInWords(differing: number): string {
  return differing === 0
    ? "The assessor's findings agree with your answers on every requirement within the review's target"
    : `The assessor's findings differ from your answers on ${countOf(differing, 'requirement')}`;
}

/**
 * The consultancy's verdict on a reviewed assessment, as the respondent reads it first once the review is shared:
 * the overall level by ASD's rule on the assessor's findings alone, within the review's target (decision 095, read
 * by `reviewWithinTarget` as the assessment report reads it, so the two never disagree); what holds it there (each
 * strategy at that level and, where the findings are to blame, the requirements of the next level found neither
 * met nor not applicable, with the outcome found); and how many requirements of the model the findings differ on
 * from the respondent's answers. `companyName` is the consultancy's, from its branding.
 */
export function assessedVerdict(
  assessment: Pick<Assessment, 'targetAssessments' | 'requirementOutcomes'>,
  review: ReviewToRead,
  companyName: string,
  today: CalendarDay,
): AssessedVerdict {
  const { targets, assessed, findingsById, differing } = reviewWithinTarget(assessment, review, today);
  const found = assessedOutcomes(findingsById, today);
  const level = assessed.overallLevel;
  const levelName = maturityLevelName(level);
  const holding: HoldingStrategy[] =
    level === 3
      ? []
      : assessed.strategies
          .filter((strategy) => strategy.achievedLevel === level)
          .map((strategy) => {
            const title = controlTitle(strategy.strategy);
            if (strategy.achievedLevel >= targets[strategy.strategy]) {
              return { strategy: strategy.strategy, title, by: 'target', why: `Assessed up to ${levelName}, its target in this review`, requirements: [] };
            }
            if (strategy.heldBackReason) return { strategy: strategy.strategy, title, by: 'rule', why: strategy.heldBackReason, requirements: [] };
            const next = maturityLevelName(level + 1);
            const requirements = strategy.nextLevelGaps.map((requirement) => ({ id: requirement.id, text: requirement.text, found: OUTCOMES[found[requirement.id] ?? 'not-assessed'].label }));
            return { strategy: strategy.strategy, title, by: 'findings', why: `Short of ${next} by ${countOf(requirements.length, 'requirement')} found not met`, requirements };
          });
  return {
    assessedBy: `Assessed by ${companyName}`,
    level,
    levelName,
    heading: `Assessed by ${companyName}: ${levelName}`,
    holdsText: holdsInWords(level, holding),
    holding,
    differing: differing.length,
    differingText: differingInWords(differing.length),
  };
}

/** The sentence under the assessed level: which strategies hold it, and which stop there only because the review's target does. */
function holdsInWords(level: MaturityLevel, holding: readonly HoldingStrategy[]): string {
  if (level === 3) return 'All eight strategies reach it.';
  const atTarget = holding.filter((strategy) => strategy.by === 'target').map((strategy) => strategy.title);
  const below = holding.filter((strategy) => strategy.by !== 'target').map((strategy) => strategy.title);
  const targetClause =
    atTarget.length === 8
      ? "It is the review's target: no strategy was assessed above it."
      : atTarget.length === 0
        ? ''
        : `${listInWords(atTarget)} ${atTarget.length === 1 ? 'was' : 'were'} assessed only up to it, ${atTarget.length === 1 ? 'its' : 'their'} target in this review.`;
  return [below.length > 0 ? `Held there by ${listInWords(below)}.` : '', targetClause].filter((text) => text !== '').join(' ');
}
