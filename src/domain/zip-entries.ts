import { Inflate } from 'fflate';
import { inflatedHead } from './deflate-head';

/** Most entries an archive typed as evidence may list: real Word and Excel files hold tens to a few hundred parts. */
export const MAX_ZIP_ENTRIES = 2000;

/** One entry of a ZIP archive's central directory: what it says about a file in the archive. */
export interface ZipEntry {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

function readUint16(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

function readUint32(bytes: Uint8Array, at: number): number {
  return (readUint16(bytes, at) | (readUint16(bytes, at + 2) << 16)) >>> 0;
}

/** The end of central directory record's offset, searched for backwards over at most its largest comment. */
function endOfCentralDirectory(bytes: Uint8Array): number | undefined {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (readUint32(bytes, at) === 0x06054b50) return at;
  }
  return undefined;
}

/** Whether a local header is at `offset` and names its entry as the central directory does (a tool that reads the local headers must see the same names). */
function localHeaderNames(bytes: Uint8Array, offset: number, name: Uint8Array): boolean {
  if (readUint32(bytes, offset) !== 0x04034b50 || readUint16(bytes, offset + 26) !== name.length) return false;
  return name.every((byte, index) => bytes[offset + 30 + index] === byte);
}

/**
 * The entries a ZIP archive's central directory lists, in order; 'too-many' past MAX_ZIP_ENTRIES; undefined
 * when there is no directory or it is damaged, or an entry's local header is missing or names it otherwise.
 * Only the directory and the local headers are read, so no entry is expanded.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | 'too-many' | undefined {
  const end = endOfCentralDirectory(bytes);
  if (end === undefined) return undefined;
  const count = readUint16(bytes, end + 10);
  if (count > MAX_ZIP_ENTRIES) return 'too-many';
  let at = readUint32(bytes, end + 16);
  const entries: ZipEntry[] = [];
  const names = new TextDecoder();
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || readUint32(bytes, at) !== 0x02014b50) return undefined;
    const nameLength = readUint16(bytes, at + 28);
    if (!localHeaderNames(bytes, readUint32(bytes, at + 42), bytes.subarray(at + 46, at + 46 + nameLength))) return undefined;
    entries.push({
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: readUint16(bytes, at + 10),
      encrypted: (readUint16(bytes, at + 8) & 1) === 1,
      compressedSize: readUint32(bytes, at + 20),
      uncompressedSize: readUint32(bytes, at + 24),
      localHeaderOffset: readUint32(bytes, at + 42),
    });
    at += 46 + nameLength + readUint16(bytes, at + 30) + readUint16(bytes, at + 32);
  }
  return entries;
}

/** An entry's compressed bytes, found through its local header; undefined when the header is not there. */
function compressedBytes(bytes: Uint8Array, entry: ZipEntry): Uint8Array | undefined {
  const header = entry.localHeaderOffset;
  if (readUint32(bytes, header) !== 0x04034b50) return undefined;
  const start = header + 30 + readUint16(bytes, header + 26) + readUint16(bytes, header + 28);
  return bytes.subarray(start, start + entry.compressedSize);
}

/** Inflates deflated bytes a step at a time until `enough` says so or they end; undefined when they are damaged. */
function inflateUntil(compressed: Uint8Array, step: number, enough: (total: number) => boolean): Uint8Array | undefined {
  const parts: Uint8Array[] = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    parts.push(chunk);
  });
  try {
    for (let offset = 0; offset < compressed.length && !enough(total); offset += step) {
      inflater.push(compressed.subarray(offset, offset + step), offset + step >= compressed.length);
    }
  } catch {
    return undefined;
  }
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/**
 * An entry's whole content (stored or deflated) while it is at most `cap` bytes; 'too-large' past it, found
 * while inflating a kilobyte at a time (deflate expands at most about 1,000 to 1, so no step makes more than
 * about a megabyte), so an entry that lies about its size is never expanded; undefined when it is damaged.
 */
export function zipEntryContent(bytes: Uint8Array, entry: ZipEntry, cap: number): Uint8Array | 'too-large' | undefined {
  const compressed = compressedBytes(bytes, entry);
  if (!compressed) return undefined;
  if (entry.method === 0) return compressed.length > cap ? 'too-large' : compressed;
  if (entry.method !== 8) return undefined;
  const content = inflateUntil(compressed, 1024, (total) => total > cap);
  return content && content.length > cap ? 'too-large' : content;
}

/**
 * The first `length` bytes of an entry's content (fewer when it is shorter), inflated no further than needed
 * (see `inflatedHead`), so the work is tiny however the entry was built; undefined when it is damaged or of
 * another method.
 */
export function zipEntryHead(bytes: Uint8Array, entry: ZipEntry, length: number): Uint8Array | undefined {
  const compressed = compressedBytes(bytes, entry);
  if (!compressed) return undefined;
  if (entry.method === 0) return compressed.subarray(0, length);
  if (entry.method !== 8) return undefined;
  return inflatedHead(compressed, length);
}
