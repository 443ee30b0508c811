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
      'Maturity Level Zero: the requirements of Maturity Level One are not fully met, leaving weaknesses that opportunistic attackers can exploit with freely available tools.',
  },
  {
    level: 1,
    title: 'Initial',
    description:
      'Maturity Level One: the control is in place well enough to stop opportunistic attackers who use commodity tools and publicly known weaknesses.',
  },
  {
    level: 2,
    title: 'Developing',
    description:
      'Maturity Level Two: the control holds against attackers who invest more time and effort, use better tools and pick targets with some care.',
  },
  {
    level: 3,
    title: 'Managed',
    description:
      'Maturity Level Three: the control is applied across the environment, monitored and reviewed, and holds against adaptive attackers who go after specific organisations.',
  },
];

/** A target level the respondent can choose: 1 Basic, 2 Standard, 3 High. */
export interface TargetLevelInfo {
  level: TargetLevel;
  title: string;
}

/** The three target levels of the target-state pass. */
export const TARGET_LEVELS: readonly TargetLevelInfo[] = [
  { level: 1, title: 'Basic' },
  { level: 2, title: 'Standard' },
  { level: 3, title: 'High' },
];

/** The maturity title for a level ("Not Implemented", "Initial", ...). Unknown values read "Not Implemented". */
export function maturityTitle(level: number): string {
  return MATURITY_LEVELS.find((info) => info.level === level)?.title ?? 'Not Implemented';
}

/** The title of a target level ("Basic", "Standard", "High"), or "Not set" for anything else. */
export function targetTitle(level: number): string {
  return TARGET_LEVELS.find((info) => info.level === level)?.title ?? 'Not set';
}
