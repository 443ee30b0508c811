import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from './controls';
import { CONTROL_TITLES, controlTitle } from './control-titles';
import { allControlContent } from './control-content';

describe('control titles', () => {
  it("names the eight strategies as ASD does, in ASD's order (the maturity model of November 2023)", () => {
    expect(CONTROL_IDS.map((id) => controlTitle(id))).toEqual([
      'Patch applications',
      'Patch operating systems',
      'Multi-factor authentication',
      'Restrict administrative privileges',
      'Application control',
      'Restrict Microsoft Office macros',
      'User application hardening',
      'Regular backups',
    ]);
    expect(Object.keys(CONTROL_TITLES).sort()).toEqual([...CONTROL_IDS].sort());
  });

  it("gives each strategy's full text the same title as the record", () => {
    const contents = allControlContent();
    expect(contents.map((content) => content.id).sort()).toEqual([...CONTROL_IDS].sort());
    for (const content of contents) expect(content.title).toBe(controlTitle(content.id));
  });
});
