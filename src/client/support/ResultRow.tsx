import { Link } from 'react-router';
import type { Assessment } from '../../domain/assessment';
import { longAustralianDate } from '../../domain/format';
import { maturityLevelName } from '../../domain/maturity-levels';
import type { AssessmentListItem } from '../../domain/support-views';
import { fetchSupportAssessment } from '../api/support';
import { paths } from '../paths';
import { exportDetailedPdf, exportSummaryPdf } from './exports';
import { StatusBadge } from './StatusBadge';
import { useAction } from '../forms/useAction';
import { failureText } from './failure-text';

/** One assessment of the list: who (a detailed assessment tagged), when, status, average, and its View and Export actions. */
export function ResultRow({ item }: { item: AssessmentListItem }) {
  const summary = useAction(failureText('Error generating PDF'));
  const detailed = useAction(failureText('Error generating PDF'));
  const name = item.organizationName || 'Unnamed organisation';
  // Both exports need the full assessment, fetched with the support session when asked for.
  const withAssessment = (action: (assessment: Assessment) => Promise<void>) => async () => action(await fetchSupportAssessment(item.id));
  return (
    <tr>
      <th scope="row">
        {name}
        {item.kind === 'detailed' && (
          <>
            {' '}
            <span className="kind-tag">Detailed</span>
          </>
        )}
      </th>
      <td>
        {item.respondentName || 'N/A'}
        <br />
        <span className="hint">{item.respondentEmail || 'N/A'}</span>
      </td>
      <td>{longAustralianDate(item.createdAt)}</td>
      <td>
        <StatusBadge status={item.status} />
      </td>
      <td>{item.averageMaturity.toFixed(1)}</td>
      <td>{maturityLevelName(item.asdLevel)}</td>
      <td>
        {item.hasBothRatings ? (
          <div className="row-actions">
            <Link to={paths.supportResult(item.id)}>
              View Results<span className="visually-hidden"> for {name}</span>
            </Link>
            <button type="button" className="button--link" aria-disabled={summary.busy} onClick={() => void summary.run(withAssessment(exportSummaryPdf))}>
              {summary.busy ? 'Generating PDF...' : 'Export Summary'}
              <span className="visually-hidden"> for {name}</span>
            </button>
            <button type="button" className="button--link" aria-disabled={detailed.busy} onClick={() => void detailed.run(withAssessment(exportDetailedPdf))}>
              {detailed.busy ? 'Generating PDF...' : 'Export Detailed Report'}
              <span className="visually-hidden"> for {name}</span>
            </button>
            {(summary.error ?? detailed.error) && (
              <span className="field-error" role="alert">
                {summary.error ?? detailed.error}
              </span>
            )}
          </div>
        ) : (
          <span className="hint">Incomplete: no actions</span>
        )}
      </td>
    </tr>
  );
}
