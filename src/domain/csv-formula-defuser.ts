/** What a byte is to the defuser: ordinary, a split (a spreadsheet may start a cell after it), leading (a space or a quote that may open a cell), a sign (+ -), or another formula start (= @). */
const ORDINARY = 0;
const SPLIT = 1;
const LEADING = 2;
const SIGN = 3;
const FORMULA = 4;
const CLASSES = new Uint8Array(256);
for (const byte of [0x2c, 0x3b, 0x09, 0x0d, 0x0a]) CLASSES[byte] = SPLIT;
for (const byte of [0x20, 0x22]) CLASSES[byte] = LEADING;
for (const byte of [0x2b, 0x2d]) CLASSES[byte] = SIGN;
for (const byte of [0x3d, 0x40]) CLASSES[byte] = FORMULA;
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
    // At most one apostrophe for every byte, and the bytes held from the piece before.
    const out = new Uint8Array(2 * piece.length + 2 * MAX_NUMBER_LENGTH + 2);
    let written = 0;
    const release = (ending: boolean): void => {
      const cell = held ?? [];
      if (!(ending && NUMBER.test(String.fromCharCode(...cell)))) out[written++] = APOSTROPHE;
      out.set(cell, written);
      written += cell.length;
      held = undefined;
    };
    for (let index = 0; index < piece.length; index += 1) {
      const byte = piece[index] ?? 0;
      const kind = CLASSES[byte] ?? ORDINARY;
      if (held) {
        if (kind !== SPLIT && held.length < MAX_NUMBER_LENGTH) {
          held.push(byte);
          continue;
        }
        release(kind === SPLIT);
        atCellStart = false;
      }
      if (kind === SPLIT) atCellStart = true;
      else if (atCellStart && kind === SIGN) {
        held = [byte];
        continue;
      } else if (atCellStart && kind === FORMULA) {
        out[written++] = APOSTROPHE;
        atCellStart = false;
      } else if (atCellStart && kind !== LEADING && !(seen + index < UTF8_BOM.length && byte === UTF8_BOM[seen + index])) atCellStart = false;
      out[written++] = byte;
    }
    seen += piece.length;
    if (held && last) release(true);
    return out.subarray(0, written);
  };
}
