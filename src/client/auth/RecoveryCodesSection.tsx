import { useState } from 'react';
import { hasSecondFactor } from '../../domain/second-factors';
import { makeRecoveryCodes, type Factors } from '../api/second-factors';
import { usePasswordConfirmedButton } from './current-password';
import { PasswordConfirmedButton } from './PasswordConfirmedButton';
import { RecoveryCodesList } from './RecoveryCodesList';
import './second-step.css';

/** "1 recovery code" or "7 recovery codes". */
function codesInWords(count: number): string {
  return count === 1 ? '1 unused recovery code' : `${count} unused recovery codes`;
}

/**
 * The account page's "Recovery codes" section: how many are left, and "Make new recovery codes" (after a
 * confirmation with the current password, as the old ones stop working, and a borrowed browser must not
 * print them), shown once. Only an account with a second factor has them.
 */
export function RecoveryCodesSection({ factors, onChange }: { factors: Factors; onChange: () => void }) {
  const [codes, setCodes] = useState<string[]>();
  const hasFactor = hasSecondFactor(factors);
  const making = usePasswordConfirmedButton('New recovery codes could not be made. Please try again.', makeRecoveryCodes, (fresh) => {
    // Focus goes to the new codes' heading rather than back to the button.
    setCodes(fresh);
    onChange();
  });

  return (
    <section className="card account-section" aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading">Recovery codes</h2>
      {hasFactor ? (
        <>
          <p>
            You have {codesInWords(factors.recoveryCodes)}. Each one signs you in once when you cannot use your authenticator app or passkey.
            {factors.recoveryCodes <= 3 && ' Make new ones before you run out.'}
          </p>
          {codes && <RecoveryCodesList codes={codes} />}
          <PasswordConfirmedButton
            {...making}
            label="Make new recovery codes"
            buttonClassName="button--secondary"
            title="Make new recovery codes?"
            description="Your current recovery codes will stop working at once. The new ones are shown only once."
            confirmLabel="Yes, make new codes"
            busyLabel="Making..."
          />
        </>
      ) : (
        <p>Recovery codes come with a second step: set up an authenticator app or add a passkey first.</p>
      )}
    </section>
  );
}
