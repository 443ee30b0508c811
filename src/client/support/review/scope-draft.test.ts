import { describe, expect, it } from 'vitest';
import { EMPTY_SCOPE } from '../../../domain/review/review-scope';
import { checkScope, sameScope, scopeInWords } from './scope-draft';

describe('the scope form', () => {
  it('sends the fields trimmed with the version read, and says which day is wrong', () => {
    expect(checkScope({ ...EMPTY_SCOPE, sampling: ' 5 of 40 workstations ' }, 2)).toEqual({ input: { ...EMPTY_SCOPE, sampling: '5 of 40 workstations', version: 2 } });
    expect(checkScope({ ...EMPTY_SCOPE, firstDay: '2026-11-30', lastDay: '2026-11-02' }, 0)).toEqual({ errors: { lastDay: 'The last day must not be before the first day' } });
  });

  it('knows a scope unchanged but for spaces, and puts one in words with its days written out', () => {
    expect(sameScope({ ...EMPTY_SCOPE, systems: 'Head office ' }, { ...EMPTY_SCOPE, systems: 'Head office' })).toBe(true);
    expect(scopeInWords({ ...EMPTY_SCOPE, systems: 'Head office', firstDay: '2026-11-30' })).toEqual(['Systems in scope and exclusions: Head office', 'First day: 30 November 2026']);
  });
});
