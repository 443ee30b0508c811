import type { ProgressDirection } from '../../domain/progress';

/** The shape of each direction, so a change never rests on colour alone: up, level, down. */
const SHAPES: Record<ProgressDirection, string> = { improved: '▲', unchanged: '■', fell: '▼' };

/** A small marker of a change's direction; the words beside it say the change, so screen readers skip it. */
export function DirectionMarker({ direction }: { direction: ProgressDirection }) {
  return (
    <span className={`direction-marker direction-marker--${direction}`} aria-hidden="true">
      {SHAPES[direction]}
    </span>
  );
}
