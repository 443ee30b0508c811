import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.server';

/**
 * Bytes in one piece of an evidence file's content (docs/decisions/053-evidence-file-chunks.md): 512 KiB,
 * so a 10 MB file is 20 rows, and PostgreSQL's hex text of one piece is 1 MB on its way.
 */
export const EVIDENCE_CHUNK_BYTES = 512 * 1024;

/**
 * An evidence file's content moves from its row into pieces of EVIDENCE_CHUNK_BYTES in their own table,
 * numbered from 0, deleted with their file by the foreign key (and so with its assessment, whichever way it
 * goes). Each file kept before is cut into pieces inside the database (substr/substring on the stored
 * content, one piece at a time), so no file's content passes through the server; then the content column goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('evidence_file_chunks')
    .addColumn('evidence_id', 'varchar(36)', (column) => column.notNull().references('evidence_files.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('content', postgres ? sql`bytea` : sql`blob`, (column) => column.notNull())
    .addPrimaryKeyConstraint('evidence_file_chunks_key', ['evidence_id', 'position'])
    .execute();
  const files = await sql<{ id: string; size: number | string }>`select id, size from evidence_files`.execute(db);
  for (const file of files.rows) {
    for (let position = 0; position * EVIDENCE_CHUNK_BYTES < Number(file.size); position += 1) {
      const piece = postgres
        ? sql`substring(content from ${position * EVIDENCE_CHUNK_BYTES + 1} for ${EVIDENCE_CHUNK_BYTES})`
        : sql`substr(content, ${position * EVIDENCE_CHUNK_BYTES + 1}, ${EVIDENCE_CHUNK_BYTES})`;
      await sql`insert into evidence_file_chunks (evidence_id, position, content) select id, ${position}, ${piece} from evidence_files where id = ${file.id}`.execute(db);
    }
  }
  await db.schema.alterTable('evidence_files').dropColumn('content').execute();
}

/** Puts each file's content back in its row, joined from its pieces one file at a time, and drops the pieces. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('evidence_files').addColumn('content', isPostgres(db) ? sql`bytea` : sql`blob`).execute();
  const files = await sql<{ id: string }>`select id from evidence_files`.execute(db);
  for (const file of files.rows) {
    const pieces = await sql<{ content: Uint8Array }>`select content from evidence_file_chunks where evidence_id = ${file.id} order by position`.execute(db);
    await sql`update evidence_files set content = ${Buffer.concat(pieces.rows.map((piece) => piece.content))} where id = ${file.id}`.execute(db);
  }
  await db.schema.dropTable('evidence_file_chunks').execute();
}
