import { useRef, useState } from 'react';
import { countOf } from '../../domain/format';
import { sessionAddressInWords, type OwnSession } from '../../domain/own-sessions';
import { australianDateTime } from '../../domain/support-views';
import { endOtherSessions, endOwnSession, fetchOwnSessions } from '../api/own-account';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import { ConfirmDeleteDialog, useConfirmDialog } from '../forms/ConfirmDeleteDialog';
import { ownMessage, useAction } from '../forms/useAction';
import { TableHead } from '../TableParts';

const COLUMNS = ['Device', 'From', 'Started', 'Last active', 'Action'] as const;

/**
 * The account page's "Signed-in sessions" section: every browser signed in to one's account, this one
 * marked, each other with "End session" (asked first in a dialog) and one "Sign out everywhere else".
 * The list loads again after each action and whenever `version` changes (after a password change,
 * which ends the other sessions). Focus returns to the section's heading once a row is gone.
 */
export function SessionsSection({ version }: { version: number }) {
  const sessions = useApiQuery(`own-sessions-${version}`, fetchOwnSessions, { keepPreviousData: true });
  const [notice, setNotice] = useState<string>();
  const [target, setTarget] = useState<OwnSession>();
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const ended = useRef(false);
  const dialog = useConfirmDialog();
  const endOne = useAction(ownMessage('The session could not be ended'));
  const endOthers = useAction(ownMessage('The other sessions could not be ended'));

  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);

  const ask = (session: OwnSession, button: HTMLButtonElement) => {
    opener.current = button;
    ended.current = false;
    setTarget(session);
    setNotice(undefined);
    dialog.open();
  };
  const confirmEnd = () =>
    void endOne.run(async () => {
      if (!target) return;
      await endOwnSession(target.id);
      ended.current = true;
      setNotice(`Ended the session of ${target.device} from ${sessionAddressInWords(target.address)}.`);
      dialog.close();
      sessions.reload();
    });
  const signOutOthers = () =>
    void endOthers.run(async () => {
      const count = await endOtherSessions();
      setNotice(`Signed out everywhere else: ${countOf(count, 'other session')} ended.`);
      sessions.reload();
      heading.current?.focus();
    });

  return (
    <section className="card account-section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" ref={heading} tabIndex={-1}>
        Signed-in sessions
      </h2>
      <p className="hint">Each browser signed in to your account. End any you do not recognise, then change your password.</p>
      {notice && (
        <p className="notice notice--success" role="status">
          {notice}
        </p>
      )}
      <ErrorBox>{sessions.error ? `Your sessions could not be loaded: ${sessions.error.message}` : endOthers.error}</ErrorBox>
      {sessions.loading && !sessions.data ? (
        <p role="status">Loading your sessions...</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="sessions-heading">
          <table className="sessions-table">
            <TableHead columns={COLUMNS} explicitRoles={false} />
            <tbody>
              {list.map((session) => (
                <tr key={session.id}>
                  <th scope="row" data-label="Device">
                    <span>
                      {session.device}
                      {session.current && (
                        <>
                          {' '}
                          <span className="status-badge status-badge--completed">This browser</span>
                        </>
                      )}
                    </span>
                  </th>
                  <td data-label="From">{sessionAddressInWords(session.address)}</td>
                  <td data-label="Started">{australianDateTime(session.startedAt)}</td>
                  <td data-label="Last active">{australianDateTime(session.lastActiveAt)}</td>
                  <td data-label="Action">
                    {session.current ? (
                      <span className="hint">Signed in here</span>
                    ) : (
                      <button
                        type="button"
                        className="button button--danger"
                        aria-label={`End session: ${session.device} from ${sessionAddressInWords(session.address)}`}
                        onClick={(event) => ask(session, event.currentTarget)}
                      >
                        End session
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {sessions.data && (
        <div className="button-row account-section__actions">
          {others.length > 0 ? (
            <button type="button" className="button button--secondary" aria-disabled={endOthers.busy} onClick={signOutOthers}>
              {endOthers.busy ? 'Signing out...' : 'Sign out everywhere else'}
            </button>
          ) : (
            <p className="hint">No other browser is signed in to your account.</p>
          )}
        </div>
      )}
      <ConfirmDeleteDialog
        dialog={dialog}
        action={endOne}
        className="own-delete-dialog"
        title="End this session?"
        description={
          target
            ? `${target.device} from ${sessionAddressInWords(target.address)}, last active ${australianDateTime(target.lastActiveAt)}, will be signed out at once.`
            : ''
        }
        onConfirm={confirmEnd}
        onClose={() => (ended.current ? heading.current?.focus() : opener.current?.focus())}
        confirmLabel="Yes, end it"
        busyLabel="Ending..."
      />
    </section>
  );
}
