import type { SummaryReport } from '../../domain/summary-report';

/** "Maturity Assessment Results": each control's target, current level, gap and priority. */
export function ControlResultsTable({ controls }: { controls: SummaryReport['controls'] }) {
  return (
    <section className="card table-card" aria-labelledby="results-title">
      <h2 id="results-title">Maturity Assessment Results</h2>
      <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="results-title">
        <table>
          <thead>
            <tr>
              <th scope="col">Control</th>
              <th scope="col">Target</th>
              <th scope="col">Current</th>
              <th scope="col">Gap</th>
              <th scope="col">Priority</th>
            </tr>
          </thead>
          <tbody>
            {controls.map((control) => (
              <tr key={control.id}>
                <th scope="row">{control.title}</th>
                <td>
                  {control.targetLevel} {control.targetTitle}
                </td>
                <td>
                  {control.currentLevel} {control.currentTitle}
                </td>
                <td>{control.gap}</td>
                <td>
                  <span className="badge" style={{ backgroundColor: control.priority.hex }}>
                    {control.priority.band}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
