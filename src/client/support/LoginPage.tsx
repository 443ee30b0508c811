import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { loginSchema } from '../../domain/auth-schemas';
import { DEFAULT_POST_LOGIN_ROUTE } from '../../domain/constants';
import { useAuth } from '../auth/AuthProvider';
import { paths } from '../paths';
import { ErrorBox } from '../ErrorBox';
import { usePageTitle } from '../usePageTitle';
import { errorProps, FieldError } from '../wizard/FieldError';
import { useFieldErrors } from '../wizard/useFieldErrors';

/** Where to go after signing in: the page the user came from, or /support. */
function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  // Only a path on this site: never "//host" or "/\\host", which browsers read as another site.
  return typeof from === 'string' && /^\/(?![/\\])/.test(from) && !from.includes('\\') ? from : DEFAULT_POST_LOGIN_ROUTE;
}

/** Support sign-in (/login): username, password, remember-me, and the Forgot link. */
export function LoginPage() {
  usePageTitle('Sign in');
  const { auth, login } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ username: '', password: '', rememberMe: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const { errors, validate, clearError } = useFieldErrors(loginSchema);

  if (auth.status === 'signed-in' && !busy) return <Navigate to={destination(location.state)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = validate(values, form.current);
    if (!input) return;
    setBusy(true);
    setError(undefined);
    try {
      await login(input);
      navigate(destination(location.state), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Invalid username or password');
      setBusy(false);
    }
  };

  return (
    <div className="page page--narrow page--form">
      <form ref={form} className="card" onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">Support sign in</h1>
        <div className="field">
          <label htmlFor="username">Username</label>
          <input
            id="username"
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={(event) => {
              setValues({ ...values, username: event.target.value });
              clearError('username');
            }}
            {...errorProps('username', errors.username)}
          />
          <FieldError name="username" message={errors.username} />
        </div>
        <div className="field">
          <label htmlFor="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => {
              setValues({ ...values, password: event.target.value });
              clearError('password');
            }}
            {...errorProps('password', errors.password)}
          />
          <FieldError name="password" message={errors.password} />
        </div>
        <label className="choice">
          <input type="checkbox" checked={values.rememberMe} onChange={(event) => setValues({ ...values, rememberMe: event.target.checked })} />
          Remember me for 30 days
        </label>
        <div className="button-row button-row--split">
          <Link to={paths.resetPassword}>Forgot your password?</Link>
          <button type="submit" className="button button--primary" aria-disabled={busy}>
            {busy ? 'Signing in...' : 'Sign in'}
          </button>
        </div>
        <ErrorBox>{error}</ErrorBox>
      </form>
    </div>
  );
}
