const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Where `needle` ends in `chunk`, read after `tail` (the end of the bytes before it, shorter than the needle),
 * or -1; the new tail is given too. The chunk is searched where it is: only the few bytes where the needle
 * may straddle the two are copied.
 */
function findAcross(tail: Buffer, chunk: Buffer, needle: Buffer): { end: number; tail: Buffer } {
  if (tail.length > 0) {
    const joined = Buffer.concat([tail, chunk.subarray(0, needle.length - 1)]);
    const at = joined.indexOf(needle);
    if (at !== -1) return { end: at + needle.length - tail.length, tail: Buffer.alloc(0) };
  }
  const at = chunk.indexOf(needle);
  if (at !== -1) return { end: at + needle.length, tail: Buffer.alloc(0) };
  const keep = needle.length - 1;
  const next = chunk.length >= keep ? Buffer.from(chunk.subarray(chunk.length - keep)) : Buffer.concat([tail, chunk]).subarray(-keep);
  return { end: -1, tail: next };
}

/**
 * Watches a multipart body's bytes as they arrive for a part whose headers run past `maxBytes`, whichever way
 * the body is cut into chunks (one chunk or many): the returned function takes each chunk and says true
 * once such a part has been seen. The parser (busboy) cuts such headers short and reads on without a word;
 * the upload is refused instead. The headers are counted from the end of a part's boundary to the blank
 * line after them; after the closing boundary nothing more is counted.
 */
export function partHeadersWatch(boundary: string, maxBytes: number): (chunk: Buffer) => boolean {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let state: 'body' | 'headers' | 'done' = 'body';
  // The first boundary has no line break before it: one is taken as read, so every boundary reads alike.
  let tail: Buffer = Buffer.from('\r\n');
  let headerBytes = 0;
  let headerStart = '';
  let tooLong = false;
  return (chunk) => {
    let rest = chunk;
    while (!tooLong && state !== 'done' && rest.length > 0) {
      if (state === 'body') {
        const found = findAcross(tail, rest, delimiter);
        tail = found.tail;
        if (found.end === -1) break;
        rest = rest.subarray(found.end);
        state = 'headers';
        headerBytes = 0;
        headerStart = '';
        continue;
      }
      // Right after a boundary: "--" closes the body; anything else is a part's headers.
      if (headerStart.length < 2) {
        headerStart += rest.subarray(0, 2 - headerStart.length).toString('latin1');
        if (headerStart === '--') {
          state = 'done';
          break;
        }
      }
      const found = findAcross(tail, rest, HEADER_END);
      tail = found.tail;
      headerBytes += found.end === -1 ? rest.length : found.end;
      if (headerBytes > maxBytes) tooLong = true;
      if (found.end === -1) break;
      rest = rest.subarray(found.end);
      state = 'body';
    }
    return tooLong;
  };
}
