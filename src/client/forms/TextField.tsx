import type { InputHTMLAttributes, ReactNode } from 'react';
import { LabelledField } from './LabelledField';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange'> {
  /** The field's name in the form's schema; also names its hint (`{name}-hint`) and error (`{name}-error`). */
  name: string;
  /** The input's id, when it differs from the name. */
  id?: string;
  label: ReactNode;
  value: string;
  /** The field's message, shown under it and announced with it. */
  error: string | undefined;
  /** A line between the label and the input, read with the input. */
  hint?: ReactNode;
  onChange: (value: string) => void;
}

/** A labelled text input with its hint and error message tied to it for screen readers. */
export function TextField({ name, id = name, label, value, error, hint, onChange, ...input }: TextFieldProps) {
  return (
    <LabelledField
      id={id}
      messages={name}
      label={label}
      hint={hint}
      error={error}
      control={(described) => <input id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)} {...input} {...described} />}
    />
  );
}
