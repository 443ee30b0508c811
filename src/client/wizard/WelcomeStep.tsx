import { ONE_LEVEL_AT_A_TIME, targetLevelGuide } from '../../domain/maturity-levels';

/** Step 1: the three-point intro, ASD's advice on choosing a target, and "Let's Get Started". */
export function WelcomeStep({ onStart }: { onStart: () => void }) {
  return (
    <section className="card wizard-step" aria-labelledby="step-heading">
      <h2 id="step-heading" tabIndex={-1}>
        Welcome to the quick check
      </h2>
      <p>The quick check has three parts and takes about ten minutes. Your answers stay in this browser until you submit, or until you choose “Save and finish later” on any question to carry on from a link on another day or device.</p>
      <ol className="intro-points">
        <li>
          <strong>Your ideal position.</strong> For each of the eight controls, choose the maturity level your
          organisation should reach: Maturity Level One, Two or Three.
        </li>
        <li>
          <strong>Your current state.</strong> For each control, pick the statement that best describes what is in
          place today.
        </li>
        <li>
          <strong>Your improvement roadmap.</strong> Tell us your timeline and constraints, and get prioritised
          recommendations to close each gap.
        </li>
      </ol>
      <p>
        ASD advises organisations to {ONE_LEVEL_AT_A_TIME}. As a general guide, ASD says{' '}
        {targetLevelGuide()}. Weigh how attractive your organisation is to attackers and
        what an incident would cost it.
      </p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onStart}>
          Let&apos;s Get Started
        </button>
      </div>
    </section>
  );
}
