import { describe, expect, it } from 'vitest';
import { deletionNeedsAdministrator } from './reviewed-deletion';

describe('who may delete a reviewed assessment', () => {
  it('needs an administrator once any review it would take with it is finished or shared', () => {
    expect(deletionNeedsAdministrator(['not-started'])).toBe(false);
    expect(deletionNeedsAdministrator(['in-review', 'not-started'])).toBe(false);
    expect(deletionNeedsAdministrator(['finished'])).toBe(true);
    expect(deletionNeedsAdministrator(['not-started', 'shared'])).toBe(true);
    expect(deletionNeedsAdministrator([])).toBe(false);
  });
});
