import type { Assessment } from '../../domain/assessment';
import type { ReactNode } from 'react';
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
  /** The follow-up's compact form, under the facts. */
  followUp: ReactNode;
}

/**
 * The top of the detail page: the levels (by answers, and by evidence for a detailed assessment), the headline
 * sentence, and the follow-up (status, owner, next action and its date) to read and change, so a consultant sees and
 * moves on the state of an assessment before any section.
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
      </dl>
      {unanswered === 0 && <p className="detail-summary__headline">{report.headline}</p>}
      {followUp}
    </section>
  );
}
