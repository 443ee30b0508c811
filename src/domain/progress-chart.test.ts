import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from './controls';
import { progressChart, seriesPoint } from './progress';
import { progressChartLayout } from './progress-chart';

const AUG_1 = Date.UTC(2026, 7, 1, 2);
const point = (id: string, createdAt: number, level: number) =>
  seriesPoint({ id, createdAt, kind: 'quick', assessments: Object.fromEntries(CONTROL_IDS.map((c) => [c, level])) });

describe('progressChartLayout', () => {
  const chart = progressChart([point('a', AUG_1, 0), point('b', AUG_1 + 86_400_000 * 90, 2)]);
  const layout = progressChartLayout(chart, { width: 600, columns: 3, panelHeight: 100 });

  it('lays out nine panels in rows of the given columns, the overall first and drawn stronger', () => {
    expect(layout.panels).toHaveLength(9);
    expect(layout.height).toBe(3 * 100 + 2 * 14);
    expect(layout.panels[0]).toMatchObject({ key: 'overall', title: 'Overall (indicative, from ratings)', emphasis: true });
    expect(layout.panels[1]?.emphasis).toBe(false);
    expect(layout.panels[3]?.plot.top).toBeGreaterThan(layout.panels[2]?.plot.top ?? Infinity);
    for (const panel of layout.panels) {
      expect(panel.plot.left + panel.plot.width).toBeLessThanOrEqual(600);
    }
  });

  it('draws a higher level higher and a later assessment further right, inside the plot', () => {
    const [earlier, later] = layout.panels[0]?.marks ?? [];
    const plot = layout.panels[0]?.plot;
    expect(earlier && later && plot).toBeTruthy();
    if (!earlier || !later || !plot) return;
    expect(later.y).toBeLessThan(earlier.y);
    expect(later.x).toBeGreaterThan(earlier.x);
    expect(earlier.y).toBe(plot.top + plot.height);
    expect(later.x).toBeLessThan(plot.left + plot.width);
    expect(earlier).toMatchObject({ level: 0, date: '1 Aug 2026' });
  });

  it('labels the first and last dates, or the only one', () => {
    expect(layout.panels[0]?.dateLabels.map((label) => label.text)).toEqual(['1 Aug 2026', '30 Oct 2026']);
    const single = progressChartLayout(progressChart([point('a', AUG_1, 1)]), { width: 300, columns: 1, panelHeight: 80 });
    expect(single.panels[0]?.dateLabels).toEqual([{ text: '1 Aug 2026', at: { x: expect.any(Number), y: expect.any(Number) }, anchor: 'middle' }]);
    expect(single.height).toBe(9 * 80 + 8 * 14);
  });
});
