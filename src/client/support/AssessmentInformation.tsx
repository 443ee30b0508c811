import type { Assessment } from '../../domain/assessment';
import { KIND_NAMES } from '../../domain/assessment-kinds';
import type { SummaryReport } from '../../domain/summary-report';
import { australianDateTime } from '../../domain/support-views';
import { notGivenYet } from '../../domain/unanswered-strategies';
import { StatusBadge } from './StatusBadge';

/**
 * The "Assessment Information" card: kind, status, when (started, for a draft), who, the overall level (named for what
 * it rests on) and the average maturity. A draft with strategies not answered yet gives neither a level nor an
 * average (`unanswered` counts its strategies not answered yet, which would count as level 0).
 */
export function AssessmentInformation({ assessment, report, unanswered }: { assessment: Assessment; report: SummaryReport; unanswered: number }) {
  return (
    <section className="card" aria-labelledby="information-title">
      <h2 id="information-title">Assessment Information</h2>
      <dl className="details">
        <dt>Kind</dt>
        <dd>{KIND_NAMES[assessment.kind]}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={assessment.status} />
        </dd>
        <dt>{assessment.status === 'draft' ? 'Started' : 'Submitted'}</dt>
        <dd>{australianDateTime(assessment.createdAt)}</dd>
        <dt>Respondent</dt>
        <dd>{report.respondentName}</dd>
        <dt>Email</dt>
        <dd>{report.respondentEmail}</dd>
        {unanswered > 0 ? (
          <>
            <dt>Overall level</dt>
            <dd>{notGivenYet(unanswered)}</dd>
            <dt>Average maturity</dt>
            <dd>Not given until every strategy is answered</dd>
          </>
        ) : (
          <>
            <dt>{report.asd.basis}</dt>
            <dd>
              {report.asd.overallName}
              {report.asd.limitingText ? `, held there by ${report.asd.limitingText}` : ''}
            </dd>
            <dt>Average maturity</dt>
            <dd>{report.averageMaturityText} out of 3</dd>
          </>
        )}
      </dl>
    </section>
  );
}
