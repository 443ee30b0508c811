import type { Assessment } from '../../domain/assessment';
import { controlContent } from '../../domain/control-content';
import { timelineInWords } from '../../domain/support-views';

/** The respondent's implementation planning: the timeline in words, the strategies to start with by title, and constraints as written. */
export function PlanningAnswers({ assessment }: { assessment: Assessment }) {
  return (
    <section className="card planning" aria-labelledby="planning-title">
      <h2 id="planning-title">Implementation planning</h2>
      <dl className="details">
        <dt>Timeline</dt>
        <dd>{timelineInWords(assessment.timeline)}</dd>
        <dt>Priority controls</dt>
        <dd>
          {assessment.priorities.length === 0 ? (
            'None chosen'
          ) : (
            <ol>
              {assessment.priorities.map((id) => (
                <li key={id}>{controlContent(id).title}</li>
              ))}
            </ol>
          )}
        </dd>
        <dt>Constraints</dt>
        <dd>{assessment.constraints.trim() || 'None given'}</dd>
      </dl>
    </section>
  );
}
