import { useSearchParams } from '../router';
import { auditLogQueryFromSearch, auditLogQueryString, type AuditLogQuery } from '../../domain/audit-log';
import { auditLogCsvFileName } from '../../domain/file-names';
import { dayOf } from '../../domain/calendar-day';
import { countOf } from '../../domain/format';
import { fetchAuditLog, fetchAuditLogCsv } from '../api/audit-log';
import { ApiError } from '../api/http';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import { today } from '../today';
import { saveFile } from '../download';
import { ownMessage, useAction } from '../forms/useAction';
import { usePageTitle } from '../usePageTitle';
import { AuditFilters, type AuditFilter } from './AuditFilters';
import { AuditTable } from './AuditTable';
import './audit-log.css';

/** Why the log did not load, in words: a consultant is told the log is for administrators. */
function failureInWords(error: Error): string {
  if (error instanceof ApiError && error.status === 403) return 'Only an administrator can see the audit log.';
  return `The audit log could not be loaded: ${error.message}`;
}

/**
 * /support/audit, for administrators: the audit log, newest first, 50 events a page, filtered by person,
 * action, assessment and Australian dates, and downloadable as CSV with the same filters. The filters and
 * the page live in the address, so a filtered page can be linked (an assessment's page links to its
 * events), reloaded, and left and come back to with Back.
 */
export function AuditLogPage() {
  usePageTitle('Audit log');
  const [params, setParams] = useSearchParams();
  const query = auditLogQueryFromSearch(Object.fromEntries(params));
  const queryKey = auditLogQueryString(query);
  // While the next page loads, the last one stays on screen (marked busy), so the buttons keep their place and focus.
  const { data: log, error, loading } = useApiQuery(queryKey, () => fetchAuditLog(query), { keepPreviousData: true });
  const show = (next: Partial<AuditLogQuery>) => setParams(auditLogQueryString({ ...query, ...next }));
  const filter: AuditFilter = { actor: query.actor, action: query.action, assessment: query.assessment, from: query.from, to: query.to };
  const csv = useAction(ownMessage('The audit log could not be downloaded. Please try again.'));
  const downloadCsv = () =>
    void csv.run(async () => saveFile(await fetchAuditLogCsv(query), auditLogCsvFileName(log ? dayOf(Date.now(), log.timeZone) : today())));

  return (
    <div className="page">
      <h1>Audit log</h1>
      <p>Who did what, to which assessment or account, when (Sydney time) and from which address.</p>
      {/* Keyed by the filters in the address, so Back or a link shows the fields as the address says. */}
      <AuditFilters key={auditLogQueryString(filter)} filter={filter} actors={log?.actors ?? []} onApply={(next) => setParams(auditLogQueryString(next))} />
      {log && !error && log.total > 0 && (
        <div className="audit-export">
          <button type="button" className="button button--secondary" onClick={downloadCsv} aria-disabled={csv.busy} aria-describedby="audit-export-hint">
            {csv.busy ? 'Downloading...' : 'Download CSV'}
          </button>
          <span id="audit-export-hint" className="hint">
            The {countOf(log.total, 'event')} these filters select, on every page
          </span>
        </div>
      )}
      <ErrorBox>{csv.error}</ErrorBox>
      <ErrorBox>{error && failureInWords(error)}</ErrorBox>
      <p role="status" className={loading ? undefined : 'visually-hidden'}>
        {loading ? 'Loading the audit log...' : log && !error ? `${countOf(log.total, 'event')} match these filters.` : ''}
      </p>
      {log && !error && (
        <div aria-busy={loading}>
          {log.total === 0 ? (
            <p className="card">No events match these filters.</p>
          ) : log.items.length === 0 ? (
            <p className="card">
              This page is past the last one.{' '}
              <button type="button" className="button--link" onClick={() => show({ page: 1 })}>
                Show the first page
              </button>
            </p>
          ) : (
            <>
              <AuditTable items={log.items} timeZone={log.timeZone} />
              <nav className="pagination audit-pagination" aria-label="Pages">
                {log.totalPages > 1 && (
                  <button type="button" className="button button--secondary" aria-disabled={log.page <= 1} onClick={() => log.page > 1 && show({ page: log.page - 1 })}>
                    Previous
                  </button>
                )}
                <span>
                  Page {log.page} of {log.totalPages} ({countOf(log.total, 'event')})
                </span>
                {log.totalPages > 1 && (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-disabled={log.page >= log.totalPages}
                    onClick={() => log.page < log.totalPages && show({ page: log.page + 1 })}
                  >
                    Next
                  </button>
                )}
              </nav>
            </>
          )}
        </div>
      )}
    </div>
  );
}
