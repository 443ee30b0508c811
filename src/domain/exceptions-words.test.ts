import { describe, expect, it } from 'vitest';
import { exceptionsInBrief } from './exceptions-words';

describe('the exceptions register in one sentence', () => {
  it('counts each kind, names the alternate controls past their review date, and leaves out kinds with none', () => {
    const alternate = { recorded: 'alternate-control', pastReview: false } as const;
    const lapsed = { recorded: 'alternate-control', pastReview: true } as const;
    const notApplicable = { recorded: 'not-applicable', pastReview: false } as const;
    expect(exceptionsInBrief([alternate, lapsed, lapsed, notApplicable])).toBe('4 requirements: 3 alternate controls (2 past their review date) and 1 not applicable.');
    expect(exceptionsInBrief([alternate])).toBe('1 requirement: 1 alternate control.');
    expect(exceptionsInBrief([{ recorded: 'not-implemented', pastReview: false }, notApplicable])).toBe('2 requirements: 1 not applicable and 1 not implemented.');
  });

  it('says the register is empty when it is', () => {
    expect(exceptionsInBrief([])).toBe('No requirement is recorded as an alternate control, not applicable or not implemented.');
  });
});
