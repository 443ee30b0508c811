import { dayInWords, type CalendarDay } from '../calendar-day';
import { sameRequirementIds } from '../framework/shared-requirements';

// The words and rules of requests for evidence that the pages need without zod (the respondent's results
// load zod only with an answer's parser); the schemas are in evidence-requests.ts.

/** The most characters a consultant writes to say what evidence is wanted. */
export const MAX_REQUEST_WANTED_LENGTH = 2000;

/** The most characters of a respondent's answer in words to a request. */
export const MAX_REQUEST_ANSWER_LENGTH = 4000;

/** The furthest ahead a request may fall due: a year, as an alternate control's review date. */
export const MAX_REQUEST_DUE_MONTHS = 12;

/**
 * Where a request stands: open (asked, nothing back yet), answered (the respondent wrote an answer or uploaded a file
 * for one of its requirements since it was asked), accepted (the assessor has what was wanted) or withdrawn (the
 * assessor no longer needs it). Accepted and withdrawn are final.
 */
export const EVIDENCE_REQUEST_STATES = ['open', 'answered', 'accepted', 'withdrawn'] as const;
export type EvidenceRequestState = (typeof EVIDENCE_REQUEST_STATES)[number];

/** Each state in words, as the portal's filter and the respondent's page say it. */
export const EVIDENCE_REQUEST_STATE_NAMES: Record<EvidenceRequestState, string> = {
  open: 'Open',
  answered: 'Answered',
  accepted: 'Accepted',
  withdrawn: 'Withdrawn',
};

/** The states the respondent may still answer in (again, while the assessor has not accepted it). */
export const ANSWERABLE_STATES = ['open', 'answered'] as const satisfies readonly EvidenceRequestState[];

/** The states a consultant may withdraw a request from. */
export const WITHDRAWABLE_STATES = ['open', 'answered'] as const satisfies readonly EvidenceRequestState[];

/** The state a consultant may accept a request in: answered, in words or by a file. */
export const ACCEPTABLE_STATES = ['answered'] as const satisfies readonly EvidenceRequestState[];

/** A request as these rules read it: which requirements, its state and its due day. */
export interface RequestFacts {
  requirementIds: readonly string[];
  state: EvidenceRequestState;
  dueOn: CalendarDay;
}

/** The requirement ids a request keeps: each requirement of the model once, under its finding's id (the first entry of a shared one), in the order given. */
export function requestedRequirementIds(ids: readonly string[]): string[] {
  // The id `findingIdOf` keeps a finding under (finding.ts, which loads zod): the first entry of a shared requirement.
  return [...new Set(ids.map((id) => sameRequirementIds(id)[0] ?? id))];
}

/** Whether a request is for a requirement: named under any of its entries (a shared requirement counts in each strategy that lists it). */
export function isRequestFor(request: Pick<RequestFacts, 'requirementIds'>, requirementId: string): boolean {
  const same = sameRequirementIds(requirementId);
  return request.requirementIds.some((id) => same.includes(id));
}

/** The requests still waiting on the respondent or the assessor (open or answered) for a requirement. */
export function pendingRequestsFor<Request extends Pick<RequestFacts, 'requirementIds' | 'state'>>(requests: readonly Request[], requirementId: string): Request[] {
  return requests.filter((request) => (request.state === 'open' || request.state === 'answered') && isRequestFor(request, requirementId));
}

/** Whether a request not yet answered is past its due day on `today`. */
export function isOverdue(request: Pick<RequestFacts, 'state' | 'dueOn'>, today: CalendarDay): boolean {
  return request.state === 'open' && request.dueOn < today;
}

/** "Wanted by 10 December 2026", or "Was wanted by … (overdue)" once the day has passed with no answer. */
export function dueInWords(request: Pick<RequestFacts, 'state' | 'dueOn'>, today: CalendarDay): string {
  return isOverdue(request, today) ? `Was wanted by ${dayInWords(request.dueOn)} (overdue)` : `Wanted by ${dayInWords(request.dueOn)}`;
}
