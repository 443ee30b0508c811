import { useState } from 'react';

/** Where a download stands: a failure remembers the button pressed (`place`), under which it is shown. */
export type PlacedDownloadState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; message: string; place: string };

/** One file's download, shared by every button of a page that offers it. */
export interface PlacedDownload {
  state: PlacedDownloadState;
  /** Makes and saves the file; `place` names the button pressed, under which a failure is shown. */
  download: (place: string) => Promise<void>;
}

/**
 * A download offered by several buttons of one page (near the top and at the end): busy while `save`
 * runs, a second press ignored meanwhile, a failure in words (`fallback` when it gives none).
 */
export function usePlacedDownload(save: () => Promise<void>, fallback: string): PlacedDownload {
  const [state, setState] = useState<PlacedDownloadState>({ kind: 'idle' });
  const download = async (place: string) => {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      await save();
      setState({ kind: 'idle' });
    } catch (failure) {
      setState({ kind: 'failed', message: failure instanceof Error ? failure.message : fallback, place });
    }
  };
  return { state, download };
}
