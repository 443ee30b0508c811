/** What pages and reports say around the exceptions register; kept apart from it, as the register needs the whole catalogue. */

import type { RegisterEntry } from './exceptions-register';
import { listInWords } from './format';

/** The heading every page and report gives the register. */
export const EXCEPTIONS_REGISTER_HEADING = 'Exceptions register';

/** What the register section says first. */
export const EXCEPTIONS_REGISTER_INTRO =
  'Every requirement recorded as met by an alternate control, not applicable or not implemented, with its justification, who accepted the residual risk and when it is next reviewed. An alternate control past its review date no longer meets its requirement.';

/** What the register says when there is nothing in it. */
export const EXCEPTIONS_REGISTER_EMPTY = 'No requirement is recorded as an alternate control, not applicable or not implemented.';

function counted(count: number, one: string, many: string = one): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The register in one sentence, for the one-page summary that gives the entries on the pages after it:
 * "6 requirements: 2 alternate controls (1 past its review date), 3 not applicable and 1 not implemented."
 * The register's empty sentence when there are none.
 */
export function exceptionsInBrief(entries: readonly Pick<RegisterEntry, 'recorded' | 'pastReview'>[]): string {
  if (entries.length === 0) return EXCEPTIONS_REGISTER_EMPTY;
  const of = (recorded: RegisterEntry['recorded']) => entries.filter((entry) => entry.recorded === recorded).length;
  const alternate = of('alternate-control');
  const past = entries.filter((entry) => entry.recorded === 'alternate-control' && entry.pastReview).length;
  const parts = [
    alternate > 0 ? `${counted(alternate, 'alternate control', 'alternate controls')}${past > 0 ? ` (${past} past ${past === 1 ? 'its' : 'their'} review date)` : ''}` : '',
    of('not-applicable') > 0 ? `${of('not-applicable')} not applicable` : '',
    of('not-implemented') > 0 ? `${of('not-implemented')} not implemented` : '',
  ].filter((part) => part !== '');
  return `${counted(entries.length, 'requirement', 'requirements')}: ${listInWords(parts)}.`;
}
