import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { migrateToLatest, migrateUpTo } from '../migrate.server';

describe.each(DATABASES)('migration 030 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('marks each review copy made before it by the event in its history, nothing else, and is undone cleanly', async () => {
    const { db } = database;
    await migrateUpTo(db, '029-next-review-on');
    let seq = 100;
    const row = async (kind: string) => {
      seq += 1;
      const id = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Copy Pty Ltd', email: 'ada@copy.example', totals: [0, 0, 0] });
      await sql`update assessments set kind = ${kind}, seq = ${seq} where id = ${id}`.execute(db);
      return id;
    };
    const event = (assessmentId: string, details: string) =>
      sql`insert into audit_events (id, at, actor, action, assessment_id, details) values (${randomUUID()}, 1795000000000, 'Casey', 'review-copy-made', ${assessmentId}, ${details})`.execute(db);
    const quick = await row('quick');
    const copy = await row('detailed');
    const detailed = await row('detailed');
    await event(quick, `Detailed assessment ${copy} made from this quick check for review`);
    await event(copy, `Made from quick check ${quick} for review`);
    // A copy whose quick check is gone since keeps the quick check's id.
    const orphan = await row('detailed');
    const gone = '2f0d7a8e-1111-4222-8333-444455556666';
    await event(orphan, `Made from quick check ${gone} for review`);

    expect(await migrateToLatest(db)).toEqual(['030-review-copy-of', '031-review-target-and-one-finding']);

    const marks = await sql<{ id: string; review_copy_of: string | null }>`select id, review_copy_of from assessments`.execute(db);
    expect(Object.fromEntries(marks.rows.map((mark) => [mark.id, mark.review_copy_of]))).toEqual({ [quick]: null, [copy]: quick, [detailed]: null, [orphan]: gone });

    await migrateUpTo(db, '029-next-review-on');
    await expect(sql`select review_copy_of from assessments`.execute(db)).rejects.toThrow();
  });
});
