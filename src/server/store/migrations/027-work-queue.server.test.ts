import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { quickAssessment } from '../../../../tests/support/assessments';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessment } from '../assessments.server';
import { followUpChangesFor, followUpStateOf, insertFollowUpChanges, setFollowUpState } from '../follow-up.server';
import { migrateToLatest, migrateUpTo } from '../migrate.server';
import { workQueueCounts } from '../work-queue.server';

describe.each(DATABASES)('migration 027 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('gives every assessment kept before it no owner and no next action, keeps its status, and is undone cleanly', async () => {
    const { db } = database;
    await migrateUpTo(db, '026-review-status-in-the-portal');
    const earlier = quickAssessment();
    await insertAssessment(db, earlier, '0'.repeat(64));
    await sql`update assessments set follow_up_status = 'contacted'`.execute(db);

    expect(await migrateToLatest(db)).toEqual(['027-work-queue', '028-steps-per-quarter-and-reassessment-of', '029-next-review-on', '030-review-copy-of', '031-review-target-and-one-finding']);
    expect(await followUpStateOf(db, earlier.id)).toEqual({ status: 'contacted', owner: null, nextActionOn: null });
    expect(await workQueueCounts(db, { today: '2026-11-27', owner: 'casey' })).toEqual({ byStatus: new Map([['contacted', 1]]), overdue: 0, assignedToMe: 0 });
    await setFollowUpState(db, earlier.id, { status: 'won', owner: 'casey', nextActionOn: '2026-12-03' });
    await insertFollowUpChanges(db, { assessmentId: earlier.id, changedBy: 'casey', changedAt: 1, changes: [{ field: 'status', from: 'contacted', to: 'won' }] });
    expect(await followUpChangesFor(db, earlier.id)).toHaveLength(1);

    await migrateUpTo(db, '026-review-status-in-the-portal');
    await expect(sql`select next_action_on from assessments`.execute(db)).rejects.toThrow();
    await expect(sql`select id from follow_up_changes`.execute(db)).rejects.toThrow();
    await migrateToLatest(db);
    expect(await followUpStateOf(db, earlier.id)).toEqual({ status: 'won', owner: null, nextActionOn: null });
  });
});
