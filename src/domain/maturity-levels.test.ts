import { describe, expect, it } from 'vitest';
import {
  MATURITY_LEVELS,
  ONE_LEVEL_AT_A_TIME,
  describedBy,
  inLevelColumn,
  levelLabel,
  maturityLevelName,
  maturityTitle,
  targetLabel,
  targetLevelGuide,
  targetTitle,
} from './maturity-levels';

describe('maturity levels', () => {
  it('describes Levels One to Three by the attackers each is aimed at, not by how well a control is run', () => {
    for (const info of MATURITY_LEVELS.slice(1)) {
      expect(info.description).toMatch(/aimed at attackers/);
      expect(info.description).not.toMatch(/monitored and reviewed|holds against/);
    }
    expect(MATURITY_LEVELS[3]?.description).toMatch(/more adaptive and much less reliant on public tools and techniques/);
  });

  it('names the levels as ASD does', () => {
    expect(maturityLevelName(0)).toBe('Maturity Level Zero');
    expect(maturityLevelName(3)).toBe('Maturity Level Three');
  });

  it("gives ASD's guide to choosing a target in ASD's own terms, the maturity levels", () => {
    expect(targetLevelGuide()).toBe(
      'Maturity Level One may suit small to medium enterprises, Maturity Level Two large enterprises, and Maturity Level Three critical infrastructure providers and other organisations in high-threat environments',
    );
    expect(targetLevelGuide()).not.toMatch(/Basic|Standard|High\b/);
    expect(ONE_LEVEL_AT_A_TIME).toBe('reach one maturity level across all eight strategies before the next');
  });

  it("shows a level by ASD's name alone, and the specification's word only as a description", () => {
    expect([0, 1, 2, 3].map(levelLabel)).toEqual(['Maturity Level Zero', 'Maturity Level One', 'Maturity Level Two', 'Maturity Level Three']);
    expect([0, 1, 2, 3, 4].map(targetLabel)).toEqual(['No target set', 'Maturity Level One', 'Maturity Level Two', 'Maturity Level Three', 'No target set']);
    expect(inLevelColumn(levelLabel(2))).toBe('Two');
    expect([0, 1, 2, 3].map(maturityTitle)).toEqual([null, 'Initial', 'Developing', 'Managed']);
    expect([1, 2, 3].map(targetTitle)).toEqual(['Basic', 'Standard', 'High']);
    expect(describedBy('Developing', 'As for Maturity Level One, and more.')).toBe('Developing: As for Maturity Level One, and more.');
    expect(describedBy(null, 'Not yet at Maturity Level One.')).toBe('Not yet at Maturity Level One.');
  });

  it('never titles a level "Not Implemented", the outcome ASD gives a requirement', () => {
    expect(MATURITY_LEVELS.map((info) => info.title)).not.toContain('Not Implemented');
  });
});
