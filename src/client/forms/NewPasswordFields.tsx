import { passwordRuleHint, passwordRuleMessage } from '../../domain/password-rule';
import { TextField } from './TextField';

/** One of the two fields: its name (and id, when the id differs), its value, and the error from the form's check or the server. */
interface PasswordFieldState {
  name: string;
  id?: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * A new password and its confirmation, as every form that sets one asks for them (the password reset,
 * an invitation, one's own account): the password rule as the hint and, as the user types, the first
 * part of the rule still unmet and whether the two match. An error from the form's check or the
 * server wins over these live messages.
 */
export function NewPasswordFields({
  password,
  confirmation,
  passwordLabel = 'New password',
  confirmationLabel = 'Confirm password',
}: {
  password: PasswordFieldState;
  confirmation: PasswordFieldState;
  passwordLabel?: string;
  confirmationLabel?: string;
}) {
  const liveRule = password.value ? passwordRuleMessage(password.value) : undefined;
  const mismatch = confirmation.value && confirmation.value !== password.value ? 'Passwords do not match' : undefined;
  return (
    <>
      <TextField
        id={password.id ?? password.name}
        name={password.name}
        label={passwordLabel}
        hint={passwordRuleHint()}
        type="password"
        autoComplete="new-password"
        value={password.value}
        error={password.error ?? liveRule}
        onChange={password.onChange}
      />
      <TextField
        id={confirmation.id ?? confirmation.name}
        name={confirmation.name}
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        value={confirmation.value}
        error={confirmation.error ?? mismatch}
        onChange={confirmation.onChange}
      />
    </>
  );
}
