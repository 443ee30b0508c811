import { CompiledQuery, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { RAW_ROW_TIME, rawAssessmentRow } from '../../../tests/support/assessment-rows';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { FOLLOW_UP_STATUSES } from '../../domain/follow-up';
import { assessmentSearchText } from '../../domain/search-text';
import {
  assessmentSummariesBefore,
  assessmentSummariesBeforeQuery,
  largestListPosition,
  listAssessmentSummaries,
  type AssessmentFilter,
} from './assessment-list.server';
import { isPostgres } from './dialect.server';

const organisationOf = (index: number) => (index % 7 === 0 ? `Harbour Works ${index}` : `Org ${index}`);

describe.each(DATABASES)('walking the list in batches below a position on $name', ({ open }) => {
  const database = useTestDatabase(open);

  it('has no largest position while there are no assessments', async () => {
    expect(await largestListPosition(database.db)).toBe(0);
  });

  describe('with 150 assessments', () => {
    beforeAll(async () => {
      // 150 rows with gaps between their positions, as deletes leave them; drafts, follow-up statuses and names mixed.
      for (let index = 0; index < 150; index += 1) {
        const position = 3 + index * 5 + (index % 3);
        await database.db
          .insertInto('assessments')
          .values(
            rawAssessmentRow(position, {
              status: index % 4 === 0 ? 'draft' : 'completed',
              follow_up_status: FOLLOW_UP_STATUSES[index % FOLLOW_UP_STATUSES.length],
              created_at: RAW_ROW_TIME + index,
              updated_at: RAW_ROW_TIME + index,
              organisation_name: organisationOf(index),
              respondent_email: 'ada@batches.example',
              search_text: assessmentSearchText({ organizationName: organisationOf(index), respondentName: 'Ada', respondentEmail: 'ada@batches.example' }),
              current_level_sum: index % 25,
              current_level_min: index % 4,
              target_count: 8,
              current_count: 8,
            }),
          )
          .execute();
      }
    });

    /** Every batch of `size` from the largest position down, until a batch comes back short. */
    async function walk(filter: AssessmentFilter, size: number) {
      const rows = [];
      let before = (await largestListPosition(database.db)) + 1;
      for (;;) {
        const batch = await assessmentSummariesBefore(database.db, filter, before, size);
        rows.push(...batch);
        if (batch.length < size) return rows;
        before = batch[batch.length - 1]!.position;
      }
    }

    it('reads the largest position in use', async () => {
      expect(await largestListPosition(database.db)).toBe(3 + 149 * 5 + (149 % 3));
    });

    it.each<AssessmentFilter>([{}, { status: 'draft' }, { status: 'completed', followUp: 'contacted' }, { search: 'HARBOUR' }, { search: 'harbour', status: 'completed' }])(
      'gives every matching row once, newest first, as the list does, for %o',
      async (filter) => {
        const expected = await listAssessmentSummaries(database.db, filter, { offset: 0, limit: 1000 });
        expect(expected.length).toBeGreaterThan(0);
        for (const size of [1, 7, 1000]) {
          const rows = await walk(filter, size);
          expect(rows.map((row) => row.totals)).toEqual(expected);
          const positions = rows.map((row) => row.position);
          expect(positions).toEqual([...positions].sort((a, b) => b - a));
          expect(new Set(positions).size).toBe(positions.length);
        }
      },
    );

    it('leaves out rows at and above the position it starts below', async () => {
      const rows = await assessmentSummariesBefore(database.db, {}, 15, 100);
      expect(rows.map((row) => row.position)).toEqual([9, 3]);
    });

    it.each([
      [{}, 'assessments_seq'],
      [{ status: 'draft' as const }, 'assessments_status_seq'],
    ])('reads a batch for %o from the index %s instead of sorting every row', async (filter, index) => {
      const compiled = assessmentSummariesBeforeQuery(database.db, filter, 500, 10).compile();
      const plan = await database.db.connection().execute(async (connection) => {
        // With 150 rows a table or bitmap scan and a sort are cheaper on PostgreSQL; switched off, it shows whether the index can serve the order at all.
        if (isPostgres(database.db)) await sql`set enable_seqscan = off; set enable_bitmapscan = off`.execute(connection);
        const explain = isPostgres(database.db) ? 'explain ' : 'explain query plan ';
        const result = await connection.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]));
        if (isPostgres(database.db)) await sql`reset enable_seqscan; reset enable_bitmapscan`.execute(connection);
        return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
      });
      expect(plan).toContain(index);
      expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY|Sort Key/);
    });
  });
});
