/** Longest evidence file name kept and sent, in characters (extension included). */
export const MAX_EVIDENCE_FILE_NAME = 120;

/**
 * An evidence file's name made safe to show and to save: every control and format character removed
 * (a right-to-left override such as U+202E makes "report\u202Efdp.exe" show as "reportexe.pdf"; zero-width
 * characters hide in names), path separators and characters file systems reject turned to "_", spaces
 * squeezed, leading and trailing dots and spaces dropped, and cut to MAX_EVIDENCE_FILE_NAME characters
 * keeping the extension. An empty result becomes "evidence".
 */
export function safeEvidenceFileName(name: string): string {
  const cleaned = name
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const characters = [...cleaned];
  if (characters.length === 0) return 'evidence';
  if (characters.length <= MAX_EVIDENCE_FILE_NAME) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  const stem = [...cleaned.slice(0, extension ? dot : undefined)].slice(0, MAX_EVIDENCE_FILE_NAME - [...extension].length).join('').trimEnd();
  return `${stem}${extension}`;
}

/** A Content-Disposition value that downloads a file under its name: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987). */
export function attachmentDisposition(name: string): string {
  const safe = safeEvidenceFileName(name);
  const ascii = safe.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*!]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The names of files inside the evidence ZIP, in order: "{requirement id}/{safe name}", a second file of
 * the same name in one folder becoming "name (2).pdf", so no entry overwrites another on extraction.
 */
export function evidenceZipEntryNames(files: readonly { requirementId: string; fileName: string }[]): string[] {
  const taken = new Set<string>();
  return files.map((file) => {
    const folder = safeEvidenceFileName(file.requirementId);
    const name = safeEvidenceFileName(file.fileName);
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = `${folder}/${name}`;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${folder}/${stem} (${copy})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
