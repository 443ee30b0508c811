import { describe, expect, it } from 'vitest';
import { listAddressQuery, listPageAddress, listQueryOfAddress } from './list-address';

describe("the results list's address", () => {
  it('lists completed assessments by default, grouped by series, drafts too with status=all, drafts alone with status=draft', () => {
    expect(listQueryOfAddress({})).toMatchObject({ status: 'completed', group: 'series', page: 1 });
    expect(listQueryOfAddress({ status: 'all' }).status).toBeUndefined();
    expect(listQueryOfAddress({ status: 'draft', page: '2' })).toMatchObject({ status: 'draft', page: 2 });
    expect(listQueryOfAddress({ status: 'nonsense' }).status).toBe('completed');
  });

  it('writes the default status and the grouping out of the address, and a cleared search with it', () => {
    expect(listAddressQuery(listQueryOfAddress({}))).toBe('');
    expect(listAddressQuery({ ...listQueryOfAddress({}), search: '  ' })).toBe('');
    expect(listAddressQuery({ ...listQueryOfAddress({}), search: 'Acme', page: 1 })).toBe('search=Acme');
    expect(listAddressQuery({ ...listQueryOfAddress({}), page: 3 })).toBe('page=3');
    expect(listAddressQuery({ status: undefined, followUp: 'won' })).toBe('followUp=won&status=all');
    expect(listPageAddress({ status: 'completed' })).toBe('/support/results');
    expect(listPageAddress({ nextAction: 'overdue' })).toBe('/support/results?nextAction=overdue&status=all');
  });

  it('reads back every address it writes', () => {
    for (const query of [listQueryOfAddress({ status: 'all', search: 'Acme', sort: 'organisation', direction: 'asc' }), listQueryOfAddress({ status: 'draft', review: 'finished' })]) {
      expect(listQueryOfAddress(Object.fromEntries(new URLSearchParams(listAddressQuery(query))))).toEqual(query);
    }
  });
});
