import { dayInWords } from './calendar-day';
import { FOLLOW_UP_NAMES, toFollowUpStatus, type ConsultantNote, type FollowUpChange, type FollowUpField, type FollowUpState } from './follow-up';

/** A change of one field of a follow-up, before it is stored: which field, from what, to what (null for nobody or none). */
export interface FollowUpFieldChange {
  field: FollowUpField;
  from: string | null;
  to: string | null;
}

/** The fields a save changes, in the order the form shows them (status, owner, next action's date and text); none when it saves what was there. */
export function followUpChangesBetween(before: FollowUpState, after: FollowUpState): FollowUpFieldChange[] {
  const changes: FollowUpFieldChange[] = [];
  if (before.status !== after.status) changes.push({ field: 'status', from: before.status, to: after.status });
  if (before.owner !== after.owner) changes.push({ field: 'owner', from: before.owner, to: after.owner });
  if (before.nextActionOn !== after.nextActionOn) changes.push({ field: 'next-action', from: before.nextActionOn, to: after.nextActionOn });
  const [textBefore, textAfter] = [before.nextActionText ?? null, after.nextActionText ?? null];
  if (textBefore !== textAfter) changes.push({ field: 'next-action-text', from: textBefore, to: textAfter });
  return changes;
}

/** One value of a field in words: a status by its name, an owner by username or "nobody", a day in words or "none". */
function valueInWords(field: FollowUpField, value: string | null): string {
  switch (field) {
    case 'status':
      return FOLLOW_UP_NAMES[toFollowUpStatus(value ?? '')];
    case 'owner':
      return value ?? 'nobody';
    case 'next-action':
      return value === null ? 'none' : dayInWords(value);
    case 'next-action-text':
      return value === null ? 'none' : `"${value}"`;
  }
}

const FIELD_NAMES: Record<FollowUpField, string> = { status: 'Status', owner: 'Owner', 'next-action': 'Next action date', 'next-action-text': 'Next action' };

/** A change in words, as the notes timeline shows it: "Status changed from New to Contacted", "Owner changed from nobody to casey". */
export function followUpChangeInWords(change: FollowUpFieldChange): string {
  return `${FIELD_NAMES[change.field]} changed from ${valueInWords(change.field, change.from)} to ${valueInWords(change.field, change.to)}`;
}

/** What a save changed, in words for the audit log: each change, joined by "; ". */
export function followUpChangesInWords(changes: readonly FollowUpFieldChange[]): string {
  return changes.map(followUpChangeInWords).join('; ');
}

/** An entry of the notes timeline: a note, or a change of the follow-up. */
export type TimelineEntry = { kind: 'note'; at: number; note: ConsultantNote } | { kind: 'change'; at: number; change: FollowUpChange };

/**
 * Notes and follow-up changes as one timeline, newest first. Each list comes newest first; at the same moment a
 * note sits above a change, as a consultant changes a status first and then writes why.
 */
export function followUpTimeline(notes: readonly ConsultantNote[], changes: readonly FollowUpChange[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...notes.map((note): TimelineEntry => ({ kind: 'note', at: note.createdAt, note })),
    ...changes.map((change): TimelineEntry => ({ kind: 'change', at: change.changedAt, change })),
  ];
  // A stable sort keeps each list's own order among entries of the same moment.
  return entries.sort((first, second) => second.at - first.at || (first.kind === second.kind ? 0 : first.kind === 'note' ? -1 : 1));
}
