import { questionProgressPercent } from '../../domain/scoring';

interface ProgressBarProps {
  /** The 0-based position of the step on screen. */
  position: number;
  total: number;
  label: string;
  /** What is counted: "Question" reads "Question 3 of 8", "Strategy" reads "Strategy 3 of 8". */
  noun: string;
}

/** "Question N of total" (or another noun) and a bar filled to N / total. */
export function ProgressBar({ position, total, label, noun }: ProgressBarProps) {
  const percent = questionProgressPercent(position, total);
  const counter = `${noun} ${position + 1} of ${total}`;
  return (
    <div className="progress">
      <p className="progress__counter">{counter}</p>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
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
