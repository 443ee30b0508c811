import type { Assessment } from '../domain/assessment';
import { downloadOwnDetailedReport } from './api/own-report';
import { ErrorBox } from './ErrorBox';
import { usePlacedDownload, type PlacedDownload } from './usePlacedDownload';

/** The detailed report's download, shared by every button of a page that offers it, so the file is asked for once. */
export type DetailedReportDownload = PlacedDownload;

/** What the page says while the server makes the report: it takes a few seconds, up to half a minute for a large one. */
export const PREPARING_REPORT = 'Preparing the report…';

/** The detailed report's download of one assessment: busy while the server makes it, a second press ignored meanwhile, a failure in words. */
export function useDetailedReportDownload(assessment: Pick<Assessment, 'id' | 'organizationName'>): DetailedReportDownload {
  return usePlacedDownload(() => downloadOwnDetailedReport(assessment.id, assessment.organizationName), 'The detailed report could not be downloaded.');
}

/**
 * "Download detailed report (PDF)" at `place` on the page, with `of` (such as " for Acme") said to a screen
 * reader after it where a page lists several assessments. `announces` marks the one button of the page whose
 * progress is announced; a failure shows under the button that was pressed.
 */
export function DownloadDetailedReportButton({ report, place, announces, of = '' }: { report: DetailedReportDownload; place: string; announces: boolean; of?: string }) {
  const { state, download } = report;
  return (
    <>
      {/* aria-disabled rather than disabled while busy, so keyboard focus stays on the button. */}
      <button type="button" className="button button--secondary" onClick={() => void download(place)} aria-disabled={state.kind === 'busy'}>
        {state.kind === 'busy' ? PREPARING_REPORT : 'Download detailed report (PDF)'}
        {of && <span className="visually-hidden">{of}</span>}
      </button>
      {announces && (
        <span className="visually-hidden" role="status">
          {state.kind === 'busy' ? PREPARING_REPORT : ''}
        </span>
      )}
      {state.kind === 'failed' && state.place === place && <ErrorBox>The detailed report could not be downloaded: {state.message}</ErrorBox>}
    </>
  );
}
