import { strToU8, zipSync } from 'fflate';

/** The smallest files of each kind kept as evidence, built in code so every test states what it sends. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const TINY_PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a3af0000000049454e44ae426082', 'hex');
export const TINY_JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
export const PLAIN_TEXT = Buffer.from('Patch report for November\nAll 40 servers patched within 48 hours.\n');
export const CSV_TEXT = Buffer.from('host,patched,date\nweb-1,yes,2026-11-02\n"db, primary",yes,2026-11-03\n');

export const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
export const EXCEL_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';

/** A [Content_Types].xml declaring one main part, as Word and Excel write it. */
export function contentTypes(mainType: string, partName: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="${partName}" ContentType="${mainType}"/></Types>`;
}

/** A Word document as far as its kind shows: a ZIP whose [Content_Types].xml declares a Word main part. */
export const TINY_DOCX = Buffer.from(zipSync({ '[Content_Types].xml': strToU8(contentTypes(WORD_MAIN, '/word/document.xml')), 'word/document.xml': strToU8('<w:document/>') }));

/** An Excel workbook as far as its kind shows. */
export const TINY_XLSX = Buffer.from(zipSync({ '[Content_Types].xml': strToU8(contentTypes(EXCEL_MAIN, '/xl/workbook.xml')), 'xl/workbook.xml': strToU8('<workbook/>') }));

/** A ZIP archive of ordinary files: not a Word or Excel document. */
export const PLAIN_ZIP = Buffer.from(zipSync({ 'notes.txt': strToU8('hello') }));

/** A ZIP whose [Content_Types].xml inflates to 4 MB of spaces before the Word main part it declares: a bomb of about 4 KB. */
export function contentTypesBomb(): Buffer {
  const xml = strToU8(contentTypes(WORD_MAIN, '/word/document.xml'));
  const huge = new Uint8Array(4 * 1024 * 1024 + xml.length).fill(0x20);
  huge.set(xml, huge.length - xml.length);
  return Buffer.from(zipSync({ '[Content_Types].xml': [huge, { level: 9 }] }));
}

/** The bomb with its sizes rewritten to say 1 KB uncompressed, in both the local header and the central directory: only inflating shows it. */
export function lyingContentTypesBomb(): Buffer {
  const bomb = contentTypesBomb();
  const central = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  bomb.writeUInt32LE(1024, central + 24);
  bomb.writeUInt32LE(1024, 22);
  return bomb;
}

/** HTML saved under an image's name: the name must not be trusted. */
export const HTML_PAGE = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
/** An SVG image with a script in it. */
export const SVG_IMAGE = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
/** The start of a Windows program. */
export const WINDOWS_PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

/** A ZIP of the named entries, text or bytes, each as given (names are not cleaned). */
export function zipOf(entries: Record<string, string | Uint8Array>): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(entries).map(([name, content]) => [name, typeof content === 'string' ? strToU8(content) : content]))));
}

/** The probe's tools.zip: a Word main type named only in a comment of its [Content_Types].xml, a program, and an entry that climbs out of its folder. */
export const TOOLS_ZIP_POSING_AS_WORD = zipOf({
  '[Content_Types].xml': `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><!-- ${WORD_MAIN} --></Types>`,
  'setup.exe': WINDOWS_PROGRAM,
  '../../evil.txt': 'overwritten',
});

/** The probe's budget.xlsm: a macro-enabled workbook with its VBA project. */
export const MACRO_XLSX = zipOf({
  '[Content_Types].xml': contentTypes('application/vnd.ms-excel.sheet.macroEnabled.main+xml', '/xl/workbook.xml').replace('</Types>', '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>'),
  'xl/workbook.xml': '<workbook/>',
  'xl/vbaProject.bin': new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]),
});
