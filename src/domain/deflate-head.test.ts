import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PLAIN_TEXT, TINY_PDF, WINDOWS_PROGRAM } from '../../tests/support/evidence-fixtures';
import { inflatedHead } from './deflate-head';

const LEVELS = [0, 1, 6, 9] as const;

describe('inflatedHead', () => {
  it.each([
    ['bytes that do not compress', Buffer.from(Array.from({ length: 100_000 }, (_, index) => (index * 2654435761) >>> 24))],
    ['zeros', Buffer.alloc(1_000_000)],
    ['a program', WINDOWS_PROGRAM],
    ['text', Buffer.from(PLAIN_TEXT.toString().repeat(500))],
    ['a PDF', TINY_PDF],
    ['"MZMZMZ…", read back through copies', Buffer.from('MZ'.repeat(1000))],
    ['one byte', Buffer.from('x')],
    ['nothing', Buffer.alloc(0)],
  ])('gives the first bytes of %s as a whole inflate does, at every level', (_name, content) => {
    for (const level of LEVELS) {
      const compressed = deflateSync(content, { level });
      for (const length of [1, 4, 300, 70_000]) {
        expect(Buffer.from(inflatedHead(compressed, length)!).equals(content.subarray(0, length))).toBe(true);
      }
    }
  });

  it('gives what came before a stream that is cut short, and undefined for a damaged one', () => {
    const compressed = deflateSync(Buffer.from('MZ'.repeat(1000)), { level: 0 });
    expect(Buffer.from(inflatedHead(compressed.subarray(0, 8), 4)!).toString()).toBe('MZM');
    expect(inflatedHead(new Uint8Array([0x07]), 4)).toBeUndefined();
    expect(inflatedHead(new Uint8Array([0x00, 0x05, 0x00, 0x00, 0x00]), 4)).toBeUndefined();
  });
});
