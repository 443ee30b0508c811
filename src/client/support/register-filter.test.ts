import { describe, expect, it } from 'vitest';
import { registerShowOf, showsInRegister } from './register-filter';

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
