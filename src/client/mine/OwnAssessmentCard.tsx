import { useId } from 'react';
import { Link } from '../router';
import type { Assessment } from '../../domain/assessment';
import { ownAssessmentSummary } from '../../domain/own-assessments';
import { SELF_ASSESSMENT_LABEL } from '../../domain/self-assessment-label';
import { downloadOwnData } from '../api/own-assessments';
import { ErrorBox } from '../ErrorBox';
import { ownMessage, useAction } from '../forms/useAction';
import { paths } from '../paths';
import { AssessedLevelFact } from './AssessedLevelFact';
import { DeleteOwnAssessment } from './DeleteOwnAssessment';
import { DownloadEvidenceZip } from './DownloadEvidenceZip';
import { DownloadDetailedReportButton, useDetailedReportDownload } from '../DownloadDetailedReport';
import { useSharedVerdict } from '../review-verdict';

/**
 * One assessment of "Your assessments": what it is in words, and open or resume, download and delete. Once the
 * consultancy shares its review, the level it assessed comes first, then the respondent's own as their self-assessment.
 */
export function OwnAssessmentCard({ assessment, onDeleted }: { assessment: Assessment; onDeleted: (id: string, words: string) => void }) {
  const summary = ownAssessmentSummary(assessment);
  const titleId = useId();
  const download = useAction(ownMessage('Your data could not be downloaded. Please try again.'));
  const of = <span className="visually-hidden"> of {summary.organisation}</span>;
  const detailedReport = useDetailedReportDownload(assessment);
  // Nothing shows of a review that cannot be read here: the results page says why.
  const verdict = useSharedVerdict(assessment).data?.verdict;
  const overallLevel = (
    <div>
      <dt>{verdict ? SELF_ASSESSMENT_LABEL : 'Overall level'}</dt>
      <dd>{summary.overallLevel}</dd>
    </div>
  );

  return (
    <li className="card own-assessment" aria-labelledby={titleId}>
      <h2 id={titleId}>{summary.organisation}</h2>
      <dl className="own-assessment__facts">
        {verdict && (
          <>
            <AssessedLevelFact verdict={verdict} />
            {overallLevel}
          </>
        )}
        <div>
          <dt>Date</dt>
          <dd>{summary.date}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            {/* The support list's badge look: green for completed, yellow for a draft. */}
            <span className={`status-badge status-badge--${summary.status}`}>{summary.statusInWords}</span>
          </dd>
        </div>
        <div>
          <dt>Kind</dt>
          <dd>{summary.kind}</dd>
        </div>
        <div>
          <dt>Started as</dt>
          <dd>{summary.startedAs}</dd>
        </div>
        {!verdict && overallLevel}
      </dl>
      <ErrorBox>{download.error}</ErrorBox>
      <div className="button-row">
        {summary.status === 'completed' ? (
          <Link to={paths.results(summary.id)} className="button button--primary">
            Open results{of}
          </Link>
        ) : (
          <Link to={paths.resume(summary.id)} className="button button--primary">
            Resume{of}
          </Link>
        )}
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={download.busy}
          onClick={() => void download.run(() => downloadOwnData(summary.id, assessment.organizationName))}
        >
          {download.busy ? 'Preparing your data...' : 'Download my data (JSON)'}
          {of}
        </button>
        {assessment.kind === 'detailed' && summary.status === 'completed' && (
          <DownloadDetailedReportButton report={detailedReport} place="card" announces of={` for ${summary.organisation}`} />
        )}
        {assessment.kind === 'detailed' && <DownloadEvidenceZip id={summary.id} organisation={summary.organisation} />}
        <DeleteOwnAssessment id={summary.id} organisation={summary.organisation} onDeleted={onDeleted} />
      </div>
    </li>
  );
}
