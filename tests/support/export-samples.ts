import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SAMPLES = new URL('../../src/domain/configuration-imports/samples/', import.meta.url);

/** The bytes of a sample export kept beside the importers (see samples/SOURCES.md for where each came from). */
export function exportSample(name: string): Buffer {
  return readFileSync(fileURLToPath(new URL(name, SAMPLES)));
}
