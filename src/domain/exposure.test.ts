import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from './controls';
import { audBand, controlExposureAud, controlExposureBand, CONTROL_EXPOSURE_THRESHOLD_AUD, overallExposure, summaryExposure, summaryExposureBasis } from './exposure';
import { compactAud, formatAud } from './format';
import { allControls } from '../../tests/support/assessments';

describe('summaryExposure', () => {
  it('adds up each control at the lower end of its own band', () => {
    const thresholds = Object.values(CONTROL_EXPOSURE_THRESHOLD_AUD).reduce((total, threshold) => total + threshold, 0);
    expect(thresholds).toBe(6_100_000);
    expect(summaryExposure(allControls(0))).toBe(6_100_000);
    expect(summaryExposure(allControls(1))).toBe(3_050_000);
    expect(summaryExposure(allControls(2))).toBe(762_500);
    expect(summaryExposure(allControls(3))).toBe(0);
    // Application control at 0 (800K), patch applications at 1 (300K), macros at 2 (50K), hardening at 3 (nothing), and so on.
    expect(summaryExposure({ 'application-control': 0, 'patch-applications': 1, 'configure-microsoft-office-macro-settings': 2, 'user-application-hardening': 3, 'restrict-administrative-privileges': 0, 'patch-operating-systems': 1, 'multi-factor-authentication': 2, 'regular-backups': 3 })).toBe(800_000 + 300_000 + 50_000 + 0 + 700_000 + 450_000 + 125_000 + 0);
    expect(summaryExposure({})).toBe(6_100_000);
    expect(formatAud(1_500_000)).toBe('A$1,500,000');
  });
});

describe("a control's band and its A$ amount", () => {
  it('agree for every control at every level: the amount counted is the lower end of the band shown', () => {
    for (const id of CONTROL_IDS) {
      for (const level of [0, 1, 2, 3]) {
        const band = controlExposureBand(id, level);
        const amount = controlExposureAud(id, level);
        expect(amount, `${id} at level ${level}`).toBe(band.min);
        expect(amount >= band.min && (band.max === undefined || amount < band.max), `${id} at level ${level}`).toBe(true);
        // The label names the amount counted: "A$800K+" starts at A$800,000, "A$300-600K" at A$300,000.
        const amountInLabel = compactAud(amount).replace(/[KM]$/, '');
        if (level < 3) expect(audBand(band.label).startsWith(`A$${amountInLabel}`), band.label).toBe(true);
      }
    }
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

describe('summaryExposureBasis', () => {
  it('words the amounts from the constants, as the results page and the summary PDF show them', () => {
    expect(summaryExposureBasis()).toBe(
      'each control counts the lower end of its own band: its threshold (A$400,000 to A$1,200,000 by control) at level 0, half of it at level 1, an eighth at level 2 and nothing at level 3',
    );
  });
});
