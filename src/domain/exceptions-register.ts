import type { Assessment } from './assessment';
import { answerSourceText } from './configuration-imports/imported-answers';
import { dayInWords, type CalendarDay } from './calendar-day';
import { CONTROL_IDS, type ControlId } from './controls';
import { controlTitle } from './control-titles';
import { REQUIREMENTS } from './framework/catalogue';
import { isPastReview, OUTCOMES, pastReviewText, type Outcome } from './framework/outcome-rules';
import { firstLevel } from './framework/requirement';
import { lacksRiskAcceptance, RISK_ACCEPTANCE_NOT_RECORDED } from './framework/risk-acceptance';

/** The outcomes an exceptions register lists: each is a requirement the organisation does not meet as written. */
export const REGISTER_OUTCOMES = ['alternate-control', 'not-applicable', 'not-implemented'] as const satisfies readonly Outcome[];

/** An outcome the register lists. */
export type RegisterOutcome = (typeof REGISTER_OUTCOMES)[number];

const isRegisterOutcome = (outcome: Outcome): outcome is RegisterOutcome => (REGISTER_OUTCOMES as readonly Outcome[]).includes(outcome);

/** One exception: a requirement met another way, not applicable, or not implemented, with why and until when. */
export interface RegisterEntry {
  requirementId: string;
  strategy: ControlId;
  strategyTitle: string;
  requirement: string;
  /** Which of the register's outcomes was recorded. */
  recorded: RegisterOutcome;
  /** The outcome's label, or "Alternate control past its review date (31 March 2027)". */
  outcome: string;
  /** The justification as written; "None recorded" when there is none. */
  justification: string;
  /**
   * Who accepted the residual risk, as written: for an alternate control with no one named, the warning
   * that no one is; for another outcome with no one named, "Not recorded".
   */
  approvedBy: string;
  /** Whether it is an alternate control with no one named as accepting its residual risk. */
  riskAcceptanceMissing: boolean;
  /** The review date in words; "Not set" when there is none (only an alternate control carries one). */
  reviewBy: string;
  /** Whether the review date has passed: the alternate control no longer meets its requirement. */
  pastReview: boolean;
  /** The export the answer was imported from; '' for an answer given by hand. */
  source: string;
}

/**
 * A detailed assessment's exceptions register on `today`: every requirement recorded as an
 * alternate control, not applicable or not implemented, strategy by strategy in wizard order and
 * lowest level first, with its justification, who accepted the residual risk and its review date. The
 * Essential Eight Assessment Process Guide (October 2024) asks that exceptions be documented with their
 * justification, their residual risk accepted by an appropriate authority, and reviewed at least once a year.
 */
export function exceptionsRegister(assessment: Pick<Assessment, 'requirementOutcomes'>, today: CalendarDay): RegisterEntry[] {
  return CONTROL_IDS.flatMap((strategy) =>
    REQUIREMENTS.filter((requirement) => requirement.strategy === strategy)
      .toSorted((a, b) => firstLevel(a) - firstLevel(b))
      .flatMap((requirement): RegisterEntry[] => {
        const answer = assessment.requirementOutcomes[requirement.id];
        if (!answer || !isRegisterOutcome(answer.outcome)) return [];
        const pastReview = isPastReview(answer, today);
        const riskAcceptanceMissing = lacksRiskAcceptance(answer);
        return [
          {
            requirementId: requirement.id,
            strategy,
            strategyTitle: controlTitle(strategy),
            requirement: requirement.text,
            recorded: answer.outcome,
            outcome: pastReview && answer.reviewBy ? pastReviewText(answer.reviewBy) : OUTCOMES[answer.outcome].label,
            justification: answer.justification?.trim() || 'None recorded',
            approvedBy: answer.approvedBy?.trim() || (riskAcceptanceMissing ? RISK_ACCEPTANCE_NOT_RECORDED : 'Not recorded'),
            riskAcceptanceMissing,
            reviewBy: answer.reviewBy ? dayInWords(answer.reviewBy) : 'Not set',
            pastReview,
            source: answerSourceText(answer),
          },
        ];
      }),
  );
}
