import { describe, expect, it } from 'vitest';
import { partHeadersWatch } from './part-headers.server';

const BOUNDARY = 'b0undary';

/** Whether the watch, fed `body` in chunks of `size` bytes, finds headers over `max` bytes. */
function watched(body: string, size: number, max: number): boolean {
  const tooLong = partHeadersWatch(BOUNDARY, max);
  const bytes = Buffer.from(body);
  let seen = false;
  for (let at = 0; at < bytes.length; at += size) seen = tooLong(bytes.subarray(at, at + size)) || seen;
  return seen;
}

const part = (headers: string, content: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${content}\r\n`;

describe('partHeadersWatch', () => {
  it('counts only the headers, whatever the chunks: not a file holding blank lines, a boundary-like line, or what follows the closing boundary', async () => {
    const headers = `Content-Disposition: form-data; name="file"; filename="a.txt"\r\nX-Padding: ${'p'.repeat(100)}`;
    const content = `${'c'.repeat(300)}\r\n\r\n--${BOUNDARY}x\r\n--not\r\n\r\n${'c'.repeat(300)}`;
    const body = `preamble\r\n${part('Content-Disposition: form-data; name="requirementId"', 'x')}${part(headers, content)}--${BOUNDARY}--\r\n${'epilogue '.repeat(100)}`;
    for (const size of [1, 2, 3, 5, 13, 64, body.length]) {
      expect(watched(body, size, 200), `chunks of ${size}`).toBe(false);
      expect(watched(body, size, 150), `chunks of ${size}`).toBe(true);
    }
  });

  it('finds headers past the limit in a single chunk', () => {
    const body = `${part(`Content-Disposition: form-data; name="file"; filename="a.txt"\r\nX-Padding: ${'p'.repeat(60 * 1024)}`, 'x')}--${BOUNDARY}--\r\n`;
    expect(watched(body, body.length, 8 * 1024)).toBe(true);
  });
});
