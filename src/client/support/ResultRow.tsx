import { Link } from '../router';
import { dayInWords } from '../../domain/calendar-day';
import { FOLLOW_UP_NAMES } from '../../domain/follow-up';
import { REVIEW_STATUS_NAMES } from '../../domain/review/review';
import { maturityLevelName } from '../../domain/maturity-levels';
import { OVERALL_BASIS_LABEL } from '../../domain/progress';
import { australianDateTime, type AssessmentListItem } from '../../domain/support-views';
import { fetchSupportAssessment } from '../api/support';
import { paths } from '../paths';
import { ExportButtons } from './ExportButtons';
import { StatusBadge } from './StatusBadge';
import type { ListReturn } from './list-return';

/** The average and the overall level; a draft gives neither, as its strategies not answered yet would count as level 0. */
function LevelCells({ item }: { item: AssessmentListItem }) {
  if (item.status === 'draft') {
    return (
      <>
        <td data-label="Average Maturity">
          <span aria-label="Not given: a draft">–</span>
        </td>
        <td data-label="Overall level">
          <span>
            Not given
            <br />
            <span className="hint">A draft, not finished</span>
          </span>
        </td>
      </>
    );
  }
  return (
    <>
      <td data-label="Average Maturity">{item.averageMaturity.toFixed(1)}</td>
      <td data-label="Overall level">
        <span>
          {maturityLevelName(item.asdLevel)}
          <br />
          <span className="hint">{OVERALL_BASIS_LABEL[item.kind]}</span>
          {item.evidenceLevel !== null && (
            <>
              <br />
              <span className="hint">Level supported by evidence: {maturityLevelName(item.evidenceLevel)}</span>
            </>
          )}
        </span>
      </td>
    </>
  );
}

/**
 * One assessment of the list (or, `earlier`, of a series under its latest): who (a detailed assessment tagged), when, status, follow-up (with its owner and next action), review status, average, the overall level (none for a draft) with
 * what it rests on (by ASD's method, or indicative from a quick check's ratings; a detailed assessment's also as supported by evidence),
 * and its View and export actions. Each cell names its column too, for the card it becomes on a narrow screen.
 */
export function ResultRow({ item, listReturn, id, earlier = false }: { item: AssessmentListItem; listReturn: ListReturn; id?: string; earlier?: boolean }) {
  const name = item.organizationName || 'Unnamed organisation';
  return (
    <tr id={id} className={earlier ? 'result-row--earlier' : undefined}>
      <th scope="row" data-label="Organisation">
        <span>
          {earlier && <span className="hint result-row__earlier">Earlier assessment of </span>}
          {name}
          {item.kind === 'detailed' && (
            <>
              {' '}
              <span className="kind-tag">Detailed</span>
            </>
          )}
        </span>
      </th>
      <td data-label="Contact">
        <span>
          {item.respondentName || 'N/A'}
          <br />
          <span className="hint">{item.respondentEmail || 'N/A'}</span>
        </span>
      </td>
      <td data-label="Date">{australianDateTime(item.createdAt)}</td>
      <td data-label="Status">
        <span>
          <StatusBadge status={item.status} />
        </span>
      </td>
      <td data-label="Follow-up">
        <span>
          {FOLLOW_UP_NAMES[item.followUpStatus]}
          {item.owner && (
            <>
              <br />
              <span className="hint">Owner: {item.owner}</span>
            </>
          )}
          {item.nextActionOn && (
            <>
              <br />
              <span className="hint">
                Next action: {item.nextActionText ? `${item.nextActionText}, ` : ''}
                {dayInWords(item.nextActionOn)}
              </span>
            </>
          )}
        </span>
      </td>
      <td data-label="Review">{REVIEW_STATUS_NAMES[item.reviewStatus]}</td>
      <LevelCells item={item} />
      <td data-label="Actions">
        <div className="row-actions">
          <Link to={paths.supportResult(item.id)} state={listReturn}>
            View Results<span className="visually-hidden"> for {name}</span>
          </Link>
          {item.status === 'completed' && item.hasBothRatings ? (
            <ExportButtons assessment={() => fetchSupportAssessment(item.id)} forName={name} className="row-actions" buttonClass="button--link" />
          ) : (
            <span className="hint">Incomplete: no exports</span>
          )}
        </div>
      </td>
    </tr>
  );
}
