import type { ReactNode } from 'react';

/** A failure in words, in the red box, announced to screen readers; nothing when there is none. */
export function ErrorBox({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="error-box" role="alert">
      {children}
    </p>
  );
}
