import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { RAW_ROW_TIME, rawAssessmentRow } from '../../../tests/support/assessment-rows';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { listAssessmentPage, type AssessmentFilter } from './assessment-list.server';
import { deleteAssessment, findAssessmentById, insertAssessment, updateAssessment } from './assessments.server';
import { LIST_BLOCK_SIZE } from './list-blocks';

/** A deterministic sequence of numbers in [0, 1), so a failure can be replayed. */
function randomNumbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe.each(DATABASES)('support list pages on $name', ({ open }) => {
  const database = useTestDatabase(open);
  beforeEach(async () => {
    await database.empty('assessment_controls', 'assessments');
  });

  /** Stores a row at a chosen list position, as a database with a long history would hold it. */
  async function storeAt(position: number, status: 'draft' | 'completed'): Promise<void> {
    await database.db
      .insertInto('assessments')
      .values(
        rawAssessmentRow(position, {
          status,
          created_at: RAW_ROW_TIME + position,
          updated_at: RAW_ROW_TIME + position,
          organisation_name: `Org at ${position}`,
          respondent_email: 'ada@list.example',
        }),
      )
      .execute();
  }

  /** The page as counting and skipping every newer row gives it: what the faster way must equal. */
  async function expectedPage(filter: AssessmentFilter, offset: number, limit: number) {
    let query = database.db.selectFrom('assessments');
    if (filter.status) query = query.where('status', '=', filter.status);
    const ids = await query.select('id').orderBy('seq', 'desc').offset(offset).limit(limit).execute();
    const total = await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
    return { total: Number(total.count), ids: ids.map((row) => row.id) };
  }

  it('gives every page exactly as counting every row would, across blocks, after deletes and status changes', async () => {
    const random = randomNumbers(6);
    // 400 rows spread over about 14 blocks of positions, a third of them drafts.
    for (let index = 0; index < 400; index += 1) await storeAt(1 + index * 37, random() < 1 / 3 ? 'draft' : 'completed');
    const ids = (await database.db.selectFrom('assessments').select(['id', 'status']).execute()).sort(() => random() - 0.5);
    for (const { id } of ids.slice(0, 40)) expect(await deleteAssessment(database.db, id)).toBe(true);
    for (const { id } of ids.slice(40, 80).filter((row) => row.status === 'draft')) {
      const stored = await findAssessmentById(database.db, id);
      expect(await updateAssessment(database.db, { ...stored!.assessment, status: 'completed' })).toBe(true);
    }
    // Rows removed behind the store's back (an operator's SQL, retention) are counted out too.
    await database.db.deleteFrom('assessments').where('seq', '>', 5000).where('seq', '<', 6200).execute();

    for (const filter of [{}, { status: 'draft' as const }, { status: 'completed' as const }]) {
      const { total } = await expectedPage(filter, 0, 1);
      expect(total).toBeGreaterThan(50);
      for (const limit of [10, 7]) {
        for (let offset = 0; offset <= total + limit; offset += limit) {
          const page = await listAssessmentPage(database.db, filter, { offset, limit });
          const expected = await expectedPage(filter, offset, limit);
          expect({ total: page.total, ids: page.rows.map((row) => row.id) }).toEqual(expected);
        }
      }
    }
    const everything = await listAssessmentPage(database.db, {}, { offset: 0, limit: 1 });
    expect(everything.rows[0]?.organizationName).toBe(`Org at ${1 + 399 * 37}`);
    expect(LIST_BLOCK_SIZE * 2).toBeLessThan(399 * 37);
  });

  it('puts saves in the order they arrive, newest first, whatever their dates, each with its kind', async () => {
    const names = ['First', 'Second', 'Third'];
    for (const [index, name] of names.entries()) {
      await insertAssessment(
        database.db,
        {
          id: randomUUID(),
          status: 'completed',
          kind: index === 1 ? 'detailed' : 'quick',
          // A clock set back between saves does not reorder the list.
          createdAt: 1_795_000_000_000 - index,
          updatedAt: 1_795_000_000_000 - index,
          organizationName: name,
          respondentName: 'Ada',
          respondentEmail: '',
          targetAssessments: {},
          assessments: {},
          timeline: null,
          priorities: [],
          constraints: '',
          resumeStep: null,
          requirementOutcomes: {},
        },
        '0'.repeat(64),
      );
    }
    const page = await listAssessmentPage(database.db, {}, { offset: 0, limit: 10 });
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => [row.organizationName, row.kind])).toEqual([
      ['Third', 'quick'],
      ['Second', 'detailed'],
      ['First', 'quick'],
    ]);
    expect(await listAssessmentPage(database.db, {}, { offset: 10, limit: 10 })).toEqual({ total: 3, totalIsAtLeast: false, rows: [] });
  });
});
