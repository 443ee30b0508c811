import type { ControlContent } from '../controls';
import { CONTROL_TITLES } from '../control-titles';

/** Regular backups, against the ASD Essential Eight Maturity Model (November 2023). */
export const regularBackups: ControlContent = {
  id: 'regular-backups',
  title: CONTROL_TITLES['regular-backups'],
  description:
    'Regular backups keep copies of data, applications and settings so that they can be restored after a cyber incident such as ransomware, or after accidental deletion or system failure. Backups must be protected so that attackers cannot reach, change or delete them, and restoration must be tested.',
  targetQuestion: 'What level of maturity does your organisation aim to reach for regular backups?',
  currentQuestion: 'Which statement best describes how your organisation backs up and protects its data today?',
  targetDescriptions: {
    1: "Backups are performed, synchronised, held securely and tested in disaster recovery exercises, and unprivileged accounts cannot reach other accounts' backups or modify or delete any backups. This lets the organisation recover when opportunistic attackers destroy data.",
    2: "Privileged accounts other than backup administrator accounts also cannot access other accounts' backups or modify or delete backups. This protects backups from attackers who seek out privileged accounts to destroy all the data they can reach.",
    3: 'Accounts other than backup administrator accounts cannot access even their own backups, and backup administrators cannot modify or delete backups during their retention period. This is aimed at adaptive attackers who try to destroy all data, including backups.',
  },
  currentLevelMeanings: {
    0: "The organisation does not yet fully meet Maturity Level One: for example, backups do not match business criticality and continuity needs, are not synchronised or tested, are not held securely, or unprivileged accounts can reach other accounts' backups or change or delete backups.",
    1: "Backups of data, applications and settings are performed and retained in line with business criticality and business continuity requirements, synchronised to a common point in time, and retained securely and resiliently. Restoration to a common point in time is tested in disaster recovery exercises, and unprivileged accounts cannot access other accounts' backups or modify or delete backups.",
    2: 'As for Maturity Level One, and privileged accounts other than backup administrator accounts cannot access backups belonging to other accounts and cannot modify or delete backups.',
    3: 'As for Maturity Level Two, and unprivileged accounts and privileged accounts other than backup administrator accounts cannot access their own backups. Backup administrator accounts cannot modify or delete backups during their retention period.',
  },
  recommendations: {
    0: {
      title: 'Reach Maturity Level One: reliable, tested and protected backups',
      items: [
        'Identify business-critical data, applications and settings, and set backup frequency and retention to meet business continuity requirements.',
        'Synchronise backups so that systems can be restored together to a common point in time.',
        'Retain backups securely and resiliently, for example with offline or immutable copies kept apart from production systems.',
        'Test restoration to a common point in time as part of disaster recovery exercises.',
        "Stop unprivileged accounts accessing other accounts' backups and modifying or deleting any backups.",
      ],
    },
    1: {
      title: 'Reach Maturity Level Two: keep privileged accounts away from backups',
      items: [
        'Prevent privileged accounts, other than backup administrator accounts, from accessing backups belonging to other accounts.',
        'Prevent privileged accounts, other than backup administrator accounts, from modifying or deleting backups.',
        'Use dedicated backup administrator accounts that are separate from other administrator accounts.',
        'Review who holds access to the backup system and its storage at least annually.',
      ],
    },
    2: {
      title: 'Reach Maturity Level Three: make backups untouchable during retention',
      items: [
        'Prevent unprivileged accounts from accessing their own backups, and handle restores through a controlled request process instead.',
        'Prevent privileged accounts, other than backup administrator accounts, from accessing their own backups.',
        'Prevent backup administrator accounts from modifying or deleting backups during their retention period, for example with immutable storage or retention locks.',
        'Test during disaster recovery exercises that these restrictions hold.',
      ],
    },
  },
};
