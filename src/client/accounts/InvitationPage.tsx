import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from '../router';
import { invitationAcceptFormSchema, type InvitationDetails } from '../../domain/account-schemas';
import { longAustralianDate } from '../../domain/format';
import type { Role } from '../../domain/roles';
import { acceptInvitation, lookupInvitation } from '../api/accounts';
import { useApiQuery } from '../api/useApiQuery';
import { SubmitButton } from '../forms/SubmitButton';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { ownMessage, useAction } from '../forms/useAction';
import { useFieldErrors } from '../forms/useFieldErrors';
import { ErrorBox } from '../ErrorBox';
import { paths } from '../paths';
import { usePageTitle } from '../usePageTitle';
import './accounts.css';

/** Said when the page has no token to look up (a link cut short). */
const NO_TOKEN = 'This invitation link is not valid or has expired. Ask an administrator for a new one.';

/** "a consultant", "an administrator". */
function withArticle(role: Role): string {
  return role === 'administrator' ? 'an administrator' : 'a consultant';
}

/**
 * /invitation#token=…: an invitation to the support team. The token is read from the fragment (never
 * sent to a server by the browser, only in the lookup and accept requests' bodies); the page says who is
 * invited as what, takes a new password twice under the password rule (its messages live as one types)
 * and creates the account; then it points to Sign in, with the username filled in and, once signed in, the
 * prompt to add a second step (a session is only ever made by signing in). A dead link is said in words.
 */
export function InvitationPage() {
  usePageTitle('Invitation');
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
  const lookup = useApiQuery(token ? `invitation ${token}` : null, () => lookupInvitation(token));
  const [created, setCreated] = useState<string>();

  return (
    <div className="page page--narrow page--form">
      <div className="card">
        {created ? (
          <AccountReady username={created} />
        ) : !token ? (
          <Invalid message={NO_TOKEN} />
        ) : lookup.error ? (
          <Invalid message={lookup.error.message} />
        ) : lookup.data ? (
          <AcceptForm token={token} invitation={lookup.data} onCreated={setCreated} />
        ) : (
          <p role="status">Checking your invitation...</p>
        )}
      </div>
    </div>
  );
}

function Invalid({ message }: { message: string }) {
  return (
    <>
      <h1>Invitation</h1>
      <p className="error-box" role="alert">
        {message}
      </p>
    </>
  );
}

function AccountReady({ username }: { username: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Your account is ready
      </h1>
      <p role="status">
        The account <strong>{username}</strong> is created. Sign in with the password you just chose: your username is filled in for you.
      </p>
      <p>Once you are signed in, you will be asked to add a second step, so that your password alone cannot open the support portal.</p>
      <p>
        <Link className="button button--primary" to={paths.login} state={{ username, from: paths.supportAddSecondStep }}>
          Sign in
        </Link>
      </p>
    </>
  );
}

function AcceptForm({ token, invitation, onCreated }: { token: string; invitation: InvitationDetails; onCreated: (username: string) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const { busy, error, run } = useAction(ownMessage('The account could not be created. Please try again.'));
  const { errors, validate, clearError } = useFieldErrors(invitationAcceptFormSchema);

  // The rule's messages show as the user types.

  const update = (name: keyof typeof values) => (value: string) => {
    setValues({ ...values, [name]: value });
    clearError(name);
  };

  const create = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = validate(values, form.current);
    if (!input) return;
    void run(async () => onCreated(await acceptInvitation(token, input.password)));
  };

  return (
    <>
      <h1>You're invited to join as {withArticle(invitation.role)}</h1>
      <p>
        Your username is <strong>{invitation.username}</strong>. Choose a password to create your account. This link works once, until{' '}
        {longAustralianDate(invitation.expiresAt)}.
      </p>
      <form ref={form} onSubmit={create} noValidate>
        {/* Lets a password manager save the new password under the right username. */}
        <input type="text" name="username" autoComplete="username" value={invitation.username} readOnly hidden />
        <NewPasswordFields
          password={{ name: 'password', id: 'new-password', value: values.password, error: errors.password, onChange: update('password') }}
          confirmation={{ name: 'confirmPassword', id: 'confirm-password', value: values.confirmPassword, error: errors.confirmPassword, onChange: update('confirmPassword') }}
        />
        <SubmitButton busy={busy} busyLabel="Creating...">
          Create account
        </SubmitButton>
        <ErrorBox>{error}</ErrorBox>
      </form>
    </>
  );
}
