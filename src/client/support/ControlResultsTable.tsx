import type { SummaryReport } from '../../domain/summary-report';
import { ScrollTable } from './ScrollTable';

const COLUMNS = ['Control', 'Target', 'Current', 'Gap', 'Priority'];

/** "Maturity Assessment Results": each control's target, current level, gap and priority. */
export function ControlResultsTable({ controls }: { controls: SummaryReport['controls'] }) {
  return (
    <section className="card table-card" aria-labelledby="results-title">
      <h2 id="results-title">Maturity Assessment Results</h2>
      <ScrollTable columns={COLUMNS} name={{ labelledBy: 'results-title' }}>
        {controls.map((control) => (
          <tr key={control.id}>
            <th scope="row">{control.title}</th>
            <td>
              {control.targetLevel} {control.targetTitle}
            </td>
            <td>
              {control.currentLevel} {control.currentTitle}
            </td>
            {/* A detailed assessment's current level is worked out, so it can pass the target chosen. */}
            <td>{control.gap > 0 ? control.gap : 'Target met'}</td>
            <td>
              <span className="badge" style={{ backgroundColor: control.priority.hex }}>
                {control.priority.band}
              </span>
            </td>
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}
