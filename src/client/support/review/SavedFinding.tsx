import { dayInWords } from '../../../domain/calendar-day';
import { EVIDENCE_QUALITIES } from '../../../domain/framework/evidence-quality';
import { OUTCOMES } from '../../../domain/framework/outcome-rules';
import type { Finding } from '../../../domain/review/finding';
import { TEST_METHODS } from '../../../domain/review/test-methods';
import { savedLine } from './finding-draft';

/** A finding as saved, read-only while the review is finished: its outcome, test method, evidence quality, review date, note, and who saved it when. */
export function SavedFinding({ finding }: { finding: Finding | undefined }) {
  return (
    <div className="review-finding review-finding--read-only">
      <p className="hint">The review is finished: its findings are read-only until it is reopened.</p>
      {finding ? (
        <>
          <dl className="review-answer-list">
            <div>
              <dt>Outcome found</dt>
              <dd>{OUTCOMES[finding.outcome].label}</dd>
            </div>
            <div>
              <dt>How it was tested</dt>
              <dd>{finding.testMethod ? TEST_METHODS[finding.testMethod].label : 'Not tested'}</dd>
            </div>
            <div>
              <dt>Evidence quality</dt>
              <dd>{finding.evidenceQuality ? EVIDENCE_QUALITIES[finding.evidenceQuality].label : 'Not graded'}</dd>
            </div>
            {finding.reviewBy && (
              <div>
                <dt>Review by</dt>
                <dd>{dayInWords(finding.reviewBy)}</dd>
              </div>
            )}
            {finding.acceptedBy && (
              <div>
                <dt>Residual risk accepted by</dt>
                <dd>{finding.acceptedBy}</dd>
              </div>
            )}
            {finding.note && (
              <div>
                <dt>Note</dt>
                <dd className="evidence">{finding.note}</dd>
              </div>
            )}
          </dl>
          <p className="hint">{savedLine(finding)}</p>
        </>
      ) : (
        <p>Not reviewed: counts as not assessed.</p>
      )}
    </div>
  );
}
