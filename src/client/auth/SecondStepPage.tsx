import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '../router';
import { secondStepSchema, USED_SECOND_STEP_MESSAGE, WRONG_SECOND_STEP_MESSAGE } from '../../domain/second-step';
import { fetchSession, type SecondStepMethods } from '../api/auth';
import { ApiError } from '../api/http';
import { paths } from '../paths';
import { usePageTitle } from '../usePageTitle';
import { TextField } from '../forms/TextField';
import { FormActions } from '../forms/FormActions';
import { ownMessage, useAction } from '../forms/useAction';
import { useFieldErrors } from '../forms/useFieldErrors';
import { ErrorBox } from '../ErrorBox';
import { useAuth } from '../AuthProvider';
import { destination } from './destination';
import { passkeySecondStep } from './passkey-ceremonies';
import { loginState, SECOND_STEP_ENDED } from './sign-in-reason';
import './second-step.css';

/** "9 recovery codes" or "1 recovery code". */
function codesLeftInWords(count: number): string {
  return count === 1 ? '1 recovery code' : `${count} recovery codes`;
}

/** The server's answers to a code that did not sign in while the sign-in still waits: said as they are. */
const CODE_REFUSALS = [WRONG_SECOND_STEP_MESSAGE, USED_SECOND_STEP_MESSAGE];

/** What the page says when the waiting sign-in has ended (10 minutes): the code and the passkey say the same. */
const WAITED_TOO_LONG = 'This sign-in waited too long (more than 10 minutes). Choose Start again and give your password once more.';

/**
 * The code field of the second step for what the account has: its sentence and label, or none for an
 * account with passkeys only and no recovery codes left (it confirms with a passkey alone).
 */
function codeFieldFor(methods: SecondStepMethods): { sentence: string; label: string } | undefined {
  if (methods.authenticatorApp && methods.recoveryCode) {
    return { sentence: 'type the 6-digit code your authenticator app shows, or one of your recovery codes.', label: 'Code from your authenticator app or a recovery code' };
  }
  if (methods.authenticatorApp) return { sentence: 'type the 6-digit code your authenticator app shows.', label: 'Code from your authenticator app' };
  if (methods.recoveryCode) return { sentence: 'type one of your recovery codes.', label: 'Recovery code' };
  return undefined;
}

/**
 * /login/second-step, after the right password of an account with a second factor: a code from the
 * authenticator app, a recovery code or a passkey, as far as the account has them. "Start again" ends
 * the waiting sign-in. A reload keeps working: the server still knows the sign-in waits for its second
 * step. When the waiting sign-in ends (10 minutes) the page says so, and once the browser learns it is
 * signed out, /login says why.
 */
