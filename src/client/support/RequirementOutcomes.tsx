import { today } from '../today';
import type { Assessment } from '../../domain/assessment';
import { controlContent } from '../../domain/control-content';
import { EVIDENCE_QUALITIES } from '../../domain/framework/evidence-quality';
import { listInWords } from '../../domain/format';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import type { RequirementOutcomeGroup } from './requirement-outcome-groups';
import { TableHead } from '../TableParts';

const COLUMNS = ['Requirement', 'Outcome', 'Evidence'];

/** Loads the catalogue with the module that needs it, so a quick check's detail page never downloads it. */
const loadGroups = (assessment: Assessment, day: string) =>
  import('./requirement-outcome-groups').then((module) => module.requirementOutcomeGroups(assessment.requirementOutcomes, day));

/**
 * One strategy's table: each requirement with its levels and ISM controls, its outcome and the
 * evidence as typed. On a phone each row stacks into a block with its cells labelled; the explicit
 * roles keep it a table for assistive technology when its display changes.
 */
function StrategyOutcomes({ group }: { group: RequirementOutcomeGroup }) {
  const headingId = `outcomes-${group.strategy}`;
  return (
    <div className="requirement-outcomes__strategy">
      <h3 id={headingId}>{controlContent(group.strategy).title}</h3>
      {group.heldBackReason && <p>{group.heldBackReason}.</p>}
      <table role="table" className="outcome-table" aria-labelledby={headingId}>
        <TableHead columns={COLUMNS} />
        <tbody role="rowgroup">
          {group.rows.map(({ requirement, outcome, evidence, evidenceQuality }) => (
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
                {outcome}
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
    </div>
  );
}

/** "Requirement outcomes" of a detailed assessment: per strategy, every requirement's outcome, evidence and evidence quality. */
export function RequirementOutcomes({ assessment }: { assessment: Assessment }) {
  const day = today();
  const groups = useApiQuery(`requirement-outcomes:${assessment.id}:${assessment.updatedAt}:${day}`, () => loadGroups(assessment, day));
  return (
    <section className="card requirement-outcomes" aria-labelledby="outcomes-title">
      <h2 id="outcomes-title">Requirement outcomes</h2>
      {groups.error ? (
        <ErrorBox>The requirement outcomes could not be loaded: {groups.error.message}. Reload the page to try again.</ErrorBox>
      ) : groups.data ? (
        groups.data.map((group) => <StrategyOutcomes key={group.strategy} group={group} />)
      ) : (
        <p role="status">Loading the requirement outcomes...</p>
      )}
    </section>
  );
}
