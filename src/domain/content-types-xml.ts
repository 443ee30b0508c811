/** One declaration of an Office file's [Content_Types].xml: a part's content type by its name, or by its extension. */
export type ContentTypeDeclaration = { kind: 'override'; partName: string; contentType: string } | { kind: 'default'; extension: string; contentType: string };

const TYPES_NAMESPACE = 'http://schemas.openxmlformats.org/package/2006/content-types';

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
 * The declarations of an Office file's [Content_Types].xml, read as XML rather than searched as text: only
 * `Override` and `Default` elements that are children of the `Types` root in the content-types namespace
 * count, so a type named in a comment, a processing instruction, text or another element declares nothing.
 * Undefined when the text is not such a document (a DOCTYPE, which could define entities, included).
 */
export function contentTypeDeclarations(xml: string): ContentTypeDeclaration[] | undefined {
  const declarations: ContentTypeDeclaration[] = [];
  const open: string[] = [];
  let rootSeen = false;
  PIECE.lastIndex = 0;
  while (PIECE.lastIndex < xml.length) {
    const match = PIECE.exec(xml);
    if (!match) return undefined;
    const [piece, closing, name, attributeText = '', selfClosing] = match;
    if (name === undefined) {
      if (open.length === 0 && piece.startsWith('<![CDATA[')) return undefined;
      if (open.length === 0 && !piece.startsWith('<') && piece.trim() !== '') return undefined;
      continue;
    }
    if (closing) {
      if (open.pop() !== name || selfClosing) return undefined;
      continue;
    }
    const attributes = attributesOf(attributeText);
    if (!attributes) return undefined;
    if (open.length === 0) {
      if (rootSeen || name !== 'Types' || attributes.get('xmlns') !== TYPES_NAMESPACE) return undefined;
      rootSeen = true;
    } else if (open.length === 1) {
      const contentType = attributes.get('ContentType')?.trim() ?? '';
      const partName = attributes.get('PartName');
      const extension = attributes.get('Extension');
      if (name === 'Override' && partName !== undefined) declarations.push({ kind: 'override', partName, contentType });
      else if (name === 'Default' && extension !== undefined) declarations.push({ kind: 'default', extension, contentType });
    }
    if (!selfClosing) open.push(name);
  }
  return rootSeen && open.length === 0 ? declarations : undefined;
}
