import { NONE_GIVEN, prioritiesInWords, STEPS_PER_QUARTER_LABEL, type PlanningAnswers } from '../../domain/planning';

/**
 * The respondent's implementation answers as they gave them: timeline, priorities in order, constraints
 * with line breaks kept. Shared by the results page and the support detail page, so both word them alike.
 */
export function PlanningCard({ title, planning }: { title: string; planning: PlanningAnswers }) {
  return (
    <section className="card planning" aria-labelledby="planning-title">
      <h2 id="planning-title">{title}</h2>
      <dl className="details">
        <dt>Timeline</dt>
        <dd>{planning.timeline}</dd>
        <dt>{STEPS_PER_QUARTER_LABEL}</dt>
        <dd>{planning.stepsPerQuarter}</dd>
        <dt>Priorities</dt>
        <dd>
          {planning.priorities.length > 0 ? (
            <ol className="planning__priorities">
              {planning.priorities.map((title) => (
                <li key={title}>{title}</li>
              ))}
            </ol>
          ) : (
            prioritiesInWords(planning)
          )}
        </dd>
        <dt>Constraints</dt>
        <dd className={planning.constraints === NONE_GIVEN ? undefined : 'planning__constraints'}>{planning.constraints}</dd>
      </dl>
    </section>
  );
}
