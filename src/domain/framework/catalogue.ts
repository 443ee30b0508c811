import { z } from 'zod';
import { CONTROL_IDS, type ControlId } from '../controls';
import applicationControl from './requirements/application-control.json';
import configureMicrosoftOfficeMacroSettings from './requirements/configure-microsoft-office-macro-settings.json';
import multiFactorAuthentication from './requirements/multi-factor-authentication.json';
import patchApplications from './requirements/patch-applications.json';
import patchOperatingSystems from './requirements/patch-operating-systems.json';
import regularBackups from './requirements/regular-backups.json';
import restrictAdministrativePrivileges from './requirements/restrict-administrative-privileges.json';
import userApplicationHardening from './requirements/user-application-hardening.json';
import { CATALOGUE_SOURCE } from './catalogue-source';
import type { FrameworkDocument } from './framework-document';
import { howToCheck } from './how-to-check';
import type { Requirement, RequirementLevel } from './requirement';

/**
 * The version of the catalogue: the model's release, then our own revision of the catalogue. A
 * change of wording or a correction raises the revision; requirement ids never change meaning.
 */
export const CATALOGUE_VERSION = 'e8mm-2023-11.r4';

/**
 * The requirements of each strategy, as data: from ASD's Essential Eight Maturity Model (November
 * 2023), Appendices A to C, with ISM numbers from ASD's Essential Eight maturity model and ISM
 * mapping (October 2024), by strategy. Sources and counts: docs/decisions/018-requirement-catalogue.md.
 */
const REQUIREMENT_FILES: Record<ControlId, unknown> = {
  'application-control': applicationControl,
  'patch-applications': patchApplications,
  'configure-microsoft-office-macro-settings': configureMicrosoftOfficeMacroSettings,
  'user-application-hardening': userApplicationHardening,
  'restrict-administrative-privileges': restrictAdministrativePrivileges,
  'patch-operating-systems': patchOperatingSystems,
  'multi-factor-authentication': multiFactorAuthentication,
  'regular-backups': regularBackups,
};

const levelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const requirementRowsSchema = z.array(
  z.strictObject({ id: z.string().min(1), levels: z.array(levelSchema).min(1), ism: z.array(z.string().regex(/^ISM-\d{4}$/)), text: z.string().min(1) }),
);

/** Every requirement of the Essential Eight Maturity Model (November 2023), strategy by strategy in wizard order. */
export const REQUIREMENTS: readonly Requirement[] = CONTROL_IDS.flatMap((strategy) =>
  requirementRowsSchema.parse(REQUIREMENT_FILES[strategy]).map((row): Requirement => ({ id: row.id, strategy, levels: row.levels, text: row.text, ism: row.ism })),
);

const REQUIREMENT_IDS = new Set(REQUIREMENTS.map((requirement) => requirement.id));

/** Whether the catalogue holds a requirement of this id. */
export function isRequirementId(id: string): boolean {
  return REQUIREMENT_IDS.has(id);
}

/** How many requirements apply to a strategy at a level (one that applies at several levels counts at each). */
export function requirementCount(strategy: ControlId, level: RequirementLevel): number {
  return REQUIREMENTS.filter((requirement) => requirement.strategy === strategy && requirement.levels.includes(level)).length;
}

/** The catalogue as GET /api/framework sends it: each requirement with how to check it, from ASD's example test plans. */
export function frameworkDocument(): FrameworkDocument {
  const requirements = REQUIREMENTS.map((requirement) => ({ ...requirement, howToCheck: howToCheck(requirement.id) }));
  return { version: CATALOGUE_VERSION, model: 'Essential Eight Maturity Model (November 2023)', source: CATALOGUE_SOURCE, requirements };
}
