import type { ControlContent } from '../controls';
import { CONTROL_TITLES } from '../control-titles';

/** Restrict administrative privileges, against the ASD Essential Eight Maturity Model (November 2023). */
export const restrictAdministrativePrivileges: ControlContent = {
  id: 'restrict-administrative-privileges',
  title: CONTROL_TITLES['restrict-administrative-privileges'],
  description:
    'Restricting administrative privileges means granting privileged access only when it is validated and needed, giving privileged users dedicated accounts and separate operating environments, and keeping those accounts away from email and the web. It limits what an attacker can do with a compromised account and makes it harder to take control of whole systems.',
  targetQuestion: 'What level of maturity does your organisation aim to reach for restricting administrative privileges?',
  currentQuestion: 'Which statement best describes how your organisation manages administrative privileges today?',
  targetDescriptions: {
    1: 'Privileged access is validated when requested, privileged users have dedicated accounts and separate operating environments, and privileged accounts cannot use the internet or email unless explicitly authorised. This counters opportunistic attackers who exploit any privileged account they compromise.',
    2: 'Privileged access also expires after 12 months unless revalidated and after 45 days of inactivity, administration goes through jump servers, and break glass, local administrator and service account credentials are long, unique, unpredictable and managed. Privileged access events and privileged account and security group management events are centrally logged, and event logs from internet-facing servers are analysed for cybersecurity events. This addresses attackers who actively seek out privileged accounts.',
    3: 'Privileged access is also limited to what each duty needs, granted just in time and used from Secure Admin Workstations, with credential protections such as Credential Guard enabled, and event logs from workstations and non-internet-facing servers are analysed as well. This is aimed at adaptive attackers who steal privileged credentials and move across the network.',
  },
  currentLevelMeanings: {
    0: 'The organisation does not yet fully meet Maturity Level One: for example, privileged access is granted without validation, privileged users use everyday accounts, privileged accounts can reach the internet or email, or privileged work is done in the same environment as everyday work.',
    1: 'Requests for privileged access are validated when first made, and privileged users have a dedicated privileged account used only for privileged duties. Privileged accounts cannot access the internet, email or web services unless explicitly authorised, and then only as far as strictly required; privileged users work in separate privileged and unprivileged operating environments, unprivileged accounts cannot log on to privileged environments, and privileged accounts (other than local administrator accounts) cannot log on to unprivileged ones.',
    2: 'As for Maturity Level One, and privileged access is disabled after 12 months unless revalidated and after 45 days of inactivity, privileged environments are not virtualised within unprivileged ones, and administration is done through jump servers. Credentials for break glass, local administrator and service accounts are long, unique, unpredictable and managed, and privileged access events and privileged account and security group management events are centrally logged and protected. Event logs from internet-facing servers are analysed in a timely manner, and incidents are reported and handled under the incident response plan.',
    3: 'As for Maturity Level Two, and privileged access is limited to what users and services need for their duties, just-in-time administration is used, and administrative activities are performed from Secure Admin Workstations. Memory integrity, Local Security Authority protection, Credential Guard and Remote Credential Guard are enabled, and event logs from workstations and from all servers are analysed in a timely manner.',
  },
  recommendations: {
    0: {
      title: 'Reach Maturity Level One: validate and separate privileged access',
      items: [
        'Validate every request for privileged access to systems, applications and data repositories when it is first made.',
        'Give each privileged user a dedicated privileged account that is used only for duties requiring privileged access.',
        'Block privileged accounts from the internet, email and web services, and strictly limit any account explicitly authorised to use online services to what its duties require.',
        'Provide privileged users with separate privileged and unprivileged operating environments.',
        'Prevent unprivileged accounts from logging on to privileged environments, and privileged accounts (other than local administrator accounts) from logging on to unprivileged environments.',
      ],
    },
    1: {
      title: 'Reach Maturity Level Two: expire, channel and log privileged access',
      items: [
        'Disable privileged access to systems, applications and data repositories after 12 months unless it is revalidated.',
        'Disable privileged access to systems and applications after 45 days of inactivity.',
        'Make sure privileged operating environments are not virtualised within unprivileged operating environments.',
        'Conduct administrative activities through jump servers.',
        "Make credentials for break glass, local administrator and service accounts long, unique, unpredictable and managed, for example with Microsoft's Local Administrator Password Solution and group managed service accounts.",
        'Centrally log privileged access events and privileged account and security group management events, and protect the logs from unauthorised modification and deletion.',
        'Analyse event logs from internet-facing servers promptly, report cybersecurity incidents to the chief information security officer (or a delegate) and to ASD as soon as possible, and enact the incident response plan.',
      ],
    },
    2: {
      title: 'Reach Maturity Level Three: just-in-time access and credential protection',
      items: [
        'Limit privileged access to systems, applications and data repositories to only what users and services need for their duties.',
        'Introduce just-in-time administration so that privileges are granted only for the time a task needs.',
        'Use Secure Admin Workstations for all administrative activities.',
        'Enable memory integrity, Local Security Authority protection, Credential Guard and Remote Credential Guard.',
        'Analyse event logs from workstations and non-internet-facing servers in a timely manner to detect cybersecurity events.',
      ],
    },
  },
};
