import { useState } from 'react';
import type { TargetLevel } from '../../domain/controls';
import { targetLabel } from '../../domain/maturity-levels';

interface StrategyShortcutsProps {
  targetLevel: TargetLevel | undefined;
  /** The id of the target's group of choices on the page. */
  targetChoicesId: string;
  /** Moves to the next requirement without an outcome; false when there is none left. */
  onNextUnanswered: () => boolean;
}

/** Moves focus to the target choice: the chosen level, or the first when none is chosen yet, scrolled to the middle of the screen. */
function moveToTarget(targetChoicesId: string): void {
  const choices = document.getElementById(targetChoicesId);
  const radio = choices?.querySelector<HTMLInputElement>('input:checked') ?? choices?.querySelector<HTMLInputElement>('input');
  choices?.scrollIntoView({ block: 'center' });
  radio?.focus({ preventScroll: true });
}

/**
 * Two shortcuts in a strategy step's footer, which stays in view at the foot of a phone's screen: the
 * target with a way to change it ("Target: Maturity Level Two, change"), and "Go to next
 * unanswered", which says so in a polite live region when every requirement has an outcome. (Its name
 * does not start with "Next", so "Next" names the step's own button alone, for voice control too.)
 */
export function StrategyShortcuts({ targetLevel, targetChoicesId, onNextUnanswered }: StrategyShortcutsProps) {
  const [said, setSaid] = useState('');
  return (
    <div className="strategy-shortcuts">
      <button type="button" className="button button--link strategy-shortcuts__button" onClick={() => moveToTarget(targetChoicesId)}>
        Target: {targetLabel(targetLevel ?? 0)}, {targetLevel === undefined ? 'choose' : 'change'}
      </button>
      <button type="button" className="button button--link strategy-shortcuts__button" onClick={() => setSaid(onNextUnanswered() ? '' : 'Every requirement on this page has an outcome.')}>
        Go to next unanswered
      </button>
      <p className="strategy-shortcuts__said" role="status">
        {said}
      </p>
    </div>
  );
}
