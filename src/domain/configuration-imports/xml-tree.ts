/** One element of an XML document: its local name (without a prefix), its attributes as written, its child elements and its own text. */
export interface XmlNode {
  /** The element's name without its namespace prefix: `Name` for `<q1:Name>`. */
  name: string;
  /** Attributes by their names as written (`xmlns:q1`, `EnforcementMode`), values with references read. */
  attributes: ReadonlyMap<string, string>;
  children: XmlNode[];
  /** The element's own text (CDATA included, child elements' text not), references read, not trimmed. */
  text: string;
}

/** Why a document could not be read, in words, or its root element. */
export type XmlTreeResult = { ok: true; root: XmlNode } | { ok: false; refusal: string };

/** Most elements a document may hold: a 10 MB Group Policy report of every policy holds about 170,000; a file of nothing but elements stops here in about a quarter of a second. */
export const MAX_XML_ELEMENTS = 200_000;

/** Deepest nesting read: Group Policy reports nest about 12 deep. */
export const MAX_XML_DEPTH = 64;

// One piece at a time: a comment, a processing instruction, CDATA, a declaration (<!DOCTYPE …>), a tag with quoted attributes, or text.
const PIECE = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!([A-Za-z]+)|<(\/?)([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|[^<]+/y;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;
const NAMED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text with XML's predefined and character references read; undefined for a bare & or a reference to anything else (no document type defines more). */
function withReferences(raw: string): string | undefined {
  if (!raw.includes('&')) return raw;
  let valid = true;
  const value = raw.replace(/&(?:(#x[0-9a-f]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);)?/gi, (_reference: string, name: string | undefined) => {
    if (name === undefined) {
      valid = false;
      return '';
    }
    if (!name.startsWith('#')) return NAMED_REFERENCES[name.toLowerCase()] ?? '';
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    if (code > 0x10ffff || code === 0) valid = false;
    return valid ? String.fromCodePoint(code) : '';
  });
  return valid ? value : undefined;
}

function attributesOf(text: string): Map<string, string> | undefined {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1] ?? '';
    const value = withReferences(match[2] ?? match[3] ?? '');
    if (value === undefined || attributes.has(name)) return undefined;
    attributes.set(name, value);
  }
  return attributes;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const NOT_XML = 'The file is not well-formed XML: its tags are not nested and closed in order, or it holds an unreadable reference.';
const DECLARATION = 'The file declares a document type or entities (<!DOCTYPE or <!ENTITY): exports from Windows and Intune never do, and such a file could make a reader expand entities or read other files, so it is not read.';

/**
 * The element tree of an XML document, read without any document type: a DOCTYPE or ENTITY declaration is
 * refused before anything is expanded (so no entity is ever expanded and no external file is read), as is a
 * document that is not one root element with its tags nested and closed in order, one deeper than
 * MAX_XML_DEPTH or with more than MAX_XML_ELEMENTS elements. Pure and linear in the text's length.
 */
export function xmlTree(xml: string): XmlTreeResult {
  const open: XmlNode[] = [];
  const openNames: string[] = [];
  let root: XmlNode | undefined;
  let count = 0;
  PIECE.lastIndex = 0;
  while (PIECE.lastIndex < xml.length) {
    const match = PIECE.exec(xml);
    if (!match) return { ok: false, refusal: NOT_XML };
    const [piece, cdata, declaration, closing, name, attributeText = '', selfClosing] = match;
    const parent = open.at(-1);
    if (declaration !== undefined) return { ok: false, refusal: DECLARATION };
    if (name === undefined) {
      if (piece.startsWith('<!--') || piece.startsWith('<?')) continue;
      const text = cdata ?? withReferences(piece);
      if (text === undefined) return { ok: false, refusal: NOT_XML };
      if (parent) parent.text += text;
      else if (text.trim() !== '' || cdata !== undefined) return { ok: false, refusal: NOT_XML };
      continue;
    }
    if (closing) {
      if (openNames.pop() !== name || selfClosing || attributeText.trim() !== '') return { ok: false, refusal: NOT_XML };
      open.pop();
      continue;
    }
    const attributes = attributesOf(attributeText);
    if (!attributes || (!parent && root)) return { ok: false, refusal: NOT_XML };
    count += 1;
    if (count > MAX_XML_ELEMENTS) return { ok: false, refusal: `The file holds more than ${MAX_XML_ELEMENTS.toLocaleString('en-AU')} XML elements, more than any policy or report the importers read.` };
    const node: XmlNode = { name: localName(name), attributes, children: [], text: '' };
    if (parent) parent.children.push(node);
    else root = node;
    if (!selfClosing) {
      if (open.length >= MAX_XML_DEPTH) return { ok: false, refusal: `The file nests XML elements more than ${MAX_XML_DEPTH} deep, deeper than any policy or report the importers read.` };
      open.push(node);
      openNames.push(name);
    }
  }
  if (!root || open.length > 0) return { ok: false, refusal: NOT_XML };
  return { ok: true, root };
}

/** The child elements of `node` named `name` (local name). */
export function childrenNamed(node: XmlNode, name: string): XmlNode[] {
  return node.children.filter((child) => child.name === name);
}

/** The first child element of `node` named `name`, or undefined. */
export function childNamed(node: XmlNode, name: string): XmlNode | undefined {
  return node.children.find((child) => child.name === name);
}

/** The trimmed text of the first child named `name`, or undefined when there is none. */
export function childText(node: XmlNode, name: string): string | undefined {
  return childNamed(node, name)?.text.trim();
}

/** Every element below `node` (itself included) named `name`, in document order. */
export function descendantsNamed(node: XmlNode, name: string): XmlNode[] {
  const found: XmlNode[] = [];
  const stack = [node];
  while (stack.length > 0) {
    const current = stack.pop() as XmlNode;
    if (current.name === name) found.push(current);
    for (let index = current.children.length - 1; index >= 0; index -= 1) stack.push(current.children[index] as XmlNode);
  }
  return found;
}

/** An attribute by its local name, whatever its prefix: `attribute(node, 'type')` reads `xsi:type`. */
export function attributeOf(node: XmlNode, name: string): string | undefined {
  for (const [key, value] of node.attributes) if (localName(key) === name) return value;
  return undefined;
}
