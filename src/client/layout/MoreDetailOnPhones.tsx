import { useSyncExternalStore, type ReactNode } from 'react';

/** The width below which the layout is a phone's (the same breakpoint as the stylesheet's). */
const PHONE_QUERY = '(max-width: 640px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is phone-sized now; follows a turn of the phone or a resize. */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches, () => false);
}

/**
 * Long explanatory text shown as it is on wider screens and folded behind "More detail" on a phone,
 * so the answers and the buttons come into view without scrolling past it.
 */
export function MoreDetailOnPhones({ children }: { children: ReactNode }) {
  const phone = usePhoneScreen();
  if (!phone) return <>{children}</>;
  return (
    <details className="more-detail">
      <summary>More detail</summary>
      {children}
    </details>
  );
}
