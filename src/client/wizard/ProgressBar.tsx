import { questionProgressPercent } from '../../domain/scoring';

/** "Question N of total" and a bar filled to (N) / total. */
export function ProgressBar({ questionIndex, total, label }: { questionIndex: number; total: number; label: string }) {
  const percent = questionProgressPercent(questionIndex, total);
  return (
    <div className="progress">
      <p className="progress__counter">
        Question {questionIndex + 1} of {total}
      </p>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={`Question ${questionIndex + 1} of ${total}`}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
