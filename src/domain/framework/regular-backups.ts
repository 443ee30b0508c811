import type { Requirement } from './requirement';

/** Regular backups: ASD Essential Eight Maturity Model (November 2023) Appendices A–C; ISM numbers from ASD's Essential Eight maturity model and ISM mapping (October 2024). */
export const REGULAR_BACKUPS_REQUIREMENTS: readonly Requirement[] = [
  {
    id: 'regular-backups-performed-and-retained',
    strategy: 'regular-backups',
    levels: [1, 2, 3],
    text: 'Backups of data, applications and settings are made and kept in line with business criticality and business continuity requirements.',
    ism: ['ISM-1511'],
  },
  {
    id: 'regular-backups-synchronised-common-point-in-time',
    strategy: 'regular-backups',
    levels: [1, 2, 3],
    text: 'Backups of data, applications and settings are synchronised so that they can be restored to a common point in time.',
    ism: ['ISM-1810'],
  },
  {
    id: 'regular-backups-retained-securely-and-resiliently',
    strategy: 'regular-backups',
    levels: [1, 2, 3],
    text: 'Backups of data, applications and settings are kept in a way that is secure and resilient.',
    ism: ['ISM-1811'],
  },
  {
    id: 'regular-backups-restoration-tested',
    strategy: 'regular-backups',
    levels: [1, 2, 3],
    text: 'Disaster recovery exercises include testing that data, applications and settings can be restored from backups to a common point in time.',
    ism: ['ISM-1515'],
  },
  {
    id: 'regular-backups-unprivileged-no-access-to-others-backups',
    strategy: 'regular-backups',
    levels: [1, 2, 3],
    text: 'Unprivileged user accounts have no access to backups that belong to other user accounts.',
    ism: ['ISM-1812'],
  },
  {
    id: 'regular-backups-unprivileged-cannot-modify-or-delete',
    strategy: 'regular-backups',
    levels: [1, 2, 3],
    text: 'Unprivileged user accounts are stopped from modifying and from deleting backups.',
    ism: ['ISM-1814'],
  },
  {
    id: 'regular-backups-privileged-no-access-to-others-backups',
    strategy: 'regular-backups',
    levels: [2, 3],
    text: 'Privileged user accounts, except backup administrator accounts, have no access to backups that belong to other user accounts.',
    ism: ['ISM-1705'],
  },
  {
    id: 'regular-backups-privileged-cannot-modify-or-delete',
    strategy: 'regular-backups',
    levels: [2, 3],
    text: 'Privileged user accounts, except backup administrator accounts, are stopped from modifying and from deleting backups.',
    ism: ['ISM-1707'],
  },
  {
    id: 'regular-backups-unprivileged-no-access-to-own-backups',
    strategy: 'regular-backups',
    levels: [3],
    text: 'Unprivileged user accounts have no access to their own backups.',
    ism: ['ISM-1813'],
  },
  {
    id: 'regular-backups-privileged-no-access-to-own-backups',
    strategy: 'regular-backups',
    levels: [3],
    text: 'Privileged user accounts, except backup administrator accounts, have no access to their own backups.',
    ism: ['ISM-1706'],
  },
  {
    id: 'regular-backups-backup-admin-cannot-modify-or-delete-during-retention',
    strategy: 'regular-backups',
    levels: [3],
    text: 'Backup administrator accounts are stopped from modifying and from deleting backups for as long as the backups are within their retention period.',
    ism: ['ISM-1708'],
  },
];
