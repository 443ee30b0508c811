import { describe, expect, it } from 'vitest';
import {
  ASD_CYBER_THREAT_REPORT_2023_24,
  citationInWords,
  FIGURE_BASES,
  FIGURE_SOURCES,
  figureBasisInWords,
  figureSourceLines,
  figureSourcesBrief,
  IBM_COST_OF_A_DATA_BREACH_2024,
} from './figure-sources';

describe('what the figures rest on', () => {
  it('cites each source by title, publisher, year and the figure used', () => {
    expect(citationInWords(ASD_CYBER_THREAT_REPORT_2023_24)).toBe(
      'ASD Cyber Threat Report 2023-2024 (Australian Signals Directorate, 2024): average self-reported cost of cybercrime per report: A$49,600 for a small business, A$62,800 for a medium one and A$63,600 for a large one',
    );
    expect(citationInWords(IBM_COST_OF_A_DATA_BREACH_2024)).toBe(
      'Cost of a Data Breach Report 2024 (IBM and the Ponemon Institute, 2024): average cost of a data breach in Australia A$4.26 million; Australian organisations took 266 days on average to identify and contain a breach',
    );
    for (const source of FIGURE_SOURCES) {
      expect(source.title.length).toBeGreaterThan(0);
      expect(source.publisher.length).toBeGreaterThan(0);
      expect(source.figure).toMatch(/\d/);
    }
  });

  it('labels every modelled figure as the illustrative model, with at least one cited source for scale', () => {
    for (const figure of Object.keys(FIGURE_BASES) as (keyof typeof FIGURE_BASES)[]) {
      expect(FIGURE_BASES[figure].model).toBe('illustrative');
      expect(FIGURE_BASES[figure].forScale.length).toBeGreaterThan(0);
      for (const source of FIGURE_BASES[figure].forScale) expect(FIGURE_SOURCES).toContain(source);
      expect(figureBasisInWords(figure)).toMatch(/^The product's illustrative model, not a published figure; for scale see /);
    }
    expect(figureBasisInWords('timeToDetect')).toBe("The product's illustrative model, not a published figure; for scale see Cost of a Data Breach Report 2024.");
  });

  it('lists every source in full for a report, and in brief for the one-page summary with each title and year', () => {
    const lines = figureSourceLines();
    expect(lines[0]).toMatch(/^Exposure and time to detect are the product's illustrative model/);
    expect(lines.slice(1)).toEqual(FIGURE_SOURCES.map((source) => `${citationInWords(source)}.`));
    for (const source of FIGURE_SOURCES) expect(figureSourcesBrief()).toContain(`${source.title} (`);
    expect(figureSourcesBrief()).toContain('A$4.26 million');
  });
});
