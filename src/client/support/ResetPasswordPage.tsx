import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { resetFormSchema, resetRequestSchema } from '../../domain/auth-schemas';
import { RESET_REDIRECT_DELAY_MS } from '../../domain/constants';
import { passwordRuleMessage } from '../../domain/password-rule';
import { confirmPasswordReset, requestPasswordReset } from '../api/auth';
import { paths } from '../paths';
import { ErrorBox } from '../ErrorBox';
import { usePageTitle } from '../usePageTitle';
import { errorProps, FieldError } from '../wizard/FieldError';
import { useFieldErrors } from '../wizard/useFieldErrors';

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const { errors, validate, clearError } = useFieldErrors(resetRequestSchema);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate({ username }, form.current)) return;
    setBusy(true);
    setError(undefined);
    try {
      onRequested((await requestPasswordReset(username)).message);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The request failed');
      setBusy(false);
    }
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <p>Enter your username. We will send a reset link to the address on your account, or your administrator can find it in the server log.</p>
      <div className="field">
        <label htmlFor="reset-username">Username</label>
        <input
          id="reset-username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            clearError('username');
          }}
          {...errorProps('username', errors.username)}
        />
        <FieldError name="username" message={errors.username} />
      </div>
      <button type="submit" className="button button--primary" aria-disabled={busy}>
        {busy ? 'Requesting...' : 'Request Password Reset'}
      </button>
      <ErrorBox>{error}</ErrorBox>
    </form>
  );
}

function ResetForm({ initialToken }: { initialToken: string }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ token: initialToken, password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();
  const { errors, validate, clearError } = useFieldErrors(resetFormSchema);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(paths.login), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  // The rule's messages show as the user types.
  const liveRule = values.password ? passwordRuleMessage(values.password) : undefined;
  const mismatch = values.confirmPassword && values.confirmPassword !== values.password ? 'Passwords do not match' : undefined;

  const update = (name: keyof typeof values, value: string) => {
    setValues({ ...values, [name]: value });
    clearError(name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || done) return;
    const input = validate(values, form.current);
    if (!input) return;
    setBusy(true);
    setError(undefined);
    try {
      setDone((await confirmPasswordReset(input.token, input.password)).message);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Invalid or expired reset token');
      setBusy(false);
    }
  };

  if (done) {
    return (
      <p className="notice notice--success" role="status">
        {done}
      </p>
    );
  }

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="token">Reset token</label>
        <input id="token" name="token" autoComplete="off" value={values.token} onChange={(event) => update('token', event.target.value)} {...errorProps('token', errors.token)} />
        <FieldError name="token" message={errors.token} />
      </div>
      <div className="field">
        <label htmlFor="new-password">New password</label>
        <p className="hint" id="password-hint">
          At least 12 characters, with an uppercase letter, a lowercase letter, a number and one of ! @ # $ % ^ &amp; * ( ) , . ? &quot; : {'{'} {'}'} | &lt; &gt;
        </p>
        <input
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => update('password', event.target.value)}
          {...errorProps('password', errors.password ?? liveRule, 'password-hint')}
        />
        <FieldError name="password" message={errors.password ?? liveRule} />
      </div>
      <div className="field">
        <label htmlFor="confirm-password">Confirm password</label>
        <input
          id="confirm-password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => update('confirmPassword', event.target.value)}
          {...errorProps('confirmPassword', errors.confirmPassword ?? mismatch)}
        />
        <FieldError name="confirmPassword" message={errors.confirmPassword ?? mismatch} />
      </div>
      <button type="submit" className="button button--primary" aria-disabled={busy}>
        {busy ? 'Resetting...' : 'Reset Password'}
      </button>
      <ErrorBox>{error}</ErrorBox>
    </form>
  );
}
