import type { ControlContent, ControlId } from './controls';
import { CONTROL_IDS } from './controls';
import { applicationControl } from './content/application-control';
import { patchApplications } from './content/patch-applications';
import { configureMicrosoftOfficeMacroSettings } from './content/configure-microsoft-office-macro-settings';
import { userApplicationHardening } from './content/user-application-hardening';
import { restrictAdministrativePrivileges } from './content/restrict-administrative-privileges';
import { patchOperatingSystems } from './content/patch-operating-systems';
import { multiFactorAuthentication } from './content/multi-factor-authentication';
import { regularBackups } from './content/regular-backups';

const CONTENT: Record<ControlId, ControlContent> = {
  'application-control': applicationControl,
  'patch-applications': patchApplications,
  'configure-microsoft-office-macro-settings': configureMicrosoftOfficeMacroSettings,
  'user-application-hardening': userApplicationHardening,
  'restrict-administrative-privileges': restrictAdministrativePrivileges,
  'patch-operating-systems': patchOperatingSystems,
  'multi-factor-authentication': multiFactorAuthentication,
  'regular-backups': regularBackups,
};

/** Everything the tool says about one control. */
export function controlContent(id: ControlId): ControlContent {
  return CONTENT[id];
}

/** The eight controls' content in wizard order. */
export function allControlContent(): ControlContent[] {
  return CONTROL_IDS.map((id) => CONTENT[id]);
}

/**
 * The recommendation groups that take a control from its current level up to its target:
 * one group per level from current to target − 1 (none when the target is met).
 */
export function recommendationsToTarget(
  id: ControlId,
  currentLevel: number,
  targetLevel: number,
): { level: 0 | 1 | 2; title: string; items: string[] }[] {
  const groups: { level: 0 | 1 | 2; title: string; items: string[] }[] = [];
  for (const level of [0, 1, 2] as const) {
    if (level >= currentLevel && level < targetLevel) groups.push({ level, ...CONTENT[id].recommendations[level] });
  }
  return groups;
}
