import { useRef } from 'react';
import { Link } from '../router';
import { paths } from '../paths';
import { usePageTitle } from '../usePageTitle';
import { KIND_NAMES, type AssessmentKind } from '../../domain/assessment-kinds';
import { REQUIREMENT_COUNT } from '../../domain/framework/requirement-count';

/** One of the two products, offered side by side as equal choices: its name, how long it takes, what it gives, and its start. */
interface Choice {
  kind: AssessmentKind;
  to: string;
  takes: string;
  gives: string;
  start: string;
}

const CHOICES: readonly Choice[] = [
  {
    kind: 'quick',
    to: paths.assessment,
    takes: 'About ten minutes: sixteen questions, two for each of the eight strategies.',
    gives: 'Your maturity level for each strategy as you rate it, the gaps to your target, a prioritised action plan and a PDF summary.',
    start: 'Start the quick check',
  },
  {
    kind: 'detailed',
    to: paths.detailedAssessment,
    takes: `A few hours: all ${REQUIREMENT_COUNT} requirements of ASD's maturity model, with your evidence. Save and finish later at any point.`,
    gives: "Each level worked out by ASD's rule from the requirements met, the levels your evidence supports, and reports ready for your consultant to review.",
    start: 'Start the detailed assessment',
  },
];

/** The specification's three feature cards, each saying which assessment gives it. */
const FEATURES: readonly { title: string; text: string }[] = [
  {
    title: 'Quick Pulse Check',
    text: 'With the quick check, answer sixteen short questions, two for each of the eight controls, and see where you stand in about ten minutes.',
  },
  {
    title: 'Detailed Insights',
    text: "With the detailed assessment, go through every requirement of ASD's maturity model, strategy by strategy, and record whether each is effective, with your evidence. Your levels are worked out by ASD's rule: a level counts only when all its requirements are met.",
  },
  {
    title: 'Action Plan',
    text: 'Either way, get the steps that take each control from where it is to where you want it, and a PDF summary to share with your leadership.',
  },
];

const STEPS = [
  ['Set your target', 'For each control choose the maturity level your organisation needs: Maturity Level One, Two or Three.'],
  ['Rate where you are', 'For each control pick the statement that describes your organisation today.'],
  ['Plan', 'Tell us your timeline, priorities and constraints, then your organisation details.'],
  ['Act on the results', 'Read your gaps, priorities, exposure and recommendations, and download the summary.'],
] as const;

/** Scrolls a section into view and moves focus to it, so a screen reader reads on from there. */
function showSection(section: HTMLElement | null): void {
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section?.focus({ preventScroll: true });
}

/**
 * The landing page: the title, Start Assessment (to the two assessments, offered side by side as equal choices),
 * Learn More (D12), the three feature cards and how it works (docs/decisions/104-two-products-two-names.md).
 */
export function LandingPage() {
  const howItWorks = useRef<HTMLElement>(null);
  const choices = useRef<HTMLElement>(null);
  usePageTitle(undefined);

  return (
    <div className="page">
      <section className="hero" aria-labelledby="page-title">
        <h1 id="page-title">Essential Eight Assessment Tool</h1>
        <p className="hero__lead">
          Measure your organisation against the Australian Signals Directorate&apos;s Essential Eight, the eight
          mitigation strategies that, in ASD&apos;s words, can help to mitigate the majority of cyberthreats, and get a
          prioritised plan to close the gaps.
        </p>
        <div className="button-row">
          <a
            href="#choose-assessment"
            className="button button--primary"
            onClick={(event) => {
              event.preventDefault();
              showSection(choices.current);
            }}
          >
            Start Assessment
          </a>
          <button type="button" className="button button--secondary" onClick={() => showSection(howItWorks.current)}>
            Learn More
          </button>
          <Link to={paths.mine} className="button button--secondary">
            Your assessments
          </Link>
        </div>
      </section>
      <section id="choose-assessment" ref={choices} tabIndex={-1} className="choices" aria-labelledby="choose-title">
        <h2 id="choose-title">Choose your assessment</h2>
        <ul className="choice-grid">
          {CHOICES.map((choice) => (
            <li key={choice.kind} className="card choice-card">
              <h3>{KIND_NAMES[choice.kind]}</h3>
              <p className="choice-card__takes">{choice.takes}</p>
              <p>{choice.gives}</p>
              <Link to={choice.to} className="button button--primary choice-card__start">
                {choice.start}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ul className="feature-grid" aria-label="Features">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="card feature-card">
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
      <section id="how-it-works" ref={howItWorks} tabIndex={-1} className="how-it-works" aria-labelledby="how-title">
        <h2 id="how-title">How it works</h2>
        <ol className="steps">
          {STEPS.map(([title, text]) => (
            <li key={title}>
              <strong>{title}.</strong> {text}
            </li>
          ))}
        </ol>
        <p>
          Your answers stay in this browser until you submit them, or until you choose &ldquo;Save and finish later&rdquo; to carry
          on from a link on another day or device. Come back each quarter or year and start a re-assessment from your results to
          see what has improved. Read our{' '}
          <Link to={paths.privacy}>privacy policy</Link> to see how we handle what you send.
        </p>
      </section>
    </div>
  );
}
