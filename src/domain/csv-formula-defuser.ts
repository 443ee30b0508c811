/** Bytes after which a spreadsheet may start a new cell, however it splits: comma, semicolon, tab, carriage return, line feed. */
const SPLITS = new Set([0x2c, 0x3b, 0x09, 0x0d, 0x0a]);
/** Bytes a cell may begin with before its content: spaces and the double quote that opens a quoted cell. */
const LEADING = new Set([0x20, 0x22]);
/** = + - @, the characters a spreadsheet reads as the start of a formula. */
const FORMULA_STARTS = new Set([0x3d, 0x2b, 0x2d, 0x40]);
const APOSTROPHE = 0x27;
/** A cell that starts + or - and is a plain number ("-12.5", "+3e4", quoted or with spaces after) is left as it is. */
const NUMBER = /^[+-](\d+\.?\d*|\.\d+)(e[+-]?\d+)? *"? *$/i;
/** Longest cell held to see whether it is a number: anything longer is not one. */
const MAX_NUMBER_LENGTH = 32;
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Defuses the formulas of a CSV file a piece at a time, for a kept file served back: an apostrophe goes before
 * each = + - @ that begins a cell under any reading a spreadsheet may make (after the file's start or a comma,
 * semicolon, tab or line break, with only spaces and double quotes between), so the spreadsheet shows it as
 * text rather than running it; a cell that is a plain number ("-12.5") is left alone. The apostrophe is added
 * to the bytes, so the rows keep their shape, and UTF-8 passes untouched (every byte looked at is ASCII).
 * Returns a function given each piece in turn (`last` on the final one) that answers the defused bytes.
 */
export function csvFormulaDefuser(): (piece: Uint8Array, last: boolean) => Uint8Array {
  let atCellStart = true;
  let seen = 0;
  // A + or - at a cell's start and what follows it, held (across pieces too) until the cell shows whether it is a number.
  let held: number[] | undefined;
  return (piece, last) => {
    const out: Uint8Array[] = [];
    let copiedTo = 0;
    const release = (at: number, ending: boolean): void => {
      const text = String.fromCharCode(...(held ?? []));
      out.push(Uint8Array.from(ending && NUMBER.test(text) ? (held ?? []) : [APOSTROPHE, ...(held ?? [])]));
      held = undefined;
      copiedTo = at;
    };
    for (let index = 0; index < piece.length; index += 1) {
      const byte = piece[index] ?? 0;
      const position = seen + index;
      if (held) {
        if (!SPLITS.has(byte) && held.length < MAX_NUMBER_LENGTH) {
          held.push(byte);
          continue;
        }
        release(index, SPLITS.has(byte));
        atCellStart = false;
      }
      if (SPLITS.has(byte)) atCellStart = true;
      else if (!atCellStart || LEADING.has(byte) || (position < UTF8_BOM.length && byte === UTF8_BOM[position])) continue;
      else if (byte === 0x2b || byte === 0x2d) {
        out.push(piece.subarray(copiedTo, index));
        held = [byte];
      } else {
        if (FORMULA_STARTS.has(byte)) {
          out.push(piece.subarray(copiedTo, index), Uint8Array.of(APOSTROPHE));
          copiedTo = index;
        }
        atCellStart = false;
      }
    }
    seen += piece.length;
    if (!held) out.push(piece.subarray(copiedTo));
    if (held && last) release(piece.length, true);
    return joined(out);
  };
}

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
