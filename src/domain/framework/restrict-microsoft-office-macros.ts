import type { Requirement } from './requirement';

/** Restrict Microsoft Office macros, from ASD's Essential Eight Maturity Model (November 2023), Appendices A–C, with ISM numbers from ASD's Essential Eight maturity model and ISM mapping. */
export const RESTRICT_MICROSOFT_OFFICE_MACROS_REQUIREMENTS: readonly Requirement[] = [
  {
    id: 'configure-microsoft-office-macro-settings-disabled-without-business-requirement',
    strategy: 'configure-microsoft-office-macro-settings',
    levels: [1, 2, 3],
    text: 'Microsoft Office macros are turned off for every user who has no demonstrated business requirement for them.',
    ism: ['ISM-1671'],
  },
  {
    id: 'configure-microsoft-office-macro-settings-internet-files-blocked',
    strategy: 'configure-microsoft-office-macro-settings',
    levels: [1, 2, 3],
    text: 'Macros in Microsoft Office files that originate from the internet are blocked.',
    ism: ['ISM-1488'],
  },
  {
    id: 'configure-microsoft-office-macro-settings-antivirus-scanning',
    strategy: 'configure-microsoft-office-macro-settings',
    levels: [1, 2, 3],
    text: 'Antivirus scanning of Microsoft Office macros is turned on.',
    ism: ['ISM-1672'],
  },
  {
    id: 'configure-microsoft-office-macro-settings-settings-locked',
    strategy: 'configure-microsoft-office-macro-settings',
    levels: [1, 2, 3],
    text: 'Users are unable to change the security settings for Microsoft Office macros.',
    ism: ['ISM-1489'],
  },
  {
    id: 'configure-microsoft-office-macro-settings-win32-api-blocked',
    strategy: 'configure-microsoft-office-macro-settings',
    levels: [2, 3],
    text: 'Microsoft Office macros are prevented from making Win32 API calls.',
    ism: ['ISM-1673'],
  },
  {
    id: 'configure-microsoft-office-macro-settings-only-sandboxed-trusted-location-or-signed',
    strategy: 'configure-microsoft-office-macro-settings',
    levels: [3],
    text: 'A Microsoft Office macro may execute only if it runs from within a sandboxed environment or a Trusted Location, or is digitally signed by a trusted publisher.',
    ism: ['ISM-1674'],
  },
  {
    id: 'configure-microsoft-office-macro-settings-checked-before-signing-or-trusted-location',
    strategy: 'configure-microsoft-office-macro-settings',
    levels: [3],
    text: 'Before a Microsoft Office macro is digitally signed or placed in a Trusted Location, it is checked to make sure it contains no malicious code.',
    ism: ['ISM-1890'],
  },
  {
    id: 'configure-microsoft-office-macro-settings-trusted-locations-write-restricted',
    strategy: 'configure-microsoft-office-macro-settings',
    levels: [3],
    text: 'Writing to and modifying content within Trusted Locations is limited to the privileged users responsible for checking that Microsoft Office macros are free of malicious code.',
    ism: ['ISM-1487'],
  },
  {
    id: 'configure-microsoft-office-macro-settings-untrusted-publisher-cannot-be-enabled',
    strategy: 'configure-microsoft-office-macro-settings',
    levels: [3],
    text: 'Microsoft Office macros digitally signed by a publisher that is not trusted cannot be enabled through the Message Bar or the Backstage View.',
    ism: ['ISM-1675'],
  },
  {
    id: 'configure-microsoft-office-macro-settings-non-v3-signature-cannot-be-enabled',
    strategy: 'configure-microsoft-office-macro-settings',
    levels: [3],
    text: 'Microsoft Office macros digitally signed with any signature other than a V3 signature cannot be enabled through the Message Bar or the Backstage View.',
    ism: ['ISM-1891'],
  },
  {
    id: 'configure-microsoft-office-macro-settings-trusted-publishers-validated-annually',
    strategy: 'configure-microsoft-office-macro-settings',
    levels: [3],
    text: "Microsoft Office's list of trusted publishers is validated at least once a year.",
    ism: ['ISM-1676'],
  },
];
