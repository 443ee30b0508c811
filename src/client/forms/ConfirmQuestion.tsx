import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * A question asked in place before something that cannot be undone (replacing a link): what it does, a button that
 * does it, which takes focus as the question opens so a keyboard or screen-reader user lands on it, and one that
 * leaves things as they are.
 */
export function ConfirmQuestion({
  id,
  children,
  confirm,
  cancel,
  busy,
  onConfirm,
  onCancel,
}: {
  id: string;
  children: ReactNode;
  confirm: string;
  cancel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmButton.current?.focus(), []);
  return (
    <div className="notice" role="group" aria-labelledby={id}>
      <p id={id}>{children}</p>
      <div className="button-row">
        <button ref={confirmButton} type="button" className="button button--primary" onClick={onConfirm} aria-disabled={busy ? 'true' : undefined}>
          {confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </div>
  );
}

/**
 * Focus back on the control that opened a question once the question is left without acting on it: `opener` is that
 * control's ref, the function returned is called with the cancel, and the control takes focus once it is shown again,
 * so a keyboard or screen-reader user is not left at the top of the page.
 */
export function useReturnFocus(opener: RefObject<HTMLElement | null>): () => void {
  // A ref, not state: the cancel itself re-renders (the question goes), and the effect after that render moves focus.
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || !opener.current) return;
    opener.current.focus();
    pending.current = false;
  });
  return () => {
    pending.current = true;
  };
}
