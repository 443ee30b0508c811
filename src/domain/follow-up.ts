import { z } from 'zod';
import { MAX_NOTE_LENGTH } from './constants';
import { NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE } from './text';

/** Where a consultant's follow-up of an assessment stands, first to last; every assessment starts at "new". */
export const FOLLOW_UP_STATUSES = ['new', 'contacted', 'meeting-booked', 'proposal-sent', 'won', 'lost'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

/** Each follow-up status in words, as the support pages and the CSV name it. */
export const FOLLOW_UP_NAMES: Record<FollowUpStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  'meeting-booked': 'Meeting booked',
  'proposal-sent': 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
};

/** A follow-up status, as a form or a query string sends it. */
export const followUpStatusSchema = z.enum(FOLLOW_UP_STATUSES, { error: 'Follow-up status is one of new, contacted, meeting-booked, proposal-sent, won or lost' });

/** The follow-up status a stored value names; an unknown value reads as "new". */
export function toFollowUpStatus(value: string): FollowUpStatus {
  return followUpStatusSchema.safeParse(value).data ?? 'new';
}

/** The body of PUT /api/assessments/:id/follow-up, and its answer: the status saved. */
export const followUpUpdateSchema = z.strictObject({ status: followUpStatusSchema });

/** The body of POST /api/assessments/:id/notes, and the note form. */
export const noteInputSchema = z.strictObject({
  text: z
    .string({ error: 'Note is required' })
    .trim()
    .min(1, 'Write the note first')
    .max(MAX_NOTE_LENGTH, `A note is at most ${MAX_NOTE_LENGTH.toLocaleString('en-AU')} characters`)
    .regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE),
});
export type NoteInput = z.infer<typeof noteInputSchema>;

/**
 * A consultant's private note on an assessment: never shown to the respondent, nor in a report. As
 * POST /api/assessments/:id/notes answers it and the notes panel reads it: exactly these fields.
 */
export const consultantNoteSchema = z.strictObject({
  id: z.string(),
  author: z.string(),
  createdAt: z.number(),
  text: z.string(),
});
export type ConsultantNote = z.infer<typeof consultantNoteSchema>;

/** GET /api/assessments/:id/follow-up: the status and the notes, newest first. */
export const followUpSchema = z.strictObject({ status: followUpStatusSchema, notes: z.array(consultantNoteSchema) });
export type FollowUp = z.infer<typeof followUpSchema>;
