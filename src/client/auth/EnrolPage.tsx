import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from '../router';
import { signInFromNowOn } from '../../domain/second-factors';
import { paths } from '../paths';
import { usePageTitle } from '../usePageTitle';
import { ownMessage, useAction } from '../forms/useAction';
import { ErrorBox } from '../ErrorBox';
import { useAuth } from '../AuthProvider';
import { AddPasskeyForm } from './AddPasskeyForm';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { destination } from './destination';
import { RecoveryCodesList } from './RecoveryCodesList';
import { ENROLMENT_ENDED, loginState } from './sign-in-reason';
import './second-step.css';

/**
 * /login/enrol, after the right password of an account without a second factor while the team requires
 * one (E8_REQUIRE_MFA): set one up to finish signing in. Once set up, the browser is signed in and the
 * recovery codes are shown once before going on. If the 10-minute enrolment session runs out meanwhile,
 * the browser is signed out and /login says why.
 */
export function EnrolPage() {
  usePageTitle('Set up a second step');
  const { auth, refresh, logout, adopt } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // Set up and signed in: the recovery codes stay on screen until "Continue".
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [enrolled, setEnrolled] = useState<'passkey' | 'app'>('app');
  const going = useAction(ownMessage('Could not go on. Please reload the page.'));
  // Whether this page has seen the sign-in wait for its enrolment: signed out after that, it ended.
  const [waited, setWaited] = useState(false);
  // Start again signs out on purpose: then there is no reason to give on /login.
  const [restarting, setRestarting] = useState(false);
  if (auth.status === 'enrolment' && !waited) setWaited(true);

  const goOn = () =>
    void going.run(async () => {
      await refresh();
      navigate(destination(location.state), { replace: true });
    });
  const restart = () =>
    void going.run(async () => {
      setRestarting(true);
      await logout();
      navigate(paths.login, { replace: true, state: location.state });
    });

  if (recoveryCodes) {
    return (
      <div className="page page--narrow page--form">
        <section className="card account-section" aria-labelledby="enrol-done-title">
          <h1 id="enrol-done-title">Your second step is set up</h1>
          <p role="status">
            {signInFromNowOn(enrolled)}
          </p>
          <RecoveryCodesList codes={recoveryCodes} headingLevel={2} />
          <div className="button-row button-row--split">
            <span />
            <button type="button" className="button button--primary" aria-disabled={going.busy} onClick={goOn}>
              I have saved my codes, continue
            </button>
          </div>
          <ErrorBox>{going.error}</ErrorBox>
        </section>
      </div>
    );
  }
  if (auth.status === 'checking') return <p role="status">Checking your session...</p>;
  if (auth.status === 'signed-in' && !going.busy) return <Navigate to={destination(location.state)} replace />;
  if (auth.status === 'second-step') return <Navigate to={paths.loginSecondStep} replace state={location.state} />;
  if (auth.status !== 'enrolment') {
    const ended = waited && auth.status === 'signed-out' && !restarting;
    return <Navigate to={paths.login} replace state={loginState(location.state, ended ? ENROLMENT_ENDED : undefined)} />;
  }

  return (
    <div className="page page--narrow page--form">
      <section className="card account-section" aria-labelledby="enrol-title">
        <h1 id="enrol-title">Set up a second step</h1>
        <p>
          Your password was right, <strong>{auth.username}</strong>. Your team requires a second step at every sign-in, so that a stolen
          password alone cannot open the support portal. Set one up now to finish signing in.
        </p>
        <section className="enrol-choice" aria-labelledby="enrol-passkey-title">
          <h2 id="enrol-passkey-title">A passkey</h2>
          <p>Your device's screen lock (fingerprint, face or PIN) or a security key. It cannot be phished, and you can then sign in without your password.</p>
          <AddPasskeyForm
            onAdded={(added) => {
              if (added.session) adopt(added.session);
              setEnrolled('passkey');
              if (added.recoveryCodes) setRecoveryCodes(added.recoveryCodes);
              else goOn();
            }}
          />
        </section>
        <section className="enrol-choice" aria-labelledby="enrol-app-title">
          <h2 id="enrol-app-title">Or an authenticator app</h2>
          <AuthenticatorSetup
            headingLevel={3}
            onDone={(added) => {
              setEnrolled('app');
              if (added.recoveryCodes) setRecoveryCodes(added.recoveryCodes);
              else goOn();
            }}
          />
        </section>
        <div className="button-row">
          <button type="button" className="button button--link" onClick={restart}>
            Start again
          </button>
        </div>
        <ErrorBox>{going.error}</ErrorBox>
      </section>
    </div>
  );
}
