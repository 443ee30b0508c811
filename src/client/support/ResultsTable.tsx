import type { AssessmentListPage } from '../../domain/support-views';
import { ResultRow } from './ResultRow';

/** A page of the results list as a table, with Previous and Next when there are more pages. */
export function ResultsTable({ list, onPage }: { list: AssessmentListPage; onPage: (page: number) => void }) {
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
