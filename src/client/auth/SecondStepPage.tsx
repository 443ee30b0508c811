import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { secondStepSchema, WRONG_SECOND_STEP_MESSAGE } from '../../domain/second-step';
import { ApiError } from '../api/http';
import { paths } from '../paths';
import { usePageTitle } from '../usePageTitle';
import { TextField } from '../forms/TextField';
import { FormActions } from '../forms/FormActions';
import { ownMessage, useAction } from '../forms/useAction';
import { useFieldErrors } from '../forms/useFieldErrors';
import { ErrorBox } from '../ErrorBox';
import { useAuth } from './AuthProvider';
import { destination } from './destination';
import { passkeySecondStep } from './passkey-ceremonies';
import './second-step.css';

/** "9 recovery codes" or "1 recovery code". */
function codesLeftInWords(count: number): string {
  return count === 1 ? '1 recovery code' : `${count} recovery codes`;
}

/**
 * /login/second-step, after the right password of an account with a second factor: a code from the
 * authenticator app or a recovery code. "Start again" ends the waiting sign-in. A reload keeps working:
 * the server still knows the sign-in waits for its second step.
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

  if (codesLeft !== undefined) return <RecoveryCodeUsed left={codesLeft} to={destination(location.state)} />;
  if (auth.status === 'checking') return <p role="status">Checking your session...</p>;
  if (auth.status === 'signed-in' && !busy && !passkey.busy) return <Navigate to={destination(location.state)} replace />;
  if (auth.status === 'enrolment') return <Navigate to={paths.loginEnrol} replace state={location.state} />;
  if (auth.status !== 'second-step') return <Navigate to={paths.login} replace state={location.state} />;

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
        if (failure instanceof ApiError && failure.status === 401 && failure.message !== WRONG_SECOND_STEP_MESSAGE) {
          throw new ApiError('This sign-in waited too long (more than 10 minutes). Choose Start again and give your password once more.', 401);
        }
        throw failure;
      }
    });
  };
  const usePasskey = () =>
    void passkey.run(async () => {
      adopt(await passkeySecondStep());
      navigate(destination(location.state), { replace: true });
    });
  const restart = () =>
    void startAgain.run(async () => {
      await logout();
      navigate(paths.login, { replace: true, state: location.state });
    });

  return (
    <div className="page page--narrow page--form">
      <form ref={form} className="card" onSubmit={confirm} noValidate aria-labelledby="second-step-title">
        <h1 id="second-step-title">Confirm it&apos;s you</h1>
        <p>
          Your password was right, <strong>{auth.username}</strong>. To finish signing in,{' '}
          {auth.methods.authenticatorApp
            ? 'type the 6-digit code your authenticator app shows, or one of your recovery codes.'
            : 'type one of your recovery codes.'}
        </p>
        <TextField
          name="code"
          label="Code from your authenticator app or a recovery code"
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
        <FormActions
          aside={
            <button type="button" className="button button--link" onClick={restart}>
              Start again
            </button>
          }
          busy={busy}
          busyLabel="Checking..."
          submitLabel="Confirm"
          error={error ?? startAgain.error}
        />
        {auth.methods.passkey && (
          <div className="second-step-other">
            <p>Or confirm with one of this account's passkeys: your device's screen lock or your security key.</p>
            <button type="button" className="button button--secondary" aria-disabled={passkey.busy} onClick={usePasskey}>
              {passkey.busy ? 'Waiting for your passkey...' : 'Use a passkey'}
            </button>
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
