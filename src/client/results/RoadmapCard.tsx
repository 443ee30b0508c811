import type { AssessmentKind } from '../../domain/assessment-kinds';
import { EMPTY_PHASE_TEXT, moveInWords, phaseOutcome, roadmapOpening, type Roadmap, type RoadmapPhase } from '../../domain/roadmap';

/** One quarter: the strategies that reach a new level in it, or that it is left to consolidate. */
function Phase({ phase, number, kind }: { phase: RoadmapPhase; number: number; kind: AssessmentKind }) {
  return (
    <li className="roadmap__phase" aria-labelledby={`phase-${number}`}>
      <h3 id={`phase-${number}`}>{phase.title}</h3>
      <p className="hint">{phase.period}</p>
      {phase.moves.length > 0 ? (
        <ul>
          {phase.moves.map((move) => (
            <li key={move.strategy}>{moveInWords(move)}</li>
          ))}
        </ul>
      ) : (
        <p>{EMPTY_PHASE_TEXT}</p>
      )}
      <p className="roadmap__outcome">{phaseOutcome(phase, kind)}</p>
    </li>
  );
}

/**
 * The implementation roadmap: the respondent's timeline in quarters (and any the steps need beyond it), which
 * strategy reaches which level in each at the team's pace, whether that fits the timeline, what the plan must fit
 * around, and how it was ordered.
 */
export function RoadmapCard({ roadmap, kind }: { roadmap: Roadmap; kind: AssessmentKind }) {
  return (
    <section className="card roadmap" aria-labelledby="roadmap-title">
      <h2 id="roadmap-title">Implementation roadmap</h2>
      {roadmap.stepCount === 0 ? (
        <p>Every strategy has reached the target set for it, so there is no level step to plan. Keep each one reviewed and tested, and raise a target when you are ready to.</p>
      ) : (
        <>
          <p>{roadmapOpening(roadmap)}</p>
          {roadmap.constraints !== '' && (
            <>
              <p>The plan has to fit around the constraints you gave:</p>
              <blockquote className="roadmap__constraints">{roadmap.constraints}</blockquote>
            </>
          )}
          <ol className="roadmap__phases">
            {roadmap.phases.map((phase, index) => (
              <Phase key={phase.title} phase={phase} number={index + 1} kind={kind} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
