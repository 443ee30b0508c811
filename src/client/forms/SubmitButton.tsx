import type { ReactNode } from 'react';

/**
 * A form's primary button, saying what it is doing while busy. It stays enabled but aria-disabled,
 * because a disabled button would drop keyboard focus to the page.
 */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary" aria-disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
