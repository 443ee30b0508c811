import type { AssessmentKind } from '../../domain/assessment-kinds';
import type { AsdSummary } from '../../domain/framework/asd-headline';
import type { ReactNode } from 'react';
import { EVIDENCE_LEVEL_SOURCE } from '../../domain/framework/evidence-level-summary';
import { holdingMarks, HOLDS_OVERALL } from '../../domain/framework/overall-holders';
import { BothLevels } from '../charts/BothLevels';
import { SELF_ASSESSMENT_LABEL } from '../../domain/self-assessment-label';

/** Where a strategy's level comes from, in the respondent's words, for each kind of assessment. */
const LEVEL_SOURCE: Record<AssessmentKind, string> = {
  quick: "A strategy's level here is the current level you rated it at",
  detailed:
    "A strategy's level here comes from the outcomes recorded for each of its requirements: the highest level at which every requirement is effective, met by an alternate control not past its review date or not applicable, and at least one is met",
};

/**
 * The overall level at the top of the results (a quick check's indicative level from its ratings, a
 * detailed assessment's level by ASD's method), then each strategy's level as a table
 * (a text alternative by nature), and what the result is and is not. A detailed assessment shows two
 * levels side by side: by the answers, and supported by evidence. The sentence naming the level and
 * what holds it is the page's headline, just above, so it is not said again here. `selfAssessed`: a review shared
 * with the respondent comes first, so these levels are named as their self-assessment. `evidencePrompt`: what a
 * detailed assessment says under its two levels of the met requirements without an evidence grade, and where to grade them.
 */
export function AsdLevelCard({
  asd,
  notice,
  kind,
  evidence,
  evidencePrompt,
  selfAssessed = false,
}: {
  asd: AsdSummary;
  notice: string;
  kind: AssessmentKind;
  evidence?: AsdSummary | undefined;
  evidencePrompt?: ReactNode;
  selfAssessed?: boolean;
}) {
  const basis = selfAssessed ? `${SELF_ASSESSMENT_LABEL}: ${asd.basis.charAt(0).toLowerCase()}${asd.basis.slice(1)}` : asd.basis;
  // Only the strategies that hold the overall level are marked; when all eight do, one sentence says so.
  const holding = holdingMarks(asd);
  return (
    <section className="card asd-level" aria-labelledby="asd-title">
      <h2 id="asd-title">{basis}</h2>
      {evidence ? (
        <>
          <BothLevels asd={asd} evidence={evidence} labelledBy="asd-title" />
          {evidencePrompt}
        </>
      ) : (
        <>
          <p className="asd-level__overall">
            <span className="figure">{asd.overallName}</span>
          </p>
          <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="asd-title">
            <table>
              <caption className="visually-hidden">{kind === 'quick' ? 'Rated level of each strategy' : 'Achieved level of each strategy'}</caption>
              <thead>
                <tr>
                  <th scope="col">Strategy</th>
                  <th scope="col">{kind === 'quick' ? 'Rated level' : 'Achieved level'}</th>
                </tr>
              </thead>
              <tbody>
                {asd.strategies.map((strategy) => (
                  <tr key={strategy.id}>
                    <th scope="row">{strategy.title}</th>
                    <td>
                      {strategy.levelName}
                      {holding.marked.has(strategy.id) && <strong> {HOLDS_OVERALL}</strong>}
                      {strategy.notAssessed !== '' && <span className="asd-level__not-asked">{strategy.notAssessed}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {holding.everyStrategy !== '' && (
            <p>
              <strong>{holding.everyStrategy}</strong>
            </p>
          )}
        </>
      )}
      <p className="hint">
        {LEVEL_SOURCE[kind]}; a level counts for the organisation only when all eight strategies reach it. {evidence ? `${EVIDENCE_LEVEL_SOURCE} ` : ''}
        {notice}
      </p>
    </section>
  );
}
