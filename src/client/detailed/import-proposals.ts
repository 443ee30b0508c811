import type { ImportView, ProposalView } from '../../domain/configuration-imports/import-views';
import { acceptProposals, currentImports, proposalState, type Acceptance, type ImportedExport, type ProposalChoice, type ProposalState } from '../../domain/configuration-imports/imported-answers';
import { controlTitle } from '../../domain/control-titles';
import { CONTROL_IDS, type ControlId } from '../../domain/controls';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { OUTCOMES } from '../../domain/framework/outcome-words';
import type { RequirementAnswers } from '../../domain/framework/outcomes';
import type { Requirement } from '../../domain/framework/requirement';
import { answerEverywhere, sameRequirementIds } from '../../domain/framework/shared-requirements';

const BY_ID = new Map(REQUIREMENTS.map((requirement) => [requirement.id, requirement]));

/** An import as the API shows it, as accepting its proposals needs it. */
export function importedExportOf(view: ImportView): ImportedExport {
  return { id: view.id, title: view.title, sourceKey: view.sourceKey, producedAt: view.producedAt, importedAt: view.importedAt, proposals: view.proposals };
}

/**
 * The imports with one just made among them, newest first: put first, or in place of the same import answered
 * again, and each marked current or superseded again (a newer export of the same source supersedes an older one).
 */
export function withImport(imports: readonly ImportView[], made: ImportView): ImportView[] {
  return withCurrentMarked([made, ...imports.filter((entry) => entry.id !== made.id)]);
}

/** The imports each marked current, or superseded by a newer export of the same source. */
export function withCurrentMarked(imports: readonly ImportView[]): ImportView[] {
  const current = new Set(currentImports(imports.map(importedExportOf)).map((entry) => entry.id));
  return imports.map((entry) => (entry.current === current.has(entry.id) ? entry : { ...entry, current: current.has(entry.id) }));
}

/** A proposal as the page shows it: its requirement and where it stands beside the answers in this browser. */
export interface ShownProposal {
  proposal: ProposalView;
  requirement: Requirement;
  state: ProposalState;
}

/** One strategy's proposals of an import, for a heading of their own. */
export interface StrategyProposals {
  strategy: ControlId;
  title: string;
  proposals: ShownProposal[];
}

/**
 * An import's proposals grouped by strategy, in the order the assessment asks them, each with where it stands
 * beside `answers` (the answers in this browser, which may be ahead of those the server holds). A proposal
 * for a requirement the catalogue no longer holds is left out.
 */
export function proposalsByStrategy(view: ImportView, answers: RequirementAnswers): StrategyProposals[] {
  const shown = view.proposals.flatMap((proposal) => {
    const requirement = BY_ID.get(proposal.requirementId);
    return requirement ? [{ proposal, requirement, state: proposalState(answers[requirement.id], view.id, proposal) }] : [];
  });
  const order = (entry: ShownProposal) => REQUIREMENTS.indexOf(entry.requirement);
  return CONTROL_IDS.flatMap((strategy) => {
    const proposals = shown.filter((entry) => entry.requirement.strategy === strategy).sort((a, b) => order(a) - order(b));
    return proposals.length > 0 ? [{ strategy, title: controlTitle(strategy), proposals }] : [];
  });
}

/**
 * The answers with proposals accepted (those chosen, or all of the current imports), each accepted answer
 * also given to the other strategies' entries of the same requirement, as an answer typed by hand is.
 */
export function acceptImported(answers: RequirementAnswers, imports: readonly ImportView[], choice: readonly ProposalChoice[] | 'all'): Acceptance {
  const acceptance = acceptProposals(answers, imports.map(importedExportOf), choice);
  let spread = answers;
  for (const id of acceptance.accepted) {
    const answer = acceptance.answers[id];
    if (answer) spread = answerEverywhere(spread, id, answer);
  }
  return { ...acceptance, answers: spread };
}

/** How many proposals "Accept all" would accept now: those of the current imports that are open or agree, less any two imports propose differently. */
export function acceptableCount(answers: RequirementAnswers, imports: readonly ImportView[]): number {
  return acceptProposals(answers, imports.map(importedExportOf), 'all').accepted.length;
}

/** A proposal of a current import for a requirement, shown beside it in its strategy step. */
export interface ProposalBeside {
  importId: string;
  importTitle: string;
  proposal: ProposalView;
  state: 'open' | 'disagrees';
}

/**
 * The proposals of the current imports for a requirement (or another strategy's entry of the same requirement)
 * that its answer is not yet: open while it is unanswered, or disagreeing with the answer given.
 */
export function proposalsBeside(requirementId: string, imports: readonly ImportView[], answers: RequirementAnswers): ProposalBeside[] {
  const same = sameRequirementIds(requirementId);
  const current = currentImports(imports.map(importedExportOf)).map((entry) => entry.id);
  return imports.flatMap((view) =>
    current.includes(view.id)
      ? view.proposals.flatMap((proposal) => {
          if (!same.includes(proposal.requirementId)) return [];
          const state = proposalState(answers[requirementId], view.id, proposal);
          return state === 'open' || state === 'disagrees' ? [{ importId: view.id, importTitle: view.title, proposal, state }] : [];
        })
      : [],
  );
}

/** Where a proposal stands, in words, for one that is not to be accepted: "Accepted", or the disagreement ("Your answer: Ineffective. The export shows Effective."). */
export function stateInWords(state: ProposalState, answerOutcome: keyof typeof OUTCOMES | undefined, proposal: Pick<ProposalView, 'outcome'>): string {
  switch (state) {
    case 'accepted':
      return 'Accepted';
    case 'disagrees':
      return `Your answer: ${OUTCOMES[answerOutcome ?? 'not-assessed'].label}. The export shows ${OUTCOMES[proposal.outcome].label}.`;
    case 'agrees':
      return `Your answer is already ${OUTCOMES[proposal.outcome].label}: accepting adds where it came from.`;
    case 'open':
      return 'Not answered yet.';
  }
}

/** "3 proposals" or "1 proposal". */
export function proposalsInWords(count: number): string {
  return `${count} ${count === 1 ? 'proposal' : 'proposals'}`;
}
