import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.server';
import { fillSearchText } from '../search-text.server';

/**
 * Search that ignores case and accents, served by an index (decision 033): each assessment keeps its
 * organisation, respondent name and email normalised in search_text, filled here for the rows saved
 * before, and a trigram index over it finds any substring of three or more characters. PostgreSQL
 * uses pg_trgm's GIN index; SQLite an FTS5 trigram table that reads the assessments table, kept in
 * step by triggers, its rowid the list position so matches come newest first from the index itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('search_text', 'text', (column) => column.notNull().defaultTo('')).execute();
  await fillSearchText(db);
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index assessments_search_text on assessments using gin (search_text gin_trgm_ops)`.execute(db);
    // A finer sample of the texts, so the planner can tell a rare search (read from the index) from a
    // common one (read newest first until a page is full).
    await sql`alter table assessments alter column search_text set statistics 1000`.execute(db);
    await sql`analyze assessments`.execute(db);
    return;
  }
  // case_sensitive 1: search_text is already lower case, so the index compares it as it is. detail none:
  // the index keeps which rows hold each trigram, not where; the search compares its candidates exactly.
  await sql`
    create virtual table assessments_search using fts5(
      search_text, content = 'assessments', content_rowid = 'seq', tokenize = 'trigram case_sensitive 1', detail = none
    )
  `.execute(db);
  await sql`insert into assessments_search (assessments_search) values ('rebuild')`.execute(db);
  await sql`
    create trigger assessments_search_insert after insert on assessments begin
      insert into assessments_search (rowid, search_text) values (new.seq, new.search_text);
    end
  `.execute(db);
  await sql`
    create trigger assessments_search_delete after delete on assessments begin
      insert into assessments_search (assessments_search, rowid, search_text) values ('delete', old.seq, old.search_text);
    end
  `.execute(db);
  await sql`
    create trigger assessments_search_update after update of search_text, seq on assessments
    when old.search_text is not new.search_text or old.seq is not new.seq begin
      insert into assessments_search (assessments_search, rowid, search_text) values ('delete', old.seq, old.search_text);
      insert into assessments_search (rowid, search_text) values (new.seq, new.search_text);
    end
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index assessments_search_text`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update']) await sql.raw(`drop trigger assessments_search_${name}`).execute(db);
    await sql`drop table assessments_search`.execute(db);
  }
  await db.schema.alterTable('assessments').dropColumn('search_text').execute();
}
