import type { ControlId } from '../../domain/controls';
import type { SummaryReport } from '../../domain/summary-report';
import { gapToTarget } from '../gap-to-target';
import { ScrollTable } from './ScrollTable';

const COLUMNS = ['Control', 'Target', 'Current', 'Gap', 'Standing'];

/** The gap in levels, "Target met", or a dash read out as "No target set" when a draft has none. */
function GapCell({ control }: { control: SummaryReport['controls'][number] }) {
  const gap = gapToTarget(control);
  if (gap.kind === 'levels') return gap.levels;
  if (gap.kind === 'met') return 'Target met';
  return <span aria-label="No target set">–</span>;
}

const NONE: ReadonlySet<ControlId> = new Set();

/**
 * "Maturity Assessment Results": each control's target, current level, gap and standing ("Target met" or its
 * priority). A draft's strategy not answered yet says so in place of a current level, a gap and a standing.
 */
export function ControlResultsTable({ controls, unanswered = NONE }: { controls: SummaryReport['controls']; unanswered?: ReadonlySet<ControlId> }) {
  return (
    <section className="card table-card" aria-labelledby="results-title">
      <h2 id="results-title">Maturity Assessment Results</h2>
      <ScrollTable columns={COLUMNS} name={{ labelledBy: 'results-title' }}>
        {controls.map((control) => (
          <tr key={control.id}>
            <th scope="row">{control.title}</th>
            <td>
              {control.targetTitle}
            </td>
            {unanswered.has(control.id) ? (
              <>
                <td>Not answered</td>
                <td>
                  <span aria-label="Not answered">–</span>
                </td>
                <td>Not answered yet</td>
              </>
            ) : (
              <>
                <td>
                  {control.currentTitle}
                </td>
                <td>
                  <GapCell control={control} />
                </td>
                <td>
                  <span className="badge" style={{ backgroundColor: control.standing.hex }}>
                    {control.standing.label}
                  </span>
                </td>
              </>
            )}
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}
