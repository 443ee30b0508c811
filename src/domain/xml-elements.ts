/** One element of an XML document: its name as written (prefix included), its attributes, and how deep it sits (the root at 0). */
export interface XmlElement {
  name: string;
  attributes: ReadonlyMap<string, string>;
  depth: number;
}

// One piece of XML at a time: a comment, a processing instruction, CDATA, a tag (its attributes quoted), or text.
const PIECE = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[[\s\S]*?\]\]>|<(\/?)([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|[^<]+/y;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;
const NAMED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute's value with XML's character references read (&amp; &lt; &gt; &quot; &apos; &#…; &#x…;); undefined for a bare & or a reference to no character. */
function attributeValue(raw: string): string | undefined {
  let valid = true;
  const value = raw.replace(/&(?:(#x[0-9a-f]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);)?/gi, (_reference: string, name: string | undefined) => {
    if (name === undefined) {
      valid = false;
      return '';
    }
    if (!name.startsWith('#')) return NAMED_REFERENCES[name.toLowerCase()] ?? '';
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    if (code > 0x10ffff) valid = false;
    return code > 0x10ffff ? '' : String.fromCodePoint(code);
  });
  return valid ? value : undefined;
}

function attributesOf(text: string): Map<string, string> | undefined {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const value = attributeValue(match[2] ?? match[3] ?? '');
    if (value === undefined || attributes.has(match[1] ?? '')) return undefined;
    attributes.set(match[1] ?? '', value);
  }
  return attributes;
}

/**
 * The elements of a small XML document in order, read as XML rather than searched as text: what sits in a
 * comment, a processing instruction or CDATA is no element. Undefined unless the document is one root element,
 * its tags nested and closed in order, with nothing but white space outside it; a DOCTYPE (which could define
 * entities) is refused with the rest.
 */
export function xmlElements(xml: string): XmlElement[] | undefined {
  const elements: XmlElement[] = [];
  const open: string[] = [];
  let rootSeen = false;
  PIECE.lastIndex = 0;
  while (PIECE.lastIndex < xml.length) {
    const match = PIECE.exec(xml);
    if (!match) return undefined;
    const [piece, closing, name, attributeText = '', selfClosing] = match;
    if (name === undefined) {
      const outside = open.length === 0;
      if (outside && (piece.startsWith('<![CDATA[') || (!piece.startsWith('<') && piece.trim() !== ''))) return undefined;
      continue;
    }
    if (closing) {
      if (open.pop() !== name || selfClosing || attributeText.trim() !== '') return undefined;
      continue;
    }
    const attributes = attributesOf(attributeText);
    if (!attributes || (open.length === 0 && rootSeen)) return undefined;
    rootSeen = true;
    elements.push({ name, attributes, depth: open.length });
    if (!selfClosing) open.push(name);
  }
  return rootSeen && open.length === 0 ? elements : undefined;
}
