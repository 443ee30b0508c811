import type { AssessmentKind } from '../../domain/assessment';
import type { AsdSummary } from '../../domain/framework/asd-headline';

/** Where a strategy's level comes from, in the respondent's words, for each kind of assessment. */
const LEVEL_SOURCE: Record<AssessmentKind, string> = {
  quick: "A strategy's level here is the current level you rated it at",
  detailed:
    "A strategy's level here comes from the outcomes recorded for each of its requirements: the highest level at which every requirement is effective, met by an alternate control not past its review date or not applicable, and at least one is met",
};

/**
 * ASD's result at the top of the results: the overall level, then each strategy's level as a table
 * (a text alternative by nature), and what the result is and is not. The sentence naming the level
 * and what holds it is the page's headline, just above, so it is not said again here.
 */
export function AsdLevelCard({ asd, notice, kind }: { asd: AsdSummary; notice: string; kind: AssessmentKind }) {
  return (
    <section className="card asd-level" aria-labelledby="asd-title">
      <h2 id="asd-title">Maturity level by ASD's method</h2>
      <p className="asd-level__overall">
        <span className="figure">{asd.overallName}</span>
      </p>
      <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="asd-title">
        <table>
          <caption className="visually-hidden">Achieved level of each strategy</caption>
          <thead>
            <tr>
              <th scope="col">Strategy</th>
              <th scope="col">Achieved level</th>
            </tr>
          </thead>
          <tbody>
            {asd.strategies.map((strategy) => (
              <tr key={strategy.id}>
                <th scope="row">{strategy.title}</th>
                <td>
                  {strategy.levelName}
                  {strategy.achievedLevel === asd.overallLevel && asd.overallLevel < 3 ? <strong> (holds the overall level)</strong> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="hint">
        {LEVEL_SOURCE[kind]}; a level counts for the organisation only when all eight strategies reach it. {notice}
      </p>
    </section>
  );
}
