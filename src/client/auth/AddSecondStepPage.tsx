import { useState } from 'react';
import { Link, Navigate } from '../router';
import { fetchFactors } from '../api/second-factors';
import { useApiQuery } from '../api/useApiQuery';
import { useAuth } from '../AuthProvider';
import { ErrorBox } from '../ErrorBox';
import { hasSecondFactor, signInFromNowOn } from '../../domain/second-factors';
import { paths } from '../paths';
import { usePageTitle } from '../usePageTitle';
import { AddPasskeyForm } from './AddPasskeyForm';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { useCurrentPassword } from './current-password';
import { CurrentPasswordField } from './CurrentPasswordField';
import { RecoveryCodesList } from './RecoveryCodesList';
import './account.css';
import './second-step.css';


const PASSWORD_ID = 'add-second-step-password';

/**
 * /support/add-second-step, where an invited consultant's first sign-in lands: the account has only a
 * password, so the page asks for a second step (a passkey or an authenticator app, set up as on the
 * account page, after the current password), and shows the recovery codes once. "Not now" goes on to the
 * portal, offered only while the team does not require a second step (E8_REQUIRE_MFA; when it does, the
 * sign-in itself asks for one first). The current password is one field above both choices. An account that has a
 * second step already goes straight on.
 */
export function AddSecondStepPage() {
  usePageTitle('Add a second step');
  const { auth } = useAuth();
  const factors = useApiQuery('account-factors', fetchFactors);
  const [added, setAdded] = useState<{ kind: 'passkey' | 'app'; recoveryCodes: string[] | undefined }>();
  const password = useCurrentPassword();
  const sharedPassword = { password, focus: () => document.getElementById(PASSWORD_ID)?.focus() };

  if (added) return <SecondStepAdded kind={added.kind} recoveryCodes={added.recoveryCodes} />;
  if (!factors.data) {
    return (
      <div className="page page--narrow page--form">
        {factors.loading && <p role="status">Loading...</p>}
        <ErrorBox>{factors.error && `Your second steps could not be loaded: ${factors.error.message}`}</ErrorBox>
      </div>
    );
  }
  if (hasSecondFactor(factors.data)) return <Navigate to={paths.support} replace />;

  return (
    <div className="page page--narrow page--form">
      <section className="card account-section" aria-labelledby="add-second-step-title">
        <h1 id="add-second-step-title">Add a second step</h1>
        <p>
          Welcome{auth.status === 'signed-in' ? <>, <strong>{auth.username}</strong></> : ''}. The support portal holds your clients&apos; weaknesses, so
          protect your account with a second step: then a stolen password alone cannot open it. It takes a minute, and asks for your password once more.
        </p>
        <CurrentPasswordField password={password} id={PASSWORD_ID} hint="Your password, again, before a new way to sign in is set up: for either choice below." />
        <section className="enrol-choice" aria-labelledby="add-passkey-title">
          <h2 id="add-passkey-title">A passkey</h2>
          <p>Your device&apos;s screen lock (fingerprint, face or PIN) or a security key. It cannot be phished, and you can then sign in without your password.</p>
          <AddPasskeyForm sharedPassword={sharedPassword} onAdded={(passkey) => setAdded({ kind: 'passkey', recoveryCodes: passkey.recoveryCodes })} />
        </section>
        <section className="enrol-choice" aria-labelledby="add-app-title">
          <h2 id="add-app-title">Or an authenticator app</h2>
          <AuthenticatorSetup headingLevel={3} sharedPassword={sharedPassword} onDone={(app) => setAdded({ kind: 'app', recoveryCodes: app.recoveryCodes })} />
        </section>
        {!factors.data.requireMfa && (
          <div className="enrol-choice">
            <p className="hint">Not ready? You can add a second step later, on your account page.</p>
            <p>
              <Link to={paths.support}>Not now, go to the portal</Link>
            </p>
          </div>
        )}
      </section>
    </div>
  );
}

/** Once a second step is added: how signing in works from now on, the recovery codes to save, and on to the portal. */
function SecondStepAdded({ kind, recoveryCodes }: { kind: 'passkey' | 'app'; recoveryCodes: string[] | undefined }) {
  return (
    <div className="page page--narrow page--form">
      <section className="card account-section" aria-labelledby="second-step-added-title">
        <h1 id="second-step-added-title">Your second step is set up</h1>
        <p role="status">
          {signInFromNowOn(kind)}
        </p>
        {recoveryCodes && <RecoveryCodesList codes={recoveryCodes} headingLevel={2} />}
        <p>
          <Link className="button button--primary" to={paths.support}>
            {recoveryCodes ? 'I have saved my codes, continue' : 'Continue to the portal'}
          </Link>
        </p>
      </section>
    </div>
  );
}
