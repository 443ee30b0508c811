import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
