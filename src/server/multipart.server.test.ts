import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../tests/support/multipart';
import { multipartBoundary, readUpload, registerMultipart, UploadRefusedError, type UploadShape } from './multipart.server';
import { UPLOAD_PACE } from './upload-pace.server';

const SHAPE = { textFields: ['requirementId'], fileField: 'file', maxFileBytes: 1000, tooLargeMessage: 'Too large', pace: UPLOAD_PACE } as const;

/** The body in chunks of `size` bytes, as a slow network delivers it. */
function inChunks(body: Buffer, size: number): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < body.length; at += size) chunks.push(body.subarray(at, at + size));
  return Readable.from(chunks);
}

describe('readUpload', () => {
  let app: FastifyInstance;
  let turnsAsked = 0;
  let whenFlowing: UploadShape['whenFlowing'] = async () => undefined;
  beforeAll(async () => {
    app = Fastify();
    await app.register(async (scope) => {
      await registerMultipart(scope);
      scope.post('/upload', async (request, reply) => {
        try {
          const upload = await readUpload(request, multipartBoundary(request.headers['content-type']) ?? '', {
            ...SHAPE,
            maxFileBytes: Number(request.headers['x-max-file-bytes'] ?? SHAPE.maxFileBytes),
            bodyBytes: Number(request.headers['x-body-bytes'] ?? Number.NaN) || undefined,
            whenFlowing: () => {
              turnsAsked += 1;
              return whenFlowing();
            },
          });
          const { file } = upload;
          return { fields: upload.fields, file: file && { fileName: file.fileName, content: file.content.toString('base64'), sha256: file.sha256 } };
        } catch (error) {
          if (!(error instanceof UploadRefusedError)) throw error;
          return reply.status(error.status).send({ code: error.code, message: error.message });
        }
      });
    });
  });
  afterAll(() => app.close());
  const send = (payload: Buffer | Readable, contentType: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/upload', headers: { 'content-type': contentType, ...headers }, payload });

  it('reads the fields and the file whatever the chunk size, hashing the file as it arrives, and asks for a turn once', async () => {
    const content = Buffer.from('line one\r\n--not the boundary\r\n\r\nline three');
    const { payload, contentType } = multipartBody({ requirementId: 'a-requirement' }, { name: 'Résumé (final).txt', content });
    // A Content-Length that says less than was sent: the rest is still read, as pieces.
    for (const [size, bodyBytes] of [1, 3, 7, 64, payload.length].flatMap((size) => [[size, undefined], [size, payload.length], [size, 10]] as const)) {
      turnsAsked = 0;
      const answer = await send(inChunks(payload, size), contentType, bodyBytes === undefined ? {} : { 'x-body-bytes': String(bodyBytes) });
      expect(answer.json()).toEqual({ fields: { requirementId: 'a-requirement' }, file: { fileName: 'Résumé (final).txt', content: content.toString('base64'), sha256: createHash('sha256').update(content).digest('hex') } });
      expect(turnsAsked).toBe(1);
    }
  });

  it('reads a file past its first 64 KB whole, into a buffer sized from Content-Length or in pieces', async () => {
    const content = Buffer.from(Array.from({ length: 300 * 1024 }, (_, index) => index % 251));
    const { payload, contentType } = multipartBody({ requirementId: 'a-requirement' }, { name: 'large.bin', content });
    for (const bodyBytes of [undefined, payload.length, 100 * 1024]) {
      turnsAsked = 0;
      const headers = { 'x-max-file-bytes': String(1024 * 1024), ...(bodyBytes === undefined ? {} : { 'x-body-bytes': String(bodyBytes) }) };
      const answer = await send(inChunks(payload, 16 * 1024), contentType, headers);
      expect(Buffer.from(answer.json().file.content, 'base64').equals(content)).toBe(true);
      expect(turnsAsked).toBe(1);
    }
  });

  it('stops at the first byte past the cap with a 413', async () => {
    const { payload, contentType } = multipartBody({ requirementId: 'x' }, { name: 'big.txt', content: Buffer.alloc(1001, 0x61) });
    const refused = await send(inChunks(payload, 100), contentType);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ code: 'file_too_large', message: 'Too large' });
  });

  it('refuses unknown fields, a second file, a long field, too many parts and a body cut short, in words', async () => {
    const boundary = 'b0undary';
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nx\r\n`;
    const cases: [string, string][] = [
      [`${field('other', 'x')}--${boundary}--\r\n`, 'This upload takes the fields requirementId and file'],
      [`${file}${file}--${boundary}--`, 'Send one file at a time'],
      [`${field('requirementId', 'x'.repeat(1025))}--${boundary}--`, 'The field requirementId is longer than 1024 bytes'],
      [`${field('requirementId', 'x').repeat(11)}--${boundary}--`, 'An upload has at most 10 parts'],
      [file, 'The upload ended before it was complete'],
    ];
    for (const [body, message] of cases) {
      const refused = await send(Buffer.from(body), contentType);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().message).toBe(message);
    }
  });

  it('refuses a part whose headers pass 8 KB, arriving in one chunk or many, and reads one just under', async () => {
    const boundary = 'b0undary';
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const body = (padding: number) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nX-Padding: ${'p'.repeat(padding)}\r\n\r\nx\r\n--${boundary}--\r\n`);
    for (const chunk of [1024 * 1024, 1000]) {
      const refused = await send(inChunks(body(60 * 1024), chunk), contentType);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('A part of the upload has headers longer than 8 KB');
    }
    const read = await send(body(7 * 1024), contentType);
    expect(read.statusCode).toBe(200);
    expect(read.json().file.fileName).toBe('a.txt');
  });

  it('answers with the refusal thrown while it waits for its turn', async () => {
    whenFlowing = async () => {
      throw new UploadRefusedError(503, 'uploads_busy', 'Busy');
    };
    const { payload, contentType } = multipartBody({ requirementId: 'x' }, { name: 'a.txt', content: Buffer.from('text') });
    const refused = await send(payload, contentType);
    whenFlowing = async () => undefined;
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ code: 'uploads_busy', message: 'Busy' });
  });

  it('finds the boundary of a multipart content type only, and none where it could be read two ways', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('Multipart/Form-Data;charset=utf-8; BOUNDARY=abc ; x=y')).toBe('abc');
    expect(multipartBoundary(`multipart/form-data; boundary=${'b'.repeat(70)}`)).toBe('b'.repeat(70));
    // The boundary busboy reads: the parameter named boundary, not one whose name ends in it.
    expect(multipartBoundary('multipart/form-data; x-boundary=abc; boundary=real')).toBe('real');
    for (const unread of [
      'application/json',
      undefined,
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/mixed; boundary=abc',
      `multipart/form-data; boundary=${'b'.repeat(71)}`,
      `multipart/form-data; boundary="${'b'.repeat(71)}"`,
      // A quoted parameter holding "boundary=" before the real one: busboy reads "real", a pattern could read "evil".
      'multipart/form-data; x="; boundary=evil"; boundary=real',
      'multipart/form-data; boundary="a\\"b"',
    ]) {
      expect(multipartBoundary(unread), unread).toBeUndefined();
    }
  });
});
