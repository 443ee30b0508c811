import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from './controls';
import { labelLines, radarChart, spokeLabelLines, svgPoints } from './radar-chart';

const controls = CONTROL_IDS.map((id, index) => ({ id, title: id, targetLevel: 3, currentLevel: index % 4 }));

describe('radar chart geometry', () => {
  it('puts the first spoke straight up and level 3 at the radius', () => {
    const chart = radarChart(controls, 360, 70);
    expect(chart.radius).toBe(110);
    expect(chart.axes[0]?.end).toEqual({ x: 180, y: 70 });
    expect(chart.axes[0]?.anchor).toBe('middle');
    expect(chart.axes[2]?.end).toEqual({ x: 290, y: 180 });
    expect(chart.axes[2]?.anchor).toBe('start');
    expect(chart.axes[6]?.anchor).toBe('end');
  });

  it('draws the current level on each spoke, level 0 at the centre', () => {
    const chart = radarChart(controls, 360, 70);
    expect(chart.current[0]).toEqual({ x: 180, y: 180 });
    expect(chart.current[4]).toEqual({ x: 180, y: 180 });
    expect(chart.current[2]).toEqual({ x: round(180 + (110 * 2) / 3), y: 180 });
    expect(chart.target.every((point, index) => point.x === chart.axes[index]?.end.x && point.y === chart.axes[index]?.end.y)).toBe(true);
    expect(chart.rings.map((ring) => ring.level)).toEqual([1, 2, 3]);
    expect(svgPoints(chart.rings[2]?.points.slice(0, 1) ?? [])).toBe('180,70');
  });
});

describe('spoke labels', () => {
  it('cuts a long name into lines at spaces, each within the width', () => {
    expect(labelLines('Restrict Microsoft Office macros', 12)).toEqual(['Restrict', 'Microsoft', 'Office', 'macros']);
    expect(labelLines('Multi-factor authentication', 14)).toEqual(['Multi-factor', 'authentication']);
    expect(labelLines('Regular backups', 16)).toEqual(['Regular backups']);
    expect(labelLines('  Patch   operating systems ', 12)).toEqual(['Patch', 'operating', 'systems']);
  });

  it('keeps a word longer than the width whole, on a line of its own', () => {
    expect(labelLines('Hardening applications', 8)).toEqual(['Hardening', 'applications']);
    expect(labelLines('', 8)).toEqual([]);
  });
});

function round(value: number) {
  return Math.round(value * 10) / 10;
}

describe('label lines', () => {
  it('wraps a long title at spaces and keeps a short one whole', () => {
    expect(labelLines('Restrict administrative privileges', 14)).toEqual(['Restrict', 'administrative', 'privileges']);
    expect(labelLines('Restrict Microsoft Office macros', 14)).toEqual(['Restrict', 'Microsoft', 'Office macros']);
    expect(labelLines('Regular backups', 16)).toEqual(['Regular backups']);
  });
});

describe('spoke labels', () => {
  it('stacks a label upward above the centre, downward below it, and centres it beside it', () => {
    const chart = radarChart(controls.map((control) => ({ ...control, title: 'Restrict administrative privileges' })), 360, 70);
    const style = { lineLength: 14, lineHeight: 10, belowOffset: 7, besideOffset: 0 };
    const [top, , right, , bottom] = chart.axes.map((axis) => spokeLabelLines(axis, chart.centre.y, style));
    expect(top?.map((line) => line.text)).toEqual(['Restrict', 'administrative', 'privileges']);
    expect(top?.at(-1)?.y).toBe(chart.axes[0]?.label.y);
    expect(bottom?.[0]?.y).toBe((chart.axes[4]?.label.y ?? 0) + 7);
    expect(right?.[1]?.y).toBe(chart.axes[2]?.label.y);
  });
});
