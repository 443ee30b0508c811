import { progressSince } from '../../domain/progress';
import { fetchSeries } from '../api/series';
import { useApiQuery } from '../api/useApiQuery';

// Most assessments have no earlier one: the card and its chart load only for those that do. Loaded as data, so a
// card that cannot be fetched is a note in words here and the rest of the results stays.
const loadCard = () => import('./ProgressSinceCard');

/** A short line in words while the series, or the card showing it, is on its way. */
function Waiting({ children }: { children: string }) {
  return (
    <p className="hint progress-since__note" role="status">
      {children}
    </p>
  );
}

/**
 * "Progress since {date}" on the results of an assessment with earlier ones in its series. The series
 * loads after the results, which never wait for it; an assessment without earlier ones shows nothing,
 * and a series that cannot be loaded leaves a short note and the rest of the results as they are.
 */
export function ProgressSince({ assessmentId }: { assessmentId: string }) {
  const series = useApiQuery(assessmentId, () => fetchSeries(assessmentId));
  const progress = series.data ? progressSince(series.data, assessmentId) : undefined;
  const card = useApiQuery(progress ? 'progress-since-card' : null, loadCard);
  if (series.data) {
    if (!progress) return null;
    if (card.data) return <card.data.ProgressSinceCard progress={progress} points={series.data} assessmentId={assessmentId} />;
    if (card.error) {
      return (
        <p className="hint progress-since__note">
          <span role="status">Progress since your earlier assessments could not be shown just now: its chart could not be fetched. The results below are complete.</span>{' '}
          <button type="button" className="button button--link" onClick={card.reload}>
            Try again
          </button>
        </p>
      );
    }
    return <Waiting>Loading your progress since the earlier assessment…</Waiting>;
  }
  if (series.error) {
    return (
      <p className="hint progress-since__note">
        <span role="status">
          Progress since your earlier assessments could not be loaded just now ({series.error.message}). The results below are complete.
        </span>{' '}
        <button type="button" className="button button--link" onClick={series.reload}>
          Try again
        </button>
      </p>
    );
  }
  return <Waiting>Checking for earlier assessments to compare with…</Waiting>;
}
