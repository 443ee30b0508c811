import type { ControlContent } from '../controls';
import { CONTROL_TITLES } from '../control-titles';

/** Multi-factor authentication, against the ASD Essential Eight Maturity Model (November 2023). */
export const multiFactorAuthentication: ControlContent = {
  id: 'multi-factor-authentication',
  title: CONTROL_TITLES['multi-factor-authentication'],
  description:
    'Multi-factor authentication (MFA) requires users to prove who they are with more than one factor, such as a security key or smart card together with a PIN or password. It stops attackers logging in with stolen, reused, guessed or brute-forced passwords, and phishing-resistant forms also defeat attempts to phish or relay authentication codes.',
  targetQuestion: 'What level of maturity does your organisation aim to reach for multi-factor authentication?',
  currentQuestion: 'Which statement best describes how your organisation uses multi-factor authentication today?',
  targetDescriptions: {
    1: "MFA protects the organisation's own online services and third-party online services that hold its sensitive data, its own and third-party online customer services that hold sensitive customer data (for staff and for customers), and, where it is available, third-party online services that hold its non-sensitive data. Each method combines something users have with something they know, or something they have unlocked by something they know or are. This stops opportunistic attackers using stolen, reused or guessed passwords.",
    2: 'MFA is also required for privileged and unprivileged users of systems, it is phishing-resistant for online services and systems, customers are offered a phishing-resistant option, and MFA events are centrally logged. This counters attackers who phish credentials and try to get around weaker MFA.',
    3: 'MFA also protects data repositories, and it is phishing-resistant everywhere, including for customers. This is aimed at adaptive attackers who target specific users and try to steal authentication tokens.',
  },
  currentLevelMeanings: {
    0: 'The organisation does not yet fully meet Maturity Level One: for example, some online services holding sensitive data or online customer services accept a password alone, or MFA relies on two things users know, such as a password and a security question.',
    1: "MFA is used for the organisation's and third parties' online services that process, store or communicate sensitive data, for third-party online services holding non-sensitive data where it is available, and for online customer services holding sensitive customer data, by both staff and customers. Each method combines something users have with something they know, or something they have that is unlocked by something they know or are.",
    2: 'As for Maturity Level One, and MFA is also used by privileged and unprivileged users of systems, and it is phishing-resistant for users of online services and of systems, with a phishing-resistant option offered to customers. Successful and unsuccessful MFA events are centrally logged and protected, logs from internet-facing servers are analysed promptly, and incidents are reported and handled under the incident response plan.',
    3: 'As for Maturity Level Two, and MFA is also used by users of data repositories, and it is phishing-resistant everywhere, including for customers of online customer services and users of data repositories. Event logs from workstations and from all servers are analysed in a timely manner.',
  },
  recommendations: {
    0: {
      title: 'Reach Maturity Level One: put MFA on online services',
      items: [
        "List the organisation's and third parties' online services, noting which process, store or communicate sensitive data or sensitive customer data.",
        'Require MFA for users of online services that hold sensitive data, and turn it on for third-party online services that hold non-sensitive data wherever it is offered.',
        'Require MFA for staff and customers of online customer services that process, store or communicate sensitive customer data.',
        'Use methods that combine something users have with something they know, or something they have that is unlocked by something they know or are, such as a security key or smart card with a PIN.',
        'Retire authentication that relies only on things users know, such as a password plus security questions.',
      ],
    },
    1: {
      title: 'Reach Maturity Level Two: MFA for all users of systems, and phishing resistance',
      items: [
        'Require MFA for privileged and unprivileged users of systems, for example when logging on to workstations and servers.',
        'Move users of online services and systems to phishing-resistant MFA, such as security keys, smart cards or passkeys.',
        'Offer customers of online customer services a phishing-resistant MFA option.',
        'Centrally log successful and unsuccessful MFA events and protect the logs from unauthorised modification and deletion.',
        'Analyse event logs from internet-facing servers promptly, report cybersecurity incidents to the chief information security officer (or a delegate) and to ASD as soon as possible, and enact the incident response plan.',
      ],
    },
    2: {
      title: 'Reach Maturity Level Three: MFA for data repositories and phishing resistance everywhere',
      items: [
        'Require MFA for users of data repositories.',
        'Make MFA for users of data repositories phishing-resistant.',
        'Make MFA for customers of online customer services phishing-resistant rather than optional.',
        'Analyse event logs from workstations and non-internet-facing servers in a timely manner to detect cybersecurity events.',
      ],
    },
  },
};
