import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { INDEXED_SEARCH_MIN_LENGTH, normalisedSearch } from '../../domain/search-text';
import { isPostgres } from './dialect.server';
import type { Database } from './schema.server';

/** A query over the assessments table, before its columns are chosen. */
type AssessmentsQuery = SelectQueryBuilder<Database, 'assessments', object>;

/** A search as the store runs it: the normalised text, and whether SQLite's full-text table serves it. */
export interface StoredSearch {
  text: string;
  /** SQLite, three characters or more: the rows come from the full-text table, joined by list position. */
  fullText: boolean;
}

/** The search a filter's text asks for, or undefined when it asks for none (empty, or spaces only). */
export function storedSearch(db: Kysely<Database>, search: string | undefined): StoredSearch | undefined {
  const text = normalisedSearch(search ?? '');
  if (!text) return undefined;
  return { text, fullText: !isPostgres(db) && [...text].length >= INDEXED_SEARCH_MIN_LENGTH };
}

/**
 * An FTS5 query for the rows that hold every third trigram of the text, and its last: each quoted, so
 * its characters are matched and never read as query syntax. Any row holding the text holds them all;
 * the few that hold them apart are dropped by the exact comparison beside it. Fewer trigrams read less
 * of the index than all of them, and the index keeps no positions, which makes it small and quick.
 */
function fullTextQuery(text: string): string {
  const characters = [...text];
  const trigrams = characters.slice(0, -2).map((_, start) => characters.slice(start, start + 3).join(''));
  const chosen = trigrams.filter((_, index) => index % 3 === 0 || index === trigrams.length - 1);
  return chosen.map((trigram) => `"${trigram.replaceAll('"', '""')}"`).join(' AND ');
}

/** A LIKE pattern that matches the text literally anywhere: % and _ lose their wildcard meaning. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Only the assessments whose organisation, respondent name or email hold the search. Three characters
 * or more are looked up in the trigram index (PostgreSQL's GIN index through LIKE; SQLite's full-text
 * table, joined in, its candidates compared exactly). Shorter text no trigram index can serve: it is
 * found by reading the rows, newest first, so a page of a common pair of letters is quick and a rare
 * one reads the whole table.
 */
export function whereSearchMatches(query: AssessmentsQuery, search: StoredSearch, postgres: boolean): AssessmentsQuery {
  if (search.fullText) {
    // $if keeps the query's type as the assessments table's alone: the join is only named in SQL after it.
    return query.$if(true, (joined) =>
      joined
        .innerJoin('assessments_search', 'assessments_search.rowid', 'assessments.seq')
        .where(sql<boolean>`assessments_search match ${fullTextQuery(search.text)}`)
        .where(sql<boolean>`instr(assessments.search_text, ${search.text}) > 0`),
    );
  }
  if (postgres && [...search.text].length >= INDEXED_SEARCH_MIN_LENGTH) {
    return query.where(sql<boolean>`assessments.search_text like ${containsPattern(search.text)} escape '\\'`);
  }
  return query.where(sql<boolean>`${postgres ? sql`strpos` : sql`instr`}(assessments.search_text, ${search.text}) > 0`);
}

/**
 * The list position a query orders by. With SQLite's full-text table joined it is the table's rowid
 * (the same number), so SQLite walks the index's matches newest first instead of sorting them all.
 */
export function listPosition(search: StoredSearch | undefined): RawBuilder<number> {
  return search?.fullText ? sql<number>`assessments_search.rowid` : sql<number>`assessments.seq`;
}
