import { useState } from 'react';
import type { AssessmentListItem } from '../../domain/support-views';
import { ResultRow } from './ResultRow';
import type { ListReturn } from './list-return';

interface SeriesRowsProps {
  latest: AssessmentListItem;
  earlier: readonly AssessmentListItem[];
  columns: number;
  listReturn: ListReturn;
}

/**
 * A series of re-assessments in the list: its latest assessment's row, then (when it has earlier ones) a row with a
 * toggle button that shows or hides the earlier ones under it, newest first. The button says how many there are and
 * whether they are shown (`aria-expanded`), and names the rows it controls.
 */
export function SeriesRows({ latest, earlier, columns, listReturn }: SeriesRowsProps) {
  const [expanded, setExpanded] = useState(false);
  if (earlier.length === 0) return <ResultRow item={latest} listReturn={listReturn} />;
  const name = latest.organizationName || 'Unnamed organisation';
  const rowIds = earlier.map((item) => `earlier-${item.id}`);
  return (
    <>
      <ResultRow item={latest} listReturn={listReturn} />
      <tr className="earlier-toggle">
        <td colSpan={columns}>
          <button type="button" className="earlier-toggle__button" aria-expanded={expanded} aria-controls={expanded ? rowIds.join(' ') : undefined} onClick={() => setExpanded(!expanded)}>
            <span className="earlier-toggle__arrow" aria-hidden="true">
              {expanded ? '▾' : '▸'}
            </span>
            {earlier.length} earlier {earlier.length === 1 ? 'assessment' : 'assessments'}
            <span className="visually-hidden"> of {name}</span>
          </button>
        </td>
      </tr>
      {expanded && earlier.map((item) => <ResultRow key={item.id} id={`earlier-${item.id}`} item={item} listReturn={listReturn} earlier />)}
    </>
  );
}
