import { useRef, useState, type FormEvent } from 'react';
import { changePasswordFormSchema } from '../../domain/auth-schemas';
import { ApiError } from '../api/http';
import { changeOwnPassword } from '../api/own-account';
import { FormActions } from '../forms/FormActions';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { TextField } from '../forms/TextField';
import { ownMessage, useAction } from '../forms/useAction';
import { useFieldErrors } from '../forms/useFieldErrors';

const EMPTY = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * The account page's Password section: the current password, then the new one twice, checked as the
 * user types against the same rule the server applies. A wrong current password is said under its
 * field. On success every other session of the account has ended, which the message says and
 * `onChanged` passes on (the sessions list reloads); this browser stays signed in. The username rides
 * along, hidden, so a password manager updates the right saved entry.
 */
export function ChangePasswordSection({ username, onChanged }: { username: string; onChanged: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [done, setDone] = useState<string>();
  // Messages the server gave for a field (a wrong current password), shown under that field.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useAction(ownMessage('The password could not be changed'));
  const { errors, validate, clearError } = useFieldErrors(changePasswordFormSchema);

  // The rule's messages show as the user types.
  const fieldError = (name: keyof typeof EMPTY) => errors[name] ?? serverErrors[name];

  const update = (name: keyof typeof EMPTY) => (value: string) => {
    setValues({ ...values, [name]: value });
    setDone(undefined);
    clearError(name);
    setServerErrors(({ [name]: _fixed, ...others }) => others);
  };

  const change = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setDone(undefined);
    setServerErrors({});
    const input = validate(values, form.current);
    if (!input) return;
    void run(async () => {
      try {
        const { message } = await changeOwnPassword({ currentPassword: input.currentPassword, newPassword: input.newPassword });
        setValues(EMPTY);
        setDone(message);
        onChanged();
      } catch (failure) {
        const fields = failure instanceof ApiError ? failure.fields : {};
        const first = Object.keys(fields)[0];
        if (!first) throw failure;
        setServerErrors(fields);
        form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      }
    });
  };

  return (
    <section className="card account-section" aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      <form ref={form} onSubmit={change} noValidate>
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          error={fieldError('currentPassword')}
          onChange={update('currentPassword')}
        />
        <NewPasswordFields
          confirmationLabel="Confirm new password"
          password={{ name: 'newPassword', value: values.newPassword, error: fieldError('newPassword'), onChange: update('newPassword') }}
          confirmation={{ name: 'confirmNewPassword', value: values.confirmNewPassword, error: fieldError('confirmNewPassword'), onChange: update('confirmNewPassword') }}
        />
        <FormActions
          aside={<p className="hint">Changing it signs out every other browser signed in to your account.</p>}
          busy={busy}
          busyLabel="Changing..."
          submitLabel="Change password"
          error={error}
        />
        {done && (
          <p className="notice notice--success account-section__done" role="status">
            {done}
          </p>
        )}
      </form>
    </section>
  );
}
