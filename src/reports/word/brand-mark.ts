import { ImageRun } from 'docx';
import type { Branding } from '../../domain/branding';
import type { ChartPoint } from '../../domain/radar-chart';
import type { ChartDrawing } from './chart-drawing';
import { drawingImage } from './drawing-image';

/** The shield of the default mark, as the PDF draws it (a 32-unit square), its curves sampled into points. */
function shield(): ChartPoint[] {
  const curve = (a: ChartPoint, b: ChartPoint, c: ChartPoint, d: ChartPoint) =>
    Array.from({ length: 8 }, (_, index) => {
      const t = (index + 1) / 8;
      const u = 1 - t;
      return { x: u * u * u * a.x + 3 * u * u * t * b.x + 3 * u * t * t * c.x + t * t * t * d.x, y: u * u * u * a.y + 3 * u * u * t * b.y + 3 * u * t * t * c.y + t * t * t * d.y };
    });
  return [
    { x: 16, y: 2 },
    { x: 4, y: 7 },
    { x: 4, y: 15 },
    ...curve({ x: 4, y: 15 }, { x: 4, y: 22.5 }, { x: 9.1, y: 28.4 }, { x: 16, y: 30 }),
    ...curve({ x: 16, y: 30 }, { x: 22.9, y: 28.4 }, { x: 28, y: 22.5 }, { x: 28, y: 15 }),
    { x: 28, y: 7 },
  ];
}

/** The default mark: the shield in the brand colour with "E8" on it. */
function defaultMark(branding: Branding): ChartDrawing {
  return {
    box: { x: 0, y: 0, width: 32, height: 32 },
    shapes: [
      { kind: 'polygon', points: shield(), fill: branding.colours.primary, fillOpacity: 1, stroke: branding.colours.primary, strokeWidth: 0.1 },
      { kind: 'text', at: { x: 16, y: 20.5 }, text: 'E8', size: 11.5, anchor: 'middle', fill: '#ffffff' },
    ],
  };
}

/** The bytes of a base64 data URL, in the browser and in Node alike. */
function dataUrlBytes(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** A PNG's size in pixels, from its header. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The consultancy's logo (its PNG) `height` pixels high (96 to the inch, as docx sizes images), or by default the shield mark drawn as SVG with a PNG fallback. */
export function brandMarkImage(branding: Branding, height: number): ImageRun {
  const png = branding.logo?.pngDataUrl ?? (branding.logo?.mimeType === 'image/png' ? branding.logo.dataUrl : undefined);
  if (png) {
    const data = dataUrlBytes(png);
    const size = pngSize(data);
    const width = Math.round((height * size.width) / Math.max(1, size.height));
    return new ImageRun({ type: 'png', data, transformation: { width, height }, altText: { name: 'Logo', description: `${branding.companyName} logo`, title: branding.companyName } });
  }
  return drawingImage(defaultMark(branding), height, height, { name: 'Logo', description: `${branding.companyName} mark`, title: branding.companyName }, 4);
}
