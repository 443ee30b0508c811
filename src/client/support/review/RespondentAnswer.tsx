import { dayInWords } from '../../../domain/calendar-day';
import { EVIDENCE_QUALITIES } from '../../../domain/framework/evidence-quality';
import type { RequirementAnswer } from '../../../domain/framework/outcomes';
import { outcomeLabelOn } from '../../../domain/framework/outcome-rules';
import { RISK_ACCEPTED_BY_LABEL } from '../../../domain/framework/risk-acceptance';

/**
 * What the respondent answered for a requirement, as they gave it: the outcome as it counts today (an
 * alternate control past its review date said so), the evidence note with its line breaks, the evidence
 * quality, and for an exception the justification, review date and who accepted the residual risk.
 */
export function RespondentAnswer({ answer, today }: { answer: RequirementAnswer | undefined; today: string }) {
  return (
    <dl className="review-answer-list">
      <div>
        <dt>Outcome</dt>
        <dd>{outcomeLabelOn(answer, today)}</dd>
      </div>
      <div>
        <dt>Evidence note</dt>
        <dd className="evidence">{answer?.evidence || <span className="hint">None given</span>}</dd>
      </div>
      <div>
        <dt>Evidence quality</dt>
        <dd>{answer?.evidenceQuality ? EVIDENCE_QUALITIES[answer.evidenceQuality].label : 'Not graded'}</dd>
      </div>
      {answer?.justification && (
        <div>
          <dt>Justification</dt>
          <dd className="evidence">{answer.justification}</dd>
        </div>
      )}
      {answer?.reviewBy && (
        <div>
          <dt>Review date</dt>
          <dd>{dayInWords(answer.reviewBy)}</dd>
        </div>
      )}
      {answer?.approvedBy && (
        <div>
          <dt>{RISK_ACCEPTED_BY_LABEL}</dt>
          <dd>{answer.approvedBy}</dd>
        </div>
      )}
    </dl>
  );
}
