import type { Assessment } from '../domain/assessment';
import { EXCEPTIONS_REGISTER_EMPTY, EXCEPTIONS_REGISTER_HEADING, EXCEPTIONS_REGISTER_INTRO } from '../domain/exceptions-words';
import { useApiQuery } from './api/useApiQuery';
import { ErrorBox } from './ErrorBox';
import { today } from './today';

/** Loads the register with the catalogue it needs, so a page that shows no detailed assessment never downloads it. */
const loadRegister = (assessment: Assessment, day: string) => import('../domain/exceptions-register').then((module) => module.exceptionsRegister(assessment, day));

const COLUMNS = ['Strategy', 'Requirement', 'Outcome', 'Justification', 'Approved by', 'Review by'];

/**
 * A detailed assessment's exceptions register: each alternate control, not applicable and not
 * implemented requirement with its justification, approver and review date, as a table (each row
 * stacks into labelled lines on a phone; the explicit roles keep it a table for assistive technology).
 */
export function ExceptionsRegister({ assessment }: { assessment: Assessment }) {
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
        <table role="table" className="exceptions-table" aria-labelledby="exceptions-title">
          <thead role="rowgroup">
            <tr role="row">
              {COLUMNS.map((column) => (
                <th role="columnheader" scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {register.data.map((entry) => (
              <tr role="row" key={entry.requirementId} className={entry.pastReview ? 'exceptions-register__lapsed' : undefined}>
                <td role="cell">
                  <span className="exceptions-table__label" aria-hidden="true">
                    Strategy:{' '}
                  </span>
                  {entry.strategyTitle}
                </td>
                <td role="cell">
                  <span className="exceptions-table__label" aria-hidden="true">
                    Requirement:{" "}
                  </span>
                  {entry.requirement}
                </td>
                <td role="cell">
                  <span className="exceptions-table__label" aria-hidden="true">
                    Outcome:{' '}
                  </span>
                  {entry.outcome}
                </td>
                {/* The respondent's text: shown as text, its line breaks kept, never as markup. */}
                <td role="cell" className="evidence">
                  <span className="exceptions-table__label" aria-hidden="true">
                    Justification:{' '}
                  </span>
                  {entry.justification}
                </td>
                <td role="cell">
                  <span className="exceptions-table__label" aria-hidden="true">
                    Approved by:{' '}
                  </span>
                  {entry.approvedBy}
                </td>
                <td role="cell">
                  <span className="exceptions-table__label" aria-hidden="true">
                    Review by:{' '}
                  </span>
                  {entry.reviewBy}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
