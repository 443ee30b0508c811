import { csvFormulaDefuser } from '../domain/csv-formula-defuser';
import type { EvidenceFile } from '../domain/evidence-files';

/**
 * A kept file's pieces as a download or the ZIP serves them: a CSV file with its formulas defused (see
 * csvFormulaDefuser; decision 087), so a consultant who opens it in a spreadsheet sees text rather than runs
 * the respondent's formulas; every other kind byte for byte as kept.
 */
export async function* servedEvidencePieces(file: Pick<EvidenceFile, 'mediaType'>, pieces: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  if (file.mediaType !== 'text/csv') {
    yield* pieces;
    return;
  }
  const defuse = csvFormulaDefuser();
  for await (const piece of pieces) {
    const defused = defuse(piece, false);
    if (defused.length > 0) yield Buffer.from(defused.buffer, defused.byteOffset, defused.byteLength);
  }
  const rest = defuse(new Uint8Array(0), true);
  if (rest.length > 0) yield Buffer.from(rest.buffer, rest.byteOffset, rest.byteLength);
}

/** Whether a kept file is served byte for byte, so its kept size is the download's length. */
export function servedAsKept(file: Pick<EvidenceFile, 'mediaType'>): boolean {
  return file.mediaType !== 'text/csv';
}
