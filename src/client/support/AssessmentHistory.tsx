import { actorInWords, type HistoryEvent } from '../../domain/audit';
import { auditActionInWords } from '../../domain/audit-log';

/** The assessment's audit history, newest first: when, what and by whom. */
export function AssessmentHistory({ events }: { events: readonly HistoryEvent[] }) {
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
    </section>
  );
}
