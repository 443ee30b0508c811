import type { ControlId } from './controls';

/** A point of the chart, in the chart's own units (0 to `size`, y downward as in SVG). */
export interface ChartPoint {
  x: number;
  y: number;
}

/** One strategy's spoke: where it ends at level 3 and where its label sits. */
export interface RadarAxis {
  id: ControlId;
  title: string;
  end: ChartPoint;
  label: ChartPoint;
  /** How the label's text lines up with its point, as SVG's `text-anchor` says it. */
  anchor: 'start' | 'middle' | 'end';
}

/** Target against current for the eight strategies on a 0–3 radar: every format draws this geometry. */
export interface RadarChart {
  size: number;
  centre: ChartPoint;
  radius: number;
  /** The rings of levels 1, 2 and 3 (the scale), each an octagon through the spokes. */
  rings: { level: number; points: ChartPoint[]; labelAt: ChartPoint }[];
  axes: RadarAxis[];
  target: ChartPoint[];
  current: ChartPoint[];
}

/**
 * The chart's colours, the same in every format so the legend always matches: current is a solid
 * filled shape, target a dashed outline, so the two differ by more than colour.
 */
export const CHART_COLOURS = {
  current: '#1d4ed8',
  currentFill: '#1d4ed8',
  currentFillOpacity: 0.25,
  target: '#b45309',
  grid: '#9ca3af',
  text: '#1f2937',
} as const;

/** The highest level of the scale. */
const MAX_LEVEL = 3;

const round = (value: number) => Math.round(value * 10) / 10;

/** Where a level sits on a spoke, the first spoke pointing straight up and the rest clockwise. */
function pointAt(centre: ChartPoint, radius: number, index: number, count: number, level: number): ChartPoint {
  const angle = (2 * Math.PI * index) / count - Math.PI / 2;
  const distance = (radius * Math.max(0, Math.min(MAX_LEVEL, level))) / MAX_LEVEL;
  return { x: round(centre.x + distance * Math.cos(angle)), y: round(centre.y + distance * Math.sin(angle)) };
}

/**
 * The radar chart's geometry for the strategies in order: one spoke each, rings at levels 1 to 3,
 * the target and current shapes, and where each label goes (outside the spoke's end, lined up away
 * from the centre). `size` is the square's side; `labelRoom` the margin kept for labels.
 */
export function radarChart(
  controls: readonly { id: ControlId; title: string; targetLevel: number; currentLevel: number }[],
  size = 360,
  labelRoom = 70,
): RadarChart {
  const centre = { x: size / 2, y: size / 2 };
  const radius = size / 2 - labelRoom;
  const count = controls.length;
  const at = (index: number, level: number) => pointAt(centre, radius, index, count, level);
  return {
    size,
    centre,
    radius,
    rings: [1, 2, 3].map((level) => ({
      level,
      points: controls.map((_control, index) => at(index, level)),
      labelAt: { x: round(centre.x + 4), y: round(centre.y - (radius * level) / MAX_LEVEL - 2) },
    })),
    axes: controls.map((control, index) => {
      const end = at(index, MAX_LEVEL);
      const label = pointAt(centre, radius + 12, index, count, MAX_LEVEL);
      const dx = label.x - centre.x;
      return { id: control.id, title: control.title, end, label, anchor: Math.abs(dx) < 1 ? 'middle' : dx > 0 ? 'start' : 'end' };
    }),
    target: controls.map((control, index) => at(index, control.targetLevel)),
    current: controls.map((control, index) => at(index, control.currentLevel)),
  };
}

/** Points as SVG's `points` attribute takes them: "x,y x,y …". */
export function svgPoints(points: readonly ChartPoint[]): string {
  return points.map((point) => `${point.x},${point.y}`).join(' ');
}

/**
 * A spoke's label cut into lines of at most `maxChars` characters at spaces (a longer word keeps a
 * line of its own), so that a long strategy name fits beside the chart instead of running off it.
 */
export function labelLines(title: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of title.trim().split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else if (word !== '') lines.push(word);
  }
  return lines;
}
