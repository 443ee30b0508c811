import { describe, expect, it } from 'vitest';
import { registerShowFrom, registerShowOf, showsInRegister, withRegisterShow } from './register-filter';

describe("the requirement register's filter", () => {
  const row = (counts: Parameters<typeof showsInRegister>[0]['counts'], evidence = '') => ({ counts, evidence });

  it('shows as unmet every requirement counted neither met nor not applicable', () => {
    expect(['ineffective', 'not-implemented', 'no-visibility', 'not-assessed'].every((counts) => showsInRegister(row(counts as 'ineffective'), 'unmet'))).toBe(true);
    expect(['effective', 'alternate-control', 'not-applicable'].some((counts) => showsInRegister(row(counts as 'effective'), 'unmet'))).toBe(false);
  });

  it('shows requirements with evidence other than spaces, those of one outcome, or all', () => {
    expect(showsInRegister(row('effective', 'Screenshots on file'), 'with-evidence')).toBe(true);
    expect(showsInRegister(row('ineffective', '  \n'), 'with-evidence')).toBe(false);
    expect(showsInRegister(row('ineffective'), 'ineffective')).toBe(true);
    expect(showsInRegister(row('effective'), 'ineffective')).toBe(false);
    expect(showsInRegister(row('effective'), 'all')).toBe(true);
  });

  it('reads a choice from a select, an unknown one as the default, unmet', () => {
    expect(registerShowOf('with-evidence')).toBe('with-evidence');
    expect(registerShowOf('no-visibility')).toBe('no-visibility');
    expect(registerShowOf('anything')).toBe('unmet');
  });
});

describe('the register choice in the address', () => {
  it('reads the choice an address keeps, and the unmet requirements for none or an unknown one', () => {
    expect(registerShowFrom(new URLSearchParams('register=all'))).toBe('all');
    expect(registerShowFrom(new URLSearchParams('mode=review&register=ineffective'))).toBe('ineffective');
    expect(registerShowFrom(new URLSearchParams(''))).toBe('unmet');
    expect(registerShowFrom(new URLSearchParams('register=everything'))).toBe('unmet');
  });

  it('writes a choice beside the rest of the query and leaves the default out', () => {
    expect(withRegisterShow(new URLSearchParams('mode=review'), 'with-evidence').toString()).toBe('mode=review&register=with-evidence');
    expect(withRegisterShow(new URLSearchParams('register=all&mode=review'), 'unmet').toString()).toBe('mode=review');
  });
});
