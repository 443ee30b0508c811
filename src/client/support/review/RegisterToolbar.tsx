import { OUTCOMES } from '../../../domain/framework/outcome-rules';
import { OUTCOME_KEYS } from './register-keys';

interface RegisterToolbarProps {
  finished: boolean;
  selected: number;
  unreviewedWithin: number;
  /** What the last batch came to, in words, and whether it can still be undone. */
  lastBatch: { text: string; undoable: boolean } | undefined;
  undoing: boolean;
  onAgreeSelected: () => void;
  onAgreeUnreviewed: () => void;
  onClearSelection: () => void;
  onUndo: () => void;
}

/** The register's keys, said on the page: a short note under "Keyboard". */
export function KeyboardNote() {
  return (
    <details className="register-keys">
      <summary>Keyboard</summary>
      <ul>
        <li>
          <kbd>↑</kbd> <kbd>↓</kbd> move between rows (<kbd>Home</kbd>, <kbd>End</kbd>: the first, the last); <kbd>Enter</kbd> opens or closes a row;{' '}
          <kbd>Escape</kbd> closes it.
        </li>
        <li>
          Set the outcome found: {OUTCOME_KEYS.map(({ key, outcome }) => `${key} ${OUTCOMES[outcome].label}`).join(', ')}. The row opens at how it was
          tested; then Save finding.
        </li>
        <li>
          <kbd>A</kbd> agrees with the respondent on the row; <kbd>X</kbd> selects it or clears it.
        </li>
      </ul>
    </details>
  );
}

/**
 * Agreeing in bulk: how many rows are selected, "Agree on the selected", "Agree on everything within the target not yet
 * reviewed", and after a batch what it came to with "Undo".
 */
export function RegisterToolbar({ finished, selected, unreviewedWithin, lastBatch, undoing, onAgreeSelected, onAgreeUnreviewed, onClearSelection, onUndo }: RegisterToolbarProps) {
  return (
    <div className="register-toolbar">
      {!finished && (
        <div className="button-row">
          <button type="button" className="button button--secondary" aria-disabled={selected === 0} onClick={selected === 0 ? undefined : onAgreeSelected}>
            Agree on the selected ({selected})
          </button>
          {selected > 0 && (
            <button type="button" className="button--link" onClick={onClearSelection}>
              Clear the selection
            </button>
          )}
          <button type="button" className="button button--secondary" aria-disabled={unreviewedWithin === 0} onClick={unreviewedWithin === 0 ? undefined : onAgreeUnreviewed}>
            Agree on everything not yet reviewed ({unreviewedWithin} within the target)
          </button>
        </div>
      )}
      <div className="register-toolbar__batch">
        <p role="status" className="register-toolbar__status" tabIndex={-1}>
          {lastBatch?.text ?? ''}
        </p>
        {lastBatch?.undoable && !finished && (
          <button type="button" className="button button--secondary" aria-disabled={undoing} onClick={onUndo}>
            {undoing ? 'Undoing...' : 'Undo the last batch'}
          </button>
        )}
      </div>
    </div>
  );
}
