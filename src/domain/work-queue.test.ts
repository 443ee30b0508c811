import { describe, expect, it } from 'vitest';
import { NEW_NOT_CONTACTED_MEANING, OVERDUE_MEANING, workQueueOf, workQueueSchema } from './work-queue';

describe('the work queue', () => {
  it('names every status, counts a value no status names as New, and takes "new, not yet contacted" from New', () => {
    const overdueActions = [{ assessmentId: 'a1', organizationName: 'Acme', nextActionOn: '2026-11-20', nextActionText: 'Send the proposal for MFA uplift', owner: 'casey' }];
    const queue = workQueueOf(
      { byStatus: new Map([['new', 4], ['re-assessed', 3], ['won', 2], ['retired-status', 1]]), overdue: 3, assignedToMe: 5 },
      { today: '2026-11-27', me: 'casey', overdueActions },
    );
    expect(queue).toEqual({
      today: '2026-11-27',
      byStatus: { new: 5, 're-assessed': 3, contacted: 0, 'meeting-booked': 0, 'proposal-sent': 0, won: 2, lost: 0 },
      newNotContacted: 5,
      // Re-assessed organisations are counted apart, never as New.
      reassessed: 3,
      overdue: 3,
      overdueActions,
      me: 'casey',
      assignedToMe: 5,
    });
    expect(workQueueSchema.parse(queue)).toEqual(queue);
  });

  it('says what its two headline counts mean', () => {
    expect(NEW_NOT_CONTACTED_MEANING).toBe('Completed assessments whose follow-up status is still New: nobody has marked them contacted or any later status. Drafts are not counted.');
    expect(OVERDUE_MEANING).toBe('Organisations whose next-action date is before today, on a follow-up that is not Won or Lost.');
  });
});
