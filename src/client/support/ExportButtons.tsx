import type { Assessment } from '../../domain/assessment';
import { ErrorBox } from '../ErrorBox';
import { useAction } from '../forms/useAction';
import { exportOscal, exportServerPdf, exportSummaryPdf, exportWordReport } from './exports';
import { failureText } from './failure-text';

/** The export buttons' words, the same on the results list and the detail page. */
export const EXPORT_NAMES = {
  summaryPdf: 'Download summary PDF',
  detailedPdf: 'Download detailed PDF',
  word: 'Download Word report',
  oscal: 'OSCAL (JSON)',
} as const;

interface ExportButtonsProps {
  /** The assessment to export, fetched when a button is pressed if the page does not hold it yet. */
  assessment: () => Promise<Assessment>;
  /** Read by screen readers after each button's words, when several rows each have their own ("for Acme Pty Ltd"). */
  forName?: string;
  /** Called after an export succeeded (the detail page reloads its history). */
  onExported?: () => void;
  className?: string;
  buttonClass?: string;
  /** Offers the OSCAL assessment results too: only a completed detailed assessment has them. */
  oscal?: boolean;
}

/** Download summary PDF, detailed PDF and Word report (and, when offered, the OSCAL assessment results), each with its busy words and its failure in words. */
export function ExportButtons({ assessment, forName, onExported, className = 'button-row', buttonClass = 'button button--secondary', oscal = false }: ExportButtonsProps) {
  const summary = useAction(failureText('Error generating PDF'));
  const detailed = useAction(failureText('Failed to export assessment'));
  const word = useAction(failureText('Failed to export assessment'));
  const oscalResults = useAction(failureText('Failed to export OSCAL assessment results'));
  const suffix = forName ? <span className="visually-hidden"> for {forName}</span> : null;
  const exportWith = (action: typeof summary, make: (assessment: Assessment) => Promise<void>) => () =>
    void action.run(async () => {
      await make(await assessment());
      onExported?.();
    });
  const failure = summary.error ?? detailed.error ?? word.error ?? oscalResults.error;
  return (
    <>
      <div className={className}>
        <button type="button" className={buttonClass} aria-disabled={summary.busy} onClick={exportWith(summary, exportSummaryPdf)}>
          {summary.busy ? 'Generating PDF...' : EXPORT_NAMES.summaryPdf}
          {suffix}
        </button>
        <button type="button" className={buttonClass} aria-disabled={detailed.busy} onClick={exportWith(detailed, exportServerPdf)}>
          {detailed.busy ? 'Generating PDF...' : EXPORT_NAMES.detailedPdf}
          {suffix}
        </button>
        <button type="button" className={buttonClass} aria-disabled={word.busy} onClick={exportWith(word, exportWordReport)}>
          {word.busy ? 'Generating DOCX...' : EXPORT_NAMES.word}
          {suffix}
        </button>
        {oscal ? (
          <button type="button" className={buttonClass} aria-disabled={oscalResults.busy} onClick={exportWith(oscalResults, exportOscal)}>
            {oscalResults.busy ? 'Exporting OSCAL...' : EXPORT_NAMES.oscal}
            {suffix}
          </button>
        ) : null}
      </div>
      <ErrorBox>{failure}</ErrorBox>
    </>
  );
}
