import { xmlElements } from './xml-elements';

/** One declaration of an Office file's [Content_Types].xml: a part's content type by its name, or by its extension. */
export type ContentTypeDeclaration = { kind: 'override'; partName: string; contentType: string } | { kind: 'default'; extension: string; contentType: string };

const TYPES_NAMESPACE = 'http://schemas.openxmlformats.org/package/2006/content-types';

/**
 * The declarations of an Office file's [Content_Types].xml, read as XML (see `xmlElements`): only `Override`
 * and `Default` elements that are children of the `Types` root in the content-types namespace count, so a
 * type named in a comment, a processing instruction, text or another element declares nothing. Undefined
 * when the text is not such a document.
 */
export function contentTypeDeclarations(xml: string): ContentTypeDeclaration[] | undefined {
  const elements = xmlElements(xml);
  const root = elements?.[0];
  if (!elements || root?.name !== 'Types' || root.attributes.get('xmlns') !== TYPES_NAMESPACE) return undefined;
  const declarations: ContentTypeDeclaration[] = [];
  for (const { name, attributes, depth } of elements) {
    if (depth !== 1) continue;
    const contentType = attributes.get('ContentType')?.trim() ?? '';
    const partName = attributes.get('PartName');
    const extension = attributes.get('Extension');
    if (name === 'Override' && partName !== undefined) declarations.push({ kind: 'override', partName, contentType });
    else if (name === 'Default' && extension !== undefined) declarations.push({ kind: 'default', extension, contentType });
  }
  return declarations;
}
