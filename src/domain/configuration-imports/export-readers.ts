import type { ExportResult } from './export-reading';
import { readExport, type ExportContext, type ExportReader } from './read-export';

/** Every importer, in the order they are tried. */
export const EXPORT_READERS: readonly ExportReader[] = [];

/** What the importers read, in words, for a refusal of a file none of them knows. */
export const UNDERSTOOD_EXPORTS = 'nothing yet';

/** An export of the organisation's systems read by whichever importer knows it, or refused in words. */
export function readSystemExport(bytes: Uint8Array, context: ExportContext = {}): ExportResult {
  return readExport(bytes, context, EXPORT_READERS, UNDERSTOOD_EXPORTS);
}
