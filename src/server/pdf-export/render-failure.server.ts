/** Why a report was not rendered: each answers the export with its own code and words. */
export type RenderFailureCode = 'report_timeout' | 'report_too_large' | 'report_busy' | 'report_cancelled' | 'export_failed';

/** A render that did not give a PDF, with the status and words the export answers with. */
export class RenderFailure extends Error {
  constructor(
    readonly code: RenderFailureCode,
    message: string,
    readonly status: 500 | 503,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'RenderFailure';
  }
}

function inSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} seconds`;
}

const ELSEWHERE = 'Download the Word report instead (it is made in your browser and holds every evidence note in full), or try the PDF again later.';

/** The failure of a render in words; `timeLimitMs` is the limit that stopped it, `cause` what the renderer said (logged, not shown). */
export function renderFailure(code: RenderFailureCode, { timeLimitMs, cause }: { timeLimitMs?: number; cause?: string | undefined } = {}): RenderFailure {
  switch (code) {
    case 'report_timeout':
      return new RenderFailure(code, `The report took too long to make (over ${inSeconds(timeLimitMs ?? 0)}), so the server stopped it. ${ELSEWHERE}`, 503);
    case 'report_too_large':
      return new RenderFailure(code, `The report needed more memory than the server gives one report, so the server stopped it. ${ELSEWHERE}`, 503);
    case 'report_busy':
      return new RenderFailure(code, 'The server is busy making other reports. Try again in a minute, or download the Word report instead.', 503);
    case 'report_cancelled':
      return new RenderFailure(code, 'The report was no longer wanted, so the server stopped making it.', 503);
    case 'export_failed':
      return new RenderFailure(code, 'Failed to export assessment', 500, cause);
  }
}

const SUMMARY_MEANWHILE = 'The one-page summary (PDF) on the results page is made in your browser and can be downloaded meanwhile.';

/**
 * The same failure in the respondent's words: the support staff's Word report is not theirs to download,
 * so the way round is the one-page summary, and a failure of the server is said without its cause.
 */
export function respondentRenderFailure(failure: RenderFailure): RenderFailure {
  switch (failure.code) {
    case 'report_busy':
      return new RenderFailure(failure.code, 'The server is busy making other reports. Try again in a minute.', 503);
    case 'report_timeout':
      return new RenderFailure(failure.code, `The report took too long to make, so the server stopped it. Try again in a few minutes. ${SUMMARY_MEANWHILE}`, 503);
    case 'report_too_large':
      return new RenderFailure(failure.code, `The report needed more memory than the server gives one report, so the server stopped it. ${SUMMARY_MEANWHILE}`, 503);
    case 'report_cancelled':
      return failure;
    case 'export_failed':
      return new RenderFailure(failure.code, 'The detailed report could not be made just now. Please try again.', 500, failure.detail);
  }
}
