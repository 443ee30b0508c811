import type { ControlId } from './controls';

/**
 * The eight strategies' titles as ASD names them in the Essential Eight Maturity Model (November 2023).
 * Kept apart from the strategies' full texts so that a page which shows only titles need not load those texts;
 * each content file takes its title from here, so a title is written once.
 */
export const CONTROL_TITLES: Record<ControlId, string> = {
  'application-control': 'Application control',
  'patch-applications': 'Patch applications',
  'configure-microsoft-office-macro-settings': 'Restrict Microsoft Office macros',
  'user-application-hardening': 'User application hardening',
  'restrict-administrative-privileges': 'Restrict administrative privileges',
  'patch-operating-systems': 'Patch operating systems',
  'multi-factor-authentication': 'Multi-factor authentication',
  'regular-backups': 'Regular backups',
};

/** A strategy's title as ASD names it, e.g. "Patch applications" for 'patch-applications'. */
export function controlTitle(id: ControlId): string {
  return CONTROL_TITLES[id];
}
