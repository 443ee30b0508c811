import type { Outcome } from '../framework/outcome-rules';
import type { FindingInput } from '../review/finding';
import { findingIdOf } from '../review/finding-entries';
import { gradeOfMethod, type Proposal } from './export-reading';
import { currentImports, type Acceptance, type ImportedExport, type ProposalChoice, type ProposalState } from './imported-answers';

/** A finding as a proposal's state reads it: its outcome and its note. */
export type FindingSeen = { outcome: Outcome; note: string };

/** The note of a finding made from a proposal: the file it came from and what was read. */
export function importedFindingNote(from: Pick<ImportedExport, 'title'>, proposal: Pick<Proposal, 'read'>): string {
  return `From the ${from.title}: ${proposal.read}`;
}

/**
 * Where an assessor's proposal stands beside the review's finding on its requirement: `open` with no finding (or
 * one of Not assessed), `accepted` when the finding was made from this proposal, `agrees` when the finding found
 * the same outcome otherwise, and `disagrees` when it found another.
 */
export function findingProposalState(finding: FindingSeen | undefined, from: Pick<ImportedExport, 'title'>, proposal: Proposal): ProposalState {
  if (!finding || finding.outcome === 'not-assessed') return 'open';
  if (finding.outcome !== proposal.outcome) return 'disagrees';
  return finding.note.includes(importedFindingNote(from, proposal)) ? 'accepted' : 'agrees';
}

/** A finding to record from an accepted proposal, under its finding id (one finding for a requirement several strategies list). */
export interface ImportedFinding {
  findingId: string;
  input: FindingInput;
}

/**
 * The findings accepting proposals makes in a review: for each proposal chosen (or every proposal of the current
 * imports with `'all'`) whose requirement has no finding yet, a finding of its outcome, tested by its method, of
 * its method's grade, its note naming the file and what was read. A requirement with a finding already is left:
 * as a disagreement when the finding differs (the assessor changes it by hand, or keeps it), as it is when it
 * agrees. With `'all'`, a requirement two current imports propose differently for is left too, and so is an
 * Alternate control (a finding of one needs a review date and who accepted its risk, which no export gives).
 */
export function acceptProposalsAsFindings(
  findings: ReadonlyMap<string, FindingSeen>,
  imports: readonly ImportedExport[],
  choice: readonly ProposalChoice[] | 'all',
): Omit<Acceptance, 'answers'> & { findings: ImportedFinding[] } {
  const offered = currentImports(imports).flatMap((entry) => entry.proposals.map((proposal) => ({ entry, proposal })));
  const chosen = choice === 'all' ? offered : offered.filter(({ entry, proposal }) => choice.some((pick) => pick.importId === entry.id && pick.requirementId === proposal.requirementId));
  const outcomes = new Map<string, Set<string>>();
  for (const { proposal } of offered) outcomes.set(findingIdOf(proposal.requirementId), (outcomes.get(findingIdOf(proposal.requirementId)) ?? new Set()).add(proposal.outcome));
  const made: ImportedFinding[] = [];
  const result = { accepted: [] as string[], disagreements: [] as string[], conflicts: [] as string[] };
  for (const { entry, proposal } of chosen) {
    const findingId = findingIdOf(proposal.requirementId);
    const id = proposal.requirementId;
    if (proposal.outcome === 'alternate-control' || (choice === 'all' && (outcomes.get(findingId)?.size ?? 0) > 1)) {
      if (!result.conflicts.includes(id)) result.conflicts.push(id);
      continue;
    }
    const state = findingProposalState(findings.get(findingId), entry, proposal);
    if (state === 'disagrees' && !result.disagreements.includes(id)) result.disagreements.push(id);
    if (state !== 'open' || made.some((finding) => finding.findingId === findingId)) continue;
    made.push({
      findingId,
      input: { outcome: proposal.outcome, testMethod: proposal.testMethod, evidenceQuality: gradeOfMethod(proposal.testMethod), note: importedFindingNote(entry, proposal), acceptedBy: '', version: 0 },
    });
    result.accepted.push(id);
  }
  return { ...result, findings: made };
}
