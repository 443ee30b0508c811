import { DIRECTION_LABELS, type ProgressDirection } from '../../domain/progress';
import { DIRECTION_COLOURS, directionMarker } from '../../domain/progress-marker';
import { svgPoints } from '../../domain/radar-chart';

const SIZE = 14;

/**
 * A change's direction as a shape (triangle up, bar, triangle down) in its colour, the same as the
 * reports draw it. Decoration only: the words beside it say the change, so screen readers skip it.
 */
export function DirectionShape({ direction }: { direction: ProgressDirection }) {
  return (
    <svg className="direction__shape" viewBox={`-1 -1 ${SIZE + 2} ${SIZE + 2}`} aria-hidden="true">
      <polygon points={svgPoints(directionMarker(direction, SIZE))} fill={DIRECTION_COLOURS[direction]} />
    </svg>
  );
}

/**
 * A change of level as a marker: the shape and the word beside it (Improved, Unchanged, Fell), so the
 * direction never rests on colour; the shape is decoration, the word is what is read out.
 */
export function DirectionMarker({ direction }: { direction: ProgressDirection }) {
  return (
    <span className={`direction direction--${direction}`}>
      <DirectionShape direction={direction} />
      {DIRECTION_LABELS[direction]}
    </span>
  );
}
