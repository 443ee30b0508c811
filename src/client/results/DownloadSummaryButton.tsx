import { useState } from 'react';
import type { Assessment } from '../../domain/assessment';
import { currentBranding } from '../branding';
import { summaryPdfFileName } from '../../domain/file-names';
import { buildSummaryReport } from '../../domain/summary-report';
import { saveFile } from '../download';
import { ErrorBox } from '../ErrorBox';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; message: string };

/** "Download Assessment Summary (PDF)": loads the PDF renderer only when pressed. */
export function DownloadSummaryButton({ assessment }: { assessment: Assessment }) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  const download = async () => {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      const { renderSummaryPdf } = await import('../../reports/summary-pdf');
      const blob = await renderSummaryPdf(buildSummaryReport(assessment, currentBranding()));
      saveFile(blob, summaryPdfFileName(assessment.organizationName));
      setState({ kind: 'idle' });
    } catch (error) {
      console.warn('Summary PDF failed', error);
      setState({ kind: 'failed', message: error instanceof Error ? error.message : 'Error' });
    }
  };

  const label =
    state.kind === 'busy' ? 'Generating PDF...' : state.kind === 'failed' ? 'Error generating PDF' : 'Download Assessment Summary (PDF)';

  return (
    <>
      {/* aria-disabled rather than disabled while busy, so keyboard focus stays on the button. */}
      <button type="button" className="button button--primary" onClick={download} aria-disabled={state.kind === 'busy'}>
        {label}
      </button>
      <span className="visually-hidden" role="status">
        {state.kind === 'busy' ? 'Generating PDF...' : ''}
      </span>
      {state.kind === 'failed' && <ErrorBox>The summary could not be made: {state.message}. Press the button to try again.</ErrorBox>}
    </>
  );
}
