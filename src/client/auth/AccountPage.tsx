import { useState } from 'react';
import { roleInWords } from '../../domain/roles';
import { AuthenticatorAppSection } from './AuthenticatorAppSection';
import { useAuth } from '../AuthProvider';
import { PasskeysSection } from './PasskeysSection';
import { usePageTitle } from '../usePageTitle';
import { ChangePasswordSection } from './ChangePasswordSection';
import { SessionsSection } from './SessionsSection';
import './account.css';

/**
 * /support/account: the signed-in user's own account. Each part is a section with its own heading, in
 * this order: the password, the passkeys, the authenticator app, the recovery codes, and the sessions.
 * A password change ends the other sessions, so it makes the sessions list load again.
 */
export function AccountPage() {
  usePageTitle('Your account');
  const { auth } = useAuth();
  const [sessionsVersion, setSessionsVersion] = useState(0);
  // A passkey added or removed changes the recovery codes' count in the authenticator section, which loads again.
  const [factorsVersion, setFactorsVersion] = useState(0);
  if (auth.status !== 'signed-in') return null;
  // Every change of password or second factors signs out the account's other browsers.
  const sessionsChanged = () => setSessionsVersion((version) => version + 1);
  return (
    <div className="page page--account">
      <h1>Your account</h1>
      <p>
        Signed in as <strong>{auth.username}</strong>, {roleInWords(auth.role).toLowerCase()}.
      </p>
      <ChangePasswordSection username={auth.username} onChanged={sessionsChanged} />
      <PasskeysSection
        onChanged={() => {
          sessionsChanged();
          setFactorsVersion((version) => version + 1);
        }}
      />
      <AuthenticatorAppSection key={factorsVersion} onChanged={sessionsChanged} />
      <SessionsSection version={sessionsVersion} />
    </div>
  );
}
