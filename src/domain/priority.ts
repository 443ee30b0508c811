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
