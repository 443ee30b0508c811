import type { AsdSummary } from '../../domain/framework/asd-headline';
import { bothLevelsMarks } from '../../domain/framework/overall-holders';

/**
 * A detailed assessment's two levels side by side, overall and per strategy: the level by the answers
 * and the level supported by evidence, as a list of two figures and a table (a text alternative by
 * nature). The results page and the support detail page both show it.
 */
const PREFIX = 'Maturity Level ';

/** A level in a cell: "Maturity Level Two", the first words dropped on a phone (the column heading says what it is), and whether it holds the overall level. */
function LevelCell({ strategy, holds }: { strategy: AsdSummary['strategies'][number]; holds: string | undefined }) {
  const short = strategy.levelName.startsWith(PREFIX) ? strategy.levelName.slice(PREFIX.length) : strategy.levelName;
  return (
    <td>
      {short !== strategy.levelName && <span className="both-levels__prefix">{PREFIX}</span>}
      {short}
      {holds && <strong> {holds}</strong>}
      {strategy.notAssessed !== '' && <span className="asd-level__not-asked">{strategy.notAssessed}</span>}
    </td>
  );
}

export function BothLevels({ asd, evidence, labelledBy }: { asd: AsdSummary; evidence: AsdSummary; labelledBy: string }) {
  const byEvidence = new Map(evidence.strategies.map((strategy) => [strategy.id, strategy]));
  // Each strategy holding an overall level is marked once; a column where all eight do says so once, under the table.
  const marks = bothLevelsMarks(asd, evidence);
  return (
    <>
      <dl className="asd-level__both">
        <div>
          <dt>Level by your answers</dt>
          <dd className="figure">{asd.overallName}</dd>
        </div>
        <div>
          <dt>Level supported by evidence</dt>
          <dd className="figure">{evidence.overallName}</dd>
        </div>
      </dl>
      <div className="table-scroll" tabIndex={0} role="group" aria-labelledby={labelledBy}>
        <table className="both-levels">
          <caption className="visually-hidden">Each strategy's level by your answers and supported by evidence</caption>
          <thead>
            <tr>
              <th scope="col">Strategy</th>
              <th scope="col">Level by your answers</th>
              <th scope="col">Level supported by evidence</th>
            </tr>
          </thead>
          <tbody>
            {asd.strategies.map((strategy) => {
              const supported = byEvidence.get(strategy.id);
              return (
                <tr key={strategy.id}>
                  <th scope="row">{strategy.title}</th>
                  <LevelCell strategy={strategy} holds={marks.answers.get(strategy.id)} />
                  {supported ? <LevelCell strategy={supported} holds={marks.evidence.get(strategy.id)} /> : <td />}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {marks.notes.map((note) => (
        <p key={note}>
          <strong>{note}</strong>
        </p>
      ))}
    </>
  );
}
