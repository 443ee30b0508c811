import type { ExportResult } from './export-reading';
import { exportText } from './export-text';
import { xmlTree, type XmlNode } from './xml-tree';

/** What an importer may need beyond the file: the day the export was collected, given by the person importing (YYYY-MM-DD). */
export interface ExportContext {
  collectedOn?: string | undefined;
}

/** One importer as the reader of exports finds it: which shape of input it takes, how it knows its files, and how it reads them. */
export type ExportReader =
  | { input: 'xml'; recognises: (root: XmlNode) => boolean; read: (root: XmlNode, context: ExportContext) => ExportResult }
  | { input: 'json'; recognises: (json: unknown) => boolean; read: (json: unknown, context: ExportContext) => ExportResult }
  | { input: 'text'; recognises: (text: string) => boolean; read: (text: string, context: ExportContext) => ExportResult };

const NOT_TEXT = 'The file is not text: the exports understood are XML, JSON, CSV or text files, in UTF-8 or UTF-16.';

/**
 * An export read by the first importer of `readers` that recognises it: XML (a document with no document type,
 * see `xmlTree`), JSON, or other text, from bytes in UTF-8 or UTF-16. A file no importer recognises is refused
 * with the list of what is understood (`understood`, in words); so is one that is not text, XML that is not
 * well-formed or declares entities, and JSON that does not parse. Pure: bytes in, a reading or a refusal out.
 */
export function readExport(bytes: Uint8Array, context: ExportContext, readers: readonly ExportReader[], understood: string): ExportResult {
  const text = exportText(bytes);
  if (text === undefined) return { ok: false, refusal: NOT_TEXT };
  const start = text.trimStart();
  const unknown = { ok: false as const, refusal: `This file is not an export the tool understands. It reads ${understood}.` };
  if (start.startsWith('<')) {
    const tree = xmlTree(text);
    if (!tree.ok) return { ok: false, refusal: tree.refusal };
    const reader = readers.find((entry) => entry.input === 'xml' && entry.recognises(tree.root));
    return reader?.input === 'xml' ? reader.read(tree.root, context) : unknown;
  }
  if (start.startsWith('{') || start.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, refusal: 'The file looks like JSON but is not complete, well-formed JSON: it may have been cut short.' };
    }
    const reader = readers.find((entry) => entry.input === 'json' && entry.recognises(json));
    return reader?.input === 'json' ? reader.read(json, context) : unknown;
  }
  const reader = readers.find((entry) => entry.input === 'text' && entry.recognises(text));
  return reader?.input === 'text' ? reader.read(text, context) : unknown;
}
