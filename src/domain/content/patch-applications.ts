import type { ControlContent } from '../controls';
import { CONTROL_TITLES } from '../control-titles';

/** Patch applications, against the ASD Essential Eight Maturity Model (November 2023). */
export const patchApplications: ControlContent = {
  id: 'patch-applications',
  title: CONTROL_TITLES['patch-applications'],
  description:
    'Patching applications means finding missing security patches, applying patches, updates or other vendor mitigations soon after release, and removing software that vendors no longer support. It closes known vulnerabilities that attackers exploit, often within days of a fix being published, to run malicious code on systems.',
  targetQuestion: 'What level of maturity does your organisation aim to reach for patching applications?',
  currentQuestion: 'Which statement best describes how your organisation patches applications today?',
  targetDescriptions: {
    1: 'Online (internet-facing) services are patched within 48 hours of release when vendors assess a vulnerability as critical or a working exploit exists, and within two weeks otherwise; office productivity suites, web browsers and their extensions, email clients, PDF software and security products are patched within two weeks; unsupported versions are removed. This stops opportunistic attackers using publicly available exploits.',
    2: 'All other applications are also scanned at least fortnightly and patched within one month of release. This protects against attackers who invest more effort in finding any unpatched software in a chosen target.',
    3: 'Office productivity suites, web browsers and their extensions, email clients, PDF software and security products are also patched within 48 hours of release when vendors assess a vulnerability as critical or a working exploit exists (within two weeks otherwise), and every unsupported application is removed. This is aimed at adaptive attackers who use exploits as soon as they become public.',
  },
  currentLevelMeanings: {
    0: 'The organisation does not yet fully meet Maturity Level One: for example, assets are not discovered automatically, vulnerability scanning is irregular, patching timeframes are missed, or unsupported online services or exposed applications remain in use.',
    1: 'Assets are discovered automatically at least fortnightly, and a vulnerability scanner with an up-to-date database checks online services daily and office productivity suites, web browsers and extensions, email clients, PDF software and security products weekly. Online (internet-facing) services are patched within 48 hours of release when vendors assess a vulnerability as critical or a working exploit exists (otherwise within two weeks), the other listed applications within two weeks, and unsupported ones are removed.',
    2: 'As for Maturity Level One, and all other applications are also scanned for missing patches at least fortnightly and patched within one month of release.',
    3: 'As for Maturity Level Two, and office productivity suites, web browsers and extensions, email clients, PDF software and security products are patched within 48 hours of release when vendors assess a vulnerability as critical or a working exploit exists (otherwise within two weeks). All applications that vendors no longer support are removed.',
  },
  recommendations: {
    0: {
      title: 'Reach Maturity Level One: scan and patch online services and exposed applications',
      items: [
        'Use an automated method of asset discovery at least fortnightly so that every asset is included in vulnerability scanning.',
        'Run a vulnerability scanner with an up-to-date vulnerability database at least daily against online services, and at least weekly against office productivity suites, web browsers and their extensions, email clients, PDF software and security products.',
        'Patch online (internet-facing) services within 48 hours of release when vendors assess a vulnerability as critical or a working exploit exists, and within two weeks otherwise.',
        'Patch office productivity suites, web browsers and their extensions, email clients, PDF software and security products within two weeks of release, using automatic updates where possible.',
        'Remove online services, office productivity suites, web browsers and extensions, email clients, PDF software, Adobe Flash Player and security products that vendors no longer support.',
      ],
    },
    1: {
      title: 'Reach Maturity Level Two: bring every other application into the cycle',
      items: [
        'Extend vulnerability scanning to all other applications at least fortnightly.',
        'Apply patches, updates or other vendor mitigations for all other applications within one month of release.',
        'Automate the deployment of third-party application updates through your endpoint management tool.',
        'Keep an application inventory with vendor end-of-support dates so that replacements are planned in time.',
        'Report patch compliance against each timeframe to management every month and follow up missed deadlines.',
      ],
    },
    2: {
      title: 'Reach Maturity Level Three: faster patching of exposed applications and no unsupported software',
      items: [
        'Patch office productivity suites, web browsers and their extensions, email clients, PDF software and security products within 48 hours of release when vendors assess a vulnerability as critical or a working exploit exists.',
        'Set up an emergency change process that can test and deploy those patches within 48 hours.',
        'Monitor vendor advisories and exploit reporting every day so that vulnerabilities vendors assess as critical, and those with working exploits, are recognised quickly.',
        'Remove every application that its vendor no longer supports, not only the exposed application types.',
      ],
    },
  },
};
