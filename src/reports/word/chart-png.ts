import type { ChartPoint } from '../../domain/radar-chart';
import type { ChartDrawing } from './chart-drawing';
import { CHART_GLYPHS } from './chart-glyphs';
import { encodePng } from './png';

/** A closed outline in pixels; a shape is one or more, filled by the non-zero rule. */
type Contour = ChartPoint[];

/** Vertical samples per pixel row: enough for smooth edges, cheap enough for the browser. */
const SUBROWS = 4;

const hexRgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** The coverage (0 to 1 a pixel) of the rows from `top` a shape touches. */
interface Coverage {
  cover: Float32Array;
  top: number;
}

/** Fills contours into a coverage buffer: exact across a row, four samples down it, only the rows they span. */
function coverage(contours: readonly Contour[], width: number, height: number): Coverage {
  const edges = contours.flatMap((contour) => contour.map((from, index) => ({ from, to: contour[(index + 1) % contour.length] ?? from })));
  const ys = contours.flat().map((point) => point.y);
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const bottom = Math.min(height, Math.ceil(Math.max(...ys)));
  const cover = new Float32Array(width * Math.max(0, bottom - top));
  for (let row = top; row < bottom; row += 1) {
    for (let sub = 0; sub < SUBROWS; sub += 1) {
      const y = row + (sub + 0.5) / SUBROWS;
      const crossings: { x: number; winding: number }[] = [];
      for (const { from, to } of edges) {
        if ((from.y <= y && to.y > y) || (to.y <= y && from.y > y)) {
          crossings.push({ x: from.x + ((y - from.y) * (to.x - from.x)) / (to.y - from.y), winding: to.y > from.y ? 1 : -1 });
        }
      }
      crossings.sort((a, b) => a.x - b.x);
      let winding = 0;
      crossings.forEach((crossing, index) => {
        winding += crossing.winding;
        const next = crossings[index + 1];
        if (winding !== 0 && next) addSpan(cover, width, row - top, crossing.x, next.x, 1 / SUBROWS);
      });
    }
  }
  return { cover, top };
}

/** Adds a span of one sample row to the coverage, the end pixels in part. */
function addSpan(cover: Float32Array, width: number, row: number, start: number, end: number, weight: number): void {
  const left = Math.max(0, start);
  const right = Math.min(width, end);
  if (right <= left) return;
  const first = Math.floor(left);
  const last = Math.min(width - 1, Math.floor(right - 1e-9));
  const base = row * width;
  const add = (x: number, amount: number) => {
    cover[base + x] = (cover[base + x] ?? 0) + amount;
  };
  if (first === last) return add(first, (right - left) * weight);
  add(first, (first + 1 - left) * weight);
  for (let x = first + 1; x < last; x += 1) add(x, weight);
  add(last, (right - last) * weight);
}

/** A thick segment as a rectangle, lengthened by half its width so that the corners of an outline meet. */
function segment(from: ChartPoint, to: ChartPoint, width: number): Contour {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const [ux, uy] = [(to.x - from.x) / length, (to.y - from.y) / length];
  const [nx, ny] = [(-uy * width) / 2, (ux * width) / 2];
  const [ex, ey] = [(ux * width) / 2, (uy * width) / 2];
  return [
    { x: from.x - ex + nx, y: from.y - ey + ny },
    { x: to.x + ex + nx, y: to.y + ey + ny },
    { x: to.x + ex - nx, y: to.y + ey - ny },
    { x: from.x - ex - nx, y: from.y - ey - ny },
  ];
}

/** An outline's strokes, cut into dashes when it has a dash pattern. */
function strokeOf(points: readonly ChartPoint[], width: number, dash: readonly [number, number] | undefined): Contour[] {
  const contours: Contour[] = [];
  points.forEach((from, index) => {
    const to = points[(index + 1) % points.length] ?? from;
    if (!dash) return void contours.push(segment(from, to, width));
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    for (let start = 0; start < length; start += dash[0] + dash[1]) {
      const end = Math.min(length, start + dash[0]);
      const at = (distance: number) => ({ x: from.x + ((to.x - from.x) * distance) / length, y: from.y + ((to.y - from.y) * distance) / length });
      contours.push(segment(at(start), at(end), width));
    }
  });
  return contours;
}

