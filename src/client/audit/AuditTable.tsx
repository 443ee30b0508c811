import { Link } from 'react-router';
import { auditTimeInWords, type AuditLogItem } from '../../domain/audit-log';
import { supportResultPath } from '../../domain/links';

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
 * A page of the audit log as a table that scrolls sideways on a narrow screen (its scrolling region
 * takes keyboard focus and a name): when on Sydney's clock, who, what, what it was about, the address
 * it came from ("—" for none, as for a respondent's own action), and its details.
 */
export function AuditTable({ items }: { items: readonly AuditLogItem[] }) {
  return (
    <div className="card table-card">
      <div className="table-scroll" tabIndex={0} role="group" aria-label="Audit log events">
        <table className="audit-table">
          <caption className="visually-hidden">Audit log events, newest first</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={`${item.at}-${index}`}>
                <td className="audit-table__when">
                  <time dateTime={new Date(item.at).toISOString()}>{auditTimeInWords(item.at)}</time>
                </td>
                <td>{item.actor}</td>
                <td>{item.actionInWords}</td>
                <td>
                  <About item={item} />
                </td>
                <td className="audit-table__address">{item.address ?? '—'}</td>
                <td>{item.details}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
