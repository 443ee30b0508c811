import { useId } from 'react';
import { TextField } from '../forms/TextField';
import type { useCurrentPassword } from './current-password';

/**
 * The "Current password" field of a change that asks for it (new recovery codes, adding or removing a passkey or the
 * app), with its message in words. In a confirmation dialog, `onEnter` makes Enter confirm, as it would in a form.
 */
export function CurrentPasswordField({
  password,
  id,
  hint,
  onEnter,
}: {
  password: ReturnType<typeof useCurrentPassword>;
  /** The input's id, when a page or a test finds it by one. */
  id?: string;
  hint?: string;
  onEnter?: () => void;
}) {
  const generatedId = useId();
  return (
    <TextField
      name="currentPassword"
      id={id ?? generatedId}
      label="Current password"
      hint={hint}
      type="password"
      autoComplete="current-password"
      value={password.value}
      error={password.error}
      onChange={password.change}
      onKeyDown={
        onEnter
          ? (event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              onEnter();
            }
          : undefined
      }
    />
  );
}
