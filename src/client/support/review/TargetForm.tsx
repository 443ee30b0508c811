import { useState, type FormEvent } from 'react';
import { controlTitle } from '../../../domain/control-titles';
import { CONTROL_IDS, type TargetLevel } from '../../../domain/controls';
import { maturityLevelName } from '../../../domain/maturity-levels';
import { targetInWords, type RespondentTargets } from '../../../domain/review/review-target';
import { saveTarget, type SavedTarget } from '../../api/review';
import { saveFailure, type SaveFailure } from './save-failure';
import { SaveFailureBox } from './SaveFailureBox';
import { ownLevelCount, sameTarget, targetDraftOf, withPackageLevel, withStrategyLevel, type TargetDraft } from './target-draft';

interface TargetFormProps {
  assessmentId: string;
  saved: SavedTarget;
  respondentTargets: RespondentTargets;
  finished: boolean;
  /** How many requirements of the model the target leaves outside the scope. */
  outside: number;
  onSaved: (saved: SavedTarget) => void;
}

const LEVELS: readonly TargetLevel[] = [1, 2, 3];
const asLevel = (value: string): TargetLevel | undefined => LEVELS.find((level) => String(level) === value);

/**
 * The first step of a review: the target maturity level it is made against, one level for the package (as ASD
 * assesses) prefilled from the respondent's targets, and the strategies kept at a level of their own where the
 * respondent's differ. Saved against the version read; a newer target saved elsewhere is shown in its place.
 */
export function TargetForm({ assessmentId, saved, respondentTargets, finished, outside, onSaved }: TargetFormProps) {
  const agreed = saved.target.targetLevel !== null;
  const [draft, setDraft] = useState<TargetDraft>(() => targetDraftOf(saved.target, respondentTargets));
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<SaveFailure>();
  const [busy, setBusy] = useState(false);
  const unsaved = !agreed || !sameTarget(draft, saved.target);
  const change = (next: TargetDraft) => {
    setStatus('');
    setDraft(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const answered = await saveTarget(assessmentId, { ...draft, version: saved.version });
      const now = 'saved' in answered ? answered.saved : answered.newer;
      setDraft(targetDraftOf(now.target, respondentTargets));
      setStatus('saved' in answered ? `Target agreed: ${targetInWords(now.target)}.` : `Someone else saved the target first, so yours was not saved. It is now ${targetInWords(now.target)}.`);
      onSaved(now);
    } catch (error) {
      setFailure(saveFailure(error, 'the target'));
    } finally {
      setBusy(false);
    }
  };
  const scopeWords = `${outside === 0 ? 'No requirement is' : outside === 1 ? '1 requirement is' : `${outside} requirements are`} above it: outside the scope of this assessment.`;
  if (finished) {
    return (
      <p>
        {agreed ? targetInWords(saved.target) : 'No target was agreed: the respondent’s targets stood in.'} {scopeWords}
      </p>
    );
  }
  return (
    <form className="review-target" onSubmit={(event) => void submit(event)} noValidate>
      <p className="hint" id="target-hint">
        {agreed ? `Agreed: ${targetInWords(saved.target)}.` : 'Not agreed yet: proposed from the respondent’s targets.'} The requirements up to it are reviewed and
        the assessed level never passes it. {scopeWords}
      </p>
      <div className="review-target__fields">
        <div className="field">
          <label htmlFor="target-level">Target for the package</label>
          <select id="target-level" value={draft.targetLevel} aria-describedby="target-hint" onChange={(event) => change(withPackageLevel(draft, asLevel(event.target.value) ?? draft.targetLevel))}>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {maturityLevelName(level)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {busy ? 'Saving...' : agreed ? 'Save the target' : 'Agree the target'}
        </button>
      </div>
      <details className="review-target__own">
        <summary>
          Strategies at a level of their own: {ownLevelCount(draft) === 0 ? 'none' : CONTROL_IDS.filter((id) => draft.strategyTargets[id] !== undefined).map((id) => `${controlTitle(id)} at ${maturityLevelName(draft.strategyTargets[id] ?? 3)}`).join('; ')}
        </summary>
        <div className="review-target__strategies">
          {CONTROL_IDS.map((strategy) => (
            <div key={strategy} className="field">
              <label htmlFor={`target-${strategy}`}>{controlTitle(strategy)}</label>
              <select
                id={`target-${strategy}`}
                value={draft.strategyTargets[strategy] ?? ''}
                onChange={(event) => change(withStrategyLevel(draft, strategy, asLevel(event.target.value)))}
              >
                <option value="">The package&apos;s level</option>
                {LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {maturityLevelName(level)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </details>
      <p className="hint">{unsaved && agreed ? 'Changes not saved yet.' : ''}</p>
      <p role="status" className="review-target__status">
        {status}
      </p>
      <SaveFailureBox failure={failure} />
    </form>
  );
}
