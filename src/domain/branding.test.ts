import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, parseBranding, timeZoneOf, withExposureFigures, withTimeZone } from './branding';
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

  it("carries the operator's choice to leave money figures out, and nothing else in its place", () => {
    const off = withExposureFigures(DEFAULT_BRANDING, false);
    expect(off.exposureFigures).toBe(false);
    expect(parseBranding(JSON.parse(JSON.stringify(off)))).toEqual(off);
    // Shown is the default: the field is left out, as the default branding has it.
    expect(withExposureFigures(off, true)).toEqual(DEFAULT_BRANDING);
    expect(parseBranding({ ...DEFAULT_BRANDING, exposureFigures: 'off' })).toEqual(DEFAULT_BRANDING);
    expect(parseBranding({ ...DEFAULT_BRANDING, exposureFigures: true })).toEqual(DEFAULT_BRANDING);
  });

  it("carries the deployment's time zone to the pages, so they count the server's days; Sydney's when it names none", () => {
    const perth = withTimeZone(DEFAULT_BRANDING, 'Australia/Perth');
    expect(parseBranding(JSON.parse(JSON.stringify(perth)))).toEqual(perth);
    expect(timeZoneOf(perth)).toBe('Australia/Perth');
    expect(timeZoneOf(DEFAULT_BRANDING)).toBe('Australia/Sydney');
    // A zone the browser does not know leaves the branding whole, on Sydney's days.
    expect(parseBranding({ ...DEFAULT_BRANDING, timeZone: 'Australia/Nowhere' })).toEqual(DEFAULT_BRANDING);
    expect(parseBranding({ ...DEFAULT_BRANDING, timeZone: 10 })).toEqual(DEFAULT_BRANDING);
  });

  it('refuses anything else', () => {
    expect(parseBranding(undefined)).toBeUndefined();
    expect(parseBranding({ ...DEFAULT_BRANDING, colours: { primary: 'red', accent: '#000000' } })).toBeUndefined();
    expect(parseBranding({ ...DEFAULT_BRANDING, logo: { dataUrl: 'javascript:alert(1)', mimeType: 'image/png' } })).toBeUndefined();
    expect(parseBranding({ ...DEFAULT_BRANDING, conclusion: { title: 'x', message: 'y', services: [1] } })).toBeUndefined();
  });
});
