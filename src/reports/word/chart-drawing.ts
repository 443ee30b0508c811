import { CHART_COLOURS, CURRENT_PAINT, svgPoints, type ChartPoint } from '../../domain/radar-chart';
import { placedLabels, REPORT_CHART_BOX, reportRadar, type ChartControl } from '../chart-frame';

/** One shape of the chart, in the chart's own units: what both the SVG and the PNG draw. */
export type ChartShape =
  | { kind: 'polygon'; points: ChartPoint[]; fill: string; fillOpacity: number; stroke: string; strokeWidth: number; dash?: readonly [number, number] }
  | { kind: 'line'; from: ChartPoint; to: ChartPoint; stroke: string; strokeWidth: number }
  | { kind: 'text'; at: ChartPoint; text: string; size: number; anchor: 'start' | 'middle' | 'end'; fill: string };

/** The chart's drawing: the box it fills (x, y, width, height, as SVG's viewBox) and its shapes in order. */
export interface ChartDrawing {
  box: { x: number; y: number; width: number; height: number };
  shapes: ChartShape[];
}

/** The labels' line height in the chart's units. */
const LABEL_SIZE = 12;

/** The radar chart of the results page as shapes: grid, scale, current (filled), target (dashed) and labels. */
export function chartDrawing(controls: readonly ChartControl[]): ChartDrawing {
  const chart = reportRadar(controls);
  const shapes: ChartShape[] = [
    ...chart.rings.map((ring): ChartShape => ({ kind: 'polygon', points: ring.points, fill: 'none', fillOpacity: 0, stroke: CHART_COLOURS.grid, strokeWidth: 0.8 })),
    ...chart.axes.map((axis): ChartShape => ({ kind: 'line', from: chart.centre, to: axis.end, stroke: CHART_COLOURS.grid, strokeWidth: 0.8 })),
    ...chart.rings.map((ring): ChartShape => ({ kind: 'text', at: ring.labelAt, text: String(ring.level), size: 10, anchor: 'start', fill: CHART_COLOURS.text })),
    { kind: 'polygon', points: chart.current, ...CURRENT_PAINT, strokeWidth: 2 },
    { kind: 'polygon', points: chart.target, fill: 'none', fillOpacity: 0, stroke: CHART_COLOURS.target, strokeWidth: 2, dash: [6, 4] },
  ];
  for (const line of placedLabels(chart, LABEL_SIZE)) {
    shapes.push({ kind: 'text', at: { x: line.x, y: line.y }, text: line.text, size: LABEL_SIZE - 1.5, anchor: line.anchor, fill: CHART_COLOURS.text });
  }
  return { box: { ...REPORT_CHART_BOX }, shapes };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The drawing as an SVG document, its text in Arial (Liberation Sans where Arial is missing). */
export function chartSvg(drawing: ChartDrawing, width: number, height: number): string {
  const { box } = drawing;
  const body = drawing.shapes
    .map((shape) => {
      if (shape.kind === 'line') return `<line x1="${shape.from.x}" y1="${shape.from.y}" x2="${shape.to.x}" y2="${shape.to.y}" stroke="${shape.stroke}" stroke-width="${shape.strokeWidth}"/>`;
      if (shape.kind === 'text')
        return `<text x="${shape.at.x}" y="${shape.at.y}" font-size="${shape.size}" text-anchor="${shape.anchor}" fill="${shape.fill}">${escapeXml(shape.text)}</text>`;
      const dash = shape.dash ? ` stroke-dasharray="${shape.dash.join(' ')}"` : '';
      return `<polygon points="${svgPoints(shape.points)}" fill="${shape.fill}" fill-opacity="${shape.fillOpacity}" stroke="${shape.stroke}" stroke-width="${shape.strokeWidth}"${dash}/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${box.x} ${box.y} ${box.width} ${box.height}" font-family="Arial, 'Liberation Sans', Helvetica, sans-serif"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="#ffffff"/>${body}</svg>`;
}
