import { describe, expect, it } from 'vitest';
import { suggestionsInWords } from './suggestion-words';

describe('suggestionsInWords', () => {
  it('says one suggestion in the singular and any other count in the plural', () => {
    expect(suggestionsInWords(1)).toBe('1 suggestion');
    expect(suggestionsInWords(5)).toBe('5 suggestions');
  });
});
