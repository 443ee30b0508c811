/** What pages and reports say around the exceptions register; kept apart from it, as the register needs the whole catalogue. */

/** The heading every page and report gives the register. */
export const EXCEPTIONS_REGISTER_HEADING = 'Exceptions register';

/** What the register section says first. */
export const EXCEPTIONS_REGISTER_INTRO =
  'Every requirement recorded as met by an alternate control, not applicable or not implemented, with its justification, who approved it and when it is next reviewed. An alternate control past its review date no longer meets its requirement.';

/** What the register says when there is nothing in it. */
export const EXCEPTIONS_REGISTER_EMPTY = 'No requirement is recorded as an alternate control, not applicable or not implemented.';
