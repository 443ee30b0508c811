import type { MaturityLevel, TargetLevel } from './controls';

/** A level on the 0–3 maturity scale, with the specification's title for it and what it means in general. */
export interface MaturityLevelInfo {
  level: MaturityLevel;
  title: string;
  description: string;
}

/** The shared maturity scale, aligned with ASD Maturity Levels Zero to Three. */
export const MATURITY_LEVELS: readonly MaturityLevelInfo[] = [
  {
    level: 0,
    // The specification titles level 0 "Not Implemented", which is ASD's outcome for a requirement, not a level: level 0 keeps ASD's name alone.
    title: 'Maturity Level Zero',
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
  /** The organisations ASD's Essential Eight maturity model FAQ says this maturity level may generally suit. */
  suitedTo: string;
}

/** The three target levels of the target-state pass. */
export const TARGET_LEVELS: readonly TargetLevelInfo[] = [
  { level: 1, title: 'Basic', suitedTo: 'small to medium enterprises' },
  { level: 2, title: 'Standard', suitedTo: 'large enterprises' },
  {
    level: 3,
    title: 'High',
    suitedTo: 'critical infrastructure providers and other organisations in high-threat environments',
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
 * ASD's general guide to which target suits which organisation, in ASD's own terms (the maturity
 * levels; "Basic", "Standard" and "High" are the specification's words for targets, not ASD's), as
 * one clause without a full stop: "Maturity Level One may suit small to medium enterprises, Maturity
 * Level Two large enterprises, and Maturity Level Three ...". The source is the answer to "What
 * maturity level should I target?" in ASD's Essential Eight maturity model FAQ.
 */
export function targetLevelGuide(): string {
  const parts = TARGET_LEVELS.map(({ level, suitedTo }) => (level === 1 ? `${maturityLevelName(level)} may suit ${suitedTo}` : `${maturityLevelName(level)} ${suitedTo}`));
  return `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1) ?? ''}`;
}

/**
 * A level as a value is shown, on every page and in every report, in tables, charts and CSV: ASD's
 * name alone, "Maturity Level Two". The specification's words for the same level ("Developing") are
 * never a second name beside it: they appear only as a level's description in the wizard's options and
 * on each strategy's results card (`maturityTitle`). Level zero has no such description, since the
 * specification's "Not Implemented" would read as the requirement outcome "Not implemented".
 */
export function levelLabel(level: number): string {
  return maturityLevelName(level);
}

/** A target as a value is shown: ASD's name alone ("Maturity Level Two"), or "No target set" for anything but 1 to 3. */
export function targetLabel(level: number): string {
  const target = TARGET_LEVELS.find((info) => info.level === level);
  return target ? maturityLevelName(target.level) : 'No target set';
}

/**
 * A level's name in a column whose heading already says "Maturity Level", where room is short (a
 * one-page summary's table): "Two" for "Maturity Level Two".
 */
export function inLevelColumn(label: string): string {
  return label.startsWith('Maturity Level ') ? label.slice('Maturity Level '.length) : label;
}

/**
 * The specification's word for a current level, shown only as that level's description (a wizard
 * option's, a results card's): "Initial", "Developing", "Managed"; null for level zero and anything
 * outside 1 to 3, whose only name is ASD's.
 */
export function maturityTitle(level: number): string | null {
  return level === 0 ? null : (MATURITY_LEVELS.find((info) => info.level === level)?.title ?? null);
}

/** The specification's word for a target ("Basic", "Standard", "High"), shown only as a target option's description; null for anything else. */
export function targetTitle(level: number): string | null {
  return TARGET_LEVELS.find((info) => info.level === level)?.title ?? null;
}

/**
 * A level's description for this product's pages, led by the specification's word for the level when it
 * has one: "Developing: As for Maturity Level One, and ...". The word describes the level named beside
 * it (ASD's name), never standing as a second name in brackets.
 */
export function describedBy(word: string | null, meaning: string): string {
  return word === null ? meaning : `${word}: ${meaning}`;
}
