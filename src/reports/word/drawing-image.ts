import { ImageRun } from 'docx';
import { chartSvg, type ChartDrawing } from './chart-drawing';
import { chartPng } from './chart-png';

/** What a picture says to a screen reader and in Word's alt text pane. */
export interface AltText {
  name: string;
  title: string;
  description: string;
}

/**
 * A drawing as a Word picture `width` by `height` pixels (96 to the inch, as docx sizes images): SVG for
 * Word 2016 and later, with a PNG fallback drawn `pngScale` times as large, which LibreOffice shows.
 */
export function drawingImage(drawing: ChartDrawing, width: number, height: number, altText: AltText, pngScale = 2): ImageRun {
  return new ImageRun({
    type: 'svg',
    data: new TextEncoder().encode(chartSvg(drawing, width, height)),
    fallback: { type: 'png', data: chartPng(drawing, width * pngScale, height * pngScale) },
    transformation: { width, height },
    altText,
  });
}
