import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from './constants';
import { listQueryFromSearch } from './support-views';

const NEWEST_FIRST = { sort: 'date', direction: 'desc' } as const;

describe('listQueryFromSearch', () => {
  it('reads page, search and status from the address', () => {
    expect(listQueryFromSearch({ page: '3', search: '  Acme ', status: 'draft' })).toEqual({ page: 3, limit: PAGE_SIZE, ...NEWEST_FIRST, search: 'Acme', status: 'draft' });
  });

  it('starts at page 1 with no search or status filter', () => {
    expect(listQueryFromSearch({})).toEqual({ page: 1, limit: PAGE_SIZE, ...NEWEST_FIRST });
  });

  it.each(['0', '-2', '1.5', 'two', ''])('falls back to page 1 for page=%j and keeps the rest', (page) => {
    expect(listQueryFromSearch({ page, search: 'Acme', status: 'completed' })).toEqual({ page: 1, limit: PAGE_SIZE, ...NEWEST_FIRST, search: 'Acme', status: 'completed' });
  });

  it.each(['', 'archived', 'DRAFT'])('drops the status filter for status=%j and keeps the page', (status) => {
    expect(listQueryFromSearch({ page: '2', status })).toEqual({ page: 2, limit: PAGE_SIZE, ...NEWEST_FIRST });
  });

  it('ignores parameters the list does not know', () => {
    expect(listQueryFromSearch({ page: '2', order: 'name' })).toEqual({ page: 2, limit: PAGE_SIZE, ...NEWEST_FIRST });
  });

  it('reads the sort, its direction and the follow-up filter, and falls back to newest first for a sort it does not know', () => {
    expect(listQueryFromSearch({ sort: 'organisation', direction: 'asc', followUp: 'won' })).toEqual({ page: 1, limit: PAGE_SIZE, sort: 'organisation', direction: 'asc', followUp: 'won' });
    expect(listQueryFromSearch({ sort: 'name', direction: 'up', followUp: 'maybe' })).toEqual({ page: 1, limit: PAGE_SIZE, ...NEWEST_FIRST });
  });
});