export function SecondStepPage() {
  usePageTitle("Confirm it's you");
  const { auth, secondStep, logout, adopt } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  // Signed in with a recovery code: the page stays to say how many are left.
  const [codesLeft, setCodesLeft] = useState<number>();
  const { busy, error, run } = useAction(ownMessage('That code could not be checked. Please try again.'));
  const { errors, validate, clearError } = useFieldErrors(secondStepSchema);
  const startAgain = useAction(ownMessage('Could not start again. Please reload the page.'));
  const passkey = useAction(ownMessage('That passkey was not accepted. Try again, or type a code.'));
  // Whether this page has seen the sign-in wait for its second step: signed out after that, it ended.
  const [waited, setWaited] = useState(false);
  // Start again signs out on purpose: then there is no reason to give on /login.
  const [restarting, setRestarting] = useState(false);
  if (auth.status === 'second-step' && !waited) setWaited(true);

  if (codesLeft !== undefined) return <RecoveryCodeUsed left={codesLeft} to={destination(location.state)} />;
  if (auth.status === 'checking') return <p role="status">Checking your session...</p>;
  if (auth.status === 'signed-in' && !busy && !passkey.busy) return <Navigate to={destination(location.state)} replace />;
  if (auth.status === 'enrolment') return <Navigate to={paths.loginEnrol} replace state={location.state} />;
  if (auth.status !== 'second-step') {
    const ended = waited && auth.status === 'signed-out' && !restarting;
    return <Navigate to={paths.login} replace state={loginState(location.state, ended ? SECOND_STEP_ENDED : undefined)} />;
  }

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = validate({ code }, form.current);
    if (!input) return;
    void run(async () => {
      try {
        const { recoveryCodesLeft } = await secondStep(input.code);
        if (recoveryCodesLeft === undefined) navigate(destination(location.state), { replace: true });
        else setCodesLeft(recoveryCodesLeft);
      } catch (failure) {
        // The waiting sign-in has ended (10 minutes, or the account changed): back to the password.
        if (failure instanceof ApiError && failure.status === 401 && !CODE_REFUSALS.includes(failure.message)) {
          throw new ApiError(WAITED_TOO_LONG, 401);
        }
        throw failure;
      }
    });
  };
  const usePasskey = () =>
    void passkey.run(async () => {
      try {
        adopt(await passkeySecondStep());
      } catch (failure) {
        // A refused passkey is a 401 too; the waiting sign-in has ended only when the server no longer knows it.
        if (failure instanceof ApiError && failure.status === 401) {
          const session = await fetchSession();
          if (!session.authenticated && session.next !== 'second-step') throw new ApiError(WAITED_TOO_LONG, 401);
        }
        throw failure;
      }
      navigate(destination(location.state), { replace: true });
    });
  const restart = () =>
    void startAgain.run(async () => {
      setRestarting(true);
      await logout();
      navigate(paths.login, { replace: true, state: location.state });
    });

  const codeField = codeFieldFor(auth.methods);
  const startAgainButton = (
    <button type="button" className="button button--link" onClick={restart}>
      Start again
    </button>
  );
  const passkeyButton = (
    <button type="button" className={`button ${codeField ? 'button--secondary' : 'button--primary'}`} aria-disabled={passkey.busy} onClick={usePasskey}>
      {passkey.busy ? 'Waiting for your passkey...' : 'Use a passkey'}
    </button>
  );

  if (!codeField) {
    // Passkeys only, no recovery codes left: the passkey is the one way, and an administrator the way back in without it.
    return (
      <div className="page page--narrow page--form">
        <section className="card account-section" aria-labelledby="second-step-title">
          <h1 id="second-step-title">Confirm it&apos;s you</h1>
          <p>
            Your password was right, <strong>{auth.username}</strong>. To finish signing in, confirm with one of this account&apos;s passkeys: your
            device&apos;s screen lock or your security key.
          </p>
          <div className="button-row button-row--split">
            {startAgainButton}
            {passkeyButton}
          </div>
          <ErrorBox>{passkey.error ?? startAgain.error}</ErrorBox>
          <p className="hint">If you have lost your passkey, ask an administrator to reset your second step.</p>
        </section>
      </div>
    );
  }

  return (
    <div className="page page--narrow page--form">
      <form ref={form} className="card" onSubmit={confirm} noValidate aria-labelledby="second-step-title">
        <h1 id="second-step-title">Confirm it&apos;s you</h1>
        <p>
          Your password was right, <strong>{auth.username}</strong>. To finish signing in, {codeField.sentence}
        </p>
        <TextField
          name="code"
          label={codeField.label}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          error={errors.code}
          onChange={(value) => {
            setCode(value);
            clearError('code');
          }}
        />
        <FormActions aside={startAgainButton} busy={busy} busyLabel="Checking..." submitLabel="Confirm" error={error ?? startAgain.error} />
        {auth.methods.passkey && (
          <div className="second-step-other">
            <p>Or confirm with one of this account&apos;s passkeys: your device&apos;s screen lock or your security key.</p>
            {passkeyButton}
            <ErrorBox>{passkey.error}</ErrorBox>
          </div>
        )}
      </form>
    </div>
  );
}

/** After a recovery code: signed in, how many codes are left, and where to go on to. */
function RecoveryCodeUsed({ left, to }: { left: number; to: string }) {
  return (
    <div className="page page--narrow page--form">
      <section className="card" aria-labelledby="recovery-used-title">
        <h1 id="recovery-used-title">You are signed in</h1>
        <p role="status" className={left <= 3 ? 'notice' : undefined}>
          {`You used a recovery code: it will not work again. You have ${codesLeftInWords(left)} left.`}
          {left <= 3 && ' Make new ones on your account page before you run out.'}
        </p>
        <div className="button-row button-row--split">
          <Link to={paths.supportAccount}>Go to your account</Link>
          <Link className="button button--primary" to={to} replace>
            Continue
          </Link>
        </div>
      </section>
    </div>
  );
}
