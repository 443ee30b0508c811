import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../tests/support/multipart';
import { multipartBoundary, readUpload, UploadRefusedError } from './multipart.server';

const SHAPE = { textFields: ['requirementId'], fileField: 'file', maxFileBytes: 1000, tooLargeMessage: 'Too large' } as const;

/** The body in chunks of `size` bytes, as a slow network delivers it. */
function inChunks(body: Buffer, size: number): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < body.length; at += size) chunks.push(body.subarray(at, at + size));
  return Readable.from(chunks);
}

describe('readUpload', () => {
  it('reads the fields and the file whatever the chunk size, hashing the file as it arrives', async () => {
    const content = Buffer.from('line one\r\n--not the boundary\r\nline three');
    const { payload, contentType } = multipartBody({ requirementId: 'a-requirement' }, { name: 'Résumé (final).txt', content });
    const boundary = multipartBoundary(contentType) ?? '';
    const cases = [1, 3, 7, 64, payload.length].flatMap((size) => [
      { size, bodyBytes: undefined },
      { size, bodyBytes: payload.length },
      // A Content-Length that says less than was sent: the rest is still read, as parts.
      { size, bodyBytes: 10 },
    ]);
    for (const { size, bodyBytes } of cases) {
      const upload = await readUpload(inChunks(payload, size), boundary, { ...SHAPE, bodyBytes });
      expect(upload.fields).toEqual({ requirementId: 'a-requirement' });
      expect(upload.file?.fileName).toBe('Résumé (final).txt');
      expect(upload.file?.content.equals(content)).toBe(true);
      expect(upload.file?.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    }
  });

  it('stops at the first byte past the cap with a 413', async () => {
    const { payload, contentType } = multipartBody({ requirementId: 'x' }, { name: 'big.txt', content: Buffer.alloc(1001, 0x61) });
    const refusal = await readUpload(inChunks(payload, 100), multipartBoundary(contentType) ?? '', SHAPE).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UploadRefusedError);
    expect(refusal).toMatchObject({ status: 413, message: 'Too large' });
  });

  it('refuses unknown fields, a second file and a body cut short', async () => {
    const boundary = 'b0undary';
    const unknown = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--${boundary}--\r\n`);
    await expect(readUpload(Readable.from([unknown]), boundary, SHAPE)).rejects.toMatchObject({ status: 400, message: 'This upload takes the fields requirementId and file' });
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nx\r\n`;
    await expect(readUpload(Readable.from([Buffer.from(`${file}${file}--${boundary}--`)]), boundary, SHAPE)).rejects.toMatchObject({ status: 400, message: 'Send one file at a time' });
    await expect(readUpload(Readable.from([Buffer.from(file)]), boundary, SHAPE)).rejects.toMatchObject({ status: 400, message: 'The upload ended before it was complete' });
  });

  it('finds the boundary of a multipart content type only', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/json')).toBeUndefined();
    expect(multipartBoundary(undefined)).toBeUndefined();
  });
});
