import type { ReactNode, RefObject } from 'react';

interface NotSavedNoticeProps {
  /** What happened, in bold, and what the form now shows. */
  children: ReactNode;
  /** What was typed and not saved, a line a field. */
  lines: readonly string[];
  /** "Put back what I had". */
  putBackLabel: string;
  /** The form the notice sits in: once what was typed is put back, focus moves to its save button, as the notice goes. */
  form: RefObject<HTMLFormElement | null>;
  onPutBack: () => void;
}

/** Said when someone else saved first: their copy now fills the form, and what was typed here is listed with a button to put it back. */
export function NotSavedNotice({ children, lines, putBackLabel, form, onPutBack }: NotSavedNoticeProps) {
  return (
    <div className="notice review-notice" role="alert">
      <p>{children}</p>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          onPutBack();
          form.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
        }}
      >
        {putBackLabel}
      </button>
    </div>
  );
}
