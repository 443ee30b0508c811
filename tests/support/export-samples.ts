import { readFileSync } from 'node:fs';
import type { ExportReading, ExportResult } from '../../src/domain/configuration-imports/export-reading';
import { fileURLToPath } from 'node:url';

const SAMPLES = new URL('../../src/domain/configuration-imports/samples/', import.meta.url);

/** The bytes of a sample export kept beside the importers (see samples/SOURCES.md for where each came from). */
export function exportSample(name: string): Buffer {
  return readFileSync(fileURLToPath(new URL(name, SAMPLES)));
}

/** Text as Windows PowerShell 5 writes it with `>` or `Out-File`: UTF-16 little-endian after a byte-order mark. */
export function utf16le(text: string): Uint8Array {
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
}

/** What an importer read, or the test fails with its refusal. */
export function readingOf(result: ExportResult): ExportReading {
  if (!result.ok) throw new Error(`refused: ${result.refusal}`);
  return result.reading;
}
