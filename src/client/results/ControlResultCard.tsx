import { controlContent, recommendationsToTarget } from '../../domain/control-content';
import { alreadyMetText, notYetMetText, type RequirementAdvice } from '../../domain/requirement-advice-words';
import type { MaturityLevel } from '../../domain/controls';
import { describedBy, maturityTitle } from '../../domain/maturity-levels';
import type { ReportControl } from '../../domain/summary-report';
import { levelPercent } from '../../domain/scoring';
import { gapToTarget } from '../gap-to-target';

function gapText(control: ReportControl): string {
  const gap = gapToTarget(control);
  if (gap.kind === 'no-target') return 'No target set';
  if (gap.kind === 'met') return 'Target met';
  return gap.levels === 1 ? '1 level' : `${gap.levels} levels`;
}

/**
 * What the current level means for this control, led by the specification's word for the level
 * ("Developing: ...") as its description, never as a second name beside ASD's.
 */
function levelMeaning(control: ReportControl): string {
  const level = Math.max(0, Math.min(3, control.currentLevel)) as MaturityLevel;
  return describedBy(maturityTitle(level), controlContent(control.id).currentLevelMeanings[level]);
}

/**
 * One control's result: description, current maturity with its colour dot, gap, standing and next
 * steps. The badge, dot and bar say where the control stands against its target ("Target met", or
 * the priority of closing its gap), never the level's own title, so "Managed" only ever names a level. A detailed
 * assessment's `advice` replaces the recommendations by level: only the requirements not met, grouped as the
 * action plan groups them, and how many are already met, named on demand.
 */
export function ControlResultCard({ control, advice, recommendationsOpen }: { control: ReportControl; advice?: RequirementAdvice | undefined; recommendationsOpen: boolean }) {
  const content = controlContent(control.id);
  const recommendations = advice ? advice.recommendations : recommendationsToTarget(control.id, control.currentLevel, control.targetLevel);
  const titleId = `card-${control.id}`;
  const { standing } = control;
  return (
    <li className="card control-card" aria-labelledby={titleId}>
      <div className="control-card__head">
        <h3 id={titleId}>{control.title}</h3>
        <span className="badge" style={{ backgroundColor: standing.hex }}>
          <span className="visually-hidden">Standing: </span>
          {standing.label}
        </span>
      </div>
      <p className="control-card__description">{content.description}</p>
      <p className="control-card__maturity">
        <span className="dot" style={{ backgroundColor: standing.hex }} aria-hidden="true" />
        Current maturity: <strong>{control.currentTitle}</strong>
      </p>
      <p className="control-card__description">{levelMeaning(control)}</p>
      <div className="level-bar" aria-hidden="true">
        <div className="level-bar__fill" style={{ width: `${levelPercent(control.currentLevel)}%`, backgroundColor: standing.hex }} />
        <div className="level-bar__target" style={{ left: `${levelPercent(control.targetLevel)}%` }} />
      </div>
      <dl className="control-card__facts">
        <div>
          <dt>Target</dt>
          <dd>
            {control.targetTitle}
          </dd>
        </div>
        <div>
          <dt>Gap</dt>
          <dd>{gapText(control)}</dd>
        </div>
        {/* The control's own band, while its target is open and money figures are shown. */}
        {control.exposureBand !== null && (
          <div>
            <dt>Cost exposure (illustrative model)</dt>
            <dd>{control.exposureBand}</dd>
          </div>
        )}
      </dl>
      {recommendations.length > 0 ? (
        <details className="recommendations" open={recommendationsOpen}>
          <summary>
            {advice ? (
              `Recommendations to reach ${control.targetTitle}: ${notYetMetText(recommendations)}`
            ) : (
              <>
                Recommendations to reach {control.targetTitle} ({recommendations.length}{' '}
                {recommendations.length === 1 ? 'stage' : 'stages'})
              </>
            )}
          </summary>
          {recommendations.map((group) => (
            <div key={group.level}>
              <h4>{group.title}</h4>
              <ul>
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      ) : advice?.heldBack ? null : control.targetLevel > 0 ? (
        <p className="control-card__met">You have reached your target for this control. Keep it reviewed and tested.</p>
      ) : (
        <p className="control-card__met">No target is set for this control.</p>
      )}
      {advice?.heldBack && (
        <p>
          {advice.heldBack.reason}. {advice.heldBack.todo}
        </p>
      )}
      {advice && <AlreadyMet advice={advice} />}
    </li>
  );
}

/** A detailed assessment's requirements already met up to the target: how many, and their names when asked for. */
function AlreadyMet({ advice }: { advice: RequirementAdvice }) {
  if (advice.met.length === 0) return <p className="hint">{alreadyMetText(advice)}.</p>;
  return (
    <details className="recommendations">
      <summary>{alreadyMetText(advice)}</summary>
      <ul>
        {advice.met.map((requirement) => (
          <li key={requirement.id}>{requirement.text}</li>
        ))}
      </ul>
    </details>
  );
}
