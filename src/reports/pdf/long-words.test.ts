import { describe, expect, it } from 'vitest';
import { LONGEST_WHOLE_WORD, wordBreaks } from './long-words';

describe('where a word may break in a PDF', () => {
  it('keeps ordinary words whole', () => {
    expect(wordBreaks('Organisation')).toEqual(['Organisation']);
    expect(wordBreaks('x'.repeat(LONGEST_WHOLE_WORD))).toEqual(['x'.repeat(LONGEST_WHOLE_WORD)]);
  });

  it('breaks a long link after its separators, and long runs every 16 characters, losing nothing', () => {
    const link = 'https://intranet.example.com/evidence/backups?id=a1b2c3d4e5f6a1b2c3d4e5f6';
    const parts = wordBreaks(link);
    expect(parts.join('')).toBe(link);
    expect(parts.slice(0, 4)).toEqual(['https:', '/', '/', 'intranet.']);
    expect(Math.max(...parts.map((part) => part.length))).toBeLessThanOrEqual(16);
  });
});
