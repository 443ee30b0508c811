import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** The field separators a spreadsheet may be told to split a CSV file at, as LibreOffice's CSV import names them (ASCII codes). */
export const SEPARATORS = { semicolon: 59, tab: 9, comma: 44 } as const;
export type Separator = keyof typeof SEPARATORS;

/** Long enough for LibreOffice to start on a slow, shared machine (it often takes 10 to 20 seconds). */
const CONVERSION_TIMEOUT_MS = 120_000;

/**
 * LibreOffice's CSV import options: the separator, `"` around text, UTF-8 (76), from line 1, no column formats, English
 * (Australia), quoted fields not forced to text, special numbers not detected, spaces kept, and the 13th option,
 * "Evaluate formulas", on: the way a person opening the file with formulas evaluated would see it.
 */
function importOptions(separator: Separator): string {
  return `CSV:${SEPARATORS[separator]},34,76,1,,3081,false,false,false,false,false,false,true`;
}

/** An XML attribute's text with its entities read. */
function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_entity, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] ?? '');
}

/**
 * The formulas LibreOffice finds in each CSV text when it opens it split at the given separator with formulas evaluated, in
 * the order given: the files are converted, in one run of LibreOffice (its start is most of a conversion's time), to flat
 * OpenDocument spreadsheets and each cell's `table:formula` read back. Each call uses a profile of its own, so conversions
 * running at the same time do not clash.
 */
export async function formulasWhenOpened(csvs: readonly string[], separator: Separator): Promise<string[][]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lo-'));
  try {
    const files = csvs.map((csv, index) => {
      const file = path.join(folder, `export-${index}.csv`);
      fs.writeFileSync(file, csv);
      return file;
    });
    const { stdout, stderr } = await promisify(execFile)(
      'libreoffice',
      [`-env:UserInstallation=file://${folder}/profile`, '--headless', `--infilter=${importOptions(separator)}`, '--convert-to', 'fods', '--outdir', folder, ...files],
      { encoding: 'utf8', timeout: CONVERSION_TIMEOUT_MS },
    );
    return files.map((file) => {
      const converted = file.replace(/\.csv$/, '.fods');
      // LibreOffice exits with 0 even when it cannot load a file (without its Calc component, for one).
      if (!fs.existsSync(converted)) throw new Error(`LibreOffice did not convert ${path.basename(file)}: ${stdout} ${stderr}`);
      const sheet = fs.readFileSync(converted, 'utf8');
      if (!sheet.includes('<table:table-cell')) throw new Error(`LibreOffice converted ${path.basename(file)} to a sheet without cells`);
      return [...sheet.matchAll(/\btable:formula="([^"]*)"/g)].map((match) => unescapeXml(match[1] ?? ''));
    });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
