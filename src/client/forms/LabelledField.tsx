import type { ReactNode } from 'react';
import { errorProps, FieldError } from './FieldError';

interface LabelledFieldProps {
  /** The control's id, which its label points at. */
  id: string;
  /** What names the hint (`{messages}-hint`) and the error (`{messages}-error`). */
  messages: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  /** The control, given the attributes that mark it invalid and tie the hint and error to it. */
  control: (described: ReturnType<typeof errorProps>) => ReactNode;
}

/** A field's frame: its label, a hint read with the control, the control, and its error under it. */
export function LabelledField({ id, messages, label, hint, error, control }: LabelledFieldProps) {
  const hintId = hint ? `${messages}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {control(errorProps(messages, error, hintId))}
      <FieldError name={messages} message={error} />
    </div>
  );
}
