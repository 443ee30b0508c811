import { useEffect, useRef, useState } from 'react';

/**
 * Recovery codes just made, shown this once: the codes in a list, a warning that they will not be shown
 * again, and Copy codes. Focus moves here when it appears, so a screen reader reads the warning first.
 * Used wherever an account gets codes (its first second factor, "Make new recovery codes").
 */
export function RecoveryCodesShown({ codes }: { codes: readonly string[] }) {
  const panel = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<string>();

  useEffect(() => panel.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('Copied. Keep the codes somewhere safe, away from this device.');
    } catch {
      setCopied('This browser did not let us copy. Select the codes and copy them with Ctrl+C (⌘C on a Mac), or write them down.');
    }
  };

  return (
    <section className="card recovery-codes" tabIndex={-1} ref={panel} aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading">Your recovery codes</h3>
      <p>
        <strong>These codes are shown only once.</strong> Each one signs you in once if you lose your passkey or authenticator app. Keep them
        somewhere safe, such as a password manager or on paper.
      </p>
      <ul className="recovery-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className="button button--secondary" onClick={() => void copy()}>
        Copy codes
      </button>
      <p role="status" className="account-section__status">
        {copied}
      </p>
    </section>
  );
}
