import { createHash } from 'node:crypto';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { partHeadersWatch } from './part-headers.server';
import { watchPace, type UploadPace } from './upload-pace.server';

/** An upload refused while it was read: the status, a code and a message in words (and, for 503, when to try again). */
export class UploadRefusedError extends Error {
  constructor(
    readonly status: 400 | 408 | 413 | 503,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
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

/** What an upload may hold, the limits, and how it is paced. */
export interface UploadShape {
  textFields: readonly string[];
  fileField: string;
  /** Largest file; one byte more and reading stops with a 413 carrying `tooLargeMessage`. */
  maxFileBytes: number;
  tooLargeMessage: string;
  /** The request's Content-Length when it sent one: the file, smaller than the body, is then gathered in one buffer of that size (capped) rather than copied at the end. */
  bodyBytes?: number | undefined;
  /** The pace the body must keep while it is read; past it the upload is refused with 408. */
  pace: UploadPace;
  /**
   * Called once the file's first FLOWING_BYTES have arrived at pace (or all of a smaller file): the reading
   * waits in it, its clock stopped, the rest of the body held back, for the upload's turn. An
   * UploadRefusedError thrown there is the upload's answer.
   */
  whenFlowing: () => Promise<void>;
}

const MAX_TEXT_FIELD_BYTES = 1024;
const MAX_PART_HEADER_BYTES = 8 * 1024;
const MAX_PARTS = 10;
const MAX_HEADER_PAIRS = 16;
/** How much of the file must have arrived before it waits for its turn: enough to show it flows, little to hold. */
export const FLOWING_BYTES = 64 * 1024;

/**
 * The boundary of a multipart/form-data content type, or undefined when there is none (RFC 2046: 1 to 70 characters).
 * The parser (busboy) finds the boundary itself but does not tell it, and the watch on part headers needs the same
 * one: so a content type that could be read two ways is refused rather than guessed at. A quote before the boundary
 * (a quoted parameter that could hide a "boundary=" inside it) or a boundary longer than 70 characters gives none; only a
 * parameter named boundary counts, not one whose name ends in it ("x-boundary").
 */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  const match = /^multipart\/form-data\s*;(?:[^";]*;)*?\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

function badUpload(message: string): UploadRefusedError {
  return new UploadRefusedError(400, 'invalid_upload', message);
}

const TOO_SLOW = (pace: UploadPace) =>
  new UploadRefusedError(
    408,
    'upload_too_slow',
    `The file arrived too slowly, so the upload was stopped: it must arrive at ${pace.minBytesPerSecond / 1024} KB a second or faster, without pausing. Check the connection and try again.`,
  );

/**
 * Registers @fastify/multipart in a scope of routes that take uploads (read with readUpload): every other route still
 * refuses multipart. The scope reads no other kind of body: JSON, text or anything else is left unread (the route
 * answers it 415 and drops it), rather than parsed first and answered as a JSON route would answer it.
 */
export async function registerMultipart(scope: FastifyInstance): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _body, done) => done(null));
  await scope.register(fastifyMultipart, { throwFileSizeLimit: false, preservePath: true });
}

/** What the parser's own errors mean for the upload: a refusal in words, or the error itself (a client gone, a fault). */
function refusalOf(error: unknown, shape: UploadShape): unknown {
  if (error instanceof UploadRefusedError || !(error instanceof Error)) return error;
  const code = 'code' in error ? error.code : undefined;
  if (code === 'FST_PARTS_LIMIT') return badUpload(`An upload has at most ${MAX_PARTS} parts`);
  if (code === 'FST_PROTO_VIOLATION') return badUpload(`This upload takes the fields ${[...shape.textFields, shape.fileField].join(' and ')}`);
  // A text field whose part says it holds JSON, and does not: the parser's 406 would say nothing of which field.
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return badUpload(`Send the field${shape.textFields.length > 1 ? 's' : ''} ${shape.textFields.join(' and ')} as plain text`);
  if (/Unexpected end of multipart data|terminated early/.test(error.message)) return badUpload('The upload ended before it was complete');
  return error;
}

/**
 * Reads an upload as it streams in through @fastify/multipart (busboy), one part at a time: the text fields
 * up to 1 KB each, and one file, hashed and counted as its bytes arrive and held only up to `maxFileBytes`
 * (reading stops at the first byte past it with 413). Once the file's first bytes are in, it waits for its
 * turn (`whenFlowing`). The body must keep `pace` while it is read (408 past it); a part's headers over
 * 8 KB, an unknown field, a second file, more than 10 parts or a body cut short are refused with a 400 in
 * words. A refusal stops reading: the rest of the body is dropped unread.
 */
export async function readUpload(request: FastifyRequest, boundary: string, shape: UploadShape): Promise<Upload> {
  const raw = request.raw;
  let refuse: (error: UploadRefusedError) => void = () => undefined;
  const refused = new Promise<never>((_resolve, reject) => (refuse = reject));
  refused.catch(() => undefined);
  let stopped = false;
  const stopWith = (error: UploadRefusedError) => {
    if (stopped) return;
    stopped = true;
    raw.unpipe();
    refuse(error);
  };
  const until = <T>(promise: Promise<T>): Promise<T> => Promise.race([promise, refused]);

  const parts = request.parts({ limits: { fieldSize: MAX_TEXT_FIELD_BYTES, fileSize: shape.maxFileBytes + 1, parts: MAX_PARTS, headerPairs: MAX_HEADER_PAIRS, headerSize: MAX_PART_HEADER_BYTES } });
  // The first call pipes the body into the parser; the bytes are watched beside it from then on.
  let next = parts.next();
  const pace = watchPace(shape.pace, () => stopWith(TOO_SLOW(shape.pace)));
  const headersTooLong = partHeadersWatch(boundary, MAX_PART_HEADER_BYTES);
  const watch = (chunk: Buffer) => {
    pace.add(chunk.length);
    if (headersTooLong(chunk)) stopWith(badUpload('A part of the upload has headers longer than 8 KB'));
  };
  raw.on('data', watch);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for (;;) {
      const { value: part, done } = await until(next);
      if (done) break;
      if (part.type === 'file' && part.fieldname === shape.fileField && part.filename !== undefined) {
        if (file) throw badUpload('Send one file at a time');
        file = await readFile(part, shape, {
          until,
          waitForTurn: async () => {
            pace.pause();
            await until(shape.whenFlowing());
            pace.resume();
          },
        });
      } else if (part.type === 'field' && shape.textFields.includes(part.fieldname)) {
        if (part.valueTruncated) throw badUpload(`The field ${part.fieldname} is longer than ${MAX_TEXT_FIELD_BYTES} bytes`);
        fields[part.fieldname] = String(part.value);
      } else {
        throw badUpload(`This upload takes the fields ${[...shape.textFields, shape.fileField].join(' and ')}`);
      }
      next = parts.next();
    }
    return { fields, file };
  } catch (error) {
    const refusal = refusalOf(error, shape);
    if (refusal instanceof UploadRefusedError) stopWith(refusal);
    throw refusal;
  } finally {
    pace.stop();
    raw.off('data', watch);
  }
}

