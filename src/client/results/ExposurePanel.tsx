import type { ExposurePanel as ExposurePanelModel } from '../../domain/exposure-panel';
import { figureSourceLines } from '../../domain/figure-sources';
import { FigureList } from './FigureList';

/**
 * The one exposure panel: the model's three figures (the summary risk exposure, each strategy's own band, the
 * organisation-wide band with the time to detect), the sentence on how they relate, and its label as the
 * product's illustrative model. No other money figure is in it: how the figures are worked out and the
 * published figures for scale, with what those measure, are in a note under it, closed until asked for.
 */
export function ExposurePanel({ panel }: { panel: ExposurePanelModel }) {
  const [lead, ...sources] = figureSourceLines();
  return (
    <div className="card exposure-panel">
      <section aria-labelledby="exposure-title">
        <h2 id="exposure-title">{panel.title}</h2>
        <p className="hint">{panel.model}</p>
        <p className="exposure-panel__relation">{panel.relation}</p>
        <FigureList figures={panel.figures} />
        {panel.bands.length > 0 && (
          <>
            <h3 id="exposure-bands-title">{panel.bandsTitle}</h3>
            <ul className="exposure-panel__bands" aria-labelledby="exposure-bands-title">
              {panel.bands.map((entry) => (
                <li key={entry.title}>
                  {entry.title}: <strong>{entry.band}</strong>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <details className="hint figure-sources">
        <summary>How these figures are worked out, and published figures for scale</summary>
        <p>{panel.method}</p>
        <p>{lead}</p>
        <ul aria-label="Published figures for scale">
          {sources.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
