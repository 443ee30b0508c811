import { roleInWords } from '../../domain/roles';
import { AuthenticatorAppSection } from './AuthenticatorAppSection';
import { useAuth } from './AuthProvider';
import { usePageTitle } from '../usePageTitle';

/**
 * /support/account: the signed-in user's own account. Each part is a section with its own heading:
 * the password, the passkeys, the authenticator app, the recovery codes, and the sessions.
 */
export function AccountPage() {
  usePageTitle('Your account');
  const { auth } = useAuth();
  if (auth.status !== 'signed-in') return null;
  return (
    <div className="page">
      <h1>Your account</h1>
      <p>
        Signed in as <strong>{auth.username}</strong>, {roleInWords(auth.role).toLowerCase()}.
      </p>
      <AuthenticatorAppSection />
    </div>
  );
}
