import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_BRANDING, type Branding } from '../domain/branding';
import { brandingFileSchema, mergeBranding } from '../domain/branding-file';

/**
 * Reads the operator's branding file (E8_BRANDING_FILE) and lays it over the default branding.
 * A bad file stops the start-up with a message naming the file and the bad field. A logo is read
 * from beside the file; an SVG logo is also turned into a PNG, which is what the PDF reports can draw.
 */
export async function loadBranding(file: string | undefined): Promise<Branding> {
  if (!file) return DEFAULT_BRANDING;
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`E8_BRANDING_FILE ${file} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = brandingFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new Error(`E8_BRANDING_FILE ${file} is not valid:\n${problems.join('\n')}`);
  }
  if (!parsed.data.logo) return mergeBranding(parsed.data);
  const logoPath = path.resolve(path.dirname(file), parsed.data.logo);
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(logoPath);
  } catch {
    throw new Error(`E8_BRANDING_FILE ${file} is not valid:\n  logo: ${logoPath} cannot be read`);
  }
  const isSvg = logoPath.toLowerCase().endsWith('.svg');
  // sharp (libvips) is loaded only for a logo: a server without one is about 10 MB smaller in memory.
  const { default: sharp } = await import('sharp');
  let png: Buffer;
  try {
    png = await sharp(bytes).resize({ height: 256, withoutEnlargement: !isSvg }).png().toBuffer();
  } catch {
    throw new Error(`E8_BRANDING_FILE ${file} is not valid:\n  logo: ${logoPath} is not a readable ${isSvg ? 'SVG' : 'PNG'} image`);
  }
  const pngDataUrl = `data:image/png;base64,${png.toString('base64')}`;
  const logo: Branding['logo'] = isSvg
    ? { dataUrl: `data:image/svg+xml;base64,${bytes.toString('base64')}`, mimeType: 'image/svg+xml', pngDataUrl }
    : { dataUrl: pngDataUrl, mimeType: 'image/png', pngDataUrl };
  return mergeBranding(parsed.data, logo);
}

/** The branding as a JSON script for index.html, safe inside HTML (no "<" can close the script). */
export function brandingScript(branding: Branding): string {
  const json = JSON.stringify(branding).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script id="e8-branding" type="application/json">${json}</script>`;
}
