import { Component, type ReactNode } from 'react';

/** How browsers word an `import()` whose script could not be fetched (Chromium, Firefox, Safari). */
const NOT_FETCHED = /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** What to tell the user when a page could not be shown: its code did not arrive, or it failed while showing. */
export function pageFailureWords(error: unknown): { heading: string; advice: string } {
  const message = error instanceof Error ? error.message : String(error);
  return NOT_FETCHED.test(message)
    ? { heading: 'This page could not be loaded', advice: 'Check your connection, then reload the page to try again. Nothing you saved is lost.' }
    : { heading: 'This page could not be shown', advice: 'Reload the page to try again. Nothing you saved is lost. If it happens again, tell us what you were doing.' };
}

/**
 * Catches a page that cannot be shown, most often because its code could not be fetched (a lost
 * connection, or a new release whose scripts replaced the ones this tab knew), and says so in words with
 * a way to reload, in place of the page; the header and its links stay. Keyed by the address, so moving
 * to another page tries again.
 */
export class PageFailed extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('Unknown error') };
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    const { heading, advice } = pageFailureWords(this.state.error);
    return (
      <div className="page" role="alert">
        <h1>{heading}</h1>
        <p>{advice}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
