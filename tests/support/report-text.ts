import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/** A fresh folder for the files of one report test. */
export function reportFolder(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** The text of a PDF in reading order (`pdftotext -raw`), with the line breaks of wrapped text turned into spaces. */
export function pdfText(bytes: Uint8Array, file: string): string {
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** How many pages a PDF has (`pdfinfo`). */
export function pdfPageCount(file: string): number {
  const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1];
  if (pages === undefined) throw new Error(`pdfinfo gave no page count for ${file}`);
  return Number(pages);
}

/** The text of a Word document's body, one paragraph a line, entities decoded. */
export function wordText(bytes: Uint8Array, file: string): string {
  fs.writeFileSync(file, bytes);
  const xml = execFileSync('unzip', ['-p', file, 'word/document.xml'], { encoding: 'utf8' });
  return xml
    .replace(/<w:br\/>/g, '\n')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The colours ("r,g,b") of an 8-bit RGB PNG of one IDAT chunk with no row filter, as the Word report's
 * charts are written; fails when its pixel data is not the size its header gives.
 */
export function pngColours(png: Buffer): Set<string> {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const pixels = inflateSync(png.subarray(png.indexOf('IDAT') + 4, png.indexOf('IEND') - 8));
  if (pixels.length !== height * (1 + width * 3)) throw new Error(`The PNG's pixels are ${pixels.length} bytes, not ${height * (1 + width * 3)}`);
  const colours = new Set<string>();
  for (let row = 0; row < height; row += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = row * (1 + width * 3) + 1 + x * 3;
      colours.add(`${pixels[at]},${pixels[at + 1]},${pixels[at + 2]}`);
    }
  }
  return colours;
}
