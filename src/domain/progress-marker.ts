import type { ChartPoint } from './radar-chart';
import type { ProgressDirection } from './progress';

/**
 * The colour of each direction's marker in the reports. The marker's shape and the word beside it carry
 * the direction too, so it never rests on colour alone; each colour has at least 4.5:1 contrast on white.
 */
export const DIRECTION_COLOURS: Record<ProgressDirection, string> = { improved: '#15803d', unchanged: '#4b5563', fell: '#b91c1c' };

/**
 * A direction's marker as a closed outline in a square of side `size` (y downward): a triangle pointing
 * up for improved, a flat bar for unchanged, a triangle pointing down for fell. Every format draws it,
 * as no report font has arrows in every reader.
 */
export function directionMarker(direction: ProgressDirection, size: number): ChartPoint[] {
  if (direction === 'improved') return [{ x: 0, y: size }, { x: size / 2, y: 0 }, { x: size, y: size }];
  if (direction === 'fell') return [{ x: 0, y: 0 }, { x: size, y: 0 }, { x: size / 2, y: size }];
  const top = size * 0.35;
  const bottom = size * 0.65;
  return [{ x: 0, y: top }, { x: size, y: top }, { x: size, y: bottom }, { x: 0, y: bottom }];
}

/** Each direction's marker as a character, for the Word report: Arial (and Liberation Sans) has all three. */
export const DIRECTION_GLYPHS: Record<ProgressDirection, string> = { improved: '▲', unchanged: '▬', fell: '▼' };