/**
 * The file part read whole: hashed and counted as it arrives, waiting for its turn once its first bytes are
 * in. From its turn on, with the body's length known, it is copied once into a buffer of that length (not
 * allocated before: a waiting upload holds only what it has read); otherwise its pieces are joined at the end.
 */
async function readFile(
  part: MultipartFile,
  shape: UploadShape,
  reading: { until: <T>(promise: Promise<T>) => Promise<T>; waitForTurn: () => Promise<void> },
): Promise<UploadedFile> {
  const hash = createHash('sha256');
  const size = shape.bodyBytes !== undefined && Number.isSafeInteger(shape.bodyBytes) && shape.bodyBytes >= 0 ? Math.min(shape.bodyBytes, shape.maxFileBytes) : 0;
  let gathered: Buffer | undefined;
  const pieces: Buffer[] = [];
  let bytes = 0;
  let flowing = false;
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  for (;;) {
    const { value: chunk, done } = await reading.until(chunks.next());
    if (done) break;
    bytes += chunk.length;
    if (bytes > shape.maxFileBytes) throw new UploadRefusedError(413, 'file_too_large', shape.tooLargeMessage);
    hash.update(chunk);
    // Into the buffer sized from Content-Length while it fits; a body longer than it said goes on as pieces.
    if (gathered && pieces.length === 0 && bytes <= gathered.length) chunk.copy(gathered, bytes - chunk.length);
    else {
      if (gathered && pieces.length === 0) pieces.push(gathered.subarray(0, bytes - chunk.length));
      pieces.push(chunk);
    }
    if (!flowing && bytes >= FLOWING_BYTES) {
      flowing = true;
      await reading.waitForTurn();
      if (bytes <= size) {
        gathered = Buffer.allocUnsafe(size);
        Buffer.concat(pieces, bytes).copy(gathered);
        pieces.length = 0;
      }
    }
  }
  if (!flowing) await reading.waitForTurn();
  const content = gathered && pieces.length === 0 ? gathered.subarray(0, bytes) : Buffer.concat(pieces, bytes);
  return { fileName: part.filename, content, sha256: hash.digest('hex') };
}
