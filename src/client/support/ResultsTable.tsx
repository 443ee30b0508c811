import { matchesInWords } from '../../domain/search-text';
import { FIRST_DIRECTION, type AssessmentListPage, type AssessmentListQuery, type ListSort } from '../../domain/support-views';
import { SeriesRows } from './SeriesRows';
import type { ListReturn } from './list-return';

/** The columns left to right; those with a sort have a button in their heading. */
const COLUMNS: readonly { title: string; sort?: ListSort }[] = [
  { title: 'Organisation', sort: 'organisation' },
  { title: 'Contact' },
  { title: 'Date', sort: 'date' },
  { title: 'Status' },
  { title: 'Follow-up' },
  { title: 'Review', sort: 'review' },
  { title: 'Average Maturity', sort: 'average' },
  { title: 'Overall level', sort: 'level' },
  { title: 'Actions' },
];

interface ResultsTableProps {
  list: AssessmentListPage;
  query: AssessmentListQuery;
  listReturn: ListReturn;
  onPage: (page: number) => void;
  onSort: (sort: ListSort, direction: 'asc' | 'desc') => void;
}

/** The order a column's button asks for: the other direction when the list is already sorted by it. */
function nextDirection(query: AssessmentListQuery, sort: ListSort): 'asc' | 'desc' {
  if (query.sort !== sort) return FIRST_DIRECTION[sort];
  return query.direction === 'asc' ? 'desc' : 'asc';
}

/** A page of the results list: a table with sortable headings (cards on a narrow screen), with Previous and Next when there are more pages. */
export function ResultsTable({ list, query, listReturn, onPage, onSort }: ResultsTableProps) {
  if (list.items.length === 0) return <p className="card">No assessments match.</p>;
  const sortedBy = COLUMNS.find((column) => column.sort === query.sort)?.title ?? 'Date';
  return (
    <>
      {query.search && <p className={list.totalIsAtLeast ? 'notice' : undefined}>{matchesInWords(list.total, list.totalIsAtLeast)}</p>}
      <div className="card table-card">
        <div className="table-scroll" tabIndex={0} role="group" aria-label="Assessments table">
          <table className="results-table">
            <caption className="visually-hidden">
              Assessments sorted by {sortedBy}, {query.direction === 'asc' ? 'ascending' : 'descending'}
            </caption>
            <thead>
              <tr>
                {COLUMNS.map(({ title, sort }) => {
                  const active = sort !== undefined && query.sort === sort;
                  return (
                    <th scope="col" key={title} aria-sort={sort === undefined ? undefined : active ? (query.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
                      {sort === undefined ? (
                        title
                      ) : (
                        <button type="button" className="sort-button" onClick={() => onSort(sort, nextDirection(query, sort))}>
                          {title}
                          <span className="sort-button__arrow" aria-hidden="true">
                            {active ? (query.direction === 'asc' ? '▲' : '▼') : '↕'}
                          </span>
                        </button>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <SeriesRows key={item.id} latest={item} earlier={list.earlier?.[item.id] ?? []} columns={COLUMNS.length} listReturn={listReturn} />
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
            Page {list.page} of {list.totalIsAtLeast ? `at least ${list.totalPages}` : list.totalPages}
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
