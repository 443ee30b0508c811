import { readStored, removeStored, writeStored } from '../storage';
import { stringEntries } from '../api/json';

/** The two journeys a browser keeps progress of. */
export type Journey = 'quick' | 'detailed';

/** The storage name of the assessments each journey last submitted in this browser (`e8_just_submitted`). */
const JUST_SUBMITTED = 'just_submitted';

/** The id of the assessment a journey last submitted in this browser (or was told another tab had), if any. */
export function justSubmitted(journey: Journey): string | undefined {
  return stringEntries(readStored(JUST_SUBMITTED))[journey];
}

/** Notes that a journey's assessment was submitted, so going Back to its steps says so rather than starting afresh. */
export function markJustSubmitted(journey: Journey, id: string): void {
  writeStored(JUST_SUBMITTED, { ...stringEntries(readStored(JUST_SUBMITTED)), [journey]: id });
}

/** Forgets a journey's last submission, as a new assessment starts. */
export function forgetJustSubmitted(journey: Journey): void {
  const { [journey]: _forgotten, ...others } = stringEntries(readStored(JUST_SUBMITTED));
  if (Object.keys(others).length > 0) writeStored(JUST_SUBMITTED, others);
  else removeStored(JUST_SUBMITTED);
}
