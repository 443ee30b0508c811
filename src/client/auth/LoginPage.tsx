import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '../router';
import { paths } from '../paths';
import { usePageTitle } from '../usePageTitle';
import { whenIdle } from '../when-idle';
import { TextField } from '../forms/TextField';
import { useFieldErrorsLoadedLater } from '../forms/useFieldErrorsLoadedLater';
import { FormActions } from '../forms/FormActions';
import { ownMessage, useAction } from '../forms/useAction';
import { ErrorBox } from '../ErrorBox';
import { useAuth, type AuthState } from '../AuthProvider';
import { destination } from './destination';
import { signInWithPasskey } from './passkey-ceremonies';
import { loginState, reasonOf, usernameOf } from './sign-in-reason';
import './account.css';

/**
 * The sign-in form's check, the schema the server parses the same form with: it brings zod, so it loads once
 * the form is shown (when the browser is idle) or when the form is first sent, whichever comes first.
 */
const loadLoginSchema = () => import('../../domain/auth-schemas').then((schemas) => schemas.loginSchema);

/** What a sign-in says when its check could not be loaded (the network failed since the page was shown). */
const CHECK_NOT_LOADED = 'The sign-in form could not be checked. Check your connection, then reload the page to try again.';

/** The page a sign-in that still waits for something goes to: the second step or the enrolment. */
function pendingPath(auth: AuthState): string | undefined {
  if (auth.status === 'second-step') return paths.loginSecondStep;
  if (auth.status === 'enrolment') return paths.loginEnrol;
  return undefined;
}

/**
 * Support sign-in (/login): username, password, remember-me, and the Forgot link; or a passkey, with the same
 * remember-me. When a waiting sign-in ended (sign-in-reason.ts), a notice says why. After an accepted
 * invitation the new username is filled in and the password field takes focus.
 */
export function LoginPage() {
  usePageTitle('Sign in');
  const { auth, login, adopt } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const invited = usernameOf(location.state);
  const [values, setValues] = useState({ username: invited ?? '', password: '', rememberMe: false });
  useEffect(() => {
    if (invited) form.current?.querySelector<HTMLInputElement>('[name="password"]')?.focus();
  }, [invited]);
  const { busy, error, run } = useAction(ownMessage('Invalid username or password'));
  const { errors, validate, clearError } = useFieldErrorsLoadedLater(loadLoginSchema);
  // A second press while the check is still loading is ignored, as one while signing in is.
  const checking = useRef(false);
  useEffect(() => whenIdle(() => void loadLoginSchema().catch(() => undefined)), []);
  const passkey = useAction(ownMessage('That passkey was not accepted. Try again, or sign in with your password.'));

  if (auth.status === 'signed-in' && !busy) return <Navigate to={destination(location.state)} replace />;
  const waiting = pendingPath(auth);
  // The password was given (in this tab or before a reload): on to what is still to come, keeping where to go after.
  if (waiting && !busy) return <Navigate to={waiting} replace state={loginState(location.state)} />;
  const reason = reasonOf(location.state);

  const update = (name: 'username' | 'password') => (value: string) => {
    setValues({ ...values, [name]: value });
    clearError(name);
  };
  const signIn = (event: FormEvent) => {
    event.preventDefault();
    if (busy || checking.current) return;
    checking.current = true;
    void validate(values, form.current)
      .then(
        (input) =>
          input &&
          run(async () => {
            const next = await login(input);
            navigate(pendingPath(next) ?? destination(location.state), { replace: true, state: loginState(location.state) });
          }),
        () =>
          run(() => {
            throw new Error(CHECK_NOT_LOADED);
          }),
      )
      .finally(() => {
        checking.current = false;
      });
  };

  const signInByPasskey = () =>
    void passkey.run(async () => {
      adopt(await signInWithPasskey(values.rememberMe));
      navigate(destination(location.state), { replace: true });
    });

  return (
    <div className="page page--narrow page--form">
      <form ref={form} className="card" onSubmit={signIn} noValidate aria-labelledby="login-title">
        <h1 id="login-title">Support sign in</h1>
        {reason && (
          <p role="status" className="notice login-reason">
            {reason}
          </p>
        )}
        {invited && !reason && (
          <p role="status" className="notice">
            Your account is ready. Sign in with the password you just chose.
          </p>
        )}
        <TextField name="username" label="Username" autoComplete="username" value={values.username} error={errors.username} onChange={update('username')} />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={update('password')}
        />
        <label className="choice">
          <input type="checkbox" checked={values.rememberMe} onChange={(event) => setValues({ ...values, rememberMe: event.target.checked })} />
          Remember me for 30 days
        </label>
        <FormActions
          aside={<Link to={paths.resetPassword}>Forgot your password?</Link>}
          busy={busy}
          busyLabel="Signing in..."
          submitLabel="Sign in"
          error={error}
        />
        <div className="passkey-sign-in">
          <p className="hint">Or, without your username and password:</p>
          <button type="button" className="button button--secondary" aria-disabled={passkey.busy} onClick={signInByPasskey}>
            {passkey.busy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
          </button>
          <ErrorBox>{passkey.error}</ErrorBox>
        </div>
      </form>
    </div>
  );
}
