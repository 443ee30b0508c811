import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('csv', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+61 2 1234')).toBe("'+61 2 1234");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell('  =1+1')).toBe("'  =1+1");
    expect(csvCell('\t@x')).toBe("'\t@x");
    expect(csvText([['a', 1], ['b', 2]])).toBe('a,1\r\nb,2\r\n');
  });
});

describe('csv in semicolon locales', () => {
  it('quotes a cell where a semicolon is followed by = + - @, so no spreadsheet splits a formula out of it', () => {
    expect(csvCell('Acme;=HYPERLINK("http://x")')).toBe('"Acme;=HYPERLINK(""http://x"")"');
    expect(csvCell('a; +1')).toBe('"a; +1"');
    expect(csvCell('a;-1')).toBe('"a;-1"');
    expect(csvCell('a;@x')).toBe('"a;@x"');
    expect(csvCell('Smith; Jones')).toBe('Smith; Jones');
  });
});
