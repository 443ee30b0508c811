import { memo } from 'react';
import type { ListedEvidenceFile } from '../../../domain/evidence-files';
import type { Requirement } from '../../../domain/framework/requirement';
import { canAgree } from './agreement';
import { assessorCell, requirementFacts, respondentCell } from './register-cells';
import { ROW_STATE_NAMES, type RegisterRow } from './register-rows';
import { RequirementReview } from './RequirementReview';
import type { ReviewEntryContext } from './review-entry-context';

/** How many columns the register has: select, requirement, respondent, assessor, state, action. */
export const REGISTER_COLUMNS = 6;

interface RegisterRowViewProps {
  context: ReviewEntryContext;
  row: RegisterRow;
  /** The entry it is listed under (its strategy's, when one strategy is shown). */
  shownIn: Requirement;
  files: readonly ListedEvidenceFile[];
  open: boolean;
  selected: boolean;
  /** Whether its toggle is the register's one stop of the Tab key (roving focus). */
  tabStop: boolean;
  /** Where focus goes as it opens, and a key bumped when a shortcut changed its draft. */
  focusOnOpen: 'row' | 'test-method';
  formKey: number;
  onToggle: (id: string) => void;
  onSelect: (id: string, selected: boolean) => void;
  onAgree: (row: RegisterRow) => void;
}

/**
 * One requirement of the model as a register row: a checkbox to select it, its words as the button that opens it (with
 * its levels, ISM numbers and the other strategies it counts in), the respondent's outcome and evidence grade with a
 * file count, the assessor's outcome, test method and grade, its state, and "Agree" when it can be agreed with. Opened,
 * a second row below it holds the full finding form.
 */
export const RegisterRowView = memo(function RegisterRowView({ context, row, shownIn, files, open, selected, tabStop, focusOnOpen, formKey, onToggle, onSelect, onAgree }: RegisterRowViewProps) {
  const textId = `finding-${row.id}-text`;
  const stateId = `finding-${row.id}-state`;
  const detailId = `finding-${row.id}-detail`;
  const respondent = respondentCell(row, files.filter((file) => file.addedBy === 'respondent').length, context.today);
  const assessor = assessorCell(row.finding);
  const agreeable = !context.finished && canAgree(row, context.today);
  return (
    <>
      {/* Roles said outright: a phone lays the rows out as cards, and a table whose display changes loses them in some browsers. */}
      <tr role="row" className={`register-row register-row--${row.state}${open ? ' register-row--open' : ''}${selected ? ' register-row--selected' : ''}`}>
        <td role="cell" className="register-row__select">
          <input type="checkbox" tabIndex={-1} checked={selected} aria-label={`Select: ${row.requirement.text}`} onChange={(event) => onSelect(row.id, event.target.checked)} />
        </td>
        <th role="rowheader" scope="row" className="register-row__requirement">
          <button
            type="button"
            id={textId}
            className="register-row__toggle"
            data-row-toggle={row.id}
            tabIndex={tabStop ? 0 : -1}
            aria-expanded={open}
            aria-controls={open ? detailId : undefined}
            aria-describedby={stateId}
            onClick={() => onToggle(row.id)}
          >
            <span className="register-row__chevron" aria-hidden="true">
              {open ? '▾' : '▸'}
            </span>
            {row.requirement.text}
          </button>
          <span className="register-row__facts">{requirementFacts(row, shownIn)}</span>
        </th>
        <td role="cell" className="register-row__answer register-row__answer--respondent" data-label="Answer">
          <span className="register-row__outcome">{respondent.outcome}</span>
          <span className="register-row__detail">{respondent.detail}</span>
        </td>
        <td role="cell" className={`register-row__answer register-row__answer--assessor${row.finding ? '' : ' register-row__answer--none'}`} data-label="Finding">
          <span className="register-row__outcome">{assessor.outcome}</span>
          {assessor.detail && <span className="register-row__detail">{assessor.detail}</span>}
        </td>
        <td role="cell" className="register-row__state">
          <span id={stateId} className={`review-tag review-tag--${row.state}`}>
            {ROW_STATE_NAMES[row.state]}
          </span>
        </td>
        <td role="cell" className="register-row__action">
          {agreeable && (
            <button type="button" className="button--link register-row__agree" tabIndex={-1} aria-label={`Agree with the respondent: ${row.requirement.text}`} onClick={() => onAgree(row)}>
              Agree
            </button>
          )}
        </td>
      </tr>
      {open && (
        <tr role="row" className="register-detail" id={detailId}>
          <td role="cell" colSpan={REGISTER_COLUMNS}>
            <RequirementReview context={context} row={row} files={files} textId={textId} focusOnOpen={focusOnOpen} formKey={formKey} />
          </td>
        </tr>
      )}
    </>
  );
});
