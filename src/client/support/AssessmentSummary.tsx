import type { Assessment } from '../../domain/assessment';
import { dayInWords } from '../../domain/calendar-day';
import { FOLLOW_UP_NAMES, type FollowUp } from '../../domain/follow-up';
import type { AsdSummary } from '../../domain/framework/asd-headline';
import type { SummaryReport } from '../../domain/summary-report';
import { notGivenYet } from '../../domain/unanswered-strategies';
import { StatusBadge } from './StatusBadge';

interface AssessmentSummaryProps {
  assessment: Assessment;
  report: SummaryReport;
  /** A detailed assessment's levels supported by evidence; undefined for a quick check. */
  evidence: AsdSummary | undefined;
  unanswered: number;
  /** The follow-up as loaded for the page (undefined while it loads or if it failed: the follow-up section says why). */
  followUp: FollowUp | undefined;
}

/**
 * The top of the detail page: the levels (by answers, and by evidence for a detailed assessment), the headline
 * sentence, and where the follow-up stands (status, owner, next action), so a consultant sees the state of an
 * assessment before any section.
 */
export function AssessmentSummary({ assessment, report, evidence, unanswered, followUp }: AssessmentSummaryProps) {
  return (
    <section className="card detail-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">Summary</h2>
      <dl className="details detail-summary__facts">
        <dt>Status</dt>
        <dd>
          <StatusBadge status={assessment.status} />
        </dd>
        <dt>{report.asd.basis}</dt>
        <dd>{unanswered > 0 ? notGivenYet(unanswered) : report.asd.overallName}</dd>
        {evidence && (
          <>
            <dt>Level supported by evidence</dt>
            <dd>{evidence.overallName}</dd>
          </>
        )}
        <dt>Follow-up</dt>
        <dd>{followUp ? `${FOLLOW_UP_NAMES[followUp.status]}, ${followUp.owner ? `owned by ${followUp.owner}` : 'no owner'}` : 'Loading...'}</dd>
        <dt>Next action</dt>
        <dd>{followUp ? (followUp.nextActionOn ? dayInWords(followUp.nextActionOn) : 'None planned') : 'Loading...'}</dd>
      </dl>
      {unanswered === 0 && <p className="detail-summary__headline">{report.headline}</p>}
    </section>
  );
}
