import { Zip, ZipPassThrough } from 'fflate';
import type { EvidenceFile } from '../domain/evidence-files';
import { evidenceZipEntryNames } from '../domain/evidence-file-name';

/**
 * The bytes of a ZIP of an assessment's evidence files, made as they are read: a file's content is read a
 * piece at a time, each piece only when the archive's bytes before it have been taken, so a download holds
 * one piece (a fraction of a file) at a time however many files there are and however large. Entries are
 * stored, not deflated (PDFs, images and Office files are compressed already), each in a folder named after
 * its requirement, under a name unique in the archive. A file removed between the list and its read is left
 * out (`readContent` gives undefined); one removed while its pieces are read ends the archive with an error.
 */
export async function* evidenceZipChunks(files: readonly EvidenceFile[], readContent: (file: EvidenceFile) => Promise<AsyncIterable<Buffer> | undefined>): AsyncGenerator<Buffer> {
  const ready: Buffer[] = [];
  let failure: Error | undefined;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  });
  const names = evidenceZipEntryNames(files);
  for (const [index, file] of files.entries()) {
    const content = await readContent(file);
    if (!content) continue;
    const entry = new ZipPassThrough(names[index] ?? file.id);
    zip.add(entry);
    // Each piece is pushed once the next has come, so the last goes with the entry's end.
    let previous: Buffer | undefined;
    for await (const piece of content) {
      if (previous) entry.push(previous, false);
      previous = piece;
      if (failure) throw failure;
      while (ready.length > 0) yield ready.shift() as Buffer;
    }
    entry.push(previous ?? new Uint8Array(0), true);
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift() as Buffer;
  }
  zip.end();
  if (failure) throw failure;
  while (ready.length > 0) yield ready.shift() as Buffer;
}
