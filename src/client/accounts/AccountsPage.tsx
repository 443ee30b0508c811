import { useEffect, useRef, useState } from 'react';
import { secondStepInWords, type AccountSummary, type PendingInvitation } from '../../domain/account-schemas';
import { shortAustralianDate } from '../../domain/format';
import { roleInWords } from '../../domain/roles';
import { cancelInvitation, changeAccount, fetchAccounts, setAccountRole } from '../api/accounts';
import { ApiError } from '../api/http';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import { LabelledCell, TableHead } from '../TableParts';
import { usePageTitle } from '../usePageTitle';
import { ConfirmActionDialog, type ConfirmableAction } from './ConfirmActionDialog';
import { InviteForm } from './InviteForm';
import { ApiTokensSection } from './ApiTokensSection';
import './accounts.css';

/** What a consultant (or anyone the server answers 403) reads instead of the page. */
export const ADMINISTRATORS_ONLY = 'Only an administrator can manage accounts.';

/**
 * /support/accounts, for administrators: every account with its role, state, second step and last
 * sign-in, and per account the actions to make it an administrator or a consultant, to disable or
 * enable it, and to reset its second step, each confirmed first; then "Invite someone" and the
 * pending invitations; then the API tokens of reporting tools (ApiTokensSection). The server decides who may see it: its 403 becomes ADMINISTRATORS_ONLY.
 * After each change `onChanged` re-reads the browser's own session (the change may have been to one's
 * own account: a role, so the administrator links go at once).
 */
export function AccountsPage({ onChanged }: { onChanged: () => Promise<void> }) {
  usePageTitle('Accounts');
  const query = useApiQuery('accounts', fetchAccounts, { keepPreviousData: true });
  // Each question gets its own dialog (a new key), so a refusal of an earlier one is not shown with it.
  const [confirming, setConfirming] = useState<{ action: ConfirmableAction; key: number }>();
  const [done, setDone] = useState<{ message: string; focus: boolean }>();
  const doneLine = useRef<HTMLParagraphElement>(null);

  // An action whose button goes away with it (cancelling an invitation) moves focus to what was done;
  // otherwise focus stays on the button that asked, as the closed dialog leaves it.
  useEffect(() => {
    if (done?.focus) doneLine.current?.focus();
  }, [done]);

  const ask = (action: ConfirmableAction) => {
    setDone(undefined);
    setConfirming((current) => ({ action, key: (current?.key ?? 0) + 1 }));
  };

  if (query.error instanceof ApiError && query.error.status === 403) {
    return (
      <div className="page">
        <h1>Accounts</h1>
        <p className="notice" role="alert">
          {ADMINISTRATORS_ONLY}
        </p>
      </div>
    );
  }

  return (
    <div className="page accounts-page">
      <h1>Accounts</h1>
      <p>Everyone who can sign in to the support portal. Administrators manage accounts; consultants view, export and delete assessments.</p>
      {query.loading && !query.data && <p role="status">Loading accounts...</p>}
      <ErrorBox>{query.error?.message}</ErrorBox>
      <p role="status" className="accounts-page__done" ref={doneLine} tabIndex={-1}>
        {done?.message}
      </p>
      {query.data && (
        <>
          <AccountsTable accounts={query.data.accounts} onAsk={ask} />
          <InviteForm mailAvailable={query.data.mailAvailable} onInvited={query.reload} />
          <PendingInvitations invitations={query.data.invitations} onAsk={ask} />
          <ApiTokensSection onAsk={ask} />
        </>
      )}
      <ConfirmActionDialog
        key={confirming?.key ?? 0}
        action={confirming?.action}
        onDone={(message, removesButton) => {
          setDone({ message, focus: removesButton });
          query.reload();
          // A failed read is retried by the session check every minute.
          void onChanged().catch(() => undefined);
        }}
      />
    </div>
  );
}

