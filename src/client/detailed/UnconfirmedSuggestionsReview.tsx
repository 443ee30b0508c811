import { Link } from '../router';
import { controlTitle } from '../../domain/control-titles';
import { CONTROL_IDS } from '../../domain/controls';
import type { RequirementAnswers } from '../../domain/framework/outcomes';
import { unconfirmedCount } from '../../domain/framework/suggestions';
import type { DetailedStep } from '../progress/detailed-steps';
import { suggestionsInWords } from './suggestion-words';
import './suggestions.css';

/**
 * The review's warning of suggestions from the quick check not yet confirmed: how many, that they
 * count as Not assessed, and a link to each strategy that holds some. Nothing when every one is confirmed.
 */
export function UnconfirmedSuggestionsReview({ answers, changeTo }: { answers: RequirementAnswers; changeTo: (step: DetailedStep) => string }) {
  const total = unconfirmedCount(answers);
  if (total === 0) return null;
  const strategies = CONTROL_IDS.map((strategy, strategyIndex) => ({ strategy, strategyIndex, count: unconfirmedCount(answers, strategy) })).filter((entry) => entry.count > 0);
  return (
    <div className="notice unconfirmed-suggestions">
      <p>
        <strong>
          {suggestionsInWords(total)} from your quick check {total === 1 ? 'is' : 'are'} not confirmed.
        </strong>{' '}
        Until confirmed, {total === 1 ? 'it counts' : 'they count'} as Not assessed, and the achieved levels below leave {total === 1 ? 'it' : 'them'} out.
        Confirm each, or choose another outcome, in its strategy:
      </p>
      <ul>
        {strategies.map(({ strategy, strategyIndex, count }) => (
          <li key={strategy}>
            <Link to={changeTo({ phase: 'strategy', strategyIndex })}>
              {controlTitle(strategy)}: {suggestionsInWords(count)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
