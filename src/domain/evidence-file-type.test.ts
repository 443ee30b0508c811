import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  contentTypes,
  contentTypesBomb,
  CSV_TEXT,
  EXCEL_MAIN,
  HTML_PAGE,
  lyingContentTypesBomb,
  MACRO_XLSX,
  PLAIN_TEXT,
  PLAIN_ZIP,
  SVG_IMAGE,
  TINY_DOCX,
  TINY_JPEG,
  TINY_PDF,
  TINY_PNG,
  TINY_XLSX,
  TOOLS_ZIP_POSING_AS_WORD,
  WINDOWS_PROGRAM,
  WORD_MAIN,
  zipOf,
} from '../../tests/support/evidence-fixtures';
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
    expect(kindOf(macros)).toBe(NOT_OFFICE);
    const template = zipOf({ '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml', '/word/document.xml'), 'word/document.xml': '<w:document/>' });
    expect(kindOf(template)).toBe(NOT_OFFICE);
  });
});

const NOT_OFFICE = 'refused: a ZIP archive that is not a Word (.docx) or Excel (.xlsx) document';
const WITH_MACROS = 'refused: a Word or Excel file with macros or controls (.docm, .xlsm), which can run code when opened';
const WITH_PROGRAM = 'refused: a ZIP archive holding a program or script';
const ESCAPING_NAME = 'refused: a ZIP archive with an entry named to be saved outside its folder';
const WITH_LINKS =
  'refused: a Word or Excel file that links to other files, sites or data it would reach when opened (an attached template, a linked image, a data connection or a link to another workbook)';
const WORD_TYPES = contentTypes(WORD_MAIN, '/word/document.xml');

/** A Word document as TINY_DOCX is, with more entries beside its two parts. */
function docxWith(entries: Record<string, string | Uint8Array>): Buffer {
  return zipOf({ '[Content_Types].xml': WORD_TYPES, 'word/document.xml': '<w:document/>', ...entries });
}

