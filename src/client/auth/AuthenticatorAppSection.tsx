import { useEffect, useRef, useState } from 'react';
import { fetchFactors, removeAuthenticator, type Factors } from '../api/second-factors';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { usePasswordConfirmedButton } from './current-password';
import { PasswordConfirmedButton } from './PasswordConfirmedButton';
import { RecoveryCodesList } from './RecoveryCodesList';
import { RecoveryCodesSection } from './RecoveryCodesSection';
import './second-step.css';

/**
 * The account page's "Authenticator app" section, and the "Recovery codes" section beside it (both
 * read the account's factors once): set the app up (its first set-up shows the recovery codes once),
 * or remove it after a confirmation with the current password. Either change signs out the account's other browsers, so `onChanged`
 * lets the page refresh what else it shows (the sessions).
 */
export function AuthenticatorAppSection({ onChanged }: { onChanged?: () => void }) {
  const factors = useApiQuery('account-factors', fetchFactors);
  const changed = () => {
    factors.reload();
    onChanged?.();
  };
  return (
    <>
      <section className="card account-section" aria-labelledby="authenticator-heading">
        <h2 id="authenticator-heading">Authenticator app</h2>
        {factors.data ? (
          <AuthenticatorApp factors={factors.data} onChange={changed} />
        ) : (
          <>
            {factors.loading && <p role="status">Loading...</p>}
            <ErrorBox>{factors.error?.message}</ErrorBox>
          </>
        )}
      </section>
      {factors.data && <RecoveryCodesSection factors={factors.data} onChange={changed} />}
    </>
  );
}

/** What the section says and offers for the account's factors. */
function AuthenticatorApp({ factors, onChange }: { factors: Factors; onChange: () => void }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [notice, setNotice] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  // Removing the app asks for the current password, as setting one up does: a borrowed browser must not take the second step away.
  const removal = usePasswordConfirmedButton('The app could not be removed. Please try again.', removeAuthenticator, () => {
    // Focus goes to the notice that says so, not to the button that is gone.
    setRecoveryCodes(undefined);
    setNotice('The authenticator app was removed. Other browsers signed in to your account were signed out.');
    onChange();
  });

  // A change is announced where focus lands: on its notice, unless recovery codes to save took focus first.
  useEffect(() => {
    if (notice && !recoveryCodes) status.current?.focus();
  }, [notice, recoveryCodes]);

  return (
    <>
      <p ref={status} tabIndex={-1} role="status" className={notice ? 'notice notice--success' : undefined}>
        {notice}
      </p>
      {factors.authenticatorApp ? (
        <>
          <p>An authenticator app is set up: after your password, type the code it shows.</p>
          {recoveryCodes && <RecoveryCodesList codes={recoveryCodes} />}
          <PasswordConfirmedButton
            {...removal}
            label="Remove the authenticator app"
            buttonClassName="button--danger"
            title="Remove the authenticator app?"
            description="Its codes will no longer sign you in, and other browsers signed in to your account will be signed out."
            confirmLabel="Yes, remove it"
            busyLabel="Removing..."
          />
        </>
      ) : (
        <>
          <p>
            No authenticator app is set up. With one, signing in asks for your password and then a 6-digit code from your phone, so a stolen
            password alone is not enough.
          </p>
          <AuthenticatorSetup
            headingLevel={3}
            askPassword
            onDone={(added) => {
              setRecoveryCodes(added.recoveryCodes);
              setNotice('The authenticator app is set up. Other browsers signed in to your account were signed out.');
              onChange();
            }}
          />
        </>
      )}
    </>
  );
}
