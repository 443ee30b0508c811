import type { ControlContent } from '../controls';
import { CONTROL_TITLES } from '../control-titles';

/** Application control, against the ASD Essential Eight Maturity Model (November 2023). */
export const applicationControl: ControlContent = {
  id: 'application-control',
  title: CONTROL_TITLES['application-control'],
  description:
    'Application control allows only an approved set of executables, software libraries, scripts, installers and similar files to run, and blocks everything else. It stops malicious code that arrives by email, web download or removable media from running, even when a user is tricked into opening it.',
  targetQuestion: 'What level of maturity does your organisation aim to reach for application control?',
  currentQuestion: 'Which statement best describes how your organisation uses application control today?',
  targetDescriptions: {
    1: 'Application control on workstations stops unapproved programs and scripts running from user profile and temporary folders. This blocks opportunistic attackers who rely on commodity malware and on tricking users into launching it.',
    2: "Application control also covers internet-facing servers and every location on disk, applies Microsoft's recommended application blocklist, is validated at least annually and logs allowed and blocked events centrally. This suits organisations facing attackers who invest more time and try to bypass weak rulesets.",
    3: "Application control covers all workstations and servers, restricts drivers as well, enforces Microsoft's vulnerable driver blocklist, and event logs from workstations and all servers are analysed. This is aimed at adaptive, targeted attackers who look for gaps in an application control implementation.",
  },
  currentLevelMeanings: {
    0: 'The organisation does not yet fully meet Maturity Level One: application control is missing from some workstations, or it does not restrict what can run from user profile and temporary folders to an approved set.',
    1: 'Application control runs on workstations and limits executables, software libraries, scripts, installers, compiled HTML, HTML applications and control panel applets to an organisation-approved set. It applies to user profiles and to the temporary folders used by the operating system, web browsers and email clients.',
    2: "As for Maturity Level One, and application control also runs on internet-facing servers and applies to all locations, Microsoft's recommended application blocklist is in place, and rulesets are validated at least annually. Allowed and blocked events are centrally logged and protected, logs from internet-facing servers are analysed promptly, and incidents are reported and handled under the incident response plan.",
    3: "As for Maturity Level Two, and application control also runs on non-internet-facing servers and restricts drivers to an approved set, with Microsoft's vulnerable driver blocklist in place. Event logs from workstations and from all servers are analysed in a timely manner to detect cybersecurity events.",
  },
  recommendations: {
    0: {
      title: 'Reach Maturity Level One: control what runs on workstations',
      items: [
        'Deploy an application control solution, such as Windows Defender Application Control or AppLocker, to every workstation.',
        'Define an organisation-approved set of executables, software libraries, scripts, installers, compiled HTML, HTML applications and control panel applets, using hash, publisher certificate or path rules.',
        'Enforce the rules in user profile folders and in the temporary folders used by the operating system, web browsers and email clients.',
        'Run the policy in audit mode first to find legitimate software that would be blocked, then switch to enforcement.',
        'Set up a request and approval process for adding applications to the approved set.',
      ],
    },
    1: {
      title: 'Reach Maturity Level Two: extend coverage, add the blocklist and log events',
      items: [
        'Extend application control to internet-facing servers.',
        'Apply application control to all locations on disk, not only user profiles and temporary folders.',
        "Implement Microsoft's recommended application blocklist so that trusted programs able to bypass application control are blocked.",
        'Validate application control rulesets at least once a year and remove rules that are no longer needed.',
        'Centrally log allowed and blocked application control events and protect the logs from unauthorised modification and deletion.',
        'Analyse event logs from internet-facing servers promptly, report cybersecurity incidents to the chief information security officer (or a delegate) and to ASD as soon as possible, and enact the incident response plan.',
      ],
    },
    2: {
      title: 'Reach Maturity Level Three: cover every server and restrict drivers',
      items: [
        'Extend application control to non-internet-facing servers.',
        'Restrict the execution of drivers to an organisation-approved set.',
        "Implement Microsoft's vulnerable driver blocklist.",
        'Analyse event logs from workstations and non-internet-facing servers in a timely manner to detect cybersecurity events.',
        'Include server and driver rules in the annual ruleset validation.',
      ],
    },
  },
};
