import { useLocation, useNavigate, useSearchParams } from '../router';
import { today } from '../today';
import type { Assessment } from '../../domain/assessment';
import { controlTitle } from '../../domain/control-titles';
import { EVIDENCE_QUALITIES } from '../../domain/framework/evidence-quality';
import { listInWords } from '../../domain/format';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import type { RequirementOutcomeGroup } from './requirement-outcome-groups';
import { TableHead } from '../TableParts';
import { showingText } from './review/review-filters';
import { OUTCOME_CHOICES, REGISTER_SHOW_NAMES, registerShowFrom, registerShowOf, showsInRegister, withRegisterShow, type RegisterShow } from './register-filter';

const COLUMNS = ['Requirement', 'Outcome', 'Evidence'];

/** Loads the catalogue with the module that needs it, so a quick check's detail page never downloads it. */
const loadGroups = (assessment: Assessment, day: string) =>
  import('./requirement-outcome-groups').then((module) => module.requirementOutcomeGroups(assessment.requirementOutcomes, day));

/**
 * One strategy's table, folded under its heading (a disclosure the reader opens, saying how many of its requirements
 * the filter shows): each requirement with its levels and ISM controls, its outcome and the evidence as typed. On a
 * phone each row stacks into a block with its cells labelled; the explicit roles keep it a table for assistive
 * technology when its display changes.
 */
function StrategyOutcomes({ group, show }: { group: RequirementOutcomeGroup; show: RegisterShow }) {
  const headingId = `outcomes-${group.strategy}`;
  const rows = group.rows.filter((row) => showsInRegister(row, show));
  return (
    <details className="requirement-outcomes__strategy">
      <summary>
        <h3 id={headingId}>{controlTitle(group.strategy)}</h3>
        <span className="hint">
          {rows.length} of {group.rows.length} requirements shown
        </span>
      </summary>
      {group.heldBackReason && <p>{group.heldBackReason}.</p>}
      {rows.length === 0 ? (
        <p className="hint">None of its {group.rows.length} requirements to show.</p>
      ) : (
        <table role="table" className="outcome-table" aria-labelledby={headingId}>
          <TableHead columns={COLUMNS} />
          <tbody role="rowgroup">
            {rows.map(({ requirement, outcome, counts, evidence, evidenceQuality }) => (
              <tr role="row" key={requirement.id}>
                <td role="cell">
                  {requirement.text}
                  <span className="hint requirement-outcomes__facts">
                    {requirement.levels.length === 1 ? 'Level' : 'Levels'} {listInWords(requirement.levels.map(String))}
                    {requirement.ism.length > 0 ? ` · ${requirement.ism.join(', ')}` : ''}
                  </span>
                </td>
                <td role="cell">
                  <span className="outcome-table__label" aria-hidden="true">
                    Outcome:{' '}
                  </span>
                  {/* The outcome's colour beside its words, never in place of them. */}
                  <span className={`outcome-tag outcome-tag--${counts}`}>{outcome}</span>
                </td>
                {/* Evidence is the respondent's text: shown as text, its line breaks kept, never as markup. */}
                <td role="cell" className="evidence">
                  <span className="outcome-table__label" aria-hidden="true">
                    Evidence:{' '}
                  </span>
                  {evidence || <span className="hint">None given</span>}
                  <span className="hint requirement-outcomes__facts">Evidence quality: {evidenceQuality ? EVIDENCE_QUALITIES[evidenceQuality].label : 'Not graded'}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}

/** The register's choice of rows: a select whose choice applies as it is made, the outcomes grouped under "By outcome". */
function RegisterFilter({ show, onShow }: { show: RegisterShow; onShow: (show: RegisterShow) => void }) {
  return (
    <div className="field register-filter">
      <label htmlFor="register-show">Show</label>
      <select id="register-show" value={show} onChange={(event) => onShow(registerShowOf(event.target.value))}>
        {Object.entries(REGISTER_SHOW_NAMES).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
        <optgroup label="By outcome">
          {OUTCOME_CHOICES.map(({ outcome, label }) => (
            <option key={outcome} value={outcome}>
              {label}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}

/**
 * "Requirement outcomes", the register of a detailed assessment: per strategy, each requirement's outcome (in words, on
 * a colour of its own), evidence and evidence quality; the unmet requirements first, the others a choice away. The
 * address keeps the choice (`?register=all`), so a reload or a shared link shows the same requirements; changing it
 * replaces the address rather than adding to the history, keeping the way back to the list as it was.
 */
export function RequirementOutcomes({ assessment }: { assessment: Assessment }) {
  const day = today();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const show = registerShowFrom(params);
  const setShow = (next: RegisterShow) =>
    void navigate(
      { search: withRegisterShow(params, next).toString(), hash: location.hash },
      { replace: true, state: location.state as unknown, preventScrollReset: true },
    );
  const groups = useApiQuery(`requirement-outcomes:${assessment.id}:${assessment.updatedAt}:${day}`, () => loadGroups(assessment, day));
  return (
    <section className="card requirement-outcomes" aria-labelledby="outcomes-title">
      <h2 id="outcomes-title">Requirement outcomes</h2>
      <RegisterFilter show={show} onShow={setShow} />
      {groups.data && (
        <p role="status">
          {showingText(
            groups.data.reduce((sum, group) => sum + group.rows.filter((row) => showsInRegister(row, show)).length, 0),
            groups.data.reduce((sum, group) => sum + group.rows.length, 0),
          )}
        </p>
      )}
      {groups.error ? (
        <ErrorBox>The requirement outcomes could not be loaded: {groups.error.message}. Reload the page to try again.</ErrorBox>
      ) : groups.data ? (
        groups.data.map((group) => <StrategyOutcomes key={group.strategy} group={group} show={show} />)
      ) : (
        <p role="status">Loading the requirement outcomes...</p>
      )}
    </section>
  );
}
