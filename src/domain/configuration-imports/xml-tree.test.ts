import { describe, expect, it } from 'vitest';
import { attributeOf, childText, descendantsNamed, xmlTree } from './xml-tree';

describe('xmlTree', () => {
  it('reads elements by local name, attributes, text with references, and CDATA', () => {
    const result = xmlTree('<?xml version="1.0"?><!-- c --><q1:Root xmlns:q1="urn:x" xsi:type="q1:Thing"><q1:Name>A &amp; B</q1:Name><V><![CDATA[<raw>]]></V><E/></q1:Root>');
    if (!result.ok) throw new Error(result.refusal);
    expect(result.root.name).toBe('Root');
    expect(attributeOf(result.root, 'type')).toBe('q1:Thing');
    expect(childText(result.root, 'Name')).toBe('A & B');
    expect(childText(result.root, 'V')).toBe('<raw>');
    expect(descendantsNamed(result.root, 'E')).toHaveLength(1);
  });

  it('refuses a document type before expanding anything: billion laughs and an external entity', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('')}]><lolz>&lol9;</lolz>`;
    const external = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>';
    for (const xml of [laughs, external]) {
      const result = xmlTree(xml);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.refusal).toMatch(/declares a document type or entities/);
    }
  });

  it('refuses an undefined entity, tags out of order, two roots and text outside the root', () => {
    for (const xml of ['<r>&x;</r>', '<a><b></a></b>', '<a/><b/>', 'x<a/>', '<a>', '']) expect(xmlTree(xml).ok).toBe(false);
  });
});
