import type { ControlContent } from '../controls';
import { CONTROL_TITLES } from '../control-titles';

/** Patch operating systems, against the ASD Essential Eight Maturity Model (November 2023). */
export const patchOperatingSystems: ControlContent = {
  id: 'patch-operating-systems',
  title: CONTROL_TITLES['patch-operating-systems'],
  description:
    'Patching operating systems means finding missing security patches, applying patches, updates or other vendor mitigations to the operating systems of workstations, servers and network devices promptly, and replacing operating systems that vendors no longer support. Unpatched operating system vulnerabilities let attackers run code, gain higher privileges and spread across a network.',
  targetQuestion: 'What level of maturity does your organisation aim to reach for patching operating systems?',
  currentQuestion: 'Which statement best describes how your organisation patches operating systems today?',
  targetDescriptions: {
    1: 'Operating systems of internet-facing servers and network devices are patched within 48 hours of release when vendors assess a vulnerability as critical or a working exploit exists (within two weeks otherwise), all other operating systems within one month, and unsupported operating systems are replaced. This stops opportunistic attackers using public exploits.',
    2: "ASD's maturity model gives operating systems the same eight requirements at this level as at Maturity Level One, which already cover every workstation, server and network device: reaching Maturity Level One reaches Maturity Level Two for this strategy, with nothing more to put in place.",
    3: 'Operating systems of workstations and non-internet-facing servers and network devices are also patched within 48 hours of release when vendors assess a vulnerability as critical or a working exploit exists (within one month otherwise), drivers and firmware are scanned and patched on the same time frames, and only the latest or previous operating system release is used. This is aimed at adaptive attackers who use exploits as soon as they appear.',
  },
  currentLevelMeanings: {
    0: 'The organisation does not yet fully meet Maturity Level One: for example, assets are not discovered or scanned regularly, operating system patches miss the required timeframes, or unsupported operating systems are still in use.',
    1: 'Assets are discovered automatically at least fortnightly, and operating systems of internet-facing servers and network devices are scanned daily and patched within 48 hours of release when vendors assess a vulnerability as critical or a working exploit exists (otherwise within two weeks). Workstations and non-internet-facing servers and network devices are scanned at least fortnightly and patched within one month, and unsupported operating systems are replaced.',
    2: "As for Maturity Level One: ASD's maturity model gives operating systems the same eight requirements at Maturity Level One and Maturity Level Two, so an organisation that meets Maturity Level One for this strategy meets Maturity Level Two too.",
    3: 'As for Maturity Level Two, and operating systems of workstations and non-internet-facing servers and network devices are patched within 48 hours of release when vendors assess a vulnerability as critical or a working exploit exists (otherwise within one month). Drivers and firmware are scanned at least fortnightly and patched on the same timeframes, and the latest or previous release of each operating system is used.',
  },
  recommendations: {
    0: {
      title: 'Reach Maturity Level One: scan and patch operating systems on time',
      items: [
        'Use an automated method of asset discovery at least fortnightly and a vulnerability scanner with an up-to-date vulnerability database.',
        'Scan operating systems of internet-facing servers and network devices at least daily, and of workstations and non-internet-facing servers and network devices at least fortnightly.',
        'Patch operating systems of internet-facing servers and network devices within 48 hours of release when vendors assess a vulnerability as critical or a working exploit exists, and within two weeks otherwise.',
        'Patch operating systems of workstations and non-internet-facing servers and network devices within one month of release.',
        'Replace operating systems that vendors no longer support.',
      ],
    },
    1: {
      title: 'Reach Maturity Level Two: no new requirement for operating systems',
      items: [
        "ASD's maturity model asks nothing more of operating systems at Maturity Level Two than at Maturity Level One: meeting every Maturity Level One requirement meets both.",
        'To keep them met, check that asset discovery finds every workstation, server and network device, including cloud-hosted and remote systems.',
        'Automate operating system patch deployment and agree maintenance windows for servers and network devices.',
        'Track patch compliance against each timeframe and investigate every missed deadline.',
        'Keep an operating system inventory with vendor end-of-support dates and plan upgrades well ahead.',
      ],
    },
    2: {
      title: 'Reach Maturity Level Three: faster patching, drivers, firmware and current releases',
      items: [
        'Patch operating systems of workstations and non-internet-facing servers and network devices within 48 hours of release when vendors assess a vulnerability as critical or a working exploit exists, and within one month otherwise.',
        'Scan drivers and firmware for missing patches at least fortnightly.',
        'Patch drivers and firmware within 48 hours of release when vendors assess a vulnerability as critical or a working exploit exists, and within one month otherwise.',
        'Upgrade to the latest or previous release of each operating system and keep to that policy.',
        'Set up an emergency change process able to deploy operating system, driver and firmware patches within 48 hours.',
      ],
    },
  },
};
