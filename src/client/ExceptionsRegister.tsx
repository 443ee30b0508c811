import type { ReactNode } from 'react';
import type { Assessment } from '../domain/assessment';
import { EXCEPTIONS_REGISTER_EMPTY, EXCEPTIONS_REGISTER_HEADING, EXCEPTIONS_REGISTER_INTRO } from '../domain/exceptions-words';
import { RISK_ACCEPTED_BY_LABEL } from '../domain/framework/risk-acceptance';
import { useApiQuery } from './api/useApiQuery';
import { ErrorBox } from './ErrorBox';
import { LabelledCell, TableHead } from './TableParts';
import { today } from './today';

/** Loads the register with the catalogue it needs, so a page that shows no detailed assessment never downloads it. */
const loadRegister = (assessment: Assessment, day: string) => import('../domain/exceptions-register').then((module) => module.exceptionsRegister(assessment, day));

const COLUMNS = ['Strategy', 'Requirement', 'Outcome', 'Justification', RISK_ACCEPTED_BY_LABEL, 'Review by'];

/**
 * A detailed assessment's exceptions register: each alternate control, not applicable and not
 * implemented requirement with its justification, who accepted the residual risk and its review date, as a table (each row
 * stacks into labelled lines on a phone; the explicit roles keep it a table for assistive technology).
 * `folded`: the table under a disclosure that says how many exceptions it holds (the support detail page,
 * where the requirement register lists the same requirements too).
 */
export function ExceptionsRegister({ assessment, folded = false }: { assessment: Assessment; folded?: boolean }) {
  const day = today();
  const register = useApiQuery(`exceptions:${assessment.id}:${assessment.updatedAt}:${day}`, () => loadRegister(assessment, day));
  return (
    <section className="card exceptions-register" aria-labelledby="exceptions-title">
      <h2 id="exceptions-title">{EXCEPTIONS_REGISTER_HEADING}</h2>
      <p>{EXCEPTIONS_REGISTER_INTRO}</p>
      {register.error ? (
        <ErrorBox>The exceptions register could not be loaded: {register.error.message}. Reload the page to try again.</ErrorBox>
      ) : !register.data ? (
        <p role="status">Loading the exceptions register...</p>
      ) : register.data.length === 0 ? (
        <p>{EXCEPTIONS_REGISTER_EMPTY}</p>
      ) : (
        <Folded folded={folded} summary={`Show the ${register.data.length} ${register.data.length === 1 ? 'exception' : 'exceptions'}`}>
        <table role="table" className="exceptions-table" aria-labelledby="exceptions-title">
          <TableHead columns={COLUMNS} />
          <tbody role="rowgroup">
            {register.data.map((entry) => (
              <tr role="row" key={entry.requirementId} className={entry.pastReview ? 'exceptions-register__lapsed' : undefined}>
                <LabelledCell column="Strategy">{entry.strategyTitle}</LabelledCell>
                <LabelledCell column="Requirement">{entry.requirement}</LabelledCell>
                <LabelledCell column="Outcome">{entry.outcome}</LabelledCell>
                {/* The respondent's text: shown as text, its line breaks kept, never as markup. */}
                <LabelledCell column="Justification" className="evidence">
                  {entry.justification}
                  {entry.source !== '' && <span className="exceptions-register__source"> (Imported from the {entry.source}.)</span>}
                </LabelledCell>
                <LabelledCell column={RISK_ACCEPTED_BY_LABEL} className={entry.riskAcceptanceMissing ? 'exceptions-register__warning' : undefined}>
                  {entry.approvedBy}
                </LabelledCell>
                <LabelledCell column="Review by">{entry.reviewBy}</LabelledCell>
              </tr>
            ))}
          </tbody>
        </table>
        </Folded>
      )}
    </section>
  );
}

/** Its children, under a disclosure when `folded`. */
function Folded({ folded, summary, children }: { folded: boolean; summary: string; children: ReactNode }) {
  return folded ? (
    <details className="exceptions-register__fold">
      <summary>{summary}</summary>
      {children}
    </details>
  ) : (
    children
  );
}
