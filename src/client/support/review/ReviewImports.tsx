import { useEffect, useState } from 'react';
import type { ImportView } from '../../../domain/configuration-imports/import-views';
import type { ProposalChoice } from '../../../domain/configuration-imports/imported-answers';
import { OUTCOMES } from '../../../domain/framework/outcome-words';
import type { Finding } from '../../../domain/review/finding';
import { acceptProposalsAsFindings, fetchImports, uploadImport } from '../../api/imports';
import { ImportFileForm } from '../../detailed/ImportFileForm';
import { ImportsList } from '../../detailed/ImportsList';
import { withImport } from '../../detailed/import-proposals';

const SUPPORT = { side: 'support' } as const;

interface ReviewImportsProps {
  assessmentId: string;
  findings: readonly Finding[];
  /** The review is finished: nothing is imported or accepted until it is reopened. */
  finished: boolean;
  /** Findings were made: the page reads the review again. */
  onFindings: () => void;
  /** Something audited happened: the page reads its history again. */
  onAudited: () => void;
}

/** How many proposals of the current imports would become findings: those open or agreeing with the finding. */
function acceptableOf(imports: readonly ImportView[]): number {
  return imports.filter((view) => view.current).flatMap((view) => view.proposals.filter((proposal) => proposal.state === 'open' || proposal.state === 'agrees')).length;
}

/**
 * In review mode, the assessor's own imports of the organisation's exports: the file to import, then each import
 * with its proposals beside the review's findings (as the server states them), each accepted, or all at once, as a
 * finding in one batch, undone as any batch is. A disagreement with a finding is shown, never applied.
 */
export function ReviewImports({ assessmentId, findings, finished, onFindings, onAudited }: ReviewImportsProps) {
  const [imports, setImports] = useState<ImportView[]>([]);
  const [loadError, setLoadError] = useState<string>();

  const [loads, setLoads] = useState(0);
  useEffect(() => {
    let current = true;
    fetchImports(assessmentId, SUPPORT).then(
      (loaded) => {
        if (!current) return;
        setImports(loaded);
        setLoadError(undefined);
      },
      (error: unknown) => {
        if (current) setLoadError(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [assessmentId, loads]);

  const upload = async (file: File, collectedOn: string) => {
    const answer = await uploadImport(assessmentId, file, collectedOn, SUPPORT);
    setImports((current) => withImport(current, answer.import));
    if (!answer.alreadyImported) onAudited();
    return answer;
  };

  const accept = async (choice: readonly ProposalChoice[] | 'all') => {
    const done = await acceptProposalsAsFindings(assessmentId, choice === 'all' ? undefined : choice);
    if (done.accepted.length > 0) {
      onFindings();
      onAudited();
    }
    // Each proposal's state is the server's, beside the findings as they now stand.
    setLoads((count) => count + 1);
    return done;
  };

  const findingOf = (requirementId: string) => findings.find((finding) => finding.requirementId === requirementId);
  return (
    <section className="card review-imports" aria-labelledby="review-imports-title">
      <h2 id="review-imports-title">Imported from the organisation&apos;s systems</h2>
      <p>
        An export of the organisation&apos;s configuration (a Group Policy report, an Intune policy, an AppLocker or App Control policy, the local
        administrators, the installed updates, or a scanner&apos;s results in the tool&apos;s import format) proposes a finding for each requirement it
        settles. A proposal becomes a finding only when you accept it; one that differs from a finding is shown, never applied.
      </p>
      {finished ? <p className="notice">The review is finished: reopen it to import files or accept proposals.</p> : <ImportFileForm upload={upload} hint="One file at a time. It is kept with the assessment as evidence of each requirement it speaks to, and its import is audited." />}
      {loadError && <p className="field-error">The imports could not be listed: {loadError}</p>}
      <ImportsList
        imports={imports}
        stateOf={(_view, proposal) => proposal.state}
        disagreement={(proposal) =>
          `The finding: ${OUTCOMES[findingOf(proposal.requirementId)?.outcome ?? 'not-assessed'].label}. The export shows ${OUTCOMES[proposal.outcome].label}.`
        }
        answerName="The finding"
        acceptable={acceptableOf(imports)}
        onAccept={accept}
        readOnly={finished}
      />
    </section>
  );
}
