import type { ProgressDirection } from '../../domain/progress';
import { movementInWords, reassessedInWords, reassessedOrganisations, type Dashboard } from '../../domain/support-views';
import { DirectionShape } from '../charts/DirectionMarker';

const FIGURES: { key: keyof Dashboard['movement']; label: string; direction: ProgressDirection }[] = [
  { key: 'improved', label: 'Improved', direction: 'improved' },
  { key: 'held', label: 'Held', direction: 'unchanged' },
  { key: 'fell', label: 'Fell', direction: 'fell' },
];

/** The dashboard's "How re-assessed organisations moved": improved, held or fell between their last two assessments. */
export function OrganisationMovement({ movement }: { movement: Dashboard['movement'] }) {
  return (
    <section className="card" aria-labelledby="movement-title">
      <h2 id="movement-title">How re-assessed organisations moved</h2>
      {reassessedOrganisations(movement) === 0 ? (
        <p>No organisation has completed a re-assessment yet. Once one has, this shows whether its overall level improved, held or fell.</p>
      ) : (
        <>
          <p>
            {reassessedInWords(movement)}: {movementInWords(movement)}.
          </p>
          <dl className="movement-figures">
            {FIGURES.map((figure) => (
              <div key={figure.key} className={`movement-figure movement-figure--${figure.key}`}>
                <dt>{figure.label}</dt>
                <dd>
                  <DirectionShape direction={figure.direction} /> {movement[figure.key]}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p className="hint">
        An organisation counts here once it has completed a re-assessment started from its earlier results. Its overall level (the lowest of
        the eight strategies: by ASD&apos;s method for a detailed assessment, indicative from ratings for a quick check) in its latest completed assessment is compared with the one before; drafts are not
        counted.
      </p>
    </section>
  );
}
