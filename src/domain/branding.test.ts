import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, parseBranding } from './branding';
import { brandingFileSchema, mergeBranding } from './branding-file';

describe('parseBranding', () => {
  it('accepts what the server embeds, through JSON', () => {
    const branding = mergeBranding({ companyName: 'Blue Gum', contactPhone: '+61 2 5550 1234' }, { dataUrl: 'data:image/png;base64,AA==', mimeType: 'image/png', pngDataUrl: 'data:image/png;base64,AA==' });
    expect(parseBranding(JSON.parse(JSON.stringify(branding)))).toEqual(JSON.parse(JSON.stringify(branding)));
    expect(parseBranding(JSON.parse(JSON.stringify(DEFAULT_BRANDING)))).toEqual(DEFAULT_BRANDING);
    const marked = mergeBranding(brandingFileSchema.parse({ address: '1 Collins Street, Melbourne VIC 3000', reportMarking: 'OFFICIAL' }));
    expect(marked).toMatchObject({ address: '1 Collins Street, Melbourne VIC 3000', reportMarking: 'OFFICIAL' });
    expect(parseBranding(JSON.parse(JSON.stringify(marked)))).toEqual(marked);
    expect(parseBranding({ ...DEFAULT_BRANDING, reportMarking: 7 })).toBeUndefined();
  });

  it('refuses anything else', () => {
    expect(parseBranding(undefined)).toBeUndefined();
    expect(parseBranding({ ...DEFAULT_BRANDING, colours: { primary: 'red', accent: '#000000' } })).toBeUndefined();
    expect(parseBranding({ ...DEFAULT_BRANDING, logo: { dataUrl: 'javascript:alert(1)', mimeType: 'image/png' } })).toBeUndefined();
    expect(parseBranding({ ...DEFAULT_BRANDING, conclusion: { title: 'x', message: 'y', services: [1] } })).toBeUndefined();
  });
});
