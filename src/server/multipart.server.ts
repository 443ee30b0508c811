import { createHash } from 'node:crypto';

/** An upload refused while it was read: the status (400 or 413), a code and a message in words. */
export class UploadRefusedError extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The one file of an upload: its name as sent, its content, and the SHA-256 worked out as it arrived. */
export interface UploadedFile {
  fileName: string;
  content: Buffer;
  sha256: string;
}

/** What an upload held: its text fields by name, and its file. */
export interface Upload {
  fields: Record<string, string>;
  file: UploadedFile | undefined;
}

/** What an upload may hold: its text fields' names, the file field's name, and the limits. */
export interface UploadShape {
  textFields: readonly string[];
  fileField: string;
  /** Largest file; one byte more and reading stops with a 413 carrying `tooLargeMessage`. */
  maxFileBytes: number;
  tooLargeMessage: string;
  /** The request's Content-Length when it sent one: the file, smaller than the body, is then gathered in one buffer of that size (capped) rather than copied at the end. */
  bodyBytes?: number | undefined;
}

const MAX_TEXT_FIELD_BYTES = 1024;
const MAX_PART_HEADER_BYTES = 8 * 1024;
const MAX_PARTS = 10;
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a multipart/form-data content type, or undefined when there is none (RFC 2046: 1 to 70 characters). */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  const match = /^multipart\/form-data\s*;.*?\bboundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/** A parameter of a part's Content-Disposition header: `name`, `filename` (quoted or not). */
function dispositionParameter(header: string, parameter: string): string | undefined {
  const match = new RegExp(`;\\s*${parameter}="((?:[^"\\\\]|\\\\.)*)"|;\\s*${parameter}=([^;\\s]*)`, 'i').exec(header);
  const value = match?.[1] ?? match?.[2];
  return value?.replace(/\\(.)/g, '$1');
}

function badUpload(message: string): UploadRefusedError {
  return new UploadRefusedError(400, 'invalid_upload', message);
}

/**
 * How many bytes at the end of `bytes` could be the start of `delimiter` (the longest such end, shorter than
 * the delimiter): they are kept until the next chunk shows whether a delimiter follows; the rest is data. In a
 * file's bytes that is nearly always none, so the next chunk is read without being copied onto a kept tail.
 */
function delimiterStartAtEnd(bytes: Buffer, delimiter: Buffer): number {
  for (let length = Math.min(bytes.length, delimiter.length - 1); length > 0; length -= 1) {
    if (bytes.subarray(bytes.length - length).equals(delimiter.subarray(0, length))) return length;
  }
  return 0;
}

/** A part being read: a text field collecting its value, or the file collecting its bytes and hash. */
type Part = { kind: 'text'; name: string; parts: Buffer[]; bytes: number } | { kind: 'file'; fileName: string; content: Buffer; parts: Buffer[]; bytes: number; hash: ReturnType<typeof createHash> };

/**
 * Reads a multipart/form-data body as it streams in, one part at a time: the text fields up to 1 KB each,
 * and one file, hashed and counted as its bytes arrive and held only up to `maxFileBytes` (reading stops at
 * the first byte past it), so an upload never holds more than its cap. With the body's length known, the file
 * is copied once into a buffer of that length; without it, its chunks are joined at the end. Anything else (an unknown field, a
 * second file, a part header over 8 KB, more than 10 parts, a body cut short) is refused with a 400 in words.
 * A small parser of our own: no multipart package is a dependency (docs/decisions/049-evidence-files.md).
 */
