import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { contentTypesBomb, CSV_TEXT, HTML_PAGE, lyingContentTypesBomb, PLAIN_TEXT, PLAIN_ZIP, SVG_IMAGE, TINY_DOCX, TINY_JPEG, TINY_PDF, TINY_PNG, TINY_XLSX, WINDOWS_PROGRAM } from '../../tests/support/evidence-fixtures';
import { evidenceFileType, isCsv } from './evidence-file-type';

function kindOf(bytes: Uint8Array): string {
  const type = evidenceFileType(bytes);
  return type.accepted ? type.mediaType : `refused: ${type.found}`;
}

describe('evidenceFileType', () => {
  it('knows each accepted kind by its content', () => {
    expect(kindOf(TINY_PDF)).toBe('application/pdf');
    expect(kindOf(TINY_PNG)).toBe('image/png');
    expect(kindOf(TINY_JPEG)).toBe('image/jpeg');
    expect(kindOf(PLAIN_TEXT)).toBe('text/plain');
    expect(kindOf(CSV_TEXT)).toBe('text/csv');
    expect(kindOf(TINY_DOCX)).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(kindOf(TINY_XLSX)).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('refuses markup, programs and other archives, naming what it found', () => {
    expect(kindOf(HTML_PAGE)).toBe('refused: HTML');
    expect(kindOf(Buffer.from('\n  <html><body>hi</body></html>'))).toBe('refused: HTML');
    expect(kindOf(SVG_IMAGE)).toBe('refused: an SVG image');
    expect(kindOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('refused: an SVG image');
    expect(kindOf(WINDOWS_PROGRAM)).toBe('refused: a Windows program');
    expect(kindOf(PLAIN_ZIP)).toBe('refused: a ZIP archive that is not a Word (.docx) or Excel (.xlsx) document');
    expect(kindOf(new Uint8Array([0x00, 0x01, 0x02, 0xff]))).toBe('refused: data of an unknown kind');
    expect(kindOf(new Uint8Array([]))).toBe('refused: nothing (it is empty)');
  });

  it('says in its refusal what can be attached instead', () => {
    const type = evidenceFileType(HTML_PAGE);
    expect(type.accepted ? '' : type.message).toBe(
      'This file holds HTML, which cannot be kept as evidence. Attach a PDF, PNG, JPEG, text, CSV, Word (.docx) or Excel (.xlsx) file.',
    );
  });

  it('refuses text with a NUL character and bytes that are not UTF-8', () => {
    expect(kindOf(Buffer.from('abc\u0000def'))).toBe('refused: data of an unknown kind');
    expect(kindOf(new Uint8Array([0x61, 0xc3, 0x28]))).toBe('refused: data of an unknown kind');
  });

  it('refuses a [Content_Types].xml that declares more than 64 KB, without inflating it', () => {
    expect(kindOf(contentTypesBomb())).toBe('refused: a ZIP archive whose list of contents is too large to be a Word or Excel file');
  });

  it('stops inflating a [Content_Types].xml that lies about its size once it passes 64 KB', () => {
    const bomb = lyingContentTypesBomb();
    const started = performance.now();
    expect(kindOf(bomb)).toBe('refused: a ZIP archive whose list of contents is too large to be a Word or Excel file');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a ZIP that declares a macro-enabled or other main part', () => {
    const macros = zipSync({ '[Content_Types].xml': strToU8('<Types><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>') });
    expect(kindOf(macros)).toBe('refused: a ZIP archive that is not a Word (.docx) or Excel (.xlsx) document');
  });
});

describe('isCsv', () => {
  it('is CSV when every row has the same number of fields, quoted commas not counting', () => {
    expect(isCsv('a,b\n1,2\n"x, y",3\n')).toBe(true);
  });

  it('is text for one line, one column, or rows of different lengths', () => {
    expect(isCsv('a,b,c')).toBe(false);
    expect(isCsv('one\ntwo\n')).toBe(false);
    expect(isCsv('a,b\n1,2,3\n')).toBe(false);
  });
});
