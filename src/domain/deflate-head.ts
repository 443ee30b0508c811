/** Where a deflate stream is read: the bytes, the next byte, and the bits of the current byte not yet taken. */
interface BitReader {
  bytes: Uint8Array;
  at: number;
  bitBuffer: number;
  bitCount: number;
}

/** A canonical Huffman code: how many codes have each length (1 to 15), and the symbols in code order. */
interface Huffman {
  counts: Uint16Array;
  symbols: Uint16Array;
}

class EndOfInput extends Error {}

function bits(reader: BitReader, needed: number): number {
  let value = reader.bitBuffer;
  while (reader.bitCount < needed) {
    if (reader.at >= reader.bytes.length) throw new EndOfInput();
    value |= (reader.bytes[reader.at] ?? 0) << reader.bitCount;
    reader.at += 1;
    reader.bitCount += 8;
  }
  reader.bitBuffer = value >>> needed;
  reader.bitCount -= needed;
  return value & ((1 << needed) - 1);
}

/** The code of the given lengths per symbol; undefined when the lengths over-fill the code (a damaged stream). */
function huffman(lengths: ArrayLike<number>): Huffman | undefined {
  const counts = new Uint16Array(16);
  for (let symbol = 0; symbol < lengths.length; symbol += 1) {
    const length = lengths[symbol] ?? 0;
    counts[length] = (counts[length] ?? 0) + 1;
  }
  let left = 1;
  for (let length = 1; length <= 15; length += 1) {
    left = (left << 1) - (counts[length] ?? 0);
    if (left < 0) return undefined;
  }
  const offsets = new Uint16Array(16);
  for (let length = 1; length < 15; length += 1) offsets[length + 1] = (offsets[length] ?? 0) + (counts[length] ?? 0);
  const symbols = new Uint16Array(lengths.length);
  for (let symbol = 0; symbol < lengths.length; symbol += 1) {
    const length = lengths[symbol] ?? 0;
    if (length === 0) continue;
    const offset = offsets[length] ?? 0;
    symbols[offset] = symbol;
    offsets[length] = offset + 1;
  }
  return { counts, symbols };
}

/** The next symbol, read a bit at a time against the code's counts (as zlib's puff does: no table to build). */
function decode(reader: BitReader, code: Huffman): number {
  let value = 0;
  let first = 0;
  let index = 0;
  for (let length = 1; length <= 15; length += 1) {
    value |= bits(reader, 1);
    const count = code.counts[length] ?? 0;
    if (value - count < first) return code.symbols[index + (value - first)] ?? -1;
    index += count;
    first = (first + count) << 1;
    value <<= 1;
  }
  return -1;
}

const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DISTANCE_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

const FIXED_LITERALS = huffman(Array.from({ length: 288 }, (_, symbol) => (symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8)));
const FIXED_DISTANCES = huffman(Array.from({ length: 30 }, () => 5));

/** The literal and distance codes of a dynamic block, read from its header; undefined when damaged. */
function dynamicCodes(reader: BitReader): [Huffman, Huffman] | undefined {
  const literalCount = bits(reader, 5) + 257;
  const distanceCount = bits(reader, 5) + 1;
  const codeLengthCount = bits(reader, 4) + 4;
  const codeLengths = new Uint8Array(19);
  for (let index = 0; index < codeLengthCount; index += 1) codeLengths[CODE_LENGTH_ORDER[index] ?? 0] = bits(reader, 3);
  const lengthCode = huffman(codeLengths);
  if (!lengthCode) return undefined;
  const lengths = new Uint8Array(literalCount + distanceCount);
  for (let index = 0; index < lengths.length; ) {
    const symbol = decode(reader, lengthCode);
    if (symbol < 0) return undefined;
    if (symbol < 16) {
      lengths[index++] = symbol;
      continue;
    }
    if (symbol === 16 && index === 0) return undefined;
    const repeated = symbol === 16 ? (lengths[index - 1] ?? 0) : 0;
    const times = symbol === 16 ? 3 + bits(reader, 2) : symbol === 17 ? 3 + bits(reader, 3) : 11 + bits(reader, 7);
    if (index + times > lengths.length) return undefined;
    lengths.fill(repeated, index, index + times);
    index += times;
  }
  const literals = huffman(lengths.subarray(0, literalCount));
  const distances = huffman(lengths.subarray(literalCount));
  return literals && distances ? [literals, distances] : undefined;
}

/**
 * The first `length` bytes a raw deflate stream inflates to (fewer when it ends sooner), or undefined when it
 * is damaged. Decoding stops as soon as they are out, and no table is built (codes are read a bit at a time),
 * so the work is a few microseconds however the stream was built to expand: the check of each entry's
 * signature in a ZIP (a program hidden in a Word file) costs next to nothing even for thousands of entries.
 */
export function inflatedHead(compressed: Uint8Array, length: number): Uint8Array | undefined {
  const reader: BitReader = { bytes: compressed, at: 0, bitBuffer: 0, bitCount: 0 };
  const out = new Uint8Array(length);
  let written = 0;
  try {
    let last = 0;
    while (written < length && !last) {
      last = bits(reader, 1);
      const type = bits(reader, 2);
      if (type === 0) {
        reader.bitBuffer = 0;
        reader.bitCount = 0;
        const stored = bits(reader, 16);
        if ((bits(reader, 16) ^ 0xffff) !== stored) return undefined;
        const taken = compressed.subarray(reader.at, reader.at + Math.min(stored, length - written));
        out.set(taken, written);
        written += taken.length;
        if (reader.at + stored > compressed.length) break;
        reader.at += stored;
        continue;
      }
      const codes = type === 1 ? (FIXED_LITERALS && FIXED_DISTANCES ? ([FIXED_LITERALS, FIXED_DISTANCES] as const) : undefined) : type === 2 ? dynamicCodes(reader) : undefined;
      if (!codes) return undefined;
      for (;;) {
        const symbol = decode(reader, codes[0]);
        if (symbol < 0 || symbol > 285) return undefined;
        if (symbol === 256) break;
        if (symbol < 256) {
          out[written++] = symbol;
          if (written === length) break;
          continue;
        }
        const copy = (LENGTH_BASE[symbol - 257] ?? 0) + bits(reader, LENGTH_EXTRA[symbol - 257] ?? 0);
        const distanceSymbol = decode(reader, codes[1]);
        if (distanceSymbol < 0 || distanceSymbol > 29) return undefined;
        const distance = (DISTANCE_BASE[distanceSymbol] ?? 0) + bits(reader, DISTANCE_EXTRA[distanceSymbol] ?? 0);
        if (distance > written) return undefined;
        for (let index = 0; index < copy && written < length; index += 1, written += 1) out[written] = out[written - distance] ?? 0;
        if (written === length) break;
      }
    }
  } catch (error) {
    if (!(error instanceof EndOfInput)) throw error;
  }
  return out.subarray(0, written);
}
