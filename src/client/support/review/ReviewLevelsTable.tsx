import type { AsdSummary } from '../../../domain/framework/asd-headline';

const PREFIX = 'Maturity Level ';

/**
 * A level in a cell: "Maturity Level Two", its first words dropped on a phone, where the column says what
 * it is and four columns must fit.
 */
function LevelCell({ name }: { name: string | undefined }) {
  if (name === undefined) return <td>Not recorded</td>;
  const short = name.startsWith(PREFIX) ? name.slice(PREFIX.length) : name;
  return (
    <td>
      {short !== name && <span className="both-levels__prefix">{PREFIX}</span>}
      {short}
    </td>
  );
}

interface ReviewLevelsTableProps {
  /** The level by the respondent's answers. */
  byAnswers: AsdSummary;
  /** The level supported by evidence, as the respondent graded it; absent for an assessment saved before evidence was graded. */
  byEvidence: AsdSummary | undefined;
  /** The assessed level: ASD's rule on the findings alone. */
  assessed: AsdSummary;
}

/**
 * The three levels side by side, overall and per strategy: by the respondent's answers, supported by
 * evidence, and assessed from the findings. A table with a caption, so each figure is read with its
 * strategy and what it rests on.
 */
export function ReviewLevelsTable({ byAnswers, byEvidence, assessed }: ReviewLevelsTableProps) {
  const evidenceOf = new Map(byEvidence?.strategies.map((strategy) => [strategy.id, strategy.levelName]));
  const assessedOf = new Map(assessed.strategies.map((strategy) => [strategy.id, strategy.levelName]));
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="review-levels-caption">
      <table className="both-levels review-levels">
        <caption id="review-levels-caption">Levels by the respondent&apos;s answers, supported by evidence, and assessed from the findings alone</caption>
        <thead>
          <tr>
            <th scope="col">Strategy</th>
            <th scope="col">By answers</th>
            <th scope="col">By evidence</th>
            <th scope="col">Assessed</th>
          </tr>
        </thead>
        <tbody>
          <tr className="review-levels__overall">
            <th scope="row">Overall</th>
            <LevelCell name={byAnswers.overallName} />
            <LevelCell name={byEvidence?.overallName} />
            <LevelCell name={assessed.overallName} />
          </tr>
          {byAnswers.strategies.map((strategy) => (
            <tr key={strategy.id}>
              <th scope="row">{strategy.title}</th>
              <LevelCell name={strategy.levelName} />
              <LevelCell name={evidenceOf.get(strategy.id)} />
              <LevelCell name={assessedOf.get(strategy.id)} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
