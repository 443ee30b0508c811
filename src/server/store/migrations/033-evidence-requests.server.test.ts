import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { migrateToLatest, migrateUpTo, migrationBefore, migrationsFrom } from '../migrate.server';

describe.each(DATABASES)('migration 033 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('makes the table of evidence requests, whose rows go with their assessment, and is undone cleanly', async () => {
    const { db } = database;
    await migrateUpTo(db, migrationBefore('033-evidence-requests'));
    const assessmentId = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Asked Pty Ltd', email: 'ada@asked.example', totals: [0, 0, 0] });

    expect(await migrateToLatest(db)).toEqual(migrationsFrom('033-evidence-requests'));

    const id = randomUUID();
    await sql`insert into evidence_requests (id, assessment_id, requirement_ids, wanted, due_on, asked_at, asked_by)
      values (${id}, ${assessmentId}, '["application-control-workstations"]', 'The AppLocker policy', '2026-12-10', 1795000000000, 'Casey')`.execute(db);
    const row = await db.selectFrom('evidence_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'open', answer: '', answered_at: null, accepted_at: null, withdrawn_at: null });
    expect(Number(row.upload_count)).toBe(0);

    await db.deleteFrom('assessments').where('id', '=', assessmentId).execute();
    expect(await db.selectFrom('evidence_requests').select('id').execute()).toEqual([]);

    await migrateUpTo(db, migrationBefore('033-evidence-requests'));
    await expect(sql`select id from evidence_requests`.execute(db)).rejects.toThrow();
  });
});
