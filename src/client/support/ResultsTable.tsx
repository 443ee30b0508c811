import type { AssessmentListPage } from '../../domain/support-views';
import { ResultRow } from './ResultRow';
import { ScrollTable } from './ScrollTable';

const COLUMNS = ['Organisation', 'Contact', 'Date', 'Status', 'Average Maturity', 'ASD level', 'Actions'];

/** A page of the results list as a table, with Previous and Next when there are more pages. */
export function ResultsTable({ list, onPage }: { list: AssessmentListPage; onPage: (page: number) => void }) {
  if (list.items.length === 0) return <p className="card">No assessments match.</p>;
  return (
    <>
      <div className="card table-card">
        <ScrollTable columns={COLUMNS} name={{ label: 'Assessments table' }} caption="Assessments, newest first">
          {list.items.map((item) => (
            <ResultRow key={item.id} item={item} />
          ))}
        </ScrollTable>
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
