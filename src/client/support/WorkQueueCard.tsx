import { Link } from '../router';
import { dayInWords } from '../../domain/calendar-day';
import { FOLLOW_UP_NAMES, FOLLOW_UP_STATUSES } from '../../domain/follow-up';
import type { AssessmentListQuery } from '../../domain/support-views';
import { NEW_NOT_CONTACTED_MEANING, OVERDUE_MEANING, REASSESSED_MEANING, type WorkQueue } from '../../domain/work-queue';
import { paths } from '../paths';
import { listPageAddress } from './list-address';

/** The results list filtered as a count of the work queue counts, its filters in the address (drafts too, unless a status is given). */
const listOf = (filter: Partial<AssessmentListQuery>): string => listPageAddress(filter);

/**
 * The dashboard's work queue: completed assessments new and not yet contacted, re-assessed, next actions overdue (the
 * oldest listed with what they are), the reader's own, and completed assessments by follow-up status, each count a link
 * to the list filtered to exactly those.
 */
export function WorkQueueCard({ queue }: { queue: WorkQueue }) {
  const headline = [
    { key: 'new', count: queue.newNotContacted, label: 'New, not yet contacted', meaning: NEW_NOT_CONTACTED_MEANING, to: listOf({ status: 'completed', followUp: 'new' }) },
    { key: 'reassessed', count: queue.reassessed, label: 'Re-assessed', meaning: REASSESSED_MEANING, to: listOf({ status: 'completed', followUp: 're-assessed' }) },
    { key: 'overdue', count: queue.overdue, label: 'Overdue next actions', meaning: `${OVERDUE_MEANING} Today is ${dayInWords(queue.today)}.`, to: listOf({ nextAction: 'overdue' }) },
    { key: 'mine', count: queue.assignedToMe, label: 'Assigned to me', meaning: `Organisations whose follow-up you own (${queue.me}), whatever its status.`, to: listOf({ owner: queue.me }) },
  ];
  return (
    <section className="card" aria-labelledby="work-queue-title">
      <h2 id="work-queue-title">Work queue</h2>
      <ul className="work-queue">
        {headline.map((figure) => (
          <li key={figure.key} className="work-queue__figure">
            <Link to={figure.to} aria-describedby={`work-queue-${figure.key}`}>
              <span className="work-queue__count">{figure.count}</span> {figure.label}
            </Link>
            <p className="hint" id={`work-queue-${figure.key}`}>
              {figure.meaning}
            </p>
          </li>
        ))}
      </ul>
      {queue.overdueActions.length > 0 && (
        <>
          <h3 id="overdue-actions-title">Overdue next actions, oldest first, one per organisation</h3>
          <ul className="work-queue__actions" aria-labelledby="overdue-actions-title">
            {queue.overdueActions.map((action) => (
              <li key={action.assessmentId}>
                <Link to={paths.supportResult(action.assessmentId)}>{action.organizationName}</Link>: {action.nextActionText ?? 'no action written'}, due{' '}
                {dayInWords(action.nextActionOn)} ({action.owner ? `owner ${action.owner}` : 'no owner'})
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 id="by-status-title">Completed assessments by follow-up status</h3>
      <ul className="work-queue__statuses" aria-labelledby="by-status-title">
        {FOLLOW_UP_STATUSES.map((status) => (
          <li key={status}>
            <Link to={listOf({ status: 'completed', followUp: status })}>
              <strong>{queue.byStatus[status]}</strong> {FOLLOW_UP_NAMES[status]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
