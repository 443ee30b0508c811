import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { SampleBatches } from './sample-batches.server';
import type { LoadOptions, LoadTimes } from './load-times.server';

/** Memory each index build may use, for this transaction only: the trigram index of a million rows is built in fewer passes than in PostgreSQL's default 64 MB. */
const INDEX_BUILD_MEMORY = '512MB';

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

async function copyInto(client: pg.Client, table: string, columns: readonly string[], text: Iterable<string>): Promise<void> {
  const list = columns.map((column) => client.escapeIdentifier(column)).join(', ');
  await pipeline(Readable.from(text), client.query(copyFrom(`copy ${table} (${list}) from stdin`)));
}

/**
 * Loads `count` sample assessments into PostgreSQL with COPY, in one transaction on a connection of
 * its own: a pair of COPY commands per batch of COPY text, made in a worker thread meanwhile. Saves wait meanwhile (the tables are locked). The list-count triggers are off and the
 * read-only indexes dropped while loading, then recreated from their saved definitions: building an
 * index once is far quicker than updating it row by row. The kept figures are recounted afterwards.
 */
export async function loadIntoPostgres(url: string, batches: SampleBatches, options: LoadOptions): Promise<LoadTimes> {
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
    let done = 0;
    for await (const batch of batches(await reservePositions(client, options.count), 'copy')) {
      if (batch.form !== 'copy') throw new TypeError('The PostgreSQL loader takes COPY text.');
      await copyInto(client, 'assessments', batch.columns, [batch.assessments]);
      if (batch.controls !== '') await copyInto(client, 'assessment_controls', batch.controlColumns, [batch.controls]);
      done += batch.count;
      options.onProgress?.(done);
    }
    const loadSeconds = (performance.now() - loading) / 1000;
    const indexing = performance.now();
    await client.query(`set local maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
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
