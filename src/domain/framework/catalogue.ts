import type { ControlId } from '../controls';
import { APPLICATION_CONTROL_REQUIREMENTS } from './application-control';
import { MULTI_FACTOR_AUTHENTICATION_REQUIREMENTS } from './multi-factor-authentication';
import { PATCH_APPLICATIONS_REQUIREMENTS } from './patch-applications';
import { PATCH_OPERATING_SYSTEMS_REQUIREMENTS } from './patch-operating-systems';
import { REGULAR_BACKUPS_REQUIREMENTS } from './regular-backups';
import type { Requirement, RequirementLevel } from './requirement';
import { RESTRICT_ADMINISTRATIVE_PRIVILEGES_REQUIREMENTS } from './restrict-administrative-privileges';
import { RESTRICT_MICROSOFT_OFFICE_MACROS_REQUIREMENTS } from './restrict-microsoft-office-macros';
import { USER_APPLICATION_HARDENING_REQUIREMENTS } from './user-application-hardening';

/**
 * The version of the catalogue: the model's release, then our own revision of the catalogue. A
 * change of wording or a correction raises the revision; requirement ids never change meaning.
 */
export const CATALOGUE_VERSION = 'e8mm-2023-11.r1';

/** Every requirement of the Essential Eight Maturity Model (November 2023), strategy by strategy in wizard order. */
export const REQUIREMENTS: readonly Requirement[] = [
  ...APPLICATION_CONTROL_REQUIREMENTS,
  ...PATCH_APPLICATIONS_REQUIREMENTS,
  ...RESTRICT_MICROSOFT_OFFICE_MACROS_REQUIREMENTS,
  ...USER_APPLICATION_HARDENING_REQUIREMENTS,
  ...RESTRICT_ADMINISTRATIVE_PRIVILEGES_REQUIREMENTS,
  ...PATCH_OPERATING_SYSTEMS_REQUIREMENTS,
  ...MULTI_FACTOR_AUTHENTICATION_REQUIREMENTS,
  ...REGULAR_BACKUPS_REQUIREMENTS,
];

/** How many requirements apply to a strategy at a level (one that applies at several levels counts at each). */
export function requirementCount(strategy: ControlId, level: RequirementLevel): number {
  return REQUIREMENTS.filter((requirement) => requirement.strategy === strategy && requirement.levels.includes(level)).length;
}

/** The catalogue as GET /api/framework sends it. */
export function frameworkDocument(): { version: string; model: string; requirements: readonly Requirement[] } {
  return { version: CATALOGUE_VERSION, model: 'Essential Eight Maturity Model (November 2023)', requirements: REQUIREMENTS };
}
