import type { EvidenceMediaType } from './evidence-files';

/** Longest evidence file name kept and sent, in characters (extension included). */
export const MAX_EVIDENCE_FILE_NAME = 120;

/**
 * Characters that look like a slash, a backslash or a colon and that NFKC leaves as they are, while
 * a file system, an archive tool or a conversion to a Windows code page may read them as the real thing:
 * division and fraction slashes, big and reverse solidus operators, set minus, ratio, modifier letter colon.
 */
const LOOK_ALIKE_SEPARATORS = /[\u2044\u2215\u29f8\u2216\u29f5\u29f9\u2236\ua789]/g;

/** Windows device names, which name a device rather than a file with or without an extension: CON, nul.txt, COM1, COM¹.log. */
const DEVICE_NAME = /^(con|prn|aux|nul|com[0-9]|lpt[0-9]|conin\$|conout\$|clock\$)$/i;

/**
 * An evidence file's name made safe to show and to save: read in Unicode's compatibility form (NFKC, so a
 * fullwidth "．．／" or a superscript "COM¹" is read as the "../" and "COM1" a file system would see), every
 * control and format character removed (a right-to-left override such as U+202E makes "report\u202Efdp.exe"
 * show as "reportexe.pdf"; zero-width characters hide in names), path separators, their look-alikes and
 * characters file systems reject turned to "_", spaces squeezed, leading and trailing dots and spaces dropped,
 * a Windows device name given a leading "_" ("_CON.txt"), and cut to MAX_EVIDENCE_FILE_NAME characters keeping
 * the extension. An empty result becomes "evidence".
 */
export function safeEvidenceFileName(name: string): string {
  const cleaned = name
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(LOOK_ALIKE_SEPARATORS, '_')
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const characters = [...cleaned];
  if (characters.length === 0) return 'evidence';
  // Windows reads the part before the first dot, trailing spaces and dots dropped, as the device's name.
  const device = DEVICE_NAME.test(cleaned.split('.')[0]?.replace(/[\s.]+$/, '') ?? '');
  const named = device ? `_${cleaned}` : cleaned;
  if ([...named].length <= MAX_EVIDENCE_FILE_NAME) return named;
  const dot = named.lastIndexOf('.');
  const extension = dot > 0 && named.length - dot <= 10 ? named.slice(dot) : '';
  const stem = [...named.slice(0, extension ? dot : undefined)].slice(0, MAX_EVIDENCE_FILE_NAME - [...extension].length).join('').trimEnd();
  return `${stem}${extension}`;
}

/** The extension each kind is saved under, the first the one given; the others are kept when a name has them. */
const EXTENSIONS: Record<EvidenceMediaType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'text/plain': ['.txt'],
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/xml': ['.xml'],
  'application/json': ['.json'],
};

/**
 * An evidence file's name as it is kept, listed and saved: the safe name (see `safeEvidenceFileName`) with
 * the extension of the kind its content shows, so the program that opens it on a consultant's computer is
 * the one for that kind: "collect-evidence.js" holding text becomes "collect-evidence.txt", "statement.html"
 * holding a PDF "statement.pdf", "scan" a PNG "scan.png". A name whose last part looks like an extension
 * (one to ten letters and digits, a letter among them) has it replaced; any other name has one added
 * ("notes v1.2" → "notes v1.2.txt").
 */
export function evidenceFileName(name: string, mediaType: EvidenceMediaType): string {
  const safe = safeEvidenceFileName(name);
  const extensions = EXTENSIONS[mediaType];
  const dot = safe.lastIndexOf('.');
  const extension = dot > 0 ? safe.slice(dot).toLowerCase() : '';
  if (extensions.includes(extension)) return safe;
  const replaced = /^\.(?=[a-z0-9]*[a-z])[a-z0-9]{1,10}$/.test(extension);
  const stem = replaced ? safe.slice(0, dot) : safe;
  return safeEvidenceFileName(`${stem}${extensions[0] ?? ''}`);
}

/** A Content-Disposition value that downloads a file under its name: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
export function attachmentDisposition(name: string): string {
  const safe = safeEvidenceFileName(name);
  const ascii = safe.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*!]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The names of files inside the evidence ZIP, in order: "{requirement id}/{name}" (see `evidenceFileName`), a second file of
 * the same name in one folder becoming "name (2).pdf", so no entry overwrites another on extraction.
 */
export function evidenceZipEntryNames(files: readonly { requirementId: string; fileName: string; mediaType: EvidenceMediaType }[]): string[] {
  const taken = new Set<string>();
  return files.map((file) => {
    const folder = safeEvidenceFileName(file.requirementId);
    const name = evidenceFileName(file.fileName, file.mediaType);
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = `${folder}/${name}`;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${folder}/${stem} (${copy})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
