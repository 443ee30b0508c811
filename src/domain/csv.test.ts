import { describe, expect, it } from 'vitest';
import { csvCell, csvText, defuseFormulasAfterSplits } from './csv';

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
    ['\t@x', "'\t'@x", 'a leading tab defused, and the @ a tab-separated reading starts a cell with'],
    ['Acme;=HYPERLINK("http://x")', '"Acme;\'=HYPERLINK(""http://x"")"', 'a formula after a semicolon defused (semicolon locales)'],
    ['a; +1', "a; '+1", 'a semicolon and space before + defused'],
    ['a;-1', "a;'-1", 'a semicolon before - defused'],
    ['a;@x', "a;'@x", 'a semicolon before @ defused'],
    ['x;=1+1+0*LEN(', "x;'=1+1+0*LEN(", 'a formula opened after a semicolon, to be closed in a later column, defused'],
    [') ;tail, text', '") ;tail, text"', 'the closing half as it is, quoted for its comma'],
    ['First line\r\n=4+4', '"First line\r\n\'=4+4"', 'a formula after a line break defused, and the cell quoted'],
    ['Smith; Jones', 'Smith; Jones', 'a semicolon before a name as it is'],
  ])('%j → %j: %s', (value, cell, _why) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('defuseFormulasAfterSplits', () => {
  it.each([
    ['x;=1', "x;'=1", 'after a semicolon'],
    ['x\t=1', "x\t'=1", 'after a tab'],
    ['x\r=1', "x\r'=1", 'after a carriage return'],
    ['x\n+1', "x\n'+1", 'after a line feed'],
    ['x\r\n@A1', "x\r\n'@A1", 'after a CRLF'],
    ['x;-1', "x;'-1", 'a minus'],
    ['x;  +1', "x;  '+1", 'after spaces'],
    ['x;"=1"', 'x;"\'=1"', 'after a quote'],
    ['x; " \t=1', 'x; " \t\'=1', 'after spaces, quotes and a tab'],
    ['x;;=1', "x;;'=1", 'after the second of two semicolons'],
    ['a;=1\tb\n-2;c', "a;'=1\tb\n'-2;c", 'every one in the text'],
    ["x;'=1", "x;'=1", 'an apostrophe already there kept, none added'],
    ['=1', '=1', 'the start of the text left to csvCell'],
    ['Smith; Jones', 'Smith; Jones', 'a semicolon before a name'],
    ['x=1;y-2', 'x=1;y-2', 'formula characters not after a split'],
    ['a; "', 'a; "', 'a split at the end'],
  ])('%j → %j: %s', (text, defused, _why) => {
    expect(defuseFormulasAfterSplits(text)).toBe(defused);
  });
});

describe('csvText', () => {
  it('joins rows with CRLF line ends', () => {
    expect(csvText([['a', 1], ['b', 2]])).toBe('a,1\r\nb,2\r\n');
  });
});
