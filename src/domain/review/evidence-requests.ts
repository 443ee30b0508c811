import { z } from 'zod';
import { addMonths, dayInWords, isCalendarDay, type CalendarDay } from '../calendar-day';
import { isRequirementId, REQUIREMENTS } from '../framework/catalogue';
import { typedText } from '../text';
import {
  EVIDENCE_REQUEST_STATES,
  MAX_REQUEST_ANSWER_LENGTH,
  MAX_REQUEST_DUE_MONTHS,
  MAX_REQUEST_WANTED_LENGTH,
  requestedRequirementIds,
} from './evidence-request-words';

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
 * not before `today()`: the day in the deployment's zone (E8_TIME_ZONE), on the server and in the form alike.
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

/** The stored details of a request's audit event: "<request id>: <requirement ids, space-separated>; due <day>" (never the words asked or answered). */
export function requestEventDetails(request: Pick<EvidenceRequest, 'id' | 'requirementIds' | 'dueOn'>): string {
  return `${request.id}: ${request.requirementIds.join(' ')}; due ${request.dueOn}`;
}

/** The stored details of a respondent's answer: "<request id>: in words", or "<request id>: file <name> (<requirement id>)" for an upload. */
export function answerEventDetails(requestId: string, file?: { fileName: string; requirementId: string }): string {
  return file ? `${requestId}: file ${file.fileName} (${file.requirementId})` : `${requestId}: in words`;
}