/** The confirmations of an account's actions, in words. */
function accountActions(account: AccountSummary): ConfirmableAction[] {
  const name = account.username;
  const otherRole = account.role === 'administrator' ? 'consultant' : 'administrator';
  return [
    {
      label: otherRole === 'administrator' ? 'Make administrator' : 'Make consultant',
      title: `Make ${name} ${otherRole === 'administrator' ? 'an administrator' : 'a consultant'}?`,
      description:
        otherRole === 'administrator'
          ? `${name} will be able to manage every account, including yours, and read the audit log.`
          : `${name} will no longer manage accounts or read the audit log, from their next request.`,
      confirm: otherRole === 'administrator' ? 'Yes, make administrator' : 'Yes, make consultant',
      run: () => setAccountRole(account.id, otherRole),
      done: `${name} is now ${otherRole === 'administrator' ? 'an administrator' : 'a consultant'}.`,
    },
    account.disabled
      ? {
          label: 'Enable',
          title: `Enable ${name}?`,
          description: `${name} will be able to sign in again with their password and second step.`,
          confirm: 'Yes, enable',
          run: () => changeAccount(account.id, 'enable'),
          done: `${name} is enabled and can sign in again.`,
        }
      : {
          label: 'Disable',
          title: `Disable ${name}?`,
          description: `${name} is signed out everywhere at once and cannot sign in until an administrator enables the account again.`,
          confirm: 'Yes, disable',
          run: () => changeAccount(account.id, 'disable'),
          done: `${name} is disabled and signed out everywhere.`,
        },
    {
      label: 'Reset second step',
      title: `Reset ${name}'s second step?`,
      description: `Every passkey, authenticator app and recovery code of ${name} is removed and they are signed out everywhere. They sign in with their password and set up a second step again.`,
      confirm: 'Yes, reset',
      run: () => changeAccount(account.id, 'reset-factors'),
      done: `${name}'s second step is reset and they are signed out everywhere.`,
    },
  ];
}

const COLUMNS = ['Username', 'Email', 'Role', 'Status', 'Second step', 'Last signed in', 'Actions'] as const;

/**
 * The team as a table. On a phone each account stacks, its cells labelled; the explicit roles keep it a
 * table for screen readers whatever its CSS display.
 */
function AccountsTable({ accounts, onAsk }: { accounts: AccountSummary[]; onAsk: (action: ConfirmableAction) => void }) {
  return (
    <section className="card table-card" aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">Team</h2>
      <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="accounts-heading">
        <table role="table" className="accounts-table">
          <TableHead columns={COLUMNS} />
          <tbody role="rowgroup">
            {accounts.map((account) => (
              <tr role="row" key={account.id}>
                <th role="rowheader" scope="row">
                  {account.username}
                </th>
                <LabelledCell column="Email">
                  {account.email ?? '—'}
                </LabelledCell>
                <LabelledCell column="Role">
                  {roleInWords(account.role)}
                </LabelledCell>
                <LabelledCell column="Status">
                  <span className={`status-badge ${account.disabled ? 'accounts-status--disabled' : 'status-badge--completed'}`}>
                    {account.disabled ? 'Disabled' : 'Active'}
                  </span>
                </LabelledCell>
                <LabelledCell column="Second step">
                  {secondStepInWords(account.factors)}
                </LabelledCell>
                <LabelledCell column="Last signed in">
                  {account.lastSignInAt === null ? 'Never' : shortAustralianDate(account.lastSignInAt)}
                </LabelledCell>
                <td role="cell">
                  <div className="row-actions">
                    {accountActions(account).map((action, index) => (
                      <button
                        // Keyed by place, not words: "Disable" becoming "Enable" keeps the same button, and its focus.
                        key={index}
                        type="button"
                        className="button button--link"
                        aria-label={`${action.label}: ${account.username}`}
                        onClick={() => onAsk(action)}
                      >
                        {action.label}
                      </button>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PendingInvitations({ invitations, onAsk }: { invitations: PendingInvitation[]; onAsk: (action: ConfirmableAction) => void }) {
  return (
    <section className="card" aria-labelledby="pending-heading">
      <h2 id="pending-heading">Pending invitations</h2>
      {invitations.length === 0 ? (
        <p>No invitation is waiting to be accepted.</p>
      ) : (
        <ul className="pending-invitations">
          {invitations.map((invitation) => (
            <li key={invitation.username}>
              <span>
                <strong>{invitation.username}</strong>
                {invitation.email ? ` (${invitation.email})` : ''} as {roleInWords(invitation.role).toLowerCase()}, invited by {invitation.invitedBy} on{' '}
                {shortAustralianDate(invitation.createdAt)}; the link works until {shortAustralianDate(invitation.expiresAt)}.
              </span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Cancel the invitation of ${invitation.username}`}
                onClick={() =>
                  onAsk({
                    label: 'Cancel',
                    title: `Cancel the invitation of ${invitation.username}?`,
                    description: 'Its link stops working at once. You can invite them again later.',
                    confirm: 'Yes, cancel it',
                    run: () => cancelInvitation(invitation.username),
                    done: `The invitation of ${invitation.username} is cancelled.`,
                    removesButton: true,
                  })
                }
              >
                Cancel
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
