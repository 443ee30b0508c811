import { describe, expect, it } from 'vitest';
import { failedPasswordRequirements, passwordRuleMessage } from './password-rule';
import { lockoutMessage, lockoutRemainingMs } from './lockout';
import { csvCell, csvText } from './csv';

describe('password rule (D7)', () => {
  it('names every failed requirement in the spec order', () => {
    expect(failedPasswordRequirements('short')).toEqual(['length', 'uppercase', 'numbers', 'special']);
    expect(passwordRuleMessage('alllowercaseletters')).toBe('Password does not meet requirements: uppercase, numbers, special');
    expect(passwordRuleMessage('Str0ng!Passw0rd')).toBeUndefined();
    expect(passwordRuleMessage('Str0ngPassw0rd~')).toBe('Password does not meet requirements: special');
  });
});

describe('lockout', () => {
  const minute = 60_000;
  it('locks after five failures within fifteen minutes, until the oldest of them leaves the window', () => {
    const now = 100 * minute;
    expect(lockoutRemainingMs([now - minute, now - 2 * minute, now - 3 * minute, now - 4 * minute], now)).toBe(0);
    const five = [now - minute, now - 2 * minute, now - 3 * minute, now - 4 * minute, now - 10 * minute];
    expect(lockoutRemainingMs(five, now)).toBe(5 * minute);
    expect(lockoutRemainingMs(five.map((time) => time - 20 * minute), now)).toBe(0);
    expect(lockoutMessage(4 * minute + 1)).toBe('Too many login attempts. Please try again in 5 minutes.');
    expect(lockoutMessage(15 * minute)).toBe('Too many login attempts. Please try again in 15 minutes.');
  });
});

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
