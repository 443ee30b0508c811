import { z } from 'zod';
import { DEFAULT_BRANDING, type Branding } from './branding';

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
  address: z.string().trim().min(1).max(300).optional(),
  reportMarking: z.string().trim().min(1).max(80).optional(),
  conclusion: z
    .strictObject({
      title: z.string().trim().min(1).max(120),
      message: z.string().trim().min(1).max(1000),
      services: z.array(z.string().trim().min(1).max(200)).max(12),
    })
    .optional(),
});
export type BrandingFile = z.infer<typeof brandingFileSchema>;

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
    ...(file.address ? { address: file.address } : {}),
    ...(file.reportMarking ? { reportMarking: file.reportMarking } : {}),
  };
}
