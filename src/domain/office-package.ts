import { contentTypeDeclarations, type ContentTypeDeclaration } from './content-types-xml';
import type { EvidenceMediaType } from './evidence-files';
import { linksOutside } from './office-relationships';
import { zipEntries, zipEntryContent, zipEntryHead, type ZipEntry } from './zip-entries';

/** Largest [Content_Types].xml read from a Word or Excel file, compressed and uncompressed: 64 KB (real ones hold 1 to 3 KB). */
export const MAX_CONTENT_TYPES_BYTES = 64 * 1024;

/** Most bytes of relationships parts (.rels) read from one file, all together: 8 MB (a long document with many hyperlinks holds a few hundred KB). */
export const MAX_RELATIONSHIPS_BYTES = 8 * 1024 * 1024;

/** What a ZIP archive is: a Word or Excel file kept as evidence, or what was found instead, in words. */
export type OfficeKind = { mediaType: EvidenceMediaType } | { found: string };

/** The two Office kinds kept: the main part each must declare, under the name each must have, and what it is. */
const MAIN_PARTS = [
  {
    partName: '/word/document.xml',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  {
    partName: '/xl/workbook.xml',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
] as const;

const NOT_OFFICE = 'a ZIP archive that is not a Word (.docx) or Excel (.xlsx) document';
const CONTENTS_TOO_LARGE = 'a ZIP archive whose list of contents is too large to be a Word or Excel file';
const WITH_MACROS = 'a Word or Excel file with macros or controls (.docm, .xlsm), which can run code when opened';
const WITH_PROGRAM = 'a ZIP archive holding a program or script';
const ESCAPING_NAME = 'a ZIP archive with an entry named to be saved outside its folder';
const TWICE_NAMED = 'a ZIP archive with two entries of one name';
const ENCRYPTED = 'a ZIP archive with an encrypted entry, which cannot be checked';
const WITH_LINKS = 'a Word or Excel file that links to other files, sites or data it would reach when opened (an attached template, a linked image, a data connection or a link to another workbook)';

/** Parts of a workbook that reach outside it: links to other workbooks (and DDE links), data connections and web queries. */
const LINKING_PART = /^xl\/(externalLinks\/|connections\.xml$|queryTables\/)/i;
/** Content types of those parts. */
const LINKING_CONTENT_TYPE = /spreadsheetml\.(externalLink|connections|queryTable)\+xml/i;
/** Relationships parts: "_rels/.rels", "word/_rels/document.xml.rels". */
const RELATIONSHIPS_PART = /(^|\/)_rels\/[^/]*\.rels$/i;

/** Parts that hold code an Office application may run: VBA projects (and their data), ActiveX controls. */
const CODE_PART = /(^|\/)(vbaProject\.bin|vbaData\.xml|vbaProjectSignature\.bin)$|(^|\/)activeX\//i;
/** Content types of parts that hold code, or of whole macro-enabled files. */
const CODE_CONTENT_TYPE = /macroEnabled|vbaProject|vbaData|activeX/i;
/** Names of programs and scripts Windows, macOS or a desktop runs when opened. */
const PROGRAM_NAME = /\.(exe|dll|scr|com|pif|cpl|msi|msp|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|lnk|url|reg|sh|app|desktop|scf|inf|application|gadget)$/i;
/** Signatures of programs: Windows (MZ), Linux (ELF), macOS (Mach-O, both byte orders and the universal form). */
const PROGRAM_SIGNATURES: readonly (readonly number[])[] = [[0x4d, 0x5a], [0x7f, 0x45, 0x4c, 0x46], [0xcf, 0xfa, 0xed, 0xfe], [0xfe, 0xed, 0xfa, 0xcf], [0xca, 0xfe, 0xba, 0xbe]];

/** Whether an entry's name would be saved outside the folder it is extracted into: "..", an absolute path, a backslash or a drive. */
function escapesItsFolder(name: string): boolean {
  return name.startsWith('/') || name.includes('\\') || /^[a-z]:/i.test(name) || name.split('/').some((segment) => segment === '..') || /\p{Cc}/u.test(name);
}

/** Whether any relationships part of the archive points outside it (see `linksOutside`); undefined when one is not a relationships part or they are too large together. */
function anyLinksOutside(bytes: Uint8Array, entries: readonly ZipEntry[]): boolean | undefined {
  let read = 0;
  for (const entry of entries.filter((candidate) => RELATIONSHIPS_PART.test(candidate.name))) {
    const content = zipEntryContent(bytes, entry, MAX_RELATIONSHIPS_BYTES - read);
    if (content === undefined || content === 'too-large') return undefined;
    read += content.length;
    const links = linksOutside(new TextDecoder().decode(content));
    if (links !== false) return links;
  }
  return false;
}

function isProgram(bytes: Uint8Array, entry: ZipEntry): boolean {
  if (PROGRAM_NAME.test(entry.name)) return true;
  const head = zipEntryHead(bytes, entry, 4);
  return head !== undefined && PROGRAM_SIGNATURES.some((signature) => signature.every((byte, index) => head[index] === byte));
}

/** The main part the declarations name with the right type, when exactly one of Word's or Excel's is declared. */
function declaredMainPart(declarations: readonly ContentTypeDeclaration[]): (typeof MAIN_PARTS)[number] | undefined {
  const declared = MAIN_PARTS.filter((main) =>
    declarations.some((declaration) => declaration.kind === 'override' && declaration.partName.toLowerCase() === main.partName && declaration.contentType === main.contentType),
  );
  return declared.length === 1 ? declared[0] : undefined;
}

/**
 * The kind of a ZIP archive: a Word or an Excel file when its [Content_Types].xml, read as XML, has an
 * Override giving /word/document.xml the Word main type or /xl/workbook.xml the Excel main type, and that
 * part is in the archive. Refused, whatever it declares: an archive with macros or ActiveX controls (their
 * parts or content types), a program or script anywhere in it (by name or signature), an entry named to be
 * saved outside its folder, an encrypted entry, more than MAX_ZIP_ENTRIES entries, and a file that reaches
 * outside itself when opened: a workbook's links to other workbooks (DDE too), data connections and web
 * queries, or any relationship to an outside target but a hyperlink (see `linksOutside`). Only the central
 * directory, [Content_Types].xml (at most MAX_CONTENT_TYPES_BYTES), the relationships parts (at most
 * MAX_RELATIONSHIPS_BYTES together), each inflated a step at a time, and the first bytes of each entry are
 * read, so an archive built to expand enormously is refused without expanding it.
 */
export function officeKind(bytes: Uint8Array): OfficeKind {
  const entries = zipEntries(bytes);
  if (entries === 'too-many') return { found: 'a ZIP archive of more parts than a Word or Excel file holds' };
  if (!entries) return { found: NOT_OFFICE };
  if (entries.some((entry) => escapesItsFolder(entry.name))) return { found: ESCAPING_NAME };
  // Part names are compared without regard to case: two entries of one name could be read one way by us and the other by Office.
  if (new Set(entries.map((entry) => entry.name.toLowerCase())).size !== entries.length) return { found: TWICE_NAMED };
  if (entries.some((entry) => entry.encrypted)) return { found: ENCRYPTED };
  if (entries.some((entry) => CODE_PART.test(entry.name))) return { found: WITH_MACROS };
  if (entries.some((entry) => isProgram(bytes, entry))) return { found: WITH_PROGRAM };
  const listEntry = entries.find((entry) => entry.name === '[Content_Types].xml');
  if (!listEntry) return { found: NOT_OFFICE };
  if (listEntry.compressedSize > MAX_CONTENT_TYPES_BYTES || listEntry.uncompressedSize > MAX_CONTENT_TYPES_BYTES) return { found: CONTENTS_TOO_LARGE };
  const content = zipEntryContent(bytes, listEntry, MAX_CONTENT_TYPES_BYTES);
  if (content === 'too-large') return { found: CONTENTS_TOO_LARGE };
  const declarations = content && contentTypeDeclarations(new TextDecoder().decode(content));
  if (!declarations) return { found: NOT_OFFICE };
  if (declarations.some((declaration) => CODE_CONTENT_TYPE.test(declaration.contentType))) return { found: WITH_MACROS };
  if (declarations.some((declaration) => LINKING_CONTENT_TYPE.test(declaration.contentType)) || entries.some((entry) => LINKING_PART.test(entry.name))) return { found: WITH_LINKS };
  const links = anyLinksOutside(bytes, entries);
  if (links === undefined) return { found: NOT_OFFICE };
  if (links) return { found: WITH_LINKS };
  const main = declaredMainPart(declarations);
  if (!main) return { found: NOT_OFFICE };
  const names = new Set(entries.map((entry) => `/${entry.name}`.toLowerCase()));
  return names.has(main.partName) ? { mediaType: main.mediaType } : { found: NOT_OFFICE };
}
