import { Zip, ZipPassThrough } from 'fflate';
import type { EvidenceFile } from '../domain/evidence-files';
import { evidenceZipEntryNames } from '../domain/evidence-file-name';

/**
 * The bytes of a ZIP of an assessment's evidence files, made as they are read: one file's content is read
 * from the database only when the one before has been handed on, so a download holds one file (at most
 * 10 MB) at a time however many there are. Entries are stored, not deflated (PDFs, images and Office files
 * are compressed already), each in a folder named after its requirement, under a name unique in the archive.
 * A file removed between the list and its read is left out.
 */
export async function* evidenceZipChunks(files: readonly EvidenceFile[], readContent: (evidenceId: string) => Promise<{ content: Buffer } | undefined>): AsyncGenerator<Buffer> {
  const ready: Buffer[] = [];
  let failure: Error | undefined;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  });
  const names = evidenceZipEntryNames(files);
  for (const [index, file] of files.entries()) {
    const read = await readContent(file.id);
    if (!read) continue;
    const entry = new ZipPassThrough(names[index] ?? file.id);
    zip.add(entry);
    entry.push(read.content, true);
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift() as Buffer;
  }
  zip.end();
  if (failure) throw failure;
  while (ready.length > 0) yield ready.shift() as Buffer;
}
