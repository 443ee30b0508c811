import type { Dashboard } from '../../domain/support-views';

const weekLabel = (weekStart: number) => new Date(weekStart).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Completed assessments per week for the last twelve weeks, as a list of bars each with its count in words. */
export function SubmissionsOverTime({ weeks }: { weeks: Dashboard['submissionsByWeek'] }) {
  const most = Math.max(1, ...weeks.map((week) => week.count));
  return (
    <section className="card" aria-labelledby="weeks-title">
      <h2 id="weeks-title">Submissions over time</h2>
      <p className="hint">Completed assessments per week (weeks start on Monday), the last {weeks.length} weeks.</p>
      <ol className="dash-weeks">
        {weeks.map((week) => (
          <li key={week.weekStart} className="dash-week">
            <span>Week of {weekLabel(week.weekStart)}</span>
            <span className="dash-week__track" aria-hidden="true">
              <span className="dash-week__bar" style={{ width: `${(week.count / most) * 100}%` }} />
            </span>
            <span className="dash-week__count">
              {week.count}
              <span className="visually-hidden"> {week.count === 1 ? 'assessment' : 'assessments'}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
