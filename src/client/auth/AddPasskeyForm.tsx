import { useRef, useState, type FormEvent } from 'react';
import { defaultPasskeyName, passkeyFormSchema, type PasskeyAdded } from '../../domain/passkeys';
import { ErrorBox } from '../ErrorBox';
import { SubmitButton } from '../forms/SubmitButton';
import { TextField } from '../forms/TextField';
import { ownMessage, useAction } from '../forms/useAction';
import { useFieldErrors } from '../forms/useFieldErrors';
import { useSetUpPassword, type SharedCurrentPassword } from './current-password';
import { CurrentPasswordField } from './CurrentPasswordField';
import { addPasskey } from './passkey-ceremonies';

/**
 * "Add a passkey": a name for it (today's date by default) and the button that asks the browser to make
 * one; used on the account page and at enrolment. `onAdded` receives the server's answer: the passkey,
 * the recovery codes of a first second factor, and the signed-in session after an enrolment.
 * `askPassword` (the account page, not enrolment) adds a "Current password" field: a signed-in browser
 * gives it again before a passkey, which signs in alone, is added; `sharedPassword` takes it from the page's one field
 * instead.
 */
export function AddPasskeyForm({
  onAdded,
  onStart,
  askPassword = false,
  sharedPassword,
}: {
  onAdded: (added: PasskeyAdded) => void;
  onStart?: () => void;
  askPassword?: boolean;
  sharedPassword?: SharedCurrentPassword;
}) {
  const form = useRef<HTMLFormElement>(null);
  const { password, needed, ownField, focus: focusPassword } = useSetUpPassword(askPassword, sharedPassword, form);
  const [name, setName] = useState(() => defaultPasskeyName(Date.now()));
  const add = useAction(ownMessage('The passkey could not be added. Please try again.'));
  const { errors, validate, clearError } = useFieldErrors(passkeyFormSchema);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.busy) return;
    const input = validate({ name }, form.current);
    if (!input) return;
    const currentPassword = needed ? password.check() : undefined;
    if (needed && currentPassword === undefined) {
      focusPassword();
      return;
    }
    onStart?.();
    void add.run(async () => {
      try {
        const added = await addPasskey(input.name, currentPassword);
        setName(defaultPasskeyName(Date.now()));
        password.reset();
        onAdded(added);
      } catch (failure) {
        if (!password.refused(failure)) throw failure;
        focusPassword();
      }
    });
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Add a passkey">
      <TextField
        name="name"
        id="passkey-name"
        label="Name of the new passkey"
        hint="So you can tell your passkeys apart: the device or key it is on."
        maxLength={60}
        value={name}
        error={errors.name}
        onChange={(value) => {
          setName(value);
          clearError('name');
        }}
      />
      {ownField && (
        <CurrentPasswordField password={password} id="passkey-current-password" hint="Your password, again: a passkey signs in on its own." />
      )}
      <div className="button-row">
        <SubmitButton busy={add.busy} busyLabel="Waiting for your passkey...">
          Add a passkey
        </SubmitButton>
      </div>
      <ErrorBox>{add.error}</ErrorBox>
    </form>
  );
}
