import { controlTitle } from '../../domain/control-titles';
import { CONTROL_IDS, type ControlId } from '../../domain/controls';
import { ReviewedAnswer, type ReviewedAnswerProps } from './ReviewParts';

interface ReviewedStrategiesProps {
  /** The answers reviewed for one strategy, given its place in the steps and its title. */
  answersFor: (id: ControlId, strategyIndex: number, title: string) => ReviewedAnswerProps[];
}

/** The eight strategies on a review, each titled, with its answers and a link to change each. */
export function ReviewedStrategies({ answersFor }: ReviewedStrategiesProps) {
  return (
    <ul className="review-strategies">
      {CONTROL_IDS.map((id, strategyIndex) => {
        const title = controlTitle(id);
        return (
          <li key={id} aria-labelledby={`review-${id}`}>
            <h4 id={`review-${id}`}>{title}</h4>
            <dl className="review-list">
              {answersFor(id, strategyIndex, title).map((answer) => (
                <ReviewedAnswer key={answer.term} {...answer} />
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
