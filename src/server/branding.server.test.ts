import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../domain/branding';
import { brandingScript, loadBranding } from './branding.server';

function brandingDir(json: unknown, files: Record<string, Buffer | string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-brand-'));
  fs.writeFileSync(path.join(dir, 'branding.json'), typeof json === 'string' ? json : JSON.stringify(json));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  return path.join(dir, 'branding.json');
}

describe('loadBranding', () => {
  it('uses the default branding without a file', async () => {
    expect(await loadBranding(undefined)).toEqual(DEFAULT_BRANDING);
  });

  it('lays the file over the default and turns an SVG logo into a PNG for the reports', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0a7"/></svg>';
    const file = brandingDir(
      { companyName: 'Blue Gum Security', colours: { primary: '#0b3d2e' }, contactPhone: '+61 2 5550 1234', bookingUrl: 'https://bluegum.example/book', logo: 'logo.svg' },
      { 'logo.svg': svg },
    );
    const branding = await loadBranding(file);
    expect(branding).toMatchObject({
      companyName: 'Blue Gum Security',
      productName: DEFAULT_BRANDING.productName,
      colours: { primary: '#0b3d2e', accent: DEFAULT_BRANDING.colours.accent },
      contactPhone: '+61 2 5550 1234',
      bookingUrl: 'https://bluegum.example/book',
    });
    expect(branding.logo?.mimeType).toBe('image/svg+xml');
    expect(branding.logo?.pngDataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('accepts a PNG logo', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const branding = await loadBranding(brandingDir({ logo: 'logo.png' }, { 'logo.png': png }));
    expect(branding.logo?.mimeType).toBe('image/png');
  });

  it('names the bad field of a bad file', async () => {
    await expect(loadBranding(brandingDir({ colours: { primary: 'blue' }, website: 'ftp://x' }))).rejects.toThrow(
      /is not valid:\n {2}colours\.primary: must be a colour like #16324f\n {2}website: must be an http\(s\) URL/,
    );
    await expect(loadBranding(brandingDir({ companyName: 'X', unknown: 1 }))).rejects.toThrow(/\(file\): Unrecognized key: "unknown"/);
    await expect(loadBranding(brandingDir('{ not json'))).rejects.toThrow(/could not be read as JSON/);
    await expect(loadBranding(brandingDir({ logo: 'missing.png' }))).rejects.toThrow(/logo: .*missing.png cannot be read/);
    await expect(loadBranding(brandingDir({ logo: 'logo.png' }, { 'logo.png': 'not an image' }))).rejects.toThrow(/is not a readable PNG image/);
  });

  it('embeds the branding in the page so that no text can close the script', () => {
    const script = brandingScript({ ...DEFAULT_BRANDING, companyName: '</script><script>alert(1)</script>' });
    expect(script).not.toContain('</script><script>');
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });
});
