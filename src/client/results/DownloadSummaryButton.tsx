import { useEffect, useRef } from 'react';
import type { Assessment } from '../../domain/assessment';
import type { AssessedVerdict } from '../../domain/review/assessed-verdict';
import { saveFile } from '../download';
import { ErrorBox } from '../ErrorBox';
import { usePlacedDownload, type PlacedDownload } from '../usePlacedDownload';
import { makeSummaryFile, summaryFileFor, type SummaryFile } from './summary-file';
import { whenIdle } from '../when-idle';

/** The summary PDF's download, shared by the results' buttons near the top and at the end. */
export type SummaryDownload = PlacedDownload;

/**
 * The summary PDF's download: once the results are shown and the browser is idle, a worker fetches
 * the PDF renderer and makes the file ahead, so that a press on a phone on a slow network hands the
 * file over at once instead of waiting for a 320 KB download and a render, and the page stays
 * responsive meanwhile (docs/decisions/037-summary-pdf-prefetch.md). One per page, however many
 * buttons offer it, so the file is made once. `verdict`: the consultancy's verdict on a shared review, which the
 * summary then gives first.
 */
export function useSummaryDownload(assessment: Assessment, verdict: AssessedVerdict | null = null): SummaryDownload {
  const ahead = useRef<SummaryFile>(undefined);
  useEffect(
    () =>
      whenIdle(() => {
        ahead.current = makeSummaryFile(assessment, verdict);
      }),
    [assessment, verdict],
  );
  return usePlacedDownload(async () => {
    try {
      const { pdf, fileName } = await summaryFileFor(assessment, verdict, ahead.current);
      saveFile(pdf, fileName);
    } catch (error) {
      console.warn('Summary PDF failed', error);
      throw error;
    }
  }, 'Error');
}

/**
 * "Download Assessment Summary (PDF)" at `place` on the page. `announces` marks the one button of the
 * page whose progress is announced, so a second button does not say it twice; a failure shows under
 * the button that was pressed.
 */
export function DownloadSummaryButton({ summary, place, announces }: { summary: SummaryDownload; place: string; announces: boolean }) {
  const { state, download } = summary;
  const label =
    state.kind === 'busy' ? 'Generating PDF...' : state.kind === 'failed' ? 'Error generating PDF' : 'Download Assessment Summary (PDF)';

  return (
    <>
      {/* aria-disabled rather than disabled while busy, so keyboard focus stays on the button. */}
      <button type="button" className="button button--primary" onClick={() => void download(place)} aria-disabled={state.kind === 'busy'}>
        {label}
      </button>
      {announces && (
        <span className="visually-hidden" role="status">
          {state.kind === 'busy' ? 'Generating PDF...' : ''}
        </span>
      )}
      {state.kind === 'failed' && state.place === place && <ErrorBox>The summary could not be made: {state.message}. Press the button to try again.</ErrorBox>}
    </>
  );
}
