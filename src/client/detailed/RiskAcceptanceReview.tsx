import { controlTitle } from '../../domain/control-titles';
import { CONTROL_IDS } from '../../domain/controls';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import type { RequirementAnswers } from '../../domain/framework/outcomes';
import { riskAcceptanceReviewText, withoutRiskAcceptance } from '../../domain/framework/risk-acceptance';
import type { DetailedStep } from '../progress/detailed-steps';
import { Link } from '../router';

/**
 * The review's warning of alternate controls with no one named as accepting their residual risk: how many,
 * that they still count, and a link to each one's strategy. Nothing when every alternate control names someone.
 */
export function RiskAcceptanceReview({ answers, changeTo }: { answers: RequirementAnswers; changeTo: (step: DetailedStep) => string }) {
  const unaccepted = withoutRiskAcceptance(answers, REQUIREMENTS);
  if (unaccepted.length === 0) return null;
  return (
    <div className="notice risk-acceptance-review">
      <p>
        <strong>{riskAcceptanceReviewText(unaccepted.length)}</strong> ASD&apos;s Essential Eight Assessment Process Guide asks that an appropriate authority
        accept the risk an alternate control leaves. You can submit as it is, and {unaccepted.length === 1 ? 'it counts' : 'they count'}; the exceptions register
        will say no one is named. To name who accepted it, open its strategy:
      </p>
      <ul>
        {unaccepted.map((requirement) => (
          <li key={requirement.id}>
            <Link to={changeTo({ phase: 'strategy', strategyIndex: CONTROL_IDS.indexOf(requirement.strategy) })}>
              {controlTitle(requirement.strategy)}: {requirement.text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
