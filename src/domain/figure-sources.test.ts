import { describe, expect, it } from 'vitest';
import {
  ASD_CYBER_THREAT_REPORT_2023_24,
  citationInWords,
  FIGURE_SOURCES,
  figureSourceLines,
  FOR_SCALE_LEAD,
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

  it('says what the published figures measure, and that they are for scale only, before citing each in full', () => {
    const lines = figureSourceLines();
    expect(lines[0]).toBe(FOR_SCALE_LEAD);
    expect(FOR_SCALE_LEAD).toMatch(/^Published figures, for scale only: they are not inputs of the model and measure other things\./);
    expect(FOR_SCALE_LEAD).toContain("ASD's is the average loss a business reported per cybercrime report");
    expect(FOR_SCALE_LEAD).toContain("IBM's is the average cost of one data breach");
    expect(lines.slice(1)).toEqual(FIGURE_SOURCES.map((source) => `${citationInWords(source)}.`));
  });

  it('gives the one-page summary each report by title with what its figure measures, in brief', () => {
    for (const source of FIGURE_SOURCES) expect(figureSourcesBrief()).toContain(source.title);
    expect(figureSourcesBrief()).toMatch(/^For scale only, not inputs of the model: /);
    expect(figureSourcesBrief()).toContain('A$49,600 to A$63,600, the average loss a business reported per cybercrime report');
    expect(figureSourcesBrief()).toContain('A$4.26 million, the average cost of one Australian data breach');
  });
});
