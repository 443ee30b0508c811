import { useId } from 'react';
import { TextField } from '../forms/TextField';
import type { useCurrentPassword } from './current-password';

/**
 * The "Current password" field of a confirmation dialog (new recovery codes, removing a passkey or the
 * app), with its message in words; Enter confirms, as it would in a form.
 */
export function CurrentPasswordField({ password, onEnter }: { password: ReturnType<typeof useCurrentPassword>; onEnter: () => void }) {
  const id = useId();
  return (
    <TextField
      name="currentPassword"
      id={id}
      label="Current password"
      type="password"
      autoComplete="current-password"
      value={password.value}
      error={password.error}
      onChange={password.change}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onEnter();
      }}
    />
  );
}