export async function readUpload(body: AsyncIterable<Buffer | string>, boundary: string, shape: UploadShape): Promise<Upload> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  let state: 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done' = 'preamble';
  // The first delimiter has no line break before it: one is added so every delimiter reads alike.
  let pending: Buffer = Buffer.from('\r\n');
  let part: Part | undefined;
  let partCount = 0;

  const startPart = (headerText: string) => {
    partCount += 1;
    if (partCount > MAX_PARTS) throw badUpload(`An upload has at most ${MAX_PARTS} parts`);
    const disposition = /^content-disposition:(.*)$/im.exec(headerText)?.[1] ?? '';
    const name = dispositionParameter(disposition, 'name');
    const fileName = dispositionParameter(disposition, 'filename');
    if (name === shape.fileField && fileName !== undefined) {
      if (file || part?.kind === 'file') throw badUpload('Send one file at a time');
      const size = shape.bodyBytes !== undefined && Number.isSafeInteger(shape.bodyBytes) && shape.bodyBytes >= 0 ? Math.min(shape.bodyBytes, shape.maxFileBytes) : 0;
      part = { kind: 'file', fileName, content: Buffer.allocUnsafe(size), parts: [], bytes: 0, hash: createHash('sha256') };
    } else if (name !== undefined && shape.textFields.includes(name) && fileName === undefined) {
      part = { kind: 'text', name, parts: [], bytes: 0 };
    } else {
      throw badUpload(`This upload takes the fields ${[...shape.textFields, shape.fileField].join(' and ')}`);
    }
  };
  const addToPart = (bytes: Buffer) => {
    if (!part || bytes.length === 0) return;
    part.bytes += bytes.length;
    if (part.kind === 'file') {
      if (part.bytes > shape.maxFileBytes) throw new UploadRefusedError(413, 'file_too_large', shape.tooLargeMessage);
      part.hash.update(bytes);
      // Into the buffer sized from Content-Length while it fits; a body longer than it said goes on as parts.
      if (part.parts.length === 0 && part.bytes <= part.content.length) {
        bytes.copy(part.content, part.bytes - bytes.length);
        return;
      }
      if (part.parts.length === 0) part.parts.push(part.content.subarray(0, part.bytes - bytes.length));
    } else if (part.bytes > MAX_TEXT_FIELD_BYTES) {
      throw badUpload(`The field ${part.name} is longer than ${MAX_TEXT_FIELD_BYTES} bytes`);
    }
    part.parts.push(bytes);
  };
  const endPart = () => {
    if (!part) return;
    if (part.kind === 'file') {
      const content = part.parts.length === 0 ? part.content.subarray(0, part.bytes) : Buffer.concat(part.parts, part.bytes);
      file = { fileName: part.fileName, content, sha256: part.hash.digest('hex') };
    }
    else fields[part.name] = Buffer.concat(part.parts).toString('utf8');
    part = undefined;
  };

  for await (const chunk of body) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    // Mostly nothing is pending between chunks (see delimiterStartAtEnd), and the chunk is read where it is, not copied.
    pending = pending.length === 0 ? bytes : Buffer.concat([pending, bytes]);
    for (;;) {
      if (state === 'preamble' || state === 'body') {
        const at = pending.indexOf(delimiter);
        if (at === -1) {
          // All but a tail that may be the start of a delimiter is part data (or preamble, dropped).
          const keep = delimiterStartAtEnd(pending, delimiter);
          if (state === 'body') addToPart(pending.subarray(0, pending.length - keep));
          pending = Buffer.from(pending.subarray(pending.length - keep));
          break;
        }
        if (state === 'body') {
          addToPart(pending.subarray(0, at));
          endPart();
        }
        pending = pending.subarray(at + delimiter.length);
        state = 'after-delimiter';
      }
      if (state === 'after-delimiter') {
        if (pending.length < 2) break;
        if (pending.subarray(0, 2).toString('latin1') === '--') {
          state = 'done';
          break;
        }
        const lineEnd = pending.indexOf('\r\n');
        if (lineEnd === -1) {
          if (pending.length > 256) throw badUpload('The upload is not valid multipart/form-data');
          break;
        }
        pending = pending.subarray(lineEnd + 2);
        state = 'headers';
      }
      if (state === 'headers') {
        const end = pending.indexOf(HEADER_END);
        if (end === -1) {
          if (pending.length > MAX_PART_HEADER_BYTES) throw badUpload('A part of the upload has headers longer than 8 KB');
          break;
        }
        startPart(pending.subarray(0, end).toString('utf8'));
        pending = pending.subarray(end + HEADER_END.length);
        state = 'body';
        continue;
      }
      if (state === 'done') break;
    }
    if (state === 'done') break;
  }
  if (state !== 'done') throw badUpload('The upload ended before it was complete');
  return { fields, file };
}
