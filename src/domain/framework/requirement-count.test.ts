import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from './catalogue';
import { REQUIREMENT_COUNT } from './requirement-count';

describe('the requirement count', () => {
  it('is the number of requirements the catalogue holds', () => {
    expect(REQUIREMENT_COUNT).toBe(REQUIREMENTS.length);
  });
});
