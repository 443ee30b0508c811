import type { MaturityLevel, TargetLevel } from './controls';

/** A level on the 0–3 maturity scale, with its title and what it means in general. */
export interface MaturityLevelInfo {
  level: MaturityLevel;
  title: string;
  description: string;
}

/** The shared maturity scale, aligned with ASD Maturity Levels Zero to Three. */
export const MATURITY_LEVELS: readonly MaturityLevelInfo[] = [
  {
    level: 0,
    title: 'Not Implemented',
    description:
      "Maturity Level Zero: the requirements of Maturity Level One are not fully met, leaving weaknesses in the organisation's overall security posture that, exploited with the tradecraft described for Maturity Level One, could compromise the confidentiality of its data or the integrity or availability of its systems and data.",
  },
  {
    level: 1,
    title: 'Initial',
    description:
      'Maturity Level One: aimed at attackers content to use widely available commodity tradecraft to gain access to, and likely control of, a system, such as a public exploit for an unpatched online service or stolen, reused, brute-forced or guessed credentials. They look for any victim with common weaknesses rather than a specific one.',
  },
  {
    level: 2,
    title: 'Developing',
    description:
      'Maturity Level Two: aimed at attackers with a modest step up in capability, who invest more time in a target and in the effectiveness of their tools, using well-known tradecraft to bypass controls and evade detection, such as phishing for credentials and getting around weak multi-factor authentication. They choose targets more selectively but are still somewhat conservative in the time, money and effort they spend.',
  },
  {
    level: 3,
    title: 'Managed',
    description:
      "Maturity Level Three: aimed at attackers who are more adaptive and much less reliant on public tools and techniques, exploiting weaknesses in their target's security posture such as older software or inadequate logging and monitoring, and using new public exploits swiftly. They focus on particular targets and invest effort in getting around their specific controls, for example by stealing authentication tokens to defeat stronger multi-factor authentication.",
  },
];

/** A target level the respondent can choose: 1 Basic, 2 Standard, 3 High. */
export interface TargetLevelInfo {
  level: TargetLevel;
  title: string;
  /** The organisations ASD says this level may generally suit. */
  suitedTo: string;
}

/** The three target levels of the target-state pass. */
export const TARGET_LEVELS: readonly TargetLevelInfo[] = [
  { level: 1, title: 'Basic', suitedTo: 'small and medium enterprises' },
  { level: 2, title: 'Standard', suitedTo: 'large enterprises' },
  {
    level: 3,
    title: 'High',
    suitedTo: 'critical infrastructure providers and others in high-threat environments',
  },
];

/** ASD's advice on pacing, as a clause: the eight strategies complement each other, so they rise together. */
export const ONE_LEVEL_AT_A_TIME = 'reach one maturity level across all eight strategies before the next';

const LEVEL_NAMES = ['Zero', 'One', 'Two', 'Three'] as const;

/** "Maturity Level One" for 1, and so on for 0–3 (anything else clamped into 0–3). */
export function maturityLevelName(level: MaturityLevel | number): string {
  return `Maturity Level ${LEVEL_NAMES[Math.max(0, Math.min(3, Math.trunc(level)))] ?? LEVEL_NAMES[0]}`;
}

/**
 * ASD's general guide to which target suits which organisation, as one clause without a full stop:
 * "Basic may suit small and medium enterprises, Standard large enterprises, and High ...".
 */
export function targetLevelGuide({ withMaturityLevels }: { withMaturityLevels: boolean }): string {
  const parts = TARGET_LEVELS.map(({ level, title, suitedTo }) => {
    const name = withMaturityLevels ? `${title} (${maturityLevelName(level)})` : title;
    return level === 1 ? `${name} may suit ${suitedTo}` : `${name} ${suitedTo}`;
  });
  return `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1) ?? ''}`;
}

/**
 * A level as a value is shown, on every page and in every report: ASD's name first, the scale's own
 * label after it: "Maturity Level Two (Developing)". Level zero is ASD's name alone, "Maturity Level
 * Zero": the scale's "Not Implemented" would read like the requirement outcome "Not implemented",
 * which is something else (docs/decisions/069-one-scale-one-name.md).
 */
export function levelLabel(level: number): string {
  const clamped = Math.max(0, Math.min(3, Math.trunc(level)));
  return clamped === 0 ? maturityLevelName(0) : `${maturityLevelName(clamped)} (${maturityTitle(clamped)})`;
}

/** A target as a value is shown: "Maturity Level Two (Standard)", or "No target set" for anything but 1 to 3. */
export function targetLabel(level: number): string {
  const target = TARGET_LEVELS.find((info) => info.level === level);
  return target ? `${maturityLevelName(target.level)} (${target.title})` : 'No target set';
}

/**
 * A level's label in a column whose heading already says "Maturity Level", where room is short (a
 * one-page summary's table): "Two (Developing)" for "Maturity Level Two (Developing)".
 */
export function inLevelColumn(label: string): string {
  return label.startsWith('Maturity Level ') ? label.slice('Maturity Level '.length) : label;
}

/** The maturity title for a level ("Not Implemented", "Initial", ...). Unknown values read "Not Implemented". */
export function maturityTitle(level: number): string {
  return MATURITY_LEVELS.find((info) => info.level === level)?.title ?? 'Not Implemented';
}

/** The title of a target level ("Basic", "Standard", "High"), or "Not set" for anything else. */
export function targetTitle(level: number): string {
  return TARGET_LEVELS.find((info) => info.level === level)?.title ?? 'Not set';
}
