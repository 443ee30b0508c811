import type { AssessmentKind } from '../../domain/assessment-kinds';
import { KIND_NAMES } from '../../domain/assessment-kinds';
import { questionProgressPercent } from '../../domain/scoring';

interface ProgressBarProps {
  /** The 0-based position of the step on screen among the journey's steps. */
  position: number;
  total: number;
  /** The journey counted: each counts its steps one way from its first to its last ("Step 3 of 19"). */
  journey: AssessmentKind;
}

/** "Step N of total" and a bar filled to N / total, named for its journey ("Quick check progress"), its value read as the counter. */
export function ProgressBar({ position, total, journey }: ProgressBarProps) {
  const percent = questionProgressPercent(position, total);
  const counter = `Step ${position + 1} of ${total}`;
  return (
    <div className="progress">
      <p className="progress__counter">{counter}</p>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={`${KIND_NAMES[journey]} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={counter}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
