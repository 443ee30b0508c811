import { useState } from 'react';
import { roleInWords } from '../../domain/roles';
import { AuthenticatorAppSection } from './AuthenticatorAppSection';
import { useAuth } from './AuthProvider';
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
  if (auth.status !== 'signed-in') return null;
  return (
    <div className="page page--account">
      <h1>Your account</h1>
      <p>
        Signed in as <strong>{auth.username}</strong>, {roleInWords(auth.role).toLowerCase()}.
      </p>
      <ChangePasswordSection username={auth.username} onChanged={() => setSessionsVersion((version) => version + 1)} />
      <PasskeysSection />
      <AuthenticatorAppSection />
      <SessionsSection version={sessionsVersion} />
    </div>
  );
}
