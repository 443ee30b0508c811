import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Assessment } from '../../domain/assessment';
import { longAustralianDate } from '../../domain/format';
import type { AssessmentListItem, AssessmentListPage } from '../../domain/support-views';
import { fetchAssessmentList, fetchFile, fetchSupportAssessment, listQueryString, type ListQuery } from '../api/support';
import { saveFile } from '../download';
import { paths } from '../paths';
import { ErrorBox } from '../ErrorBox';
import { usePageTitle } from '../usePageTitle';
import { exportDetailedPdf, exportSummaryPdf } from './exports';
import { StatusBadge } from './StatusBadge';
import { useAction } from './useAction';

function queryFrom(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search') ?? '',
    status: status === 'draft' || status === 'completed' ? status : '',
  };
}

/** /support/results: every assessment, searchable, filterable, 10 a page, with exports. */
export function ResultsListPage() {
  usePageTitle('Results');
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  // The answer for a query, kept with the query it answers: a newer query shows "Loading" until its own answer.
  const [answer, setAnswer] = useState<{ key: string; list?: AssessmentListPage; error?: string }>();
  const [search, setSearch] = useState(query.search);
  const csv = useAction('Failed to export assessments');
  const queryKey = listQueryString(query);

  useEffect(() => {
    let cancelled = false;
    fetchAssessmentList(queryFrom(new URLSearchParams(queryKey)))
      .then((page) => !cancelled && setAnswer({ key: queryKey, list: page }))
      .catch((failure: unknown) => !cancelled && setAnswer({ key: queryKey, error: failure instanceof Error ? failure.message : String(failure) }));
    return () => {
      cancelled = true;
    };
  }, [queryKey]);

  // While a new page loads, the previous one stays on screen (marked busy), so focus is not lost.
  const loading = answer?.key !== queryKey;
  const list = answer?.list;
  const error = loading ? undefined : answer?.error;
  const show = (next: Partial<ListQuery>) => setParams(listQueryString({ ...query, ...next }));
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    show({ search, page: 1 });
  };
  const exportCsv = () =>
    csv.run(async () => {
      const blob = await fetchFile(`/api/assessments/export.csv?${listQueryString({ ...query, page: undefined })}`, 'Failed to export assessments');
      saveFile(blob, `assessments-${new Date().toISOString().slice(0, 10)}.csv`);
    });

  return (
    <div className="page">
      <h1>Assessment results</h1>
      <form className="card filters" role="search" onSubmit={submitSearch}>
        <div className="field">
          <label htmlFor="search">Search organisation, name or email</label>
          <input id="search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="status">Status</label>
          <select id="status" value={query.status} onChange={(event) => show({ status: event.target.value as ListQuery['status'], page: 1 })}>
            <option value="">All</option>
            <option value="completed">Completed</option>
            <option value="draft">Draft</option>
          </select>
        </div>
        <div className="button-row">
          <button type="submit" className="button button--secondary">
            Search
          </button>
          <button type="button" className="button button--secondary" onClick={() => void exportCsv()} aria-disabled={csv.busy}>
            {csv.busy ? 'Exporting...' : 'Export CSV'}
          </button>
        </div>
        <ErrorBox>{csv.error}</ErrorBox>
      </form>
      {error && (
        <p className="error-box" role="alert">
          Error: {error}
        </p>
      )}
      <p role="status" className={loading ? undefined : 'visually-hidden'}>
        {loading ? 'Loading results...' : ''}
      </p>
      {list && !error && (
        <div aria-busy={loading}>
          <ResultsTable list={list} onPage={(page) => show({ page })} />
        </div>
      )}
    </div>
  );
}

function ResultsTable({ list, onPage }: { list: AssessmentListPage; onPage: (page: number) => void }) {
  if (list.items.length === 0) return <p className="card">No assessments match.</p>;
  return (
    <>
      <div className="card table-card">
        <div className="table-scroll" tabIndex={0} role="group" aria-label="Assessments table">
          <table>
            <caption className="visually-hidden">Assessments, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Organisation</th>
                <th scope="col">Contact</th>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
                <th scope="col">Average Maturity</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <ResultRow key={item.id} item={item} />
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {list.totalPages > 1 && (
        <nav className="pagination" aria-label="Pages">
          <button type="button" className="button button--secondary" aria-disabled={list.page <= 1} onClick={() => list.page > 1 && onPage(list.page - 1)}>
            Previous
          </button>
          <span>
            Page {list.page} of {list.totalPages}
          </span>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={list.page >= list.totalPages}
            onClick={() => list.page < list.totalPages && onPage(list.page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </>
  );
}

function ResultRow({ item }: { item: AssessmentListItem }) {
  const summary = useAction('Error generating PDF');
  const detailed = useAction('Error generating PDF');
  const name = item.organizationName || 'Unnamed organisation';
  // Both exports need the full assessment, fetched with the support session when asked for.
  const withAssessment = (action: (assessment: Assessment) => Promise<void>) => async () => action(await fetchSupportAssessment(item.id));
  return (
    <tr>
      <th scope="row">{name}</th>
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
