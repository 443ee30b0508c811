import { describe, expect, it } from 'vitest';
import { MATURITY_LEVELS, ONE_LEVEL_AT_A_TIME, maturityLevelName, targetLevelGuide } from './maturity-levels';

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

  it("gives ASD's guide to choosing a target, with or without the maturity level names", () => {
    expect(targetLevelGuide({ withMaturityLevels: false })).toBe(
      'Basic may suit small and medium enterprises, Standard large enterprises, and High critical infrastructure providers and others in high-threat environments',
    );
    expect(targetLevelGuide({ withMaturityLevels: true })).toMatch(
      /^Basic \(Maturity Level One\) may suit small and medium enterprises, Standard \(Maturity Level Two\) large enterprises, and High \(Maturity Level Three\) critical infrastructure/,
    );
    expect(ONE_LEVEL_AT_A_TIME).toBe('reach one maturity level across all eight strategies before the next');
  });
});
