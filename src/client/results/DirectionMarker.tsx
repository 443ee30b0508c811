import { DIRECTION_LABELS, type ProgressDirection } from '../../domain/progress';

/** Each direction's shape: up for improved, a bar for unchanged, down for fell. Drawn in a 14 by 14 box. */
const SHAPES: Record<ProgressDirection, { points: string; colour: string }> = {
  improved: { points: '7,1.5 13,12.5 1,12.5', colour: '#15803d' },
  unchanged: { points: '1.5,5 12.5,5 12.5,9 1.5,9', colour: '#4b5563' },
  fell: { points: '1,1.5 13,1.5 7,12.5', colour: '#b91c1c' },
};

/**
 * A change of level as a marker: a shape (triangle up, bar, triangle down) and the word beside it,
 * so the direction never rests on colour; the shape is decoration, the word is what is read out.
 */
export function DirectionMarker({ direction }: { direction: ProgressDirection }) {
  const shape = SHAPES[direction];
  return (
    <span className={`direction direction--${direction}`}>
      <svg className="direction__shape" viewBox="0 0 14 14" aria-hidden="true">
        <polygon points={shape.points} fill={shape.colour} />
      </svg>
      {DIRECTION_LABELS[direction]}
    </span>
  );
}
