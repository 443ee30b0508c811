import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '../router';
import { resetFormSchema, resetRequestSchema } from '../../domain/auth-schemas';
import { RESET_REDIRECT_DELAY_MS } from '../../domain/constants';
import { confirmPasswordReset, requestPasswordReset } from '../api/auth';
import { paths } from '../paths';
import { ErrorBox } from '../ErrorBox';
import { usePageTitle } from '../usePageTitle';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { TextField } from '../forms/TextField';
import { useFieldErrors } from '../forms/useFieldErrors';
import { SubmitButton } from '../forms/SubmitButton';
import { ownMessage, useAction } from '../forms/useAction';

/**
 * Password reset (/reset-password): phase 1 asks for the username; phase 2 (after a request, or
 * when the emailed link brings `?token=`) takes the token and the new password twice.
 */
export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const linkToken = params.get('token') ?? '';
  const [phase, setPhase] = useState<'request' | 'reset'>(linkToken ? 'reset' : 'request');
  const [notice, setNotice] = useState<string>();

  return (
    <div className="page page--narrow page--form">
      <div className="card">
        <h1>Reset your password</h1>
        {notice && (
          <p className="notice notice--success" role="status">
            {notice}
          </p>
        )}
        {phase === 'request' ? (
          <RequestForm
            onRequested={(message) => {
              setNotice(message);
              setPhase('reset');
            }}
          />
        ) : (
          <ResetForm initialToken={linkToken} />
        )}
      </div>
    </div>
  );
}

function RequestForm({ onRequested }: { onRequested: (message: string) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState('');
  const { busy, error, run } = useAction(ownMessage('The request failed'));
  const { errors, validate, clearError } = useFieldErrors(resetRequestSchema);

  const request = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate({ username }, form.current)) return;
    void run(async () => onRequested((await requestPasswordReset(username)).message));
  };

  return (
    <form ref={form} onSubmit={request} noValidate>
      <p>Enter your username. We will send a reset link to the address on your account, or your administrator can find it in the server log.</p>
      <TextField
        id="reset-username"
        name="username"
        label="Username"
        autoComplete="username"
        value={username}
        error={errors.username}
        onChange={(value) => {
          setUsername(value);
          clearError('username');
        }}
      />
      <SubmitButton busy={busy} busyLabel="Requesting...">
        Request Password Reset
      </SubmitButton>
      <ErrorBox>{error}</ErrorBox>
    </form>
  );
}

function ResetForm({ initialToken }: { initialToken: string }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ token: initialToken, password: '', confirmPassword: '' });
  const [done, setDone] = useState<string>();
  const { busy, error, run } = useAction(ownMessage('Invalid or expired reset token'));
  const { errors, validate, clearError } = useFieldErrors(resetFormSchema);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(paths.login), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  // The rule's messages show as the user types.

  const update = (name: keyof typeof values) => (value: string) => {
    setValues({ ...values, [name]: value });
    clearError(name);
  };

  const reset = (event: FormEvent) => {
    event.preventDefault();
    if (busy || done) return;
    const input = validate(values, form.current);
    if (!input) return;
    void run(async () => setDone((await confirmPasswordReset(input.token, input.password)).message));
  };

  if (done) {
    return (
      <p className="notice notice--success" role="status">
        {done}
      </p>
    );
  }

  return (
    <form ref={form} onSubmit={reset} noValidate>
      <TextField name="token" label="Reset token" autoComplete="off" value={values.token} error={errors.token} onChange={update('token')} />
      <NewPasswordFields
        password={{ name: 'password', id: 'new-password', value: values.password, error: errors.password, onChange: update('password') }}
        confirmation={{ name: 'confirmPassword', id: 'confirm-password', value: values.confirmPassword, error: errors.confirmPassword, onChange: update('confirmPassword') }}
      />
      <SubmitButton busy={busy} busyLabel="Resetting...">
        Reset Password
      </SubmitButton>
      <ErrorBox>{error}</ErrorBox>
    </form>
  );
}
