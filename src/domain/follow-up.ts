import { z } from 'zod';
import { isCalendarDay } from './calendar-day';
import { MAX_NOTE_LENGTH } from './constants';
import { NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE } from './text';

/**
 * Where a consultant's follow-up of an organisation's series of assessments stands, first to last; a first assessment
 * starts at "new". "re-assessed" is the state a series past "new" takes when the organisation submits a re-assessment:
 * someone has dealt with it before, and the new submission wants looking at again.
 */
export const FOLLOW_UP_STATUSES = ['new', 're-assessed', 'contacted', 'meeting-booked', 'proposal-sent', 'won', 'lost'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

/** Each follow-up status in words, as the support pages and the CSV name it. */
export const FOLLOW_UP_NAMES: Record<FollowUpStatus, string> = {
  new: 'New',
  're-assessed': 'Re-assessed',
  contacted: 'Contacted',
  'meeting-booked': 'Meeting booked',
  'proposal-sent': 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
};

/** A follow-up status, as a form or a query string sends it. */
export const followUpStatusSchema = z.enum(FOLLOW_UP_STATUSES, { error: 'Follow-up status is one of new, re-assessed, contacted, meeting-booked, proposal-sent, won or lost' });

/** The follow-up status a stored value names; an unknown value reads as "new". */
export function toFollowUpStatus(value: string): FollowUpStatus {
  return followUpStatusSchema.safeParse(value).data ?? 'new';
}

/** The follow-up statuses that close a follow-up: a next action of one of these is never overdue. */
export const CLOSED_FOLLOW_UP_STATUSES = ['won', 'lost'] as const satisfies readonly FollowUpStatus[];

/** The longest username a support account can have, and so the longest owner. */
export const MAX_OWNER_LENGTH = 100;

/** The support account that owns a follow-up, by its username. */
export const followUpOwnerSchema = z
  .string({ error: 'Owner is the username of a support account' })
  .trim()
  .min(1, 'Choose an owner, or nobody')
  .max(MAX_OWNER_LENGTH, `An owner is at most ${MAX_OWNER_LENGTH} characters`)
  .regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE);

/** The day of the next follow-up action, as a date field sends it: "2026-12-03", a day that exists. */
export const nextActionDaySchema = z
  .string({ error: 'Next action date must be a date like 2026-12-03' })
  .refine(isCalendarDay, 'Next action date must be a real date like 2026-12-03');

/** The longest text of a next action ("Send the proposal for MFA uplift"). */
export const MAX_NEXT_ACTION_TEXT_LENGTH = 200;

/** What the next follow-up action is, in words: trimmed, at most 200 characters, no NUL. */
export const nextActionTextSchema = z
  .string({ error: 'Next action is text, like "Send the proposal for MFA uplift"' })
  .trim()
  .min(1, 'Write the next action, or leave it empty for none')
  .max(MAX_NEXT_ACTION_TEXT_LENGTH, `A next action is at most ${MAX_NEXT_ACTION_TEXT_LENGTH} characters`)
  .regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE);

/**
 * The follow-up status a series takes when the organisation submits a re-assessment: "re-assessed" once someone has
 * taken the follow-up past "new"; a series still "new" stays so (nobody has contacted it yet either way).
 */
export function statusOnReassessment(status: FollowUpStatus): FollowUpStatus {
  return status === 'new' ? 'new' : 're-assessed';
}

/**
 * The body of PUT /api/assessments/:id/follow-up and the follow-up form: the status, and the owner, the next action's
 * day and its text (null for nobody or none; left out, each stays as it is). The last save wins, as for the status
 * alone. The follow-up is the series': a save through any of its assessments changes it for all of them.
 */
export const followUpUpdateSchema = z.strictObject({
  status: followUpStatusSchema,
  owner: followUpOwnerSchema.nullable().optional(),
  nextActionOn: nextActionDaySchema.nullable().optional(),
  nextActionText: nextActionTextSchema.nullable().optional(),
});
export type FollowUpUpdate = z.infer<typeof followUpUpdateSchema>;

/**
 * Where a follow-up stands: its status, owner (null: nobody), next-action day (null: none) and the next action's text
 * (absent: none). PUT answers it as saved.
 */
export const followUpStateSchema = z.strictObject({
  status: followUpStatusSchema,
  owner: z.string().nullable(),
  nextActionOn: z.string().nullable(),
  nextActionText: z.string().optional(),
});
export type FollowUpState = z.infer<typeof followUpStateSchema>;

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

/** The fields of a follow-up whose changes the notes timeline shows. */
export const FOLLOW_UP_FIELDS = ['status', 'owner', 'next-action', 'next-action-text'] as const;
export type FollowUpField = (typeof FOLLOW_UP_FIELDS)[number];

/**
 * One change of a follow-up: who, when, which field, from what and to what (a status, a username, a day or a next
 * action's text; null for nobody or none). A re-assessment's submission changes the status by itself: then who is
 * empty.
 */
export const followUpChangeSchema = z.strictObject({
  id: z.string(),
  changedBy: z.string(),
  changedAt: z.number(),
  field: z.enum(FOLLOW_UP_FIELDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type FollowUpChange = z.infer<typeof followUpChangeSchema>;

/** GET /api/assessments/:id/follow-up: the series' status, owner and next action, this assessment's notes and the series' changes, each newest first. */
export const followUpSchema = z.strictObject({
  ...followUpStateSchema.shape,
  notes: z.array(consultantNoteSchema),
  changes: z.array(followUpChangeSchema),
});
export type FollowUp = z.infer<typeof followUpSchema>;

/** GET /api/follow-up/owners: the usernames of the support accounts that may own a follow-up (the enabled ones), A to Z. */
export const followUpOwnersSchema = z.strictObject({ owners: z.array(z.string()) });
export type FollowUpOwners = z.infer<typeof followUpOwnersSchema>;
