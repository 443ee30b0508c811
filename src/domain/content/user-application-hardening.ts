import type { ControlContent } from '../controls';
import { CONTROL_TITLES } from '../control-titles';

/** User application hardening, against the ASD Essential Eight Maturity Model (November 2023). */
export const userApplicationHardening: ControlContent = {
  id: 'user-application-hardening',
  title: CONTROL_TITLES['user-application-hardening'],
  description:
    'User application hardening reduces the attack surface of web browsers, Microsoft Office and PDF software by turning off risky features and locking their security settings. It blocks common ways for malicious web and document content to run code, such as web advertisements, Java, embedded packages and child processes, and it makes PowerShell and command line activity visible.',
  targetQuestion: 'What level of maturity does your organisation aim to reach for user application hardening?',
  currentQuestion: 'Which statement best describes how your organisation hardens user applications today?',
  targetDescriptions: {
    1: 'Web browsers are locked down: Internet Explorer 11 is disabled or removed, Java and web advertisements from the internet are not processed, and users cannot change browser security settings. This defeats opportunistic attackers using commodity techniques.',
    2: 'Web browsers, Microsoft Office and PDF software are hardened using ASD and vendor guidance, Office and PDF software cannot start child processes, and PowerShell and command line activity is centrally logged. This addresses attackers who invest more time in evading controls.',
    3: 'Legacy components such as .NET Framework 3.5 and Windows PowerShell 2.0 are disabled or removed, PowerShell runs in Constrained Language Mode, and event logs from workstations and all servers are analysed. This is aimed at adaptive attackers who abuse older software and built-in tools.',
  },
  currentLevelMeanings: {
    0: 'The organisation does not yet fully meet Maturity Level One: for example, Internet Explorer 11 can still be used, web browsers process Java or web advertisements from the internet, or users can change browser security settings.',
    1: 'Internet Explorer 11 is disabled or removed, web browsers do not process Java or web advertisements from the internet, and users cannot change web browser security settings.',
    2: 'As for Maturity Level One, and web browsers, Microsoft Office and PDF software are hardened using ASD and vendor guidance (the most restrictive taking precedence), users cannot change their security settings, Office cannot create child processes or executable content, inject code or activate OLE packages, and PDF software cannot create child processes. PowerShell module, script block and transcription events and command line process creation events are centrally logged and protected, logs from internet-facing servers are analysed promptly, and incidents are reported and handled under the incident response plan.',
    3: 'As for Maturity Level Two, and .NET Framework 3.5 (including .NET 2.0 and 3.0) and Windows PowerShell 2.0 are disabled or removed, and PowerShell is configured to use Constrained Language Mode. Event logs from workstations and from all servers are analysed in a timely manner to detect cybersecurity events.',
  },
  recommendations: {
    0: {
      title: 'Reach Maturity Level One: lock down web browsers',
      items: [
        'Disable or remove Internet Explorer 11 on all systems, using Microsoft Edge in IE mode for any legacy sites that still need it.',
        'Configure web browsers so that they do not process Java from the internet.',
        'Stop web browsers processing web advertisements from the internet, for example with browser policies, an enterprise ad-blocking extension or DNS filtering.',
        'Manage web browser security settings centrally through Group Policy or Intune so that users cannot change them.',
      ],
    },
    1: {
      title: 'Reach Maturity Level Two: harden Office and PDF software and log PowerShell',
      items: [
        'Harden web browsers, Microsoft Office and PDF software using ASD and vendor hardening guidance, following the most restrictive guidance where they conflict.',
        'Block Microsoft Office from creating child processes, creating executable content and injecting code into other processes, for example with Microsoft Defender attack surface reduction rules.',
        'Configure Microsoft Office to prevent activation of Object Linking and Embedding (OLE) packages.',
        'Block PDF software from creating child processes.',
        'Prevent users from changing Microsoft Office and PDF software security settings.',
        'Centrally log PowerShell module logging, script block logging and transcription events and command line process creation events, and protect the logs from unauthorised modification and deletion.',
        'Analyse event logs from internet-facing servers promptly, report cybersecurity incidents to the chief information security officer (or a delegate) and to ASD as soon as possible, and enact the incident response plan.',
      ],
    },
    2: {
      title: 'Reach Maturity Level Three: remove legacy components and constrain PowerShell',
      items: [
        'Disable or remove .NET Framework 3.5 (which includes .NET 2.0 and 3.0), after confirming no business application depends on it.',
        'Disable or remove Windows PowerShell 2.0.',
        'Configure PowerShell to use Constrained Language Mode.',
        'Analyse event logs from workstations and non-internet-facing servers in a timely manner to detect cybersecurity events.',
      ],
    },
  },
};