describe('evidenceFileType of Word and Excel files', () => {
  it('refuses the probe\'s tools.zip (a Word type in a comment, setup.exe and ../../evil.txt) and its budget.xlsm with macros', () => {
    expect(kindOf(TOOLS_ZIP_POSING_AS_WORD)).toMatch(/^refused: a ZIP archive/);
    expect(kindOf(MACRO_XLSX)).toBe(WITH_MACROS);
  });

  it('counts only an Override of the Types root, not the main type named in a comment, text, an attribute or another element', () => {
    const typesWith = (inside: string) => `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${inside}</Types>`;
    const override = `<Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/>`;
    const word = (types: string) => kindOf(zipOf({ '[Content_Types].xml': types, 'word/document.xml': '<w:document/>' }));
    expect(word(typesWith(override))).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(word(typesWith(`<!-- ${override} -->`))).toBe(NOT_OFFICE);
    expect(word(typesWith(`<![CDATA[${override}]]>`))).toBe(NOT_OFFICE);
    expect(word(typesWith(`<?pi ${override}?>`))).toBe(NOT_OFFICE);
    expect(word(typesWith(`<Default Extension="xml" ContentType="${WORD_MAIN}"/>`))).toBe(NOT_OFFICE);
    expect(word(typesWith(`<Other>${override}</Other>`))).toBe(NOT_OFFICE);
    expect(word(typesWith(`<Override PartName="/word/other.xml" ContentType="${WORD_MAIN}"/>`))).toBe(NOT_OFFICE);
    expect(word(`<Types>${override}</Types>`)).toBe(NOT_OFFICE);
    expect(word(`<!DOCTYPE Types [<!ENTITY x "y">]>${typesWith(override)}`)).toBe(NOT_OFFICE);
    expect(word(`${typesWith(override)}<Types/>`)).toBe(NOT_OFFICE);
  });

  it('reads the part name without regard to case and character references, as Office does', () => {
    const types = contentTypes(WORD_MAIN, '/Word/&#x64;ocument.xml');
    expect(kindOf(zipOf({ '[Content_Types].xml': types, 'word/document.xml': '<w:document/>' }))).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('refuses a declared main part that is not in the archive', () => {
    expect(kindOf(zipOf({ '[Content_Types].xml': WORD_TYPES }))).toBe(NOT_OFFICE);
    expect(kindOf(zipOf({ '[Content_Types].xml': contentTypes(EXCEL_MAIN, '/xl/workbook.xml'), 'xl/other.xml': '<workbook/>' }))).toBe(NOT_OFFICE);
  });

  it('refuses macros and controls, by their parts or their content types', () => {
    expect(kindOf(zipOf({ '[Content_Types].xml': contentTypes(EXCEL_MAIN, '/xl/workbook.xml'), 'xl/workbook.xml': '<workbook/>', 'xl/vbaProject.bin': 'VBA' }))).toBe(WITH_MACROS);
    expect(kindOf(docxWith({ 'word/vbaData.xml': '<wne:vbaSuppData/>' }))).toBe(WITH_MACROS);
    expect(kindOf(docxWith({ 'word/activeX/activeX1.xml': '<ax:ocx/>' }))).toBe(WITH_MACROS);
    const macroType = WORD_TYPES.replace('</Types>', '<Override PartName="/word/x.bin" ContentType="application/vnd.ms-word.vbaData+xml"/></Types>');
    expect(kindOf(zipOf({ '[Content_Types].xml': macroType, 'word/document.xml': '<w:document/>' }))).toBe(WITH_MACROS);
    const docm = contentTypes('application/vnd.ms-word.document.macroEnabled.main+xml', '/word/document.xml');
    expect(kindOf(zipOf({ '[Content_Types].xml': docm, 'word/document.xml': '<w:document/>' }))).toBe(WITH_MACROS);
  });

  it('refuses a program or script anywhere in the archive, by its name or its signature', () => {
    expect(kindOf(docxWith({ 'setup.exe': WINDOWS_PROGRAM }))).toBe(WITH_PROGRAM);
    expect(kindOf(docxWith({ 'word/media/image1.png': WINDOWS_PROGRAM }))).toBe(WITH_PROGRAM);
    expect(kindOf(docxWith({ 'word/media/tool': Buffer.from('7f454c4602010100', 'hex') }))).toBe(WITH_PROGRAM);
    expect(kindOf(docxWith({ 'docs/collect.js': 'WScript.Shell' }))).toBe(WITH_PROGRAM);
    expect(kindOf(docxWith({ 'docs/FIX.BAT': 'del *' }))).toBe(WITH_PROGRAM);
    const deflated = Buffer.from(zipSync({ '[Content_Types].xml': strToU8(WORD_TYPES), 'word/document.xml': strToU8('<w:document/>'), 'word/media/a.bin': [WINDOWS_PROGRAM, { level: 9 }] }));
    expect(kindOf(deflated)).toBe(WITH_PROGRAM);
  });

  it('refuses an entry named to be saved outside its folder: "..", absolute, a backslash or a drive', () => {
    for (const name of ['../../evil.txt', 'word/../../evil.txt', '/etc/evil.txt', 'word\\..\\evil.txt', 'C:/evil.txt']) {
      expect({ name, kind: kindOf(docxWith({ [name]: 'x' })) }).toEqual({ name, kind: ESCAPING_NAME });
    }
  });

  it('refuses a workbook linked to other workbooks (DDE too), data connections or web queries', () => {
    const xlsxWith = (entries: Record<string, string>) => zipOf({ '[Content_Types].xml': contentTypes(EXCEL_MAIN, '/xl/workbook.xml'), 'xl/workbook.xml': '<workbook/>', ...entries });
    expect(kindOf(xlsxWith({ 'xl/externalLinks/externalLink1.xml': '<externalLink><ddeLink ddeService="cmd" ddeTopic="/c calc"/></externalLink>' }))).toBe(WITH_LINKS);
    expect(kindOf(xlsxWith({ 'xl/connections.xml': '<connections/>' }))).toBe(WITH_LINKS);
    expect(kindOf(xlsxWith({ 'xl/queryTables/queryTable1.xml': '<queryTable/>' }))).toBe(WITH_LINKS);
    const linkType = contentTypes(EXCEL_MAIN, '/xl/workbook.xml').replace('</Types>', '<Override PartName="/xl/x.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.externalLink+xml"/></Types>');
    expect(kindOf(zipOf({ '[Content_Types].xml': linkType, 'xl/workbook.xml': '<workbook/>' }))).toBe(WITH_LINKS);
  });

  it('refuses a relationship to an outside target (a template, an image on a share), but keeps hyperlinks', () => {
    const rels = (type: string, target: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}" TargetMode="External"/></Relationships>`;
    expect(kindOf(docxWith({ 'word/_rels/settings.xml.rels': rels('attachedTemplate', 'https://example.test/t.dotm') }))).toBe(WITH_LINKS);
    expect(kindOf(docxWith({ 'word/_rels/document.xml.rels': rels('image', 'file://///attacker.test/share/a.png') }))).toBe(WITH_LINKS);
    expect(kindOf(docxWith({ 'word/_rels/document.xml.rels': rels('hyperlink', 'https://www.cyber.gov.au/') }))).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(kindOf(docxWith({ 'word/_rels/document.xml.rels': '<Relationships><!-- not closed' }))).toBe(NOT_OFFICE);
  });

  it('refuses two entries of one name, and a local header that names its entry otherwise than the directory', () => {
    const twice = Buffer.from(docxWith({ 'word/media/a.png': TINY_PNG, 'word/media/b.png': TINY_PNG }).toString('latin1').replaceAll('word/media/b.png', 'WORD/MEDIA/A.PNG'), 'latin1');
    expect(kindOf(twice)).toBe('refused: a ZIP archive with two entries of one name');
    const hidden = docxWith({ 'word/media/a.png': TINY_PNG });
    hidden.write('word/media/a.exe', hidden.indexOf('word/media/a.png'), 'latin1');
    expect(kindOf(hidden)).toBe(NOT_OFFICE);
  });

  it('keeps a real-looking Word file with media, relationships and an embedded workbook', () => {
    const docx = docxWith({
      '_rels/.rels': '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>', 'word/media/image1.png': TINY_PNG, 'word/embeddings/Microsoft_Excel_Worksheet.xlsx': TINY_XLSX, 'docProps/core.xml': '<cp:coreProperties/>' });
    expect(kindOf(docx)).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
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
