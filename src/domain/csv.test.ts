import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain', 'plain text as it is'],
    ['a,b', '"a,b"', 'a comma quoted'],
    ['say "hi"', '"say ""hi"""', 'quotes doubled inside quotes'],
    [-1, '-1', 'a number as it is'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"', 'a formula defused'],
    ['+61 2 1234', "'+61 2 1234", 'a leading + defused'],
    ['-1', "'-1", 'a leading - defused in text'],
    ['@SUM(A1)', "'@SUM(A1)", 'a leading @ defused'],
    ['  =1+1', "'  =1+1", 'a formula after spaces defused'],
    ['\t@x', "'\t@x", 'a leading tab defused'],
    ['Acme;=HYPERLINK("http://x")', '"Acme;=HYPERLINK(""http://x"")"', 'a semicolon before = quoted (semicolon locales)'],
    ['a; +1', '"a; +1"', 'a semicolon and space before + quoted'],
    ['a;-1', '"a;-1"', 'a semicolon before - quoted'],
    ['a;@x', '"a;@x"', 'a semicolon before @ quoted'],
    ['Smith; Jones', 'Smith; Jones', 'a semicolon before a name as it is'],
  ])('%j → %s: %s', (value, cell, _why) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('csvText', () => {
  it('joins rows with CRLF line ends', () => {
    expect(csvText([['a', 1], ['b', 2]])).toBe('a,1\r\nb,2\r\n');
  });
});
