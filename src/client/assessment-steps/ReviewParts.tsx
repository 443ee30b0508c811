import type { ReactNode } from 'react';
import { Link } from '../router';
import { timelineSchema } from '../../domain/assessment';
import { planningAnswers, prioritiesInWords, STEPS_PER_QUARTER_LABEL } from '../../domain/planning';
import type { WizardProgress } from '../progress/progress';

export interface ReviewedAnswerProps {
  /** What was asked, as the list shows it. */
  term: string;
  answer: ReactNode;
  /** The address of the step that asks it; none when a link beside another answer already goes there. */
  changeTo?: string;
  /** What the Change link changes, read after "Change" by screen readers ("timeline"). */
  changeName?: string;
}

/** One answer on a review: what was asked, the answer in words, and a link to the step that changes it (if not beside another). */
export function ReviewedAnswer({ term, answer, changeTo, changeName }: ReviewedAnswerProps) {
  return (
    <div className="review-answer">
      <dt>{term}</dt>
      <dd className="review-answer__value">{answer}</dd>
      {changeTo !== undefined && (
        <dd className="review-answer__change">
          <Link to={changeTo}>
            Change<span className="visually-hidden"> {changeName}</span>
          </Link>
        </dd>
      )}
    </div>
  );
}

/** A titled group of answers on a review. */
export function ReviewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="review-section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{title}</h3>
      {children}
    </section>
  );
}

const NOT_ANSWERED = 'Not answered';

/** The implementation planning answers on a review, worded as every page and report words them, each changed at `changeTo`. */
export function PlanningReview({ implementation, changeTo }: { implementation: WizardProgress['implementation']; changeTo: string }) {
  // The saved progress holds the timeline as typed text; one the form never offered counts as not chosen.
  const timeline = timelineSchema.safeParse(implementation.timeline).data ?? null;
  const planning = planningAnswers({ ...implementation, timeline });
  return (
    <ReviewSection id="review-planning" title="Implementation planning">
      <dl className="review-list">
        <ReviewedAnswer term="Timeline" answer={planning.timeline} changeTo={changeTo} changeName="timeline" />
        <ReviewedAnswer term={STEPS_PER_QUARTER_LABEL} answer={planning.stepsPerQuarter} changeTo={changeTo} changeName="level steps a quarter" />
        <ReviewedAnswer term="Priority controls" answer={prioritiesInWords(planning)} changeTo={changeTo} changeName="priority controls" />
        <ReviewedAnswer term="Constraints" answer={<span className="review-answer__text">{planning.constraints}</span>} changeTo={changeTo} changeName="constraints" />
      </dl>
    </ReviewSection>
  );
}

/** The organisation details on a review, each changed on the organisation step at `changeTo`. */
export function OrganisationReview({ organisation, changeTo }: { organisation: WizardProgress['organisation']; changeTo: string }) {
  const fields = [
    { term: 'Organisation name', answer: organisation.organizationName },
    { term: 'Your name', answer: organisation.respondentName },
    { term: 'Your work email', answer: organisation.respondentEmail },
  ];
  return (
    <ReviewSection id="review-organisation" title="Organisation details">
      <dl className="review-list">
        {fields.map((field) => (
          <ReviewedAnswer key={field.term} term={field.term} answer={field.answer.trim() || NOT_ANSWERED} changeTo={changeTo} changeName={field.term.toLowerCase()} />
        ))}
      </dl>
    </ReviewSection>
  );
}
