import { z } from 'zod';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #16324f');

/**
 * What an operator's branding file (E8_BRANDING_FILE) may say. Every field is optional: what it
 * leaves out comes from the default branding. `logo` is a path to a PNG or SVG file beside it.
 */
export const brandingFileSchema = z.strictObject({
  productName: z.string().trim().min(1).max(80).optional(),
  companyName: z.string().trim().min(1).max(120).optional(),
  logo: z.string().trim().min(1).regex(/\.(png|svg)$/i, 'must be a .png or .svg file').optional(),
  colours: z.strictObject({ primary: hexColour.optional(), accent: hexColour.optional() }).optional(),
  website: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  contactEmail: z.email().optional(),
  contactPhone: z.string().trim().min(3).max(40).optional(),
  bookingUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  conclusion: z
    .strictObject({
      title: z.string().trim().min(1).max(120),
      message: z.string().trim().min(1).max(1000),
      services: z.array(z.string().trim().min(1).max(200)).max(12),
    })
    .optional(),
});
export type BrandingFile = z.infer<typeof brandingFileSchema>;

/** The resolved branding, as the server hands it to the pages (checked again when the page reads it). */
export const brandingSchema = z.object({
  productName: z.string(),
  companyName: z.string(),
  /** The logo as data URLs: as given (PNG or SVG, for the pages) and as PNG (for the reports). Absent: the shield. */
  logo: z
    .object({
      dataUrl: z.string().startsWith('data:image/'),
      mimeType: z.enum(['image/png', 'image/svg+xml']),
      pngDataUrl: z.string().startsWith('data:image/png;base64,').optional(),
    })
    .optional(),
  colours: z.object({ primary: hexColour, accent: hexColour }),
  website: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().optional(),
  bookingUrl: z.string().optional(),
  conclusion: z.object({ title: z.string(), message: z.string(), services: z.array(z.string()) }),
});

/** Who the product is branded by: the pages, the reports and the mail all read this. */
export type Branding = z.infer<typeof brandingSchema>;

/**
 * The branding used until an operator supplies their own (E8_BRANDING_FILE). The addresses use the
 * reserved example.com domain so that no real company is named by default (docs/decisions/005).
 */
export const DEFAULT_BRANDING: Branding = {
  productName: 'Essential Eight Assessment Tool',
  companyName: 'Essential Eight Advisory',
  colours: { primary: '#16324f', accent: '#1d4ed8' },
  website: 'https://advisory.example.com',
  contactEmail: 'consult@advisory.example.com',
  conclusion: {
    title: 'Talk to us about your roadmap',
    message:
      'A self-assessment shows where you stand. A consultation turns it into a costed, staged plan that your board and your IT team can both act on.',
    services: [
      'Essential Eight maturity assessment, verified against evidence',
      'Implementation roadmap sized to your budget and timeline',
      'Hands-on help with application control, patching and MFA rollouts',
      'Backup and recovery testing',
    ],
  },
};

/** The default branding with an operator's file laid over it (the logo is resolved by the server). */
export function mergeBranding(file: BrandingFile, logo?: Branding['logo']): Branding {
  return {
    productName: file.productName ?? DEFAULT_BRANDING.productName,
    companyName: file.companyName ?? DEFAULT_BRANDING.companyName,
    logo,
    colours: { ...DEFAULT_BRANDING.colours, ...file.colours },
    website: file.website ?? DEFAULT_BRANDING.website,
    contactEmail: file.contactEmail ?? DEFAULT_BRANDING.contactEmail,
    contactPhone: file.contactPhone,
    bookingUrl: file.bookingUrl,
    conclusion: file.conclusion ?? DEFAULT_BRANDING.conclusion,
  };
}