/** A string's outlines from the built-in glyphs, placed at a baseline point, lined up as SVG's text-anchor says. */
function textContours(text: string, at: ChartPoint, size: number, anchor: 'start' | 'middle' | 'end'): Contour[] {
  const scale = size / 1000;
  const advance = [...text].reduce((total, char) => total + (CHART_GLYPHS[char]?.[0] ?? 500), 0) * scale;
  let x = at.x - (anchor === 'middle' ? advance / 2 : anchor === 'end' ? advance : 0);
  const contours: Contour[] = [];
  for (const char of text) {
    const [width, path] = CHART_GLYPHS[char] ?? [500, ''];
    contours.push(...glyphContours(path, x, at.y, scale));
    x += width * scale;
  }
  return contours;
}

/** A glyph's path commands (M, L, Q, C, Z; y up) as contours in pixels, the curves cut into short lines. */
function glyphContours(path: string, originX: number, baseline: number, scale: number): Contour[] {
  const contours: Contour[] = [];
  let contour: Contour = [];
  let pen: ChartPoint = { x: 0, y: 0 };
  const place = (x: number, y: number): ChartPoint => ({ x: originX + x * scale, y: baseline - y * scale });
  for (const [, command, args] of path.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    const values = (args ?? '').trim().split(/\s+/).filter((part) => part !== '').map(Number);
    const n = (index: number) => values[index] ?? 0;
    if (command === 'M') {
      if (contour.length > 2) contours.push(contour);
      pen = { x: n(0), y: n(1) };
      contour = [place(pen.x, pen.y)];
    } else if (command === 'L') {
      pen = { x: n(0), y: n(1) };
      contour.push(place(pen.x, pen.y));
    } else if (command === 'Q' || command === 'C') {
      const controls = command === 'Q' ? [pen, { x: n(0), y: n(1) }, { x: n(2), y: n(3) }] : [pen, { x: n(0), y: n(1) }, { x: n(2), y: n(3) }, { x: n(4), y: n(5) }];
      for (let step = 1; step <= 6; step += 1) {
        const point = bezier(controls, step / 6);
        contour.push(place(point.x, point.y));
      }
      pen = controls[controls.length - 1] ?? pen;
    } else if (command === 'Z') {
      if (contour.length > 2) contours.push(contour);
      contour = [];
    }
  }
  if (contour.length > 2) contours.push(contour);
  return contours;
}

/** A point on a Bézier curve by de Casteljau's construction. */
function bezier(points: readonly ChartPoint[], t: number): ChartPoint {
  let level = [...points];
  while (level.length > 1) {
    const previous = level;
    level = previous.slice(1).map((point, index) => {
      const from = previous[index] ?? point;
      return { x: from.x + (point.x - from.x) * t, y: from.y + (point.y - from.y) * t };
    });
  }
  return level[0] ?? { x: 0, y: 0 };
}

/** Paints a coverage buffer onto the image in a colour at an opacity. */
function paint(image: Uint8Array, width: number, { cover, top }: Coverage, colour: string, opacity: number): void {
  const [r = 0, g = 0, b = 0] = hexRgb(colour);
  for (let index = 0; index < cover.length; index += 1) {
    const alpha = Math.min(1, cover[index] ?? 0) * opacity;
    if (alpha <= 0) continue;
    const at = (top * width + index) * 3;
    [r, g, b].forEach((channel, offset) => {
      image[at + offset] = Math.round((image[at + offset] ?? 255) * (1 - alpha) + channel * alpha);
    });
  }
}

/**
 * The drawing as a PNG of `width` by `height` pixels on white, drawn in plain JavaScript (no canvas, no
 * font file), so that the Word report is built the same in the browser and in Node.
 */
export function chartPng(drawing: ChartDrawing, width: number, height: number): Uint8Array {
  const { box } = drawing;
  const scale = Math.min(width / box.width, height / box.height);
  const toPixels = (point: ChartPoint): ChartPoint => ({ x: (point.x - box.x) * scale, y: (point.y - box.y) * scale });
  const image = new Uint8Array(width * height * 3).fill(255);
  const draw = (contours: Contour[], colour: string, opacity: number) => {
    if (contours.length > 0) paint(image, width, coverage(contours, width, height), colour, opacity);
  };
  for (const shape of drawing.shapes) {
    if (shape.kind === 'line') draw([segment(toPixels(shape.from), toPixels(shape.to), shape.strokeWidth * scale)], shape.stroke, 1);
    else if (shape.kind === 'text') draw(textContours(shape.text, toPixels(shape.at), shape.size * scale, shape.anchor), shape.fill, 1);
    else {
      const points = shape.points.map(toPixels);
      if (shape.fill !== 'none') draw([points], shape.fill, shape.fillOpacity);
      draw(strokeOf(points, shape.strokeWidth * scale, shape.dash && [shape.dash[0] * scale, shape.dash[1] * scale]), shape.stroke, 1);
    }
  }
  return encodePng(image, width, height);
}
