import { DEFAULT_TIME_ZONE, isTimeZone } from './time-zone';

/** Who the product is branded by: the pages, the reports and the mail all read this. */
export interface Branding {
  productName: string;
  companyName: string;
  /** The logo as data URLs: as given (PNG or SVG, for the pages) and as PNG (for the reports). Absent: the shield. */
  logo?: { dataUrl: string; mimeType: 'image/png' | 'image/svg+xml'; pngDataUrl?: string | undefined } | undefined;
  colours: { primary: string; accent: string };
  website: string;
  contactEmail: string;
  contactPhone?: string | undefined;
  bookingUrl?: string | undefined;
  conclusion: { title: string; message: string; services: string[] };
  /** The consultancy's postal address, as the assessment report's "Prepared by" gives it; absent: not recorded. */
  address?: string | undefined;
  /** The classification marking a review's report carries unless the assessor chooses another (see `DEFAULT_REPORT_MARKING`). */
  reportMarking?: string | undefined;
  /**
   * False when the operator leaves money figures out of every page and report (E8_EXPOSURE_FIGURES=off): no
   * A$ figure, no exposure band and no time to detect. Absent or true: shown. Set by the server, not the branding file.
   */
  exposureFigures?: boolean | undefined;
  /**
   * The deployment's time zone (E8_TIME_ZONE), set by the server, not the branding file: the zone whose days the
   * pages count review dates, levels and report dates in, as the server does. Absent: Sydney's (`DEFAULT_TIME_ZONE`).
   */
  timeZone?: string | undefined;
}

/**
 * The classification marking of an assessment report when neither the review nor the branding file names one: a
 * report of an organisation's security weaknesses is sensitive, and ASD's report template puts its marking
 * (classification and sensitivity) on the cover and every page.
 */
export const DEFAULT_REPORT_MARKING = 'OFFICIAL: Sensitive';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string';
}

/**
 * Checks a resolved branding handed to the page (the server embeds it in index.html). Written by
 * hand rather than with zod so that the landing page does not load a validation library.
 */
export function parseBranding(value: unknown): Branding | undefined {
  if (!isRecord(value) || !isRecord(value.colours) || !isRecord(value.conclusion)) return undefined;
  const { productName, companyName, logo, colours, website, contactEmail, contactPhone, bookingUrl, conclusion, address, reportMarking, exposureFigures, timeZone } = value;
  const strings = [productName, companyName, website, contactEmail, conclusion.title, conclusion.message];
  if (!strings.every((text) => typeof text === 'string')) return undefined;
  if (typeof colours.primary !== 'string' || !HEX_COLOUR.test(colours.primary)) return undefined;
  if (typeof colours.accent !== 'string' || !HEX_COLOUR.test(colours.accent)) return undefined;
  if (!optionalString(contactPhone) || !optionalString(bookingUrl) || !optionalString(address) || !optionalString(reportMarking)) return undefined;
  if (!Array.isArray(conclusion.services) || !conclusion.services.every((service) => typeof service === 'string')) return undefined;
  let parsedLogo: Branding['logo'];
  if (logo !== undefined) {
    if (!isRecord(logo) || typeof logo.dataUrl !== 'string' || !logo.dataUrl.startsWith('data:image/')) return undefined;
    if (logo.mimeType !== 'image/png' && logo.mimeType !== 'image/svg+xml') return undefined;
    if (!optionalString(logo.pngDataUrl)) return undefined;
    parsedLogo = { dataUrl: logo.dataUrl, mimeType: logo.mimeType, pngDataUrl: logo.pngDataUrl };
  }
  return {
    productName: String(productName),
    companyName: String(companyName),
    logo: parsedLogo,
    colours: { primary: colours.primary, accent: colours.accent },
    website: String(website),
    contactEmail: String(contactEmail),
    contactPhone,
    bookingUrl,
    conclusion: { title: String(conclusion.title), message: String(conclusion.message), services: conclusion.services.map(String) },
    ...(address !== undefined ? { address } : {}),
    ...(reportMarking !== undefined ? { reportMarking } : {}),
    ...(exposureFigures === false ? { exposureFigures: false } : {}),
    // A zone this browser does not know is left out: its days are then Sydney's, rather than no page working at all.
    ...(typeof timeZone === 'string' && isTimeZone(timeZone) ? { timeZone } : {}),
  };
}

/**
 * The branding with the operator's choice of money figures (E8_EXPOSURE_FIGURES) laid on it: shown leaves the field
 * out, as the default branding has it; left out marks the branding so that every page and report drops them.
 */
export function withExposureFigures(branding: Branding, shown: boolean): Branding {
  const { exposureFigures: _previous, ...rest } = branding;
  return shown ? rest : { ...rest, exposureFigures: false };
}

/** The branding with the deployment's time zone (E8_TIME_ZONE) in it, for the pages and reports to count days in. */
export function withTimeZone(branding: Branding, timeZone: string): Branding {
  return { ...branding, timeZone };
}

/** The zone whose days a page or report counts in: the deployment's (E8_TIME_ZONE), or Sydney's when the branding names none. */
export function timeZoneOf(branding: Branding): string {
  return branding.timeZone ?? DEFAULT_TIME_ZONE;
}

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
