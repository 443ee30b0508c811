import type { ProgressSince, SeriesPoint } from '../../domain/progress';
import { ProgressChart } from '../charts/ProgressChart';
import { DirectionMarker } from '../charts/DirectionMarker';

/** What changed since the assessment before this one: the summary, the overall change, each strategy's, and the chart of the series. */
export function ProgressSinceCard({ progress, points, assessmentId }: { progress: ProgressSince; points: readonly SeriesPoint[]; assessmentId: string }) {
  return (
    <section className="card progress-since" aria-labelledby="progress-since-title">
      <h2 id="progress-since-title">{progress.heading}</h2>
      <p className="progress-since__summary">{progress.summary}</p>
      <p className="progress-since__overall">
        <span className="progress-since__overall-title">{progress.overallTitle}</span>
        <DirectionMarker direction={progress.overall.direction} />
        <span>{progress.overall.words}</span>
      </p>
      <ul className="progress-since__strategies" aria-label="Change of each strategy">
        {progress.strategies.map((strategy) => (
          <li key={strategy.id} className="progress-since__strategy">
            <span className="progress-since__title">{strategy.title}</span>
            <DirectionMarker direction={strategy.direction} />
            <span className="progress-since__words">{strategy.words}</span>
          </li>
        ))}
      </ul>
      <ProgressChart points={points} currentId={assessmentId} />
    </section>
  );
}
