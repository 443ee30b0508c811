import { describe, expect, it } from 'vitest';
import { drawable } from './drawable-text';

describe('drawable', () => {
  it('writes the arrow of an imported answer’s sentence in characters the PDF’s fonts hold, and leaves the rest', () => {
    expect(drawable('Block macros from the Internet: Enabled → Effective. ‘Quoted’ … – fine')).toBe('Block macros from the Internet: Enabled -> Effective. ‘Quoted’ … – fine');
  });
});
