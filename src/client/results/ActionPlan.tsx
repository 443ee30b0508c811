import { today } from '../today';
import type { Assessment } from '../../domain/assessment';
import { controlTitle } from '../../domain/control-titles';
import { outcomeLabelOn } from '../../domain/framework/outcome-rules';
import { maturityLevelName } from '../../domain/maturity-levels';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import type { ActionPlanModel } from './action-plan-model';

/** Loads the catalogue with the module that needs it, so a quick check's results never download it. */
const loadModel = (assessment: Assessment, day: string) => import('./action-plan-model').then((module) => module.actionPlanModel(assessment, day));

/** Each strategy's requirements assessed and met, as one compact table. */
function RequirementCounts({ counts }: { counts: ActionPlanModel['counts'] }) {
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="counts-title">
      <table className="compact-table">
        <caption id="counts-title">Requirements assessed and met, by strategy</caption>
        <thead>
          <tr>
            <th scope="col">Strategy</th>
            <th scope="col">Assessed</th>
            <th scope="col">Met</th>
          </tr>
        </thead>
        <tbody>
          {counts.map((count) => (
            <tr key={count.strategy}>
              <th scope="row">{controlTitle(count.strategy)}</th>
              <td>
                {count.assessed} of {count.total}
              </td>
              <td>{count.met}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The plan itself: strategy by strategy, weakest first, the unmet requirements of each level up to the target. */
function Plans({ assessment, plans, day }: { assessment: Assessment; plans: ActionPlanModel['plans']; day: string }) {
  if (plans.length === 0) {
    return <p className="action-plan__done">Every requirement up to your targets is met: keep them reviewed and tested.</p>;
  }
  return (
    <ol className="action-plan__strategies">
      {plans.map((plan) => (
        <li key={plan.strategy} aria-labelledby={`plan-${plan.strategy}`}>
          <h3 id={`plan-${plan.strategy}`}>{controlTitle(plan.strategy)}</h3>
          <p className="hint">
            Now at {maturityLevelName(plan.achievedLevel)}; target {maturityLevelName(plan.targetLevel)}.
          </p>
          {plan.heldBack && (
            <>
              <p>{plan.heldBack.reason}.</p>
              <p>{plan.heldBack.todo}</p>
            </>
          )}
          {plan.levels.map((step) => (
            <div key={step.level}>
              <h4>To reach {maturityLevelName(step.level)}</h4>
              <ul className="action-plan__requirements">
                {step.requirements.map((requirement) => (
                  <li key={requirement.id}>
                    {requirement.text}{' '}
                    <span className="outcome-tag">{outcomeLabelOn(assessment.requirementOutcomes[requirement.id], day)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </li>
      ))}
    </ol>
  );
}

/** A detailed assessment's action plan: what stands between each strategy and its target, next level first. */
export function ActionPlan({ assessment }: { assessment: Assessment }) {
  const day = today();
  const model = useApiQuery(`action-plan:${assessment.id}:${assessment.updatedAt}:${day}`, () => loadModel(assessment, day));
  return (
    <section className="card action-plan" aria-labelledby="plan-title">
      <h2 id="plan-title">Action plan</h2>
      <p>
        The requirements not yet met, weakest strategy first and the next level first within each: a strategy reaches a level only when it has
        reached every level below it, every requirement that applies at that level is effective, met by an alternate control not past its
        review date, or not applicable, and at least one of them is met.
      </p>
      {model.error ? (
        <ErrorBox>The action plan could not be loaded: {model.error.message}. Reload the page to try again.</ErrorBox>
      ) : model.data ? (
        <>
          <Plans assessment={assessment} plans={model.data.plans} day={day} />
          <RequirementCounts counts={model.data.counts} />
        </>
      ) : (
        <p role="status">Loading the action plan...</p>
      )}
    </section>
  );
}
