import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { firstLevel, REQUIREMENT_LEVELS, type Requirement, type RequirementLevel } from '../../domain/framework/requirement';
import type { ControlId } from '../../domain/controls';
import { maturityLevelName } from '../../domain/maturity-levels';

/** The requirements first listed at one level of a strategy. */
export interface LevelGroup {
  level: RequirementLevel;
  requirements: Requirement[];
}

/** A strategy's requirements grouped by the lowest level each applies at, so each is answered once; empty levels left out. */
export function requirementsByFirstLevel(strategy: ControlId, catalogue: readonly Requirement[] = REQUIREMENTS): LevelGroup[] {
  const ofStrategy = catalogue.filter((requirement) => requirement.strategy === strategy);
  return REQUIREMENT_LEVELS.map((level) => ({ level, requirements: ofStrategy.filter((requirement) => firstLevel(requirement) === level) })).filter(
    (group) => group.requirements.length > 0,
  );
}

/** "Two" for 2: the level's number in words, as in "Maturity Level Two and Three". */
function levelWord(level: RequirementLevel): string {
  return maturityLevelName(level).replace('Maturity Level ', '');
}

/**
 * Where else a requirement applies, in words: "Also applies at Maturity Level Two and Three", and
 * "replaced at Maturity Level Three by a stricter requirement" when it stops short of level three.
 * Undefined when it applies at its first level only and that level is three.
 */
export function otherLevelsNote(requirement: Requirement): string | undefined {
  const later = requirement.levels.filter((level) => level > firstLevel(requirement));
  const also = later.length > 0 ? `Also applies at Maturity Level ${later.map(levelWord).join(' and ')}` : undefined;
  if (requirement.levels.includes(3)) return also;
  const replaced = 'eplaced at Maturity Level Three by a stricter requirement';
  return also ? `${also}; r${replaced}` : `R${replaced}`;
}
