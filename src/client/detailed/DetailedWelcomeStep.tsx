import { CATALOGUE_SOURCE } from '../../domain/framework/catalogue-source';
import { OUTCOME_IDS, OUTCOMES } from '../../domain/framework/outcome-words';
import { REQUIREMENT_COUNT } from '../../domain/framework/requirement-count';
import type { DetailedProgress } from '../progress/detailed-progress';

const STARTED_FROM: Record<DetailedProgress['startedFrom'], string | undefined> = {
  nothing: undefined,
  quick:
    "We've started from your quick check: requirements at or below the level you rated are suggested as Effective. A suggestion counts as Not assessed until you confirm it — one by one, or all of a level at once — or choose another outcome.",
  detailed: "We've started from your earlier detailed assessment: its answers are filled in — confirm or change each.",
};

/**
 * The first step: what the detailed assessment is, what each outcome means, and Start. It loads neither the
 * catalogue nor zod, as the page shows it before the steps arrive (DetailedAssessmentPage).
 */
export function DetailedWelcomeStep({ startedFrom, onStart }: { startedFrom: DetailedProgress['startedFrom']; onStart: () => void }) {
  const note = STARTED_FROM[startedFrom];
  return (
    <section className="card wizard-step" aria-labelledby="step-heading">
      <h2 id="step-heading" tabIndex={-1}>
        Welcome to the detailed assessment
      </h2>
      {note && <p className="notice notice--info">{note}</p>}
      <p>
        The detailed assessment goes through every requirement of ASD&apos;s Essential Eight Maturity Model (November
        2023) — {REQUIREMENT_COUNT} in all — strategy by strategy and level by level. For each one, record its outcome
        and, if you like, the evidence behind it: a note, how good the evidence is (each requirement says how to check
        it) and files such as screenshots or reports.
      </p>
      <ul className="intro-points">
        <li>ASD counts a maturity level for a strategy only when every requirement of that level, and of each level below it, is met.</li>
        <li>Your organisation&apos;s level is the level of its weakest strategy.</li>
      </ul>
      <h3>The outcomes</h3>
      <dl className="outcome-list">
        {OUTCOME_IDS.map((id) => (
          <div key={id}>
            <dt>{OUTCOMES[id].label}</dt>
            <dd>{OUTCOMES[id].meaning}</dd>
          </div>
        ))}
      </dl>
      <p>
        Effective and Alternate control meet a requirement and Not applicable leaves it out; any other outcome leaves it
        unmet. A level counts only when at least one of its requirements is met: a strategy marked Not applicable throughout is at
        Maturity Level Zero. Not applicable and Alternate control each need a justification, and an alternate control a review
        date within 12 months; once that date passes, it no longer counts. Requirements start as Not assessed, or, if you started from an earlier assessment, with the answers taken from it.
      </p>
      <p>
        This is an indicative self-assessment, not an assessment by ASD or an independent assessor. Your answers stay in
        this browser until you submit, or until you choose &ldquo;Save and finish later&rdquo; to carry on from a link
        on another day or device; attaching a file saves them too, as a file is kept with its assessment.
      </p>
      <p className="hint catalogue-source">{CATALOGUE_SOURCE.attribution}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onStart}>
          Start
        </button>
      </div>
    </section>
  );
}
