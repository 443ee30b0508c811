import { Link } from '../router';
import { actorInWords, type HistoryEvent } from '../../domain/audit';
import { auditActionInWords, auditLogQueryString } from '../../domain/audit-log';
import { useAuth } from '../AuthProvider';
import { paths } from '../paths';

/**
 * The assessment's audit history, newest first: when, what and by whom. An administrator also gets a link
 * to the audit log filtered to this assessment, with each event's address and its CSV.
 */
export function AssessmentHistory({ assessmentId, events }: { assessmentId: string; events: readonly HistoryEvent[] }) {
  const { auth } = useAuth();
  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      <ul className="history">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <time dateTime={new Date(event.at).toISOString()}>{new Date(event.at).toLocaleString('en-AU')}</time>: {auditActionInWords(event.action)}
            {event.details ? ` (${event.details})` : ''} by {actorInWords(event.actor)}
          </li>
        ))}
      </ul>
      {auth.status === 'signed-in' && auth.role === 'administrator' && (
        <p>
          <Link to={`${paths.supportAudit}?${auditLogQueryString({ assessment: assessmentId })}`}>See this assessment&apos;s events in the audit log</Link>
        </p>
      )}
    </section>
  );
}
