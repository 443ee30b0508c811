import { ACCEPTED_KINDS_IN_WORDS, type EvidenceMediaType } from './evidence-files';
import { officeKind } from './office-package';

/** What a file's content shows: a kind kept as evidence, or a refusal naming what was found. */
export type EvidenceFileType = { accepted: true; mediaType: EvidenceMediaType } | { accepted: false; found: string; message: string };

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
 * archives checked part by part (see `officeKind`); text is
 * valid UTF-8 without NUL characters, and CSV when it is also comma-separated rows of one column count
 * (see `isCsv`). Text that begins with markup (HTML, SVG, XML) is refused: a browser may run it.
 */
export function evidenceFileType(bytes: Uint8Array): EvidenceFileType {
  if (bytes.length === 0) return refused('nothing (it is empty)');
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { accepted: true, mediaType: 'application/pdf' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { accepted: true, mediaType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { accepted: true, mediaType: 'image/jpeg' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const office = officeKind(bytes);
    return 'mediaType' in office ? { accepted: true, mediaType: office.mediaType } : refused(office.found);
  }
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
