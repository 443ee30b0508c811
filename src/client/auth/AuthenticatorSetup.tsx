import { useEffect, useRef, useState, type FormEvent } from 'react';
import { authenticatorCodeFormSchema, secretInGroups } from '../../domain/second-step';
import { confirmAuthenticator, startAuthenticatorSetup, type AuthenticatorAdded, type AuthenticatorSetup as Setup } from '../api/second-factors';
import { ErrorBox } from '../ErrorBox';
import { FormActions } from '../forms/FormActions';
import { TextField } from '../forms/TextField';
import { ownMessage, useAction } from '../forms/useAction';
import { useFieldErrors } from '../forms/useFieldErrors';
import { useSetUpPassword, type SharedCurrentPassword } from './current-password';
import { CurrentPasswordField } from './CurrentPasswordField';
import './second-step.css';

/** The QR code, an SVG document from the server, as an image: an <img> never runs what it shows. */
function qrSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * Setting up an authenticator app: a button starts it; then the QR code to scan, the key in groups of
 * four for typing by hand, and a field for the code the app shows. `onDone` gets what the server
 * answered (recovery codes for a first factor; a signed-in session at enrolment). With `askPassword`
 * (the account page, not enrolment) the current password is asked before the set-up starts; `sharedPassword` takes it
 * from the page's one field instead.
 */
export function AuthenticatorSetup({
  headingLevel,
  startLabel = 'Set up an authenticator app',
  askPassword = false,
  sharedPassword,
  onDone,
}: {
  headingLevel: 2 | 3;
  startLabel?: string;
  askPassword?: boolean;
  sharedPassword?: SharedCurrentPassword;
  onDone: (added: AuthenticatorAdded) => void;
}) {
  const startForm = useRef<HTMLFormElement>(null);
  const { password, needed, ownField, focus: focusPassword } = useSetUpPassword(askPassword, sharedPassword, startForm);
  const [setup, setSetup] = useState<Setup>();
  const startButton = useRef<HTMLButtonElement>(null);
  // After Cancel, focus goes back to the button that started the set-up.
  const cancelled = useRef(false);
  useEffect(() => {
    if (setup || !cancelled.current) return;
    cancelled.current = false;
    startButton.current?.focus();
  }, [setup]);
  const starting = useAction(ownMessage('The set-up could not start. Please try again.'));
  const start = (event: FormEvent) => {
    event.preventDefault();
    if (starting.busy) return;
    const currentPassword = needed ? password.check() : undefined;
    if (needed && currentPassword === undefined) {
      focusPassword();
      return;
    }
    void starting.run(async () => {
      try {
        setSetup(await startAuthenticatorSetup(currentPassword));
        password.reset();
      } catch (failure) {
        if (!password.refused(failure)) throw failure;
        focusPassword();
      }
    });
  };

  if (!setup) {
    return (
      <form ref={startForm} onSubmit={start} noValidate aria-label="Set up an authenticator app">
        {ownField && (
          <CurrentPasswordField password={password} id="authenticator-current-password" hint="Your password, again, before a new way to sign in is set up." />
        )}
        <div className="button-row">
          <button ref={startButton} type="submit" className="button button--primary" aria-disabled={starting.busy}>
            {starting.busy ? 'Starting...' : startLabel}
          </button>
        </div>
        <ErrorBox>{starting.error}</ErrorBox>
      </form>
    );
  }
  return <SetupSteps setup={setup} headingLevel={headingLevel} onCancel={() => {
        cancelled.current = true;
        setSetup(undefined);
      }} onDone={onDone} />;
}

/** The steps of a set-up under way: scan or type the key, then confirm with a code. */
function SetupSteps({ setup, headingLevel, onCancel, onDone }: { setup: Setup; headingLevel: 2 | 3; onCancel: () => void; onDone: (added: AuthenticatorAdded) => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const { busy, error, run } = useAction(ownMessage('That code could not be checked. Please try again.'));
  const { errors, validate, clearError } = useFieldErrors(authenticatorCodeFormSchema);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  // The steps replace the button that started them: focus goes to their heading.
  useEffect(() => heading.current?.focus(), []);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = validate({ code }, form.current);
    if (!input) return;
    void run(async () => onDone(await confirmAuthenticator({ setupId: setup.setupId, code: input.code })));
  };

  return (
    <form ref={form} onSubmit={confirm} noValidate aria-labelledby="authenticator-setup-heading">
      <Heading id="authenticator-setup-heading" ref={heading} tabIndex={-1}>
        Set up your authenticator app
      </Heading>
      <ol className="setup-steps">
        <li>Open an authenticator app on your phone, such as Microsoft Authenticator, Google Authenticator or 1Password, and add an account.</li>
        <li>
          Scan this QR code with the app:
          <img className="totp-qr" src={qrSource(setup.qrSvg)} alt="QR code to scan with your authenticator app" width={192} height={192} />
          <div className="field">
            <label htmlFor="totp-key">Or, if you cannot scan it, type this key into the app</label>
            {/* A text area, so the key wraps on a phone rather than hide its end. */}
            <textarea id="totp-key" className="totp-key" readOnly rows={1} value={secretInGroups(setup.secret)} onFocus={(event) => event.currentTarget.select()} />
          </div>
        </li>
        <li>
          <TextField
            name="code"
            label="Code from the app"
            hint="The 6 digits the app shows for this account."
            className="totp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            error={errors.code}
            onChange={(value) => {
              setCode(value);
              clearError('code');
            }}
          />
        </li>
      </ol>
      <FormActions
        aside={
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        }
        busy={busy}
        busyLabel="Checking..."
        submitLabel="Confirm"
        error={error}
      />
    </form>
  );
}
