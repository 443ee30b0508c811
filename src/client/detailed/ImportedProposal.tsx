import { OUTCOMES } from '../../domain/framework/outcome-words';
import type { RequirementAnswer } from '../../domain/framework/outcomes';
import { proposalsBeside } from './import-proposals';
import { useImports } from './ImportsProvider';
import './imports.css';

interface ImportedProposalProps {
  /** The requirement field's id prefix: `${id}-text` names the requirement, `${id}-outcome` is its outcome. */
  id: string;
  requirementId: string;
  answer: RequirementAnswer | undefined;
}

/**
 * Beside a requirement, what a current import proposes for it while the answer is not yet that: the outcome
 * and the file, with Accept (named with the requirement) while it is unanswered, or the difference when the
 * answer given is another, which is never applied. Once accepted, focus moves to the outcome, which now shows it.
 */
export function ImportedProposal({ id, requirementId, answer }: ImportedProposalProps) {
  const access = useImports();
  if (!access) return null;
  const beside = proposalsBeside(requirementId, access.imports, { [requirementId]: answer });
  if (beside.length === 0) return null;
  return (
    <>
      {beside.map((entry) => {
        const lineId = `${id}-import-${entry.importId}`;
        const proposed = OUTCOMES[entry.proposal.outcome].label;
        return entry.state === 'open' ? (
          <div key={entry.importId} className="suggestion import-beside">
            <p className="suggestion__text" id={lineId}>
              Proposed from {entry.importTitle}: <strong>{proposed}</strong>
            </p>
            <button
              type="button"
              id={`${lineId}-accept`}
              className="button button--secondary suggestion__confirm"
              aria-labelledby={`${lineId}-accept ${id}-text`}
              aria-describedby={lineId}
              onClick={() => {
                access.accept([{ importId: entry.importId, requirementId: entry.proposal.requirementId }]);
                document.getElementById(`${id}-outcome`)?.focus();
              }}
            >
              Accept
            </button>
          </div>
        ) : (
          <p key={entry.importId} className="import-beside import-beside--differs" id={lineId}>
            {entry.importTitle} shows <strong>{proposed}</strong>, not your answer.
          </p>
        );
      })}
    </>
  );
}
