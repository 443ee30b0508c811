import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from '../../domain/controls';
import { seriesPoint } from '../../domain/progress';
import { levelCellText, progressChartLabel, progressTable } from './progress-chart-table';

const AUG_1 = Date.UTC(2026, 7, 1, 2);
const NOV_1 = Date.UTC(2026, 10, 1, 2);
const point = (id: string, createdAt: number, level: (index: number) => number, kind: 'quick' | 'detailed' = 'quick') =>
  seriesPoint({ id, createdAt, kind, assessments: Object.fromEntries(CONTROL_IDS.map((c, index) => [c, level(index)])) });

describe('progressTable', () => {
  // Given out of order: the table puts them in date order.
  const series = [point('later', NOV_1, (index) => (index === 0 ? 2 : 1)), point('earlier', AUG_1, () => 1)];

  it('has a column per assessment in date order, the one shown marked', () => {
    expect(progressTable(series, 'later').columns).toEqual([
      { id: 'earlier', date: '1 August 2026', kind: 'Quick check', current: false },
      { id: 'later', date: '1 November 2026', kind: 'Quick check', current: true },
    ]);
  });

  it('has the overall row first, then the eight strategies in wizard order, each cell a level and its name', () => {
    const { rows } = progressTable(series, 'later');
    expect(rows.map((row) => row.key)).toEqual(['overall', ...CONTROL_IDS]);
    expect(rows[0]).toMatchObject({ title: 'Overall (indicative, from ratings)', cells: [{ level: 1, text: '1 (Maturity Level One)' }, { level: 1, text: '1 (Maturity Level One)' }] });
    expect(rows[1]?.cells.map((cell) => cell.text)).toEqual(['1 (Maturity Level One)', '2 (Maturity Level Two)']);
  });

  it('says a level as its number and name', () => {
    expect(levelCellText(0)).toBe('0 (Maturity Level Zero)');
    expect(levelCellText(3)).toBe('3 (Maturity Level Three)');
  });
});

describe('progressChartLabel', () => {
  it('names the span of the series, the scale and the mark of the assessment shown', () => {
    const label = progressChartLabel([point('a', AUG_1, () => 0), point('b', NOV_1, () => 1)], 'b');
    expect(label).toContain('at 2 assessments from 1 August 2026 to 1 November 2026');
    expect(label).toContain('on a scale of 0 to 3; this assessment is marked with a filled diamond.');
  });

  it("names what the overall level rests on: a quick check's ratings, ASD's method, or each for a series of both kinds", () => {
    expect(progressChartLabel([point('a', AUG_1, () => 0), point('b', NOV_1, () => 1)], 'b')).toMatch(/^Small charts of the overall level \(indicative, from ratings\) and of each strategy's level/);
    expect(progressChartLabel([point('a', AUG_1, () => 0, 'detailed'), point('b', NOV_1, () => 1, 'detailed')], 'b')).toMatch(/^Small charts of the overall level \(by ASD's method\) and/);
    expect(progressChartLabel([point('a', AUG_1, () => 0), point('b', NOV_1, () => 1, 'detailed')], 'b')).toMatch(
      /^Small charts of the overall level \(by ASD's method for a detailed assessment and indicative from ratings for a quick check\) and/,
    );
    const mixed = progressTable([point('a', AUG_1, () => 0), point('b', NOV_1, () => 1, 'detailed')], 'b');
    expect(mixed.columns.map((column) => column.kind)).toEqual(['Quick check', 'Detailed assessment']);
    expect(mixed.rows[0]?.title).toBe('Overall');
  });

  it('says a single assessment, and leaves out the mark when the assessment shown is not in the series', () => {
    const label = progressChartLabel([point('a', AUG_1, () => 0)], 'elsewhere');
    expect(label).toContain('at one assessment, on 1 August 2026');
    expect(label).not.toContain('diamond');
  });

  it('says there is nothing to chart for an empty series', () => {
    expect(progressChartLabel([], 'a')).toBe('No completed assessments to chart yet.');
  });
});
