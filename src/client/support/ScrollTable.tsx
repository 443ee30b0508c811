import type { ReactNode } from 'react';

interface ScrollTableProps {
  /** The column headings, left to right. */
  columns: readonly string[];
  /** How the scrolling region is named: the id of a heading, or words of its own. */
  name: { labelledBy: string } | { label: string };
  caption?: string;
  /** A class of the table itself, for a table laid out its own way on a narrow screen. */
  className?: string;
  /** The rows of the body. */
  children: ReactNode;
}

/** A table that scrolls sideways on a narrow screen; the scrolling region takes keyboard focus and a name. */
export function ScrollTable({ columns, name, caption, className, children }: ScrollTableProps) {
  const naming = 'labelledBy' in name ? { 'aria-labelledby': name.labelledBy } : { 'aria-label': name.label };
  return (
    <div className="table-scroll" tabIndex={0} role="group" {...naming}>
      <table className={className}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
