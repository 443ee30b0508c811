import fs from 'node:fs';
import path from 'node:path';

/** The bytes of a public sample policy kept in src/domain/configuration-imports/samples (see SOURCES.md there), as the file holds them. */
export function applicationControlSample(name: string): Uint8Array {
  return new Uint8Array(fs.readFileSync(path.resolve(import.meta.dirname, '../../src/domain/configuration-imports/samples', name)));
}
