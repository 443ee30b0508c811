import { useEffect, useRef, useState } from 'react';

/** What copying a link said, for a status line that screen readers announce. */
export const COPIED = 'Copied. Keep the link private: whoever has it can open these results.';
export const COPY_REFUSED = 'This browser did not let us copy. The link is shown below, selected: copy it with Ctrl+C (⌘C on a Mac).';

/**
 * Copying a secret link to the clipboard, with a visible field (`LinkField`) to copy it from by hand when the
 * browser refuses: the field is then shown, and selected each time a copy is refused or `show` is called. It is not shown before it is
 * needed, so the link is not left on screen for anyone looking over a shoulder. `copy` answers what happened, in words.
 */
export function useCopyLink() {
  const [shown, setShown] = useState(false);
  const [selections, setSelections] = useState(0);
  const copy = async (link: string): Promise<string> => {
    try {
      await navigator.clipboard.writeText(link);
      return COPIED;
    } catch {
      setShown(true);
      setSelections((count) => count + 1);
      return COPY_REFUSED;
    }
  };
  /** Shows the field (a new link to copy), focused and selected. */
  const show = () => {
    setShown(true);
    setSelections((count) => count + 1);
  };
  return { shown, selections, show, copy };
}

/** A secret link in a read-only field to copy by hand: focused and selected whenever `selections` grows. */
export function LinkField({ id, label, link, selections }: { id: string; label: string; link: string; selections: number }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selections === 0) return;
    field.current?.focus();
    field.current?.select();
  }, [selections]);
  return (
    <p className="link-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={field} type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
    </p>
  );
}
