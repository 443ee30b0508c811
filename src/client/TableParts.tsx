import type { ReactNode } from 'react';

/**
 * The head row of a table: one column header per name. The explicit roles keep it a table for screen
 * readers when a phone's CSS stacks its rows (`display: block` drops a table's implicit roles); a table
 * that never stacks may leave them out.
 */
export function TableHead({ columns, explicitRoles = true }: { columns: readonly string[]; explicitRoles?: boolean }) {
  const role = (name: string) => (explicitRoles ? name : undefined);
  return (
    <thead role={role('rowgroup')}>
      <tr role={role('row')}>
        {columns.map((column) => (
          <th role={role('columnheader')} scope="col" key={column}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A cell's column name, shown before its value only on a phone where the table's rows stack (its table's
 * CSS shows `.cell-label` there). Hidden from screen readers, which announce the column header instead.
 */
export function CellLabel({ column }: { column: string }) {
  return (
    <span className="cell-label" aria-hidden="true">
      {column}:{' '}
    </span>
  );
}

/** A cell of a stacking table, its column named before its value on a phone. */
export function LabelledCell({ column, className, children }: { column: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={className}>
      <CellLabel column={column} />
      {children}
    </td>
  );
}
