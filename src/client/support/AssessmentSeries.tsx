import { Link } from '../router';
import { KIND_NAMES } from '../../domain/assessment-kinds';
import { longAustralianDate } from '../../domain/format';
import { inSeriesOrder, levelChange, overallWithBasis, progressSince, type SeriesPoint } from '../../domain/progress';
import { fetchSupportSeries } from '../api/series';
import { useApiQuery } from '../api/useApiQuery';
import { paths } from '../paths';
import { DirectionShape } from '../charts/DirectionMarker';
import { ProgressChart } from '../charts/ProgressChart';
import { ScrollTable } from './ScrollTable';
import { SeriesProgress } from './SeriesProgress';

const [DATE, KIND, OVERALL, CHANGE] = ['Date', 'Kind', 'Overall level', 'Change from the one before'];

/** One completed assessment of the series: its date (a link unless it is this one), kind, overall level and the change. */
function SeriesRow({ point, before, current }: { point: SeriesPoint; before: SeriesPoint | undefined; current: boolean }) {
  const date = longAustralianDate(point.createdAt);
  const change = before ? levelChange(before.overall, point.overall) : undefined;
  return (
    <tr aria-current={current ? 'true' : undefined} className={current ? 'series-row--current' : undefined}>
      <th scope="row" data-label={DATE}>
        {current ? (
          <span>
            {date} <span className="series-row__this">This assessment</span>
          </span>
        ) : (
          <Link to={paths.supportResult(point.id)}>{date}</Link>
        )}
      </th>
      <td data-label={KIND}>{KIND_NAMES[point.kind]}</td>
      <td data-label={OVERALL}>{overallWithBasis(point)}</td>
      <td data-label={CHANGE}>
        {change ? (
          <span className="series-change">
            <DirectionShape direction={change.direction} /> {change.words}
          </span>
        ) : (
          'First in the series'
        )}
      </td>
    </tr>
  );
}

/**
 * The other assessments of this one's series on the support detail page: a table of the completed ones, then
 * what changed since the one before this. Nothing shows for an assessment alone in its series; a series that
 * cannot be loaded leaves a short note and the rest of the page as it is.
 */
export function AssessmentSeries({ assessment }: { assessment: { id: string; status: 'draft' | 'completed' } }) {
  const { data: points, error } = useApiQuery(`series:${assessment.id}`, () => fetchSupportSeries(assessment.id));
  if (error) return <p className="card hint" role="alert">The other assessments in this series could not be loaded: {error.message}</p>;
  const ordered = inSeriesOrder(points ?? []);
  if (!ordered.some((point) => point.id !== assessment.id)) return null;
  const progress = progressSince(ordered, assessment.id);
  return (
    <>
      <section className="card table-card series-card" aria-labelledby="series-title">
        <h2 id="series-title">Assessments in this series</h2>
        <p className="hint">
          The completed assessments of this organisation: each re-assessment was started from the results of an earlier one. The overall
          level is the lowest of the eight strategies: by ASD&apos;s method for a detailed assessment, and indicative, from the ratings, for a
          quick check.
        </p>
        {assessment.status === 'draft' && <p>This assessment is a draft: it joins the table once it is finished.</p>}
        <ScrollTable columns={[DATE, KIND, OVERALL, CHANGE]} name={{ labelledBy: 'series-title' }} className="series-table">
          {ordered.map((point, index) => (
            <SeriesRow key={point.id} point={point} before={ordered[index - 1]} current={point.id === assessment.id} />
          ))}
        </ScrollTable>
        <div className="series-chart">
          <ProgressChart points={ordered} currentId={assessment.id} />
        </div>
      </section>
      {progress && <SeriesProgress progress={progress} />}
    </>
  );
}
