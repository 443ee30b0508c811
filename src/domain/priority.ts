/** The priority of closing a control's gap, from its current level. */
export type PriorityBand = 'High' | 'Medium' | 'Low' | 'Managed' | 'Unknown';

/** A band with the colour it is drawn in; the band name is always shown too, never colour alone. */
export interface PriorityBandInfo {
  band: PriorityBand;
  colour: 'red' | 'amber' | 'green' | 'blue' | 'grey';
  /** Hex value of the colour, dark enough for white text (WCAG AA). */
  hex: string;
}

const BANDS: Record<0 | 1 | 2 | 3, PriorityBandInfo> = {
  0: { band: 'High', colour: 'red', hex: '#b91c1c' },
  1: { band: 'Medium', colour: 'amber', hex: '#b45309' },
  2: { band: 'Low', colour: 'green', hex: '#15803d' },
  3: { band: 'Managed', colour: 'blue', hex: '#1d4ed8' },
};

/** Band for a current level: 0 High (red), 1 Medium (amber), 2 Low (green), 3 Managed (blue), else Unknown. */
export function priorityBand(currentLevel: number | null | undefined): PriorityBandInfo {
  if (currentLevel === 0 || currentLevel === 1 || currentLevel === 2 || currentLevel === 3) {
    return BANDS[currentLevel];
  }
  return { band: 'Unknown', colour: 'grey', hex: '#4b5563' };
}

/** Where a control stands against its target: met, or open with the priority of closing the gap. */
export interface ControlStanding {
  /** The control has reached (or passed) its target: it is not a priority, whatever its level. */
  targetMet: boolean;
  /** The badge's words: "Target met", "High priority", "Medium priority", "Low priority" or "No target set". */
  label: string;
  /** Colour of the badge, dark enough for white text (WCAG AA); the words are always shown too. */
  hex: string;
}

/** The colour of a met target: a teal that is none of the priority bands' colours. */
export const TARGET_MET_HEX = '#0f766e';

/**
 * A control's standing: "Target met" once its current level reaches its target; otherwise its
 * priority band from the current level. The spec's band named "Managed" (level 3) never shows as a
 * badge, since "Managed" is also the title of level 3: a control at level 3 has met any target.
 */
export function controlStanding(currentLevel: number, targetLevel: number): ControlStanding {
  if (targetLevel > 0 && currentLevel >= targetLevel) return { targetMet: true, label: 'Target met', hex: TARGET_MET_HEX };
  if (targetLevel <= 0) return { targetMet: false, label: 'No target set', hex: priorityBand(undefined).hex };
  const band = priorityBand(currentLevel);
  return { targetMet: false, label: `${band.band} priority`, hex: band.hex };
}
