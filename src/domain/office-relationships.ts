import { xmlElements } from './xml-elements';

const RELATIONSHIPS_NAMESPACE = 'http://schemas.openxmlformats.org/package/2006/relationships';

/**
 * Whether a relationships part (a .rels of a Word or Excel file) points outside the file at anything but a
 * hyperlink: an attached template, a linked image or object, a frame or a workbook link, which Word or Excel
 * fetch when the file is opened (from a web site, or a network share that is sent the reader's Windows
 * credentials). A hyperlink is only followed when clicked, so it is allowed. Undefined when the text is not
 * a relationships part.
 */
export function linksOutside(xml: string): boolean | undefined {
  const elements = xmlElements(xml);
  const root = elements?.[0];
  if (!elements || root?.name !== 'Relationships' || root.attributes.get('xmlns') !== RELATIONSHIPS_NAMESPACE) return undefined;
  return elements.some(
    ({ name, attributes, depth }) =>
      depth === 1 && name === 'Relationship' && attributes.get('TargetMode')?.trim().toLowerCase() === 'external' && !/\/hyperlink$/.test(attributes.get('Type')?.trim() ?? ''),
  );
}
