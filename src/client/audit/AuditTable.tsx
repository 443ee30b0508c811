import { Link } from '../router';
import { auditTimeInWords, type AuditLogItem } from '../../domain/audit-log';
import { supportResultPath } from '../../domain/links';
import { TableHead } from '../TableParts';

const COLUMNS = ['When', 'Who', 'What', 'About', 'From', 'Details'] as const;

/** What an event was about: its assessment (a link while it exists), the account it concerned, or nothing. */
function About({ item }: { item: AuditLogItem }) {
  if (item.assessmentId !== null) {
    return item.organisation === null ? <span className="audit-table__none">deleted assessment</span> : <Link to={supportResultPath(item.assessmentId)}>{item.organisation}</Link>;
  }
  if (item.account !== null) return <>{item.account}</>;
  return <>—</>;
}

/**
 * A page of the audit log as a table (a card an event on a narrow screen, each cell labelled by its
 * column; the scrolling region takes keyboard focus and a name): when on the log's clock (E8_TIME_ZONE), who, what, what it was about, the address
 * it came from ("—" for none, as for a respondent's own action), and its details.
 */
export function AuditTable({ items, timeZone }: { items: readonly AuditLogItem[]; timeZone: string }) {
  return (
    <div className="card table-card">
      <div className="table-scroll" tabIndex={0} role="group" aria-label="Audit log events">
        <table className="audit-table">
          <caption className="visually-hidden">Audit log events, newest first</caption>
          <TableHead columns={COLUMNS} explicitRoles={false} />
          <tbody>
            {items.map((item, index) => (
              <tr key={`${item.at}-${index}`}>
                <td data-label="When" className="audit-table__when">
                  <time dateTime={new Date(item.at).toISOString()}>{auditTimeInWords(item.at, timeZone)}</time>
                </td>
                <td data-label="Who">{item.actor}</td>
                <td data-label="What">{item.actionInWords}</td>
                <td data-label="About">
                  <About item={item} />
                </td>
                <td data-label="From" className="audit-table__address">
                  {item.address ?? '—'}
                </td>
                <td data-label="Details">{item.details}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
