import type { RequirementAdvice } from '../../domain/requirement-advice-words';
import { controlsOpenFirst, type SummaryReport } from '../../domain/summary-report';
import { ControlResultCard } from './ControlResultCard';

/** How many of the most urgent open controls show their recommendations unfolded. */
const RECOMMENDATIONS_OPEN = 3;

/**
 * "Results by control": a card per control, those short of their target first, most urgent first, each
 * with the control's description and the recommendations that take it to its target: a detailed assessment's
 * `advice` only for the requirements not met, with those already met on demand. The strategies' texts come with
 * this part of the page, which the results page fetches beside the assessment.
 */
export function ControlResults({ report, advice }: { report: SummaryReport; advice?: readonly RequirementAdvice[] | undefined }) {
  const open = new Set(report.openControls.slice(0, RECOMMENDATIONS_OPEN).map((control) => control.id));
  return (
    <ul className="control-cards" aria-label="Controls, most urgent first">
      {controlsOpenFirst(report.controls, report.openControls).map((control) => (
        <ControlResultCard key={control.id} control={control} advice={advice?.find((entry) => entry.strategy === control.id)} recommendationsOpen={open.has(control.id)} />
      ))}
    </ul>
  );
}
