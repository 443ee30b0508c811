import { describe, expect, it } from 'vitest';
import { csvFormulaDefuser } from './csv-formula-defuser';

/** The text defused whole, and defused split into pieces of every size from 1 to 7 bytes: the answers must agree. */
function defused(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const whole = csvFormulaDefuser();
  const answer = new TextDecoder('utf-8', { ignoreBOM: true }).decode(Uint8Array.from([...whole(bytes, false), ...whole(new Uint8Array(0), true)]));
  for (let size = 1; size <= 7; size += 1) {
    const defuse = csvFormulaDefuser();
    const parts: number[] = [];
    for (let at = 0; at < bytes.length; at += size) parts.push(...defuse(bytes.subarray(at, at + size), at + size >= bytes.length));
    if (bytes.length === 0) parts.push(...defuse(bytes, true));
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(Uint8Array.from(parts))).toBe(answer);
  }
  return answer;
}

describe('csvFormulaDefuser', () => {
  it('puts an apostrophe before a formula at the start of any cell', () => {
    expect(defused('=1+1,b\r\n@SUM(A1),+cmd|x,-2+3\n')).toBe("'=1+1,b\r\n'@SUM(A1),'+cmd|x,'-2+3\n");
    expect(defused('host,"=HYPERLINK(""http://x"")"\n')).toBe('host,"\'=HYPERLINK(""http://x"")"\n');
    expect(defused('a,  =1\n')).toBe("a,  '=1\n");
  });

  it('defuses after every split a spreadsheet may make: semicolon, tab and line breaks, also inside quotes', () => {
    expect(defused('a;=1\tb\t@x\n"line\n=2"')).toBe("a;'=1\tb\t'@x\n\"line\n'=2\"");
  });

  it('leaves plain numbers, text and formulas that do not begin a cell alone', () => {
    expect(defused('-12.5,+3e4,"-7", -1 ,1-2,a=b\n-0.5')).toBe('-12.5,+3e4,"-7", -1 ,1-2,a=b\n-0.5');
    expect(defused('host,patched\nweb-1,yes\n')).toBe('host,patched\nweb-1,yes\n');
  });

  it('defuses a number followed by more: "-5"+… or a sign with text after it', () => {
    expect(defused('"-5"+cmd,--x,-5 +cmd\n-')).toBe('"\'-5"+cmd,\'--x,\'-5 +cmd\n\'-');
    expect(defused(`-${'1'.repeat(40)}`)).toBe(`'-${'1'.repeat(40)}`);
  });

  it('reads past a byte order mark, and passes UTF-8 through untouched', () => {
    expect(defused('\uFEFF=1,Ünïcode,=é')).toBe("\uFEFF'=1,Ünïcode,'=é");
    expect(defused('')).toBe('');
  });
});
