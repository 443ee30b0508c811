import { useRef, useState } from 'react';
import { shortAustralianDate } from '../../domain/format';
import type { PasskeyAdded, PasskeySummary } from '../../domain/passkeys';
import { fetchPasskeys, removePasskey } from '../api/passkeys';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import { AddPasskeyForm } from './AddPasskeyForm';
import { usePasswordConfirmedButton } from './current-password';
import { PasswordConfirmedButton } from './PasswordConfirmedButton';
import { RecoveryCodesList } from './RecoveryCodesList';
import './account.css';
import './second-step.css';

/**
 * The account page's passkeys: the list (name, when added, when last used) with Remove on each, and a named
 * "Add a passkey", which asks the browser to make one. The account's first second factor comes with
 * recovery codes, shown here once. What happened is said in a status line; failures in words.
 */
export function PasskeysSection({ onChanged }: { onChanged?: () => void }) {
  const passkeys = useApiQuery('passkeys', fetchPasskeys);
  const section = useRef<HTMLElement>(null);
  const [status, setStatus] = useState<string>();
  const [codes, setCodes] = useState<string[]>();

  const added = (result: PasskeyAdded) => {
    setCodes(result.recoveryCodes);
    setStatus(`Passkey "${result.passkey.name}" added. From now on you can sign in with it.`);
    passkeys.reload();
    onChanged?.();
  };
  const removed = (passkey: PasskeySummary) => {
    setStatus(`Passkey "${passkey.name}" removed.`);
    passkeys.reload();
    onChanged?.();
    // The row and its button are gone: focus goes to the form, the next thing to do.
    section.current?.querySelector<HTMLElement>('#passkey-name')?.focus();
  };

  return (
    <section ref={section} className="card account-section" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p>
        A passkey lets you sign in with your device's screen lock (fingerprint, face or PIN) or a security key, without typing your password. After
        your password, it can also confirm it is you.
      </p>
      {passkeys.error ? (
        <ErrorBox>{passkeys.error.message}</ErrorBox>
      ) : passkeys.data === undefined ? (
        <p>Loading your passkeys...</p>
      ) : passkeys.data.length === 0 ? (
        <p>You have no passkeys yet.</p>
      ) : (
        <ul className="passkey-list" aria-label="Your passkeys">
          {passkeys.data.map((passkey) => (
            <li key={passkey.id} className="passkey-list__item">
              <div>
                <h3>{passkey.name}</h3>
                <p className="hint">
                  Added {shortAustralianDate(passkey.createdAt)} · Last used {passkey.lastUsedAt === null ? 'not yet' : shortAustralianDate(passkey.lastUsedAt)}
                </p>
              </div>
              <RemovePasskey passkey={passkey} onRemoved={removed} />
            </li>
          ))}
        </ul>
      )}
      <AddPasskeyForm askPassword onAdded={added} onStart={() => setStatus(undefined)} />
      <p role="status" className="account-section__status">
        {status}
      </p>
      {codes && <RecoveryCodesList codes={codes} />}
    </section>
  );
}

/**
 * Remove, for one passkey, with a confirmation that says what it means and asks for the current password (as
 * adding one does: a borrowed browser must not take the owner's passkey away); the server ends the account's other sessions.
 */
function RemovePasskey({ passkey, onRemoved }: { passkey: PasskeySummary; onRemoved: (passkey: PasskeySummary) => void }) {
  const removal = usePasswordConfirmedButton(
    'The passkey could not be removed. Please try again.',
    (currentPassword) => removePasskey(passkey.id, currentPassword),
    () => onRemoved(passkey),
  );
  return (
    <PasswordConfirmedButton
      {...removal}
      label={
        <>
          Remove<span className="visually-hidden"> the passkey {passkey.name}</span>
        </>
      }
      buttonClassName="button--danger"
      inRow={false}
      title={`Remove the passkey "${passkey.name}"?`}
      description="You will no longer be able to sign in with it. Your other sessions will be signed out; this browser stays signed in."
      confirmLabel="Yes, remove it"
      busyLabel="Removing..."
    />
  );
}
