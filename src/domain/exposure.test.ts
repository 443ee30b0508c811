import { describe, expect, it } from 'vitest';
import { audBand, controlExposureBand, overallExposure, SUMMARY_EXPOSURE_PER_CONTROL_AUD, summaryExposure } from './exposure';
import { compactAud, formatAud } from './format';
import { allControls } from '../../tests/support/assessments';

describe('summaryExposure', () => {
  it("is the specification's flat model: A$500,000 per control at level 0 plus A$250,000 per control at level 1", () => {
    expect(SUMMARY_EXPOSURE_PER_CONTROL_AUD).toEqual([500_000, 250_000, 0, 0]);
    // The specification's sample: two controls at level 0 and two at level 1 (the rest at 2 and 3).
    const sample = allControls((_id, index) => index % 4);
    expect(summaryExposure(sample)).toBe(1_500_000);
    expect(formatAud(summaryExposure(sample))).toBe('A$1,500,000');
    expect(summaryExposure(allControls(0))).toBe(4_000_000);
    expect(summaryExposure(allControls(1))).toBe(2_000_000);
    expect(summaryExposure(allControls(2))).toBe(0);
    expect(summaryExposure(allControls(3))).toBe(0);
    expect(summaryExposure(allControls((_id, index) => (index < 4 ? 2 : 3)))).toBe(0);
  });

  it('counts a missing level as level 0, and the same amount for every control whatever its own band', () => {
    expect(summaryExposure({})).toBe(4_000_000);
    expect(summaryExposure({ 'regular-backups': 3 })).toBe(3_500_000);
    expect(summaryExposure({ ...allControls(3), 'application-control': 0 })).toBe(summaryExposure({ ...allControls(3), 'regular-backups': 0 }));
  });
});

describe('controlExposureBand', () => {
  it('gives application control the bands 800K+, 400-800K, 100-400K, under 100K', () => {
    expect([0, 1, 2, 3].map((level) => controlExposureBand('application-control', level).label)).toEqual([
      '800K+',
      '400-800K',
      '100-400K',
      'under 100K',
    ]);
  });

  it('starts every other control at its own threshold and follows the same halves and eighths', () => {
    expect(controlExposureBand('patch-applications', 0).label).toBe('600K+');
    expect(controlExposureBand('configure-microsoft-office-macro-settings', 0).label).toBe('400K+');
    expect(controlExposureBand('user-application-hardening', 0).label).toBe('500K+');
    expect(controlExposureBand('restrict-administrative-privileges', 0).label).toBe('700K+');
    expect(controlExposureBand('patch-operating-systems', 0).label).toBe('900K+');
    expect(controlExposureBand('multi-factor-authentication', 0).label).toBe('1M+');
    expect(controlExposureBand('regular-backups', 0).label).toBe('1.2M+');
    expect([1, 2, 3].map((level) => controlExposureBand('regular-backups', level).label)).toEqual([
      '600K-1.2M',
      '150-600K',
      'under 150K',
    ]);
    expect([1, 2, 3].map((level) => controlExposureBand('patch-applications', level).label)).toEqual([
      '300-600K',
      '75-300K',
      'under 75K',
    ]);
    expect(controlExposureBand('multi-factor-authentication', 1)).toEqual({ min: 500_000, max: 1_000_000, label: '500K-1M' });
  });

  it('writes amounts compactly', () => {
    expect(compactAud(62_500)).toBe('62.5K');
    expect(compactAud(1_200_000)).toBe('1.2M');
    expect(compactAud(500)).toBe('500');
  });
});

describe('overallExposure', () => {
  it('looks up exposure and time to detect by the floor of the average', () => {
    expect(overallExposure(allControls(0))).toEqual({ exposure: '2.5M+', timeToDetect: '280+ days' });
    expect(overallExposure(allControls((_id, index) => (index < 7 ? 2 : 1)))).toEqual({ exposure: '1.5-2.5M', timeToDetect: '200-280 days' });
    expect(overallExposure(allControls(2))).toEqual({ exposure: '500K-1.5M', timeToDetect: '100-200 days' });
    expect(overallExposure(allControls(3))).toEqual({ exposure: 'under 500K', timeToDetect: 'under 100 days' });
  });
});

describe('audBand', () => {
  it('puts the currency where a reader expects it', () => {
    expect(audBand('800K+')).toBe('A$800K+');
    expect(audBand('400-800K')).toBe('A$400-800K');
    expect(audBand('under 100K')).toBe('under A$100K');
  });
});
