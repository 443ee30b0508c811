import { useEffect, useRef, useState } from 'react';
import './second-step.css';

/**
 * Recovery codes shown once, just after they were made: a warning to save them, the codes, and a copy
 * button. The heading takes focus when the list appears, so a screen reader starts at the warning.
 */
export function RecoveryCodesList({ codes, headingLevel = 3 }: { codes: readonly string[]; headingLevel?: 2 | 3 }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState('');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('Copied. Paste them somewhere safe, such as your password manager.');
    } catch {
      setCopied('This browser did not let us copy. Select the codes and copy them with Ctrl+C (⌘C on a Mac).');
    }
  };

  return (
    <div className="recovery-codes">
      <Heading ref={heading} tabIndex={-1}>
        Your recovery codes
      </Heading>
      <p className="notice">
        <strong>Save these codes now: they are shown only this once.</strong> If you cannot use your authenticator app or passkey, each code
        signs you in one time instead. Keep them somewhere safe and private, such as a password manager.
      </p>
      <ul className="recovery-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy the codes
        </button>
      </div>
      <p role="status">{copied}</p>
    </div>
  );
}
