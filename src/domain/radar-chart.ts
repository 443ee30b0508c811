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

/** How the current level's shape is painted in every format, and its legend swatch: filled and outlined in its colour. */
export const CURRENT_PAINT = { fill: CHART_COLOURS.currentFill, fillOpacity: CHART_COLOURS.currentFillOpacity, stroke: CHART_COLOURS.current } as const;

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

/** The longest line of a spoke's label before it wraps. */
export const LABEL_LINE_LENGTH = 16;

/**
 * A spoke's label cut into lines of at most about `lineLength` characters at spaces, so that a long
 * title ("Restrict administrative privileges") stays beside its spoke rather than running off the chart.
 */
export function labelLines(title: string, lineLength = LABEL_LINE_LENGTH): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter((part) => part !== '')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= lineLength) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** What the chart's legend says, the same in every format. */
export const CHART_LEGEND = {
  current: 'Current level',
  target: 'Target level',
  scale: 'Scale: level 0 at the centre, rings at levels 1, 2 and 3.',
} as const;

/** How a format sets its spoke labels: line length in characters, line height, and the first line's shift below or beside the centre. */
export interface SpokeLabelStyle {
  lineLength: number;
  lineHeight: number;
  /** Added to the label point's y for a label below the centre. */
  belowOffset: number;
  /** Added to the centred first line of a label level with the centre. */
  besideOffset: number;
}

/**
 * A spoke's label cut into lines and placed away from the centre: above it the lines grow upward,
 * below it downward, and level with it they are centred on the label point.
 */
export function spokeLabelLines(axis: RadarAxis, centreY: number, style: SpokeLabelStyle): { text: string; y: number }[] {
  const lines = labelLines(axis.title, style.lineLength);
  const offset = axis.label.y - centreY;
  const firstY =
    offset < -1
      ? axis.label.y - (lines.length - 1) * style.lineHeight
      : offset > 1
        ? axis.label.y + style.belowOffset
        : axis.label.y - ((lines.length - 1) * style.lineHeight) / 2 + style.besideOffset;
  return lines.map((text, index) => ({ text, y: firstY + index * style.lineHeight }));
}
