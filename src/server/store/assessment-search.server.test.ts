import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Assessment } from '../../domain/assessment';
import { SEARCH_COUNT_LIMIT } from '../../domain/search-text';
import { rawAssessmentRow } from '../../../tests/support/assessment-rows';
import { quickAssessment } from '../../../tests/support/assessments';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { assessmentSummariesQuery, listAssessmentPage, listAssessmentSummaries, type AssessmentFilter } from './assessment-list.server';
import { deleteAssessment, insertAssessment, updateAssessment } from './assessments.server';
import { isPostgres } from './dialect.server';
import { rebuildKeptFigures } from './kept-figures.server';

describe.each(DATABASES)('searching the support list on $name', ({ open }) => {
  const database = useTestDatabase(open);
  beforeEach(async () => {
    await database.empty('assessment_controls', 'assessments');
  });

  async function store(fields: Partial<Assessment>): Promise<Assessment> {
    const assessment = quickAssessment({ id: randomUUID(), respondentName: 'Ada Lovelace', respondentEmail: 'ada@example.com', ...fields });
    await insertAssessment(database.db, assessment, '0'.repeat(64));
    return assessment;
  }

  /** The organisations a search lists on its first page, newest first, and the total it gives. */
  async function found(search: string, filter: AssessmentFilter = {}) {
    const page = await listAssessmentPage(database.db, { ...filter, search }, { offset: 0, limit: 50 });
    return { names: page.rows.map((row) => row.organizationName), total: page.total, totalIsAtLeast: page.totalIsAtLeast };
  }

  it('finds an organisation whatever the case and accents of the search or the name, by any part of it', async () => {
    await store({ organizationName: 'École Supérieure' });
    await store({ organizationName: 'Acme Widgets Pty Ltd' });
    for (const search of ['ecole', 'ÉCOLE', 'école', 'cole', 'SUPERIEURE', 'e sup']) {
      expect(await found(search), search).toEqual({ names: ['École Supérieure'], total: 1, totalIsAtLeast: false });
    }
    await store({ organizationName: 'Müller GmbH' });
    expect((await found('MULLER')).names).toEqual(['Müller GmbH']);
    expect((await found('mü')).names).toEqual(['Müller GmbH']);
  });

  it('finds a respondent by part of a name or an email address', async () => {
    await store({ organizationName: 'First', respondentName: 'Zoë Nguyễn', respondentEmail: 'zoe.nguyen@first.example' });
    await store({ organizationName: 'Second', respondentName: 'Bob Smith', respondentEmail: 'bob@second.example' });
    expect((await found('nguyen')).names).toEqual(['First']);
    expect((await found('zoe n')).names).toEqual(['First']);
    expect((await found('@second.EX')).names).toEqual(['Second']);
    expect((await found('example')).names).toEqual(['Second', 'First']);
  });

  it('never matches across the end of one field into the next', async () => {
    await store({ organizationName: 'Acme', respondentName: 'Bob', respondentEmail: 'bob@acme.example' });
    expect(await found('acmebob')).toEqual({ names: [], total: 0, totalIsAtLeast: false });
    expect(await found('acme bob')).toEqual({ names: [], total: 0, totalIsAtLeast: false });
    expect((await found('acme')).names).toEqual(['Acme']);
  });

  it('finds only the text itself, not its letters in threes spread over a name', async () => {
    await store({ organizationName: 'Abc Def Efg Holdings' });
    await store({ organizationName: 'Abcdefg Holdings' });
    expect((await found('abcdefg')).names).toEqual(['Abcdefg Holdings']);
    expect((await found('def efg')).names).toEqual(['Abc Def Efg Holdings']);
  });

  it('reads % and _ and quotes as the characters themselves', async () => {
    await store({ organizationName: '100% Secure' });
    await store({ organizationName: 'Under_score "Quoted" Ltd' });
    await store({ organizationName: '1000 Secure' });
    await store({ organizationName: 'Under score Ltd' });
    expect((await found('0% s')).names).toEqual(['100% Secure']);
    expect((await found('%')).names).toEqual(['100% Secure']);
    expect((await found('r_s')).names).toEqual(['Under_score "Quoted" Ltd']);
    expect((await found('_')).names).toEqual(['Under_score "Quoted" Ltd']);
    expect((await found('"quoted"')).names).toEqual(['Under_score "Quoted" Ltd']);
    expect((await found('" OR x')).names).toEqual([]);
  });

  it('finds a renamed assessment by its new name and no longer by its old one, and not at all once deleted', async () => {
    const renamed = await store({ organizationName: 'Old Name Holdings' });
    const deleted = await store({ organizationName: 'Soon Gone Trading' });
    expect(await updateAssessment(database.db, { ...renamed, organizationName: 'Fresh Title Group', updatedAt: renamed.updatedAt + 1 })).toBe(true);
    expect((await found('fresh title')).names).toEqual(['Fresh Title Group']);
    expect((await found('old name')).names).toEqual([]);
    expect(await deleteAssessment(database.db, deleted.id)).toBe(true);
    expect((await found('soon gone')).names).toEqual([]);
    expect((await found('so')).names).toEqual([]);
  });

  it('combines a search with the status and follow-up filters and with every sort', async () => {
    await store({ organizationName: 'Bravo Draft Co', status: 'draft' });
    await store({ organizationName: 'alpha Done Co' });
    await store({ organizationName: 'Charlie Done Co' });
    await store({ organizationName: 'Delta Elsewhere' });
    expect(await found('done co', { status: 'completed' })).toEqual({ names: ['Charlie Done Co', 'alpha Done Co'], total: 2, totalIsAtLeast: false });
    expect((await found(' co', { status: 'draft' })).names).toEqual(['Bravo Draft Co']);
    expect((await found('co', { followUp: 'won' })).names).toEqual([]);
    const byName = await listAssessmentPage(database.db, { search: 'co' }, { offset: 0, limit: 2 }, { sort: 'organisation', direction: 'asc' });
    expect(byName.rows.map((row) => row.organizationName)).toEqual(['alpha Done Co', 'Bravo Draft Co']);
    const oldestFirst = await listAssessmentPage(database.db, { search: 'done' }, { offset: 1, limit: 1 }, { sort: 'date', direction: 'asc' });
    expect({ names: oldestFirst.rows.map((row) => row.organizationName), total: oldestFirst.total }).toEqual({ names: ['Charlie Done Co'], total: 2 });
    // The export reads the same filter, page by page.
    expect((await listAssessmentSummaries(database.db, { search: 'DONE', status: 'completed' }, { offset: 1, limit: 5 })).map((row) => row.organizationName)).toEqual([
      'alpha Done Co',
    ]);
  });

  it('finds rows written around the store once the kept figures are rebuilt', async () => {
    // As a bulk load writes them: raw rows, their search text left empty.
    for (const [seq, name] of [[1, 'Bulk Loaded Ltd'], [2, 'Also Bulk Pty']] as const) {
      await database.db
        .insertInto('assessments')
        .values(rawAssessmentRow(seq, { organisation_name: name, respondent_email: 'ada@bulk.example' }))
        .execute();
    }
    expect((await found('bulk')).names).toEqual([]);
    await rebuildKeptFigures(database.db);
    expect((await found('bulk')).names).toEqual(['Also Bulk Pty', 'Bulk Loaded Ltd']);
  });

  it(`counts a common search only past ${SEARCH_COUNT_LIMIT.toLocaleString('en-AU')}, and still pages to its end`, async () => {
    const matching = SEARCH_COUNT_LIMIT + 30;
    const rows = Array.from({ length: matching + 5 }, (_, index) => {
      const name = index < matching ? `Common Holdings ${index}` : `Other ${index}`;
      return sql`(${randomUUID()}, ${index + 1}, 'completed', 0, 0, ${name}, 'Ada', 'ada@x.example', '[]', '', '', 0, 0, 0, 0, ${name.toLowerCase() + '\nada\nada@x.example'})`;
    });
    for (let start = 0; start < rows.length; start += 1000) {
      await sql`
        insert into assessments (id, seq, status, created_at, updated_at, organisation_name, respondent_name, respondent_email,
          priorities, constraints, access_key_hash, current_level_sum, current_level_min, target_count, current_count, search_text)
        values ${sql.join(rows.slice(start, start + 1000))}
      `.execute(database.db);
    }
    if (isPostgres(database.db)) await sql`analyze assessments`.execute(database.db);
    const page = (offset: number) => listAssessmentPage(database.db, { search: 'common' }, { offset, limit: 10 });

    const first = await page(0);
    expect({ total: first.total, totalIsAtLeast: first.totalIsAtLeast }).toEqual({ total: SEARCH_COUNT_LIMIT + 1, totalIsAtLeast: true });
    expect(first.rows[0]?.organizationName).toBe(`Common Holdings ${matching - 1}`);
    const deep = await page(SEARCH_COUNT_LIMIT);
    expect({ total: deep.total, totalIsAtLeast: deep.totalIsAtLeast }).toEqual({ total: SEARCH_COUNT_LIMIT + 11, totalIsAtLeast: true });
    const last = await page(matching - 10);
    expect({ total: last.total, totalIsAtLeast: last.totalIsAtLeast, count: last.rows.length }).toEqual({ total: matching, totalIsAtLeast: false, count: 10 });
    expect(last.rows.at(-1)?.organizationName).toBe('Common Holdings 0');
    expect(await found(`other ${matching + 4}`)).toEqual({ names: [`Other ${matching + 4}`], total: 1, totalIsAtLeast: false });
  });

  it('reads a search from the trigram index: on SQLite newest first, without sorting every match', async () => {
    const postgres = isPostgres(database.db);
    // On PostgreSQL the planner picks between the index and reading newest first by how common the text is;
    // with an empty table it would read the table, so the other ways are switched off to show the index can serve it.
    const compiled = assessmentSummariesQuery(database.db, { search: 'gmail', status: postgres ? undefined : 'draft' }, { offset: 190, limit: 10 }).compile();
    const plan = await database.db.connection().execute(async (connection) => {
      if (postgres) await sql`set enable_seqscan = off; set enable_indexscan = off`.execute(connection);
      const result = await connection.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`explain ${postgres ? '' : 'query plan '}${compiled.sql}`, [...compiled.parameters]));
      if (postgres) await sql`reset enable_seqscan; reset enable_indexscan`.execute(connection);
      return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toMatch(postgres ? /Bitmap Index Scan on assessments_search_text/ : /SCAN assessments_search VIRTUAL TABLE/);
    expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });
});
