import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { LabelledField } from './LabelledField';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'value' | 'onChange'> {
  /** The field's name in the form's schema. */
  name: string;
  /** The textarea's id, which also names its hint (`{id}-hint`) and error (`{id}-error`). */
  id: string;
  label: ReactNode;
  value: string;
  error: string | undefined;
  hint?: ReactNode;
  onChange: (value: string) => void;
}

/** A labelled textarea with its hint and error message tied to it for screen readers, as TextField is for a line of text. */
export function TextAreaField({ name, id, label, value, error, hint, onChange, ...textarea }: TextAreaFieldProps) {
  return (
    <LabelledField
      id={id}
      messages={id}
      label={label}
      hint={hint}
      error={error}
      control={(described) => <textarea id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)} {...textarea} {...described} />}
    />
  );
}
