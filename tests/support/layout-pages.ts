import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { inkBands, parseBboxLayout, type PageLayout } from '../../src/reports/layout-check';

const run = promisify(execFile);

/** The resolution the pages' ink is read at: a row of pixels is 3.6 points. */
const INK_DPI = 20;

/** Fails, saying what to install, when a command the layout test needs is not on the PATH. */
export async function requireCommand(command: string, args: string[], install: string): Promise<void> {
  try {
    await run(command, args, { timeout: 60_000 });
  } catch (error) {
    throw new Error(`The layout test needs ${command} (${install}): ${String(error)}`);
  }
}

/** Each page of a PDF with its text's positions (`pdftotext -bbox-layout`) and its rows of ink (`pdftoppm -gray`). */
export async function pdfPages(file: string): Promise<PageLayout[]> {
  const stem = path.join(path.dirname(file), `${path.basename(file, '.pdf')}-ink`);
  const [{ stdout }] = await Promise.all([
    run('pdftotext', ['-bbox-layout', file, '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }),
    run('pdftoppm', ['-r', String(INK_DPI), '-gray', file, stem]),
  ]);
  const pages = parseBboxLayout(stdout);
  const images = fs.readdirSync(path.dirname(file)).filter((name) => name.startsWith(path.basename(stem)) && name.endsWith('.pgm')).sort();
  if (images.length !== pages.length) throw new Error(`${file}: ${pages.length} pages of text but ${images.length} of ink`);
  // Each page's image is read once and removed: the largest report has hundreds.
  return pages.map((page, index) => {
    const image = path.join(path.dirname(file), images[index] ?? '');
    const ink = inkBands(fs.readFileSync(image), page.height);
    fs.rmSync(image);
    return { ...page, ink };
  });
}

/**
 * Word documents as PDFs, as LibreOffice lays them out (`libreoffice --headless --convert-to pdf`), all in one run of
 * it; each PDF is written beside its document.
 */
export async function wordAsPdf(files: readonly string[], profile: string): Promise<string[]> {
  const folder = path.dirname(files[0] ?? '.');
  await run('libreoffice', [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', folder, ...files], { timeout: 600_000 });
  return files.map((file) => file.replace(/\.docx$/, '.pdf'));
}
