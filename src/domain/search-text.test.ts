import { describe, expect, it } from 'vitest';
import { assessmentSearchText, matchesInWords, normalisedSearch, normaliseForSearch } from './search-text';

describe('normaliseForSearch', () => {
  it.each([
    ['École Supérieure', 'ecole superieure'],
    ['MÜLLER', 'muller'],
    ['Søren Łukasz Đorđe', 'soren lukasz dorde'],
    ['Straße', 'strasse'],
    ['Œuvre Ærø', 'oeuvre aero'],
    ['ﬁnance', 'finance'],
    ['İstanbul', 'istanbul'],
    ['Acme\u00a0Pty\t\tLtd', 'acme pty ltd'],
  ])('reads %j as %j', (text, normalised) => {
    expect(normaliseForSearch(text)).toBe(normalised);
  });

  it('keeps characters that are not letters as they are, % and _ included', () => {
    expect(normaliseForSearch('50%_off@Example.COM')).toBe('50%_off@example.com');
  });
});

describe('assessmentSearchText', () => {
  it('puts the normalised organisation, name and email one to a line', () => {
    expect(assessmentSearchText({ organizationName: 'École Supérieure', respondentName: 'Zoë Müller', respondentEmail: 'Zoe@Ecole.FR' })).toBe(
      'ecole superieure\nzoe muller\nzoe@ecole.fr',
    );
  });

  it('keeps a line break typed inside a field from starting a new line', () => {
    expect(assessmentSearchText({ organizationName: 'Acme\nPty', respondentName: '', respondentEmail: '' })).toBe('acme pty\n\n');
  });
});

describe('normalisedSearch', () => {
  it('trims the search and compares it as stored text is compared', () => {
    expect(normalisedSearch('  ÉCOLE   Sup ')).toBe('ecole sup');
    expect(normalisedSearch(' \n ')).toBe('');
  });
});

describe('matchesInWords', () => {
  it('says how many match, or that more than the limit do', () => {
    expect(matchesInWords(1, false)).toBe('1 assessment matches');
    expect(matchesInWords(2345, false)).toBe('2,345 assessments match');
    expect(matchesInWords(1_001, true)).toBe('More than 1,000 match — narrow the search');
  });
});
