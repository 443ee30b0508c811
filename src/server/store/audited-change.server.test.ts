import { beforeEach, describe, expect, it } from 'vitest';
import { refuseAuditEvents, REFUSED_AUDIT_EVENT } from '../../../tests/support/audit-faults';
import { quickAssessment } from '../../../tests/support/assessments';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { insertAssessment, deleteAssessment, findAssessmentById } from './assessments.server';
import { auditEventsForAssessment, type NewAuditEvent } from './audit.server';
import { changeWithAudit } from './audited-change.server';
import { followUpStatusOf, insertNote, notesForAssessment, setFollowUpStatus } from './follow-up.server';
import { inTransaction } from './transaction.server';

const AT = Date.UTC(2026, 10, 25, 9, 0);
const KEY_HASH = '0'.repeat(64);

describe.each(DATABASES)('a change and its audit event on $name', ({ open }) => {
  const database = useTestDatabase(open);
  const assessment = quickAssessment();
  const followedUp = (details: string): NewAuditEvent => ({ at: AT, actor: 'Support', action: 'follow-up', assessmentId: assessment.id, details, address: '203.0.113.9' });

  beforeEach(async () => {
    await database.empty('audit_events', 'assessment_notes', 'assessment_controls', 'assessments');
    await insertAssessment(database.db, assessment, KEY_HASH);
  });

  const history = () => auditEventsForAssessment(database.db, assessment.id);

  it('keeps both when nothing fails', async () => {
    const result = await changeWithAudit(database.db, async (trx) => ({
      result: await setFollowUpStatus(trx, assessment.id, 'won'),
      audit: followedUp('Won'),
    }));
    expect(result).toBe(true);
    expect(await followUpStatusOf(database.db, assessment.id)).toBe('won');
    expect((await history()).map((event) => [event.action, event.details])).toEqual([['follow-up', 'Won']]);
  });

  it('keeps neither when the database refuses the audit event', async () => {
    const lift = await refuseAuditEvents(database.db, 'follow-up');
    try {
      await expect(
        changeWithAudit(database.db, async (trx) => ({ result: await setFollowUpStatus(trx, assessment.id, 'won'), audit: followedUp('Won') })),
      ).rejects.toThrow(REFUSED_AUDIT_EVENT);
    } finally {
      await lift();
    }
    expect(await followUpStatusOf(database.db, assessment.id)).toBe('new');
    expect(await history()).toEqual([]);
  });

  it('keeps neither when the work fails between the change and its event', async () => {
    await expect(
      changeWithAudit(database.db, async (trx) => {
        await insertNote(trx, { assessmentId: assessment.id, author: 'Support', createdAt: AT, text: 'Called them' });
        throw new Error('the process went wrong here');
      }),
    ).rejects.toThrow('the process went wrong here');
    expect(await notesForAssessment(database.db, assessment.id)).toEqual([]);
    expect(await history()).toEqual([]);
  });

  it('undoes a store function’s own transaction with the change around it', async () => {
    const lift = await refuseAuditEvents(database.db, 'delete');
    try {
      const deleting = changeWithAudit(database.db, async (trx) => ({
        result: await deleteAssessment(trx, assessment.id),
        audit: { at: AT, actor: 'Support', action: 'delete', assessmentId: assessment.id, details: assessment.organizationName, address: '203.0.113.9' },
      }));
      await expect(deleting).rejects.toThrow(REFUSED_AUDIT_EVENT);
    } finally {
      await lift();
    }
    expect((await findAssessmentById(database.db, assessment.id))?.assessment.organizationName).toBe(assessment.organizationName);
  });

  it('undoes a group-committed save with the change around it', async () => {
    const another = quickAssessment();
    await expect(
      changeWithAudit(database.db, async (trx) => {
        await insertAssessment(trx, another, KEY_HASH);
        throw new Error('refused after the save');
      }),
    ).rejects.toThrow('refused after the save');
    expect(await findAssessmentById(database.db, another.id)).toBeUndefined();
  });

  it('keeps the change when a nested part fails alone and is handled', async () => {
    const result = await changeWithAudit(database.db, async (trx) => {
      const nested = await inTransaction(trx, async (inner) => {
        await insertNote(inner, { assessmentId: assessment.id, author: 'Support', createdAt: AT, text: 'Undone' });
        throw new Error('the nested part failed');
      }).catch((error: unknown) => (error instanceof Error ? error.message : 'failed'));
      await setFollowUpStatus(trx, assessment.id, 'lost');
      return { result: nested, audit: followedUp('Lost') };
    });
    expect(result).toBe('the nested part failed');
    expect(await notesForAssessment(database.db, assessment.id)).toEqual([]);
    expect(await followUpStatusOf(database.db, assessment.id)).toBe('lost');
    expect((await history()).map((event) => event.details)).toEqual(['Lost']);
  });

  it('writes no event for a change that changed nothing', async () => {
    const result = await changeWithAudit(database.db, async (trx) => {
      const set = await setFollowUpStatus(trx, 'no-such-assessment', 'won');
      return { result: set, audit: set ? followedUp('Won') : null };
    });
    expect(result).toBe(false);
    expect(await history()).toEqual([]);
  });
});
