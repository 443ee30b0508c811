import type { ProgressSince } from '../../domain/progress';
import { DirectionShape } from '../charts/DirectionMarker';
import { ScrollTable } from './ScrollTable';

const COLUMNS = ['Strategy', 'Change'];

/** "Progress since {date}": the overall level and each strategy's, then and now, in words with a marker. */
export function SeriesProgress({ progress }: { progress: ProgressSince }) {
  const rows = [{ id: 'overall', title: progress.overallTitle, ...progress.overall }, ...progress.strategies];
  return (
    <section className="card table-card series-card" aria-labelledby="progress-title">
      <h2 id="progress-title">{progress.heading}</h2>
      <p>{progress.summary}</p>
      <ScrollTable columns={COLUMNS} name={{ labelledBy: 'progress-title' }}>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.title}</th>
            <td>
              <span className="series-change">
                <DirectionShape direction={row.direction} /> {row.words}
              </span>
            </td>
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}
