import { describe, expect, it } from 'vitest';
import { lookalikeOf, normaliseUsername, usernameSkeletons } from './username-skeleton';

/** Whether two usernames could be mistaken for each other. */
const alike = (one: string, other: string) => lookalikeOf(one, [other]) !== undefined;

describe('usernames that look alike', () => {
  it('keeps a username in its compatibility form: fullwidth letters and ligatures become plain ones', () => {
    expect(normaliseUsername(' ｓｕｐｐｏｒｔ ')).toBe('support');
    expect(normaliseUsername('ﬁona')).toBe('fiona');
  });

  it('gives a Latin name and its Greek or Cyrillic lookalikes one skeleton', () => {
    expect(usernameSkeletons('supp\u03BFrt')).toEqual(['support']); // Greek small omicron
    expect(usernameSkeletons('\u0455upp\u043Ert')).toEqual(['support']); // Cyrillic dze and o
    expect(usernameSkeletons('SUPPORT')).toEqual(['support']);
    expect(alike('\u0430dmin', 'admin')).toBe(true); // Cyrillic a
    expect(alike('\u0410DMIN', 'admin')).toBe(true); // Cyrillic capital A, Latin capital I
    expect(alike('\u0399an', 'lan')).toBe(true); // Greek capital iota
    expect(alike('\u0423\u0421', 'yc')).toBe(true); // Cyrillic capitals read in their small forms
  });

  it('reads 0 as O, 1 and capital I as l, "rn" as "m", and drops invisible characters', () => {
    expect(alike('r0ot', 'root')).toBe(true);
    expect(alike('pau1', 'paul')).toBe(true);
    expect(alike('PAUI', 'paul')).toBe(true);
    expect(alike('Ian', 'lan')).toBe(true);
    expect(alike('rnary', 'mary')).toBe(true);
    expect(alike('sup\u00ADport', 'support')).toBe(true);
  });

  it('tells different names apart', () => {
    expect(alike('paul', 'pauline')).toBe(false);
    expect(alike('jose', 'josé')).toBe(false);
    // In small letters i and l do not look alike.
    expect(alike('ian', 'lan')).toBe(false);
  });

  it('finds the existing username a new one could be mistaken for', () => {
    expect(lookalikeOf('supp\u03BFrt', ['admin', 'Support'])).toBe('Support');
    expect(lookalikeOf('helpdesk', ['admin', 'Support'])).toBeUndefined();
  });
});
