import { z } from 'zod';
import { CLOSED_FOLLOW_UP_STATUSES, FOLLOW_UP_NAMES, toFollowUpStatus, type FollowUpStatus } from './follow-up';

/**
 * "New, not yet contacted", as the dashboard counts it and says it: completed assessments whose follow-up status is
 * still New. Every later status (Contacted, Meeting booked, Proposal sent, Won, Lost) means someone has dealt with the
 * respondent; a draft is still with its respondent and is not counted.
 */
export const NEW_NOT_CONTACTED_MEANING = `Completed assessments whose follow-up status is still ${FOLLOW_UP_NAMES.new}: nobody has marked them contacted or any later status. Drafts are not counted.`;

/**
 * "Re-assessed", as the dashboard counts it and says it: completed assessments of organisations that submitted a
 * re-assessment after someone had taken their follow-up past New (decision 101). Never counted as New.
 */
export const REASSESSED_MEANING = `Completed assessments of organisations that submitted a re-assessment after their follow-up went past ${FOLLOW_UP_NAMES.new}: look at the new submission, then set the status again.`;

/** How many overdue next actions the dashboard lists by name (the count and the list give the rest). */
export const OVERDUE_ACTIONS_LISTED = 10;

/** An overdue next action as the work queue lists it: the organisation, its assessment (the series' latest), the day, what to do and who owns it. */
export const overdueActionSchema = z.strictObject({
  assessmentId: z.string(),
  organizationName: z.string(),
  nextActionOn: z.string(),
  /** What the action is, in words; null when the follow-up has a day and no text. */
  nextActionText: z.string().nullable(),
  owner: z.string().nullable(),
});
export type OverdueAction = z.infer<typeof overdueActionSchema>;

/** "Overdue next actions", as the dashboard counts it and says it: a next-action date before today, on a follow-up not won or lost. */
export const OVERDUE_MEANING = `Organisations whose next-action date is before today, on a follow-up that is not ${CLOSED_FOLLOW_UP_STATUSES.map((status) => FOLLOW_UP_NAMES[status]).join(' or ')}.`;

const count = z.number().int().min(0);

/** The dashboard's work queue (part of GET /api/dashboard): completed assessments by follow-up status, the new ones, overdue next actions and the reader's own. */
export const workQueueSchema = z.strictObject({
  /** Today in the deployment's time zone (E8_TIME_ZONE), "2026-11-27": a next action before it is overdue. */
  today: z.string(),
  /** Completed assessments by follow-up status, every status named (0 when none). */
  byStatus: z.strictObject({
    new: count,
    're-assessed': count,
    contacted: count,
    'meeting-booked': count,
    'proposal-sent': count,
    won: count,
    lost: count,
  } satisfies Record<FollowUpStatus, typeof count>),
  newNotContacted: count,
  /** Completed assessments whose follow-up is Re-assessed. */
  reassessed: count,
  overdue: count,
  /** The longest-overdue next actions, one per series, oldest day first (at most OVERDUE_ACTIONS_LISTED). */
  overdueActions: z.array(overdueActionSchema),
  /** The reader's username, whose follow-ups `assignedToMe` counts. */
  me: z.string(),
  /** Assessments whose follow-up the reader owns, whatever their status. */
  assignedToMe: count,
});
export type WorkQueue = z.infer<typeof workQueueSchema>;

/** The counts of a work queue, as the store reads them. */
export interface WorkQueueCounts {
  /** Completed assessments per stored follow-up status. */
  byStatus: ReadonlyMap<string, number>;
  overdue: number;
  assignedToMe: number;
}

/**
 * The work queue from its counts and the overdue next actions listed: every status named, a stored value no status
 * names counted as New (as a row reads it).
 */
export function workQueueOf(counts: WorkQueueCounts, { today, me, overdueActions = [] }: { today: string; me: string; overdueActions?: readonly OverdueAction[] }): WorkQueue {
  const byStatus: Record<FollowUpStatus, number> = { new: 0, 're-assessed': 0, contacted: 0, 'meeting-booked': 0, 'proposal-sent': 0, won: 0, lost: 0 };
  for (const [stored, count] of counts.byStatus) byStatus[toFollowUpStatus(stored)] += count;
  return {
    today,
    byStatus,
    newNotContacted: byStatus.new,
    reassessed: byStatus['re-assessed'],
    overdue: counts.overdue,
    overdueActions: [...overdueActions],
    me,
    assignedToMe: counts.assignedToMe,
  };
}
