import { useRef } from 'react';
import { Link } from '../router';
import { paths } from '../paths';
import { usePageTitle } from '../usePageTitle';

interface Feature {
  title: string;
  text: string;
  link?: { to: string; label: string };
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Quick Pulse Check',
    text: 'Answer sixteen short questions, two for each of the eight controls, and see where you stand in about ten minutes.',
  },
  {
    title: 'Detailed Insights',
    text: "Go through every requirement of ASD's maturity model, strategy by strategy, and record whether each is effective, with your evidence. Your levels are worked out by ASD's rule: a level counts only when all its requirements are met.",
    link: { to: paths.detailedAssessment, label: 'Check each requirement' },
  },
  {
    title: 'Action Plan',
    text: 'Get the steps that take each control from where it is to where you want it, and a PDF summary to share with your leadership.',
  },
];

const STEPS = [
  ['Set your target', 'For each control choose Basic, Standard or High: the maturity your organisation needs.'],
  ['Rate where you are', 'For each control pick the statement that describes your organisation today.'],
  ['Plan', 'Tell us your timeline, priorities and constraints, then your organisation details.'],
  ['Act on the results', 'Read your gaps, priorities, exposure and recommendations, and download the summary.'],
] as const;

/** The landing page: title, three feature cards, Start Assessment and Learn More (D12). */
export function LandingPage() {
  const howItWorks = useRef<HTMLElement>(null);
  usePageTitle(undefined);

  const showHowItWorks = () => {
    howItWorks.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    howItWorks.current?.focus({ preventScroll: true });
  };

  return (
    <div className="page">
      <section className="hero" aria-labelledby="page-title">
        <h1 id="page-title">Essential Eight Assessment Tool</h1>
        <p className="hero__lead">
          Measure your organisation against the Australian Signals Directorate&apos;s Essential Eight, the eight
          mitigation strategies that stop most cyber intrusions, and get a prioritised plan to close the gaps.
        </p>
        <div className="button-row">
          <Link to={paths.assessment} className="button button--primary">
            Start Assessment
          </Link>
          <button type="button" className="button button--secondary" onClick={showHowItWorks}>
            Learn More
          </button>
          <Link to={paths.mine} className="button button--secondary">
            Your assessments
          </Link>
        </div>
      </section>
      <ul className="feature-grid" aria-label="Features">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="card feature-card">
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
            {feature.link && (
              <Link to={feature.link.to} className="feature-card__link">
                {feature.link.label}
              </Link>
            )}
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
