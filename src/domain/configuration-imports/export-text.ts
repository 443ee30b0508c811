/**
 * The text of an export's bytes: UTF-8 or UTF-16 (little- or big-endian), told by the byte-order mark, and
 * UTF-16 without one told by the zero bytes of its first characters (Windows PowerShell writes UTF-16 with a
 * mark; `gpresult /x` and `Get-GPOReport` do as well). The mark is not part of the text. Undefined when the
 * bytes are not valid text in the encoding found.
 */
export function exportText(bytes: Uint8Array): string | undefined {
  const [first, second] = bytes;
  let encoding: 'utf-8' | 'utf-16le' | 'utf-16be' = 'utf-8';
  let start = 0;
  if (first === 0xef && second === 0xbb && bytes[2] === 0xbf) start = 3;
  else if (first === 0xff && second === 0xfe) [encoding, start] = ['utf-16le', 2];
  else if (first === 0xfe && second === 0xff) [encoding, start] = ['utf-16be', 2];
  else if (bytes.length >= 4 && first !== 0 && second === 0 && bytes[2] !== 0 && bytes[3] === 0) encoding = 'utf-16le';
  else if (bytes.length >= 4 && first === 0 && second !== 0 && bytes[2] === 0 && bytes[3] !== 0) encoding = 'utf-16be';
  if (encoding !== 'utf-8' && (bytes.length - start) % 2 !== 0) return undefined;
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(start));
  } catch {
    return undefined;
  }
}
