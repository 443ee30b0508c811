import { Inflate } from 'fflate';
import { ACCEPTED_KINDS_IN_WORDS, type EvidenceMediaType } from './evidence-files';

/** What a file's content shows: a kind kept as evidence, or a refusal naming what was found. */
export type EvidenceFileType = { accepted: true; mediaType: EvidenceMediaType } | { accepted: false; found: string; message: string };

/** Largest [Content_Types].xml read from a Word or Excel file, compressed and uncompressed: 64 KB (real ones hold 1 to 3 KB). */
export const MAX_CONTENT_TYPES_BYTES = 64 * 1024;

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const EXCEL_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

function refused(found: string): EvidenceFileType {
  return { accepted: false, found, message: `This file holds ${found}, which cannot be kept as evidence. Attach ${ACCEPTED_KINDS_IN_WORDS}.` };
}

/** Kinds refused by name, so the message says what the file is rather than "data of an unknown kind". */
const NAMED_REFUSALS: readonly { signature: readonly number[]; found: string }[] = [
  { signature: [0x4d, 0x5a], found: 'a Windows program' },
  { signature: [0x7f, 0x45, 0x4c, 0x46], found: 'a program' },
  { signature: [0x47, 0x49, 0x46, 0x38], found: 'a GIF image' },
  { signature: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], found: 'an older Office document (.doc or .xls)' },
  { signature: [0x1f, 0x8b], found: 'a gzip archive' },
  { signature: [0x52, 0x61, 0x72, 0x21], found: 'a RAR archive' },
  { signature: [0x37, 0x7a, 0xbc, 0xaf], found: 'a 7-Zip archive' },
];

/**
 * The kind of an evidence file, read from its content alone (never its name or the type a browser
 * declared): a PDF starts "%PDF-", a PNG and a JPEG with their signatures; Word and Excel files are ZIP
 * archives whose [Content_Types].xml declares a Word or an Excel main part (see `officeKind`); text is
 * valid UTF-8 without NUL characters, and CSV when it is also comma-separated rows of one column count
 * (see `isCsv`). Text that begins with markup (HTML, SVG, XML) is refused: a browser may run it.
 */
export function evidenceFileType(bytes: Uint8Array): EvidenceFileType {
  if (bytes.length === 0) return refused('nothing (it is empty)');
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { accepted: true, mediaType: 'application/pdf' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { accepted: true, mediaType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { accepted: true, mediaType: 'image/jpeg' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeKind(bytes);
  const named = NAMED_REFUSALS.find((refusal) => startsWith(bytes, refusal.signature));
  if (named) return refused(named.found);
  const text = utf8Text(bytes);
  if (text === undefined) return refused('data of an unknown kind');
  const markup = markupIn(text);
  if (markup) return refused(markup);
  return { accepted: true, mediaType: isCsv(text) ? 'text/csv' : 'text/plain' };
}

/** The text of valid UTF-8 without NUL characters (a leading byte order mark dropped); undefined otherwise. */
function utf8Text(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
  return text.includes('\u0000') ? undefined : text;
}

/** The markup a text begins with, in words (HTML, an SVG image, XML), or undefined for text that does not begin with a tag. */
function markupIn(text: string): string | undefined {
  const start = text.trimStart();
  if (!start.startsWith('<')) return undefined;
  const head = start.slice(0, 4096).toLowerCase();
  if (head.includes('<svg')) return 'an SVG image';
  if (head.startsWith('<?xml')) return 'XML';
  return 'HTML';
}

/**
 * Whether text is CSV: at least two non-empty lines, each splitting (outside double quotes) into the same
 * number of fields, at least two. Anything else is plain text; a one-column list stays text.
 */
export function isCsv(text: string): boolean {
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  if (lines.length < 2) return false;
  const first = fieldCount(lines[0] ?? '');
  return first >= 2 && lines.every((line) => fieldCount(line) === first);
}

function fieldCount(line: string): number {
  let count = 1;
  let quoted = false;
  for (const character of line) {
    if (character === '"') quoted = !quoted;
    else if (character === ',' && !quoted) count += 1;
  }
  return count;
}

/**
 * The kind of a ZIP archive: Word or Excel when its [Content_Types].xml declares the main part of a
 * Word document or of an Excel workbook; otherwise refused. Only that one entry is read, found through
 * the central directory, and only while it is at most MAX_CONTENT_TYPES_BYTES compressed and uncompressed,
 * inflated a little at a time, so an archive built to expand enormously is refused without expanding it.
 */
function officeKind(bytes: Uint8Array): EvidenceFileType {
  const entry = contentTypesEntry(bytes);
  if (entry === 'too-large') return refused('a ZIP archive whose list of contents is too large to be a Word or Excel file');
  if (!entry) return refused('a ZIP archive that is not a Word (.docx) or Excel (.xlsx) document');
  const xml = entryText(bytes, entry);
  if (xml === undefined) return refused('a ZIP archive whose list of contents is too large to be a Word or Excel file');
  if (xml.includes(WORD_MAIN)) return { accepted: true, mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  if (xml.includes(EXCEL_MAIN)) return { accepted: true, mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  return refused('a ZIP archive that is not a Word (.docx) or Excel (.xlsx) document');
}

interface ZipEntry {
  method: number;
  compressedSize: number;
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

/** The [Content_Types].xml entry of the central directory; 'too-large' when it declares more than the cap; undefined when absent. */
function contentTypesEntry(bytes: Uint8Array): ZipEntry | 'too-large' | undefined {
  const end = endOfCentralDirectory(bytes);
  if (end === undefined) return undefined;
  const entries = readUint16(bytes, end + 10);
  let at = readUint32(bytes, end + 16);
  for (let index = 0; index < entries && at + 46 <= bytes.length; index += 1) {
    if (readUint32(bytes, at) !== 0x02014b50) return undefined;
    const nameLength = readUint16(bytes, at + 28);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (name === '[Content_Types].xml') {
      const compressedSize = readUint32(bytes, at + 20);
      const uncompressedSize = readUint32(bytes, at + 24);
      if (compressedSize > MAX_CONTENT_TYPES_BYTES || uncompressedSize > MAX_CONTENT_TYPES_BYTES) return 'too-large';
      return { method: readUint16(bytes, at + 10), compressedSize, localHeaderOffset: readUint32(bytes, at + 42) };
    }
    at += 46 + nameLength + readUint16(bytes, at + 30) + readUint16(bytes, at + 32);
  }
  return undefined;
}

/** An entry's content as text, stored or deflated, or undefined when it is damaged or inflates past the cap. */
function entryText(bytes: Uint8Array, entry: ZipEntry): string | undefined {
  const header = entry.localHeaderOffset;
  if (readUint32(bytes, header) !== 0x04034b50) return undefined;
  const start = header + 30 + readUint16(bytes, header + 26) + readUint16(bytes, header + 28);
  const compressed = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return new TextDecoder().decode(compressed);
  if (entry.method !== 8) return undefined;
  const parts: Uint8Array[] = [];
  let total = 0;
  let tooLarge = false;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > MAX_CONTENT_TYPES_BYTES) tooLarge = true;
    else parts.push(chunk);
  });
  try {
    // A kilobyte at a time: deflate expands at most about 1,000 to 1, so no one step makes more than about a megabyte.
    for (let offset = 0; offset < compressed.length && !tooLarge; offset += 1024) {
      inflater.push(compressed.subarray(offset, offset + 1024), offset + 1024 >= compressed.length);
    }
  } catch {
    return undefined;
  }
  if (tooLarge) return undefined;
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return new TextDecoder().decode(joined);
}
