import { describe, expect, it } from 'vitest';
import { addressParts, addressText, linkIsCurrent, matchPattern, resolveAddress } from './address';

describe('addresses the app routes on', () => {
  it('splits an address into its path, query and fragment', () => {
    expect(addressParts('/support/results?page=2#register')).toEqual({ pathname: '/support/results', search: '?page=2', hash: '#register' });
    expect(addressParts('?step=2')).toEqual({ search: '?step=2' });
    expect(addressParts('#next-steps')).toEqual({ hash: '#next-steps' });
  });

  it('keeps the page for an address without a path, and never keeps its query or fragment', () => {
    expect(resolveAddress('?step=2', '/assessment')).toEqual({ pathname: '/assessment', search: '?step=2', hash: '' });
    expect(resolveAddress({ search: 'register=all', hash: 'register' }, '/support/results/a1')).toEqual({
      pathname: '/support/results/a1',
      search: '?register=all',
      hash: '#register',
    });
    expect(addressText(resolveAddress('?', '/assessment/mine'))).toBe('/assessment/mine');
    expect(addressText(resolveAddress('/login', '/support'))).toBe('/login');
  });

  it('refuses a relative path rather than guess where it leads', () => {
    expect(() => resolveAddress('results', '/support')).toThrow('Only absolute paths are routed: "results"');
  });

  it('marks a navigation link current on its page, and on the pages under it unless it ends there', () => {
    expect(linkIsCurrent('/support/results', '/support/results/a1', false)).toBe(true);
    expect(linkIsCurrent('/support/results', '/support/results-old', false)).toBe(false);
    expect(linkIsCurrent('/support', '/support/results', true)).toBe(false);
    expect(linkIsCurrent('/support', '/Support/', true)).toBe(false);
    expect(linkIsCurrent('/support', '/Support', true)).toBe(true);
    expect(linkIsCurrent('/', '/assessment', true)).toBe(false);
  });

  it('matches a route pattern whatever the letter case or a closing slash, and decodes its values', () => {
    expect(matchPattern('/support/results/:id', '/support/results/a%20b')).toEqual({ id: 'a b' });
    expect(matchPattern('/assessment', '/Assessment/')).toEqual({});
    expect(matchPattern('/assessment', '/assessment/detailed')).toBeUndefined();
    expect(matchPattern('/support/results/:id', '/support/results')).toBeUndefined();
    expect(matchPattern('*', '/anything/at/all')).toEqual({});
    expect(matchPattern('/', '/')).toEqual({});
  });
});
