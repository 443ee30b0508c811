import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { migrateToLatest, migrateUpTo, migrationBefore, migrationsFrom } from '../migrate.server';

const MIGRATION = '035-one-submission-per-key';

describe.each(DATABASES)('migration 035 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('leaves earlier rows without a submission key, refuses one key on two rows, and is undone cleanly', async () => {
    const { db } = database;
    await migrateUpTo(db, migrationBefore(MIGRATION));
    const earlier = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Earlier Pty Ltd', email: 'ada@earlier.example', totals: [0, 0, 0] });
    // The helper writes every row at list position 1: the first moves on to make room for the second.
    await sql`update assessments set seq = 2 where id = ${earlier}`.execute(db);
    const other = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Other Pty Ltd', email: 'ada@other.example', totals: [0, 0, 0] });

    expect(await migrateToLatest(db)).toEqual(migrationsFrom(MIGRATION));

    const rows = await sql<{ submission_key_hash: string | null }>`select submission_key_hash from assessments order by id`.execute(db);
    expect(rows.rows).toEqual([{ submission_key_hash: null }, { submission_key_hash: null }]);
    const hash = 'a'.repeat(64);
    await sql`update assessments set submission_key_hash = ${hash} where id = ${earlier}`.execute(db);
    await expect(sql`update assessments set submission_key_hash = ${hash} where id = ${other}`.execute(db)).rejects.toThrow();

    await migrateUpTo(db, migrationBefore(MIGRATION));
    await expect(sql`select submission_key_hash from assessments`.execute(db)).rejects.toThrow();
  });
});
