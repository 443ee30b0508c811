/** Who the product is branded by: shown in the footer and in the reports' call to consult. */
export interface Branding {
  productName: string;
  companyName: string;
  website: string;
  contactEmail: string;
  conclusion: { title: string; message: string; services: string[] };
}

/**
 * The branding used until an operator supplies their own (E8_BRANDING_FILE, a later issue).
 * The addresses use the reserved example.com domain so that no real company is named by default.
 */
export const DEFAULT_BRANDING: Branding = {
  productName: 'Essential Eight Assessment Tool',
  companyName: 'Essential Eight Advisory',
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
