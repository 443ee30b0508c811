import { z } from 'zod';
import { addMonths, dayInWords, isCalendarDay, type CalendarDay } from '../calendar-day';
import { isRequirementId, REQUIREMENTS } from '../framework/catalogue';
import { sameRequirementIds } from '../framework/shared-requirements';
import { typedText } from '../text';
import { findingIdOf } from './finding';

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

/** The requirement ids a request keeps: each requirement of the model once, under its finding's id (the first entry of a shared one), in the order given. */
export function requestedRequirementIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map(findingIdOf))];
}

/** The requirement ids of a request, as sent: catalogue ids, at least one; a shared requirement named under several strategies is kept once. */
const requirementIdsSchema = z
  .array(z.string({ error: 'A requirement must be named by its id' }).refine(isRequirementId, 'This is not a requirement of the catalogue'), {
    error: 'Name the requirements the evidence is for',
  })
  .min(1, 'Choose at least one requirement the evidence is for')
  .max(REQUIREMENTS.length, `A request names at most ${REQUIREMENTS.length} requirements`)
  .transform(requestedRequirementIds);

/** Why a due day is refused on `today`, in words; undefined when it is fine (today or later, within a year). */
export function dueDayIssue(dueOn: CalendarDay, today: CalendarDay): string | undefined {
  if (dueOn < today) return `The due day must be today (${dayInWords(today)}) or later`;
  const latest = addMonths(today, MAX_REQUEST_DUE_MONTHS);
  return dueOn > latest ? `The due day must be no later than ${dayInWords(latest)}, a year from today` : undefined;
}

/**
 * What a consultant sends to ask the respondent for evidence (POST /api/support/assessments/:id/evidence-requests,
 * and the portal's form): the requirements it is for, what is wanted in words, and the calendar day it is wanted by,
 * not before `today()` (the server's day, or the browser's in the form).
 */
export function evidenceRequestInputSchema(today: () => CalendarDay) {
  return z
    .strictObject({
      requirementIds: requirementIdsSchema,
      wanted: typedText('What is wanted', MAX_REQUEST_WANTED_LENGTH).min(1, 'Say what evidence is wanted, in words the respondent will understand'),
      dueOn: z.string({ error: 'Choose the day the evidence is wanted by' }).refine(isCalendarDay, 'Choose the day the evidence is wanted by, like 2026-12-10'),
    })
    .superRefine((input, context) => {
      const issue = isCalendarDay(input.dueOn) ? dueDayIssue(input.dueOn, today()) : undefined;
      if (issue) context.addIssue({ code: 'custom', path: ['dueOn'], message: issue });
    });
}
export type EvidenceRequestInput = z.infer<ReturnType<typeof evidenceRequestInputSchema>>;

/** What the respondent sends to answer a request in words (POST /api/assessments/:id/evidence-requests/:requestId/answer). */
export const evidenceRequestAnswerSchema = z.strictObject({
  answer: typedText('Your answer', MAX_REQUEST_ANSWER_LENGTH).min(1, 'Write your answer before sending it'),
});
export type EvidenceRequestAnswer = z.infer<typeof evidenceRequestAnswerSchema>;

/** A request as the portal sees it: what was asked, by whom and when, the answer, and who accepted or withdrew it. */
export const evidenceRequestSchema = z.strictObject({
  id: z.uuid(),
  requirementIds: z.array(z.string()),
  wanted: z.string(),
  dueOn: z.string(),
  state: z.enum(EVIDENCE_REQUEST_STATES),
  askedAt: z.number(),
  askedBy: z.string(),
  /** The respondent's answer in words, '' while none. */
  answer: z.string(),
  /** When the respondent last answered, in words or by a file; null while open. */
  answeredAt: z.number().nullable(),
  /** How many files the respondent uploaded for its requirements while it was open or answered. */
  uploadCount: z.number().int().nonnegative(),
  acceptedAt: z.number().nullable(),
  acceptedBy: z.string().nullable(),
  withdrawnAt: z.number().nullable(),
  withdrawnBy: z.string().nullable(),
});
export type EvidenceRequest = z.infer<typeof evidenceRequestSchema>;

/** A request as the respondent sees it: the firm asked, so no consultant's account is named. */
export const respondentEvidenceRequestSchema = evidenceRequestSchema.omit({ askedBy: true, acceptedBy: true, withdrawnBy: true });
export type RespondentEvidenceRequest = z.infer<typeof respondentEvidenceRequestSchema>;

/** The answer of the portal's list, and of a change to one request. */
export const evidenceRequestListSchema = z.strictObject({ requests: z.array(evidenceRequestSchema) });
export const respondentEvidenceRequestListSchema = z.strictObject({ requests: z.array(respondentEvidenceRequestSchema) });

/** The answer to a new request: the request, and whether a notice went to the respondent's email. */
export const newEvidenceRequestSchema = z.strictObject({ request: evidenceRequestSchema, noticeMailed: z.boolean() });

/** A request as the respondent is given it (their page, their data download). */
export function forRespondent(request: EvidenceRequest): RespondentEvidenceRequest {
  const { askedBy: _asked, acceptedBy: _accepted, withdrawnBy: _withdrawn, ...given } = request;
  return given;
}

/** Whether a request is for a requirement: named under any of its entries (a shared requirement counts in each strategy that lists it). */
export function isRequestFor(request: Pick<EvidenceRequest, 'requirementIds'>, requirementId: string): boolean {
  const same = sameRequirementIds(requirementId);
  return request.requirementIds.some((id) => same.includes(id));
}

/** The requests still waiting on the respondent or the assessor (open or answered) for a requirement. */
export function pendingRequestsFor<Request extends Pick<EvidenceRequest, 'requirementIds' | 'state'>>(requests: readonly Request[], requirementId: string): Request[] {
  return requests.filter((request) => (request.state === 'open' || request.state === 'answered') && isRequestFor(request, requirementId));
}

/** Whether a request not yet answered is past its due day on `today`. */
export function isOverdue(request: Pick<EvidenceRequest, 'state' | 'dueOn'>, today: CalendarDay): boolean {
  return request.state === 'open' && request.dueOn < today;
}

/** "Wanted by 10 December 2026", or "Was wanted by … (overdue)" once the day has passed with no answer. */
export function dueInWords(request: Pick<EvidenceRequest, 'state' | 'dueOn'>, today: CalendarDay): string {
  return isOverdue(request, today) ? `Was wanted by ${dayInWords(request.dueOn)} (overdue)` : `Wanted by ${dayInWords(request.dueOn)}`;
}

/** The stored details of a request's audit event: "<request id>: <requirement ids, space-separated>; due <day>" (never the words asked or answered). */
export function requestEventDetails(request: Pick<EvidenceRequest, 'id' | 'requirementIds' | 'dueOn'>): string {
  return `${request.id}: ${request.requirementIds.join(' ')}; due ${request.dueOn}`;
}

/** The stored details of a respondent's answer: "<request id>: in words", or "<request id>: file <name> (<requirement id>)" for an upload. */
export function answerEventDetails(requestId: string, file?: { fileName: string; requirementId: string }): string {
  return file ? `${requestId}: file ${file.fileName} (${file.requirementId})` : `${requestId}: in words`;
}
