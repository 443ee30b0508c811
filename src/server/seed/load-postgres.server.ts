import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyLine } from './copy-text.server';
import { rowSource, type RowSource } from './seed-rows.server';
import type { SampleAssessment } from './sample-assessments.server';
import type { LoadOptions, LoadTimes } from './load-times.server';

/** Assessments per pair of COPY commands: their level rows wait in memory until the assessments are in. */
const BATCH = 50_000;
/** Rows per piece of COPY text written to the connection. */
const CHUNK = 500;

interface SavedIndex {
  schema: string;
  name: string;
  definition: string;
}

/**
 * The indexes of the two tables that only speed reads: not unique, not a primary key, not behind a
 * constraint. Read from the catalogue, so an index a later migration adds is covered too.
 */
async function readIndexes(client: pg.Client): Promise<SavedIndex[]> {
  const result = await client.query<SavedIndex>(`
    select n.nspname as schema, c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_namespace n on n.oid = c.relnamespace
    where i.indrelid in ('assessments'::regclass, 'assessment_controls'::regclass)
      and not i.indisunique and not i.indisprimary
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`);
  return result.rows;
}

/** Takes `count` list positions from the sequence the app numbers saves with; returns the first. */
async function reservePositions(client: pg.Client, count: number): Promise<number> {
  const result = await client.query<{ first: string }>(`select nextval('assessments_seq_numbers') as first`);
  const first = Number(result.rows[0]?.first);
  await client.query(`select setval('assessments_seq_numbers', $1)`, [first + count - 1]);
  return first;
}

/**
 * Each level row's foreign key check locks its assessment's row, most of the cost of loading them. A
 * superuser may turn the checks off for the transaction (every level row here belongs to an
 * assessment written just before it); any other role is refused, and the rows are checked as usual.
 */
async function skipForeignKeyChecks(client: pg.Client): Promise<void> {
  await client.query('savepoint before_replica_role');
  try {
    await client.query('set local session_replication_role = replica');
  } catch {
    await client.query('rollback to savepoint before_replica_role');
  }
}

/** One batch's assessments as COPY text, a chunk at a time; their level rows' text is kept in `controls`. */
function* batchText(source: RowSource, size: number, controls: { columns?: string[]; chunks: string[] }): Generator<string> {
  for (let start = 0; start < size; start += CHUNK) {
    let assessments = '';
    let levels = '';
    for (let index = start; index < Math.min(size, start + CHUNK); index += 1) {
      const rows = source.next();
      assessments += copyLine(source.columns, rows.assessment);
      for (const control of rows.controls) {
        controls.columns ??= Object.keys(control);
        levels += copyLine(controls.columns, control);
      }
    }
    controls.chunks.push(levels);
    yield assessments;
  }
}

async function copyInto(client: pg.Client, table: string, columns: readonly string[], text: Iterable<string>): Promise<void> {
  const list = columns.map((column) => client.escapeIdentifier(column)).join(', ');
  await pipeline(Readable.from(text), client.query(copyFrom(`copy ${table} (${list}) from stdin`)));
}

/**
 * Loads `count` sample assessments into PostgreSQL with COPY, in one transaction on a connection of
 * its own. Saves wait meanwhile (the tables are locked). The list-count triggers are off and the
 * read-only indexes dropped while loading, then recreated from their saved definitions: building an
 * index once is far quicker than updating it row by row. The kept figures are recounted afterwards.
 */
export async function loadIntoPostgres(url: string, samples: Iterator<SampleAssessment>, options: LoadOptions): Promise<LoadTimes> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('lock table assessments, assessment_controls in share row exclusive mode');
    const indexes = await readIndexes(client);
    for (const index of indexes) await client.query(`drop index ${client.escapeIdentifier(index.schema)}.${client.escapeIdentifier(index.name)}`);
    for (const table of ['assessments', 'assessment_controls']) await client.query(`alter table ${table} disable trigger user`);
    await skipForeignKeyChecks(client);
    const loading = performance.now();
    const source = rowSource(samples, await reservePositions(client, options.count));
    for (let done = 0; done < options.count; ) {
      const size = Math.min(BATCH, options.count - done);
      const controls: { columns?: string[]; chunks: string[] } = { chunks: [] };
      await copyInto(client, 'assessments', source.columns, batchText(source, size, controls));
      if (controls.columns) await copyInto(client, 'assessment_controls', controls.columns, controls.chunks);
      done += size;
      options.onProgress?.(done);
    }
    const loadSeconds = (performance.now() - loading) / 1000;
    const indexing = performance.now();
    for (const index of indexes) await client.query(index.definition);
    for (const table of ['assessments', 'assessment_controls']) await client.query(`alter table ${table} enable trigger user`);
    await client.query('commit');
    // The planner would guess at every plan until autovacuum gathered statistics on so many new rows.
    await client.query('analyze assessments, assessment_controls');
    return { loadSeconds, indexSeconds: (performance.now() - indexing) / 1000 };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
