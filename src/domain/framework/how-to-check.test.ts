import { describe, expect, it } from 'vitest';
import { isRequirementId, REQUIREMENTS } from './catalogue';
import { howToCheck, REQUIREMENT_IDS_WITH_OWN_METHODS } from './how-to-check';

describe('how to check each requirement', () => {
  it('gives every requirement of the catalogue one to three short methods', () => {
    for (const requirement of REQUIREMENTS) {
      const methods = howToCheck(requirement.id);
      expect(methods.length, requirement.id).toBeGreaterThanOrEqual(1);
      expect(methods.length, requirement.id).toBeLessThanOrEqual(3);
      for (const method of methods) expect(method.length, requirement.id).toBeLessThanOrEqual(300);
    }
  });

  it('names only requirements the catalogue holds, so a renamed id cannot leave its methods behind', () => {
    for (const id of REQUIREMENT_IDS_WITH_OWN_METHODS) expect(isRequirementId(id), id).toBe(true);
  });

  it('gives a requirement of servers that are not internet-facing their method, not that of internet-facing servers', () => {
    const nonInternetFacing = howToCheck('application-control-non-internet-facing-server-logs-analysed').join(' ');
    expect(nonInternetFacing).toContain('not internet-facing');
    expect(howToCheck('application-control-internet-facing-server-logs-analysed').join(' ')).toContain('an internet-facing server');
  });

  it('has no method for an id the catalogue does not hold', () => {
    expect(howToCheck('not-a-requirement')).toEqual([]);
  });
});
