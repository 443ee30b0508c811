import { MAX_EVIDENCE_LENGTH } from '../constants';
import { EVIDENCE_QUALITY_IDS, type EvidenceQuality } from '../framework/evidence-quality';
import { JUSTIFIED_OUTCOMES } from '../framework/outcome-rules';
import type { RequirementAnswer, RequirementAnswers } from '../framework/outcomes';
import { answerEverywhere, sameRequirementIds } from '../framework/shared-requirements';
import { gradeOfMethod, type Proposal } from './export-reading';

/** An import as accepting its proposals needs it: which file it was, of which source, when, and what it proposes. */
export interface ImportedExport {
  id: string;
  /** What the file is, in words: "Group Policy report of ‘Office Macros’". */
  title: string;
  sourceKey: string;
  /** When the file says it was produced (ms since 1970), or null. */
  producedAt: number | null;
  /** When it was imported (ms since 1970). */
  importedAt: number;
  proposals: readonly Proposal[];
}

/**
 * The imports whose proposals stand: of the exports of one source (one policy, one computer), the newest by
 * the time the file says it was produced, then by when it was imported. An older export of the same policy
 * is superseded: its proposals are no longer offered, though the answers already accepted from it stay.
 */
export function currentImports<T extends ImportedExport>(imports: readonly T[]): T[] {
  const newest = new Map<string, T>();
  for (const entry of imports) {
    const kept = newest.get(entry.sourceKey);
    const newer = !kept || (entry.producedAt ?? -1) > (kept.producedAt ?? -1) || ((entry.producedAt ?? -1) === (kept.producedAt ?? -1) && entry.importedAt > kept.importedAt);
    if (newer) newest.set(entry.sourceKey, entry);
  }
  return imports.filter((entry) => newest.get(entry.sourceKey) === entry);
}

/**
 * Where a proposal stands beside the answer given: `open` while the requirement is unanswered (Not assessed, a
 * suggestion unconfirmed), `accepted` once the answer came from this import, `agrees` when the answer is the
 * proposal's outcome given by hand, and `disagrees` when it is another: a disagreement is shown, never applied.
 */
export type ProposalState = 'open' | 'agrees' | 'accepted' | 'disagrees';

/** Where `proposal` of import `importId` stands beside `answer`. */
export function proposalState(answer: Pick<RequirementAnswer, 'outcome' | 'importedFrom'> | undefined, importId: string, proposal: Pick<Proposal, 'outcome'>): ProposalState {
  if (!answer || answer.outcome === 'not-assessed') return 'open';
  if (answer.outcome !== proposal.outcome) return 'disagrees';
  return answer.importedFrom?.importId === importId ? 'accepted' : 'agrees';
}

/** A proposal to accept: which import, which requirement. */
export interface ProposalChoice {
  importId: string;
  requirementId: string;
}

/** The better of two evidence grades (undefined counts below poor). */
function betterGrade(a: EvidenceQuality | undefined, b: EvidenceQuality): EvidenceQuality {
  if (!a) return b;
  return EVIDENCE_QUALITY_IDS.indexOf(a) <= EVIDENCE_QUALITY_IDS.indexOf(b) ? a : b;
}

/** An evidence note with `read` added on a line of its own, unless it is there already, cut to the longest note kept. */
function withLine(evidence: string, read: string): string {
  if (evidence.includes(read)) return evidence;
  return (evidence.trim() === '' ? read : `${evidence.trimEnd()}\n${read}`).slice(0, MAX_EVIDENCE_LENGTH);
}

/**
 * The answer an accepted proposal makes: its outcome, what was read added to the evidence note, the evidence
 * grade of its test method (or the grade already given, when better), where it came from, and, for an outcome
 * that needs a justification (Not applicable, Alternate control), what was read as one when none was written.
 * Anything else of the answer is kept; an unconfirmed suggestion goes, as the requirement is now answered.
 */
export function acceptedAnswer(answer: RequirementAnswer | undefined, proposal: Proposal, from: Pick<ImportedExport, 'id' | 'title'>): RequirementAnswer {
  const { suggestedOutcome: _suggestion, ...kept } = answer ?? { outcome: 'not-assessed', evidence: '' };
  const justification = JUSTIFIED_OUTCOMES.includes(proposal.outcome) && !kept.justification?.trim() ? { justification: proposal.read } : {};
  return {
    ...kept,
    ...justification,
    outcome: proposal.outcome,
    evidence: withLine(kept.evidence, proposal.read),
    evidenceQuality: betterGrade(kept.evidenceQuality, gradeOfMethod(proposal.testMethod)),
    importedFrom: { importId: from.id, source: from.title },
  };
}

/** What accepting proposals did: the answers after, which requirements took a proposal, and which were left for a disagreement or two imports proposing differently. */
export interface Acceptance {
  answers: RequirementAnswers;
  accepted: string[];
  disagreements: string[];
  conflicts: string[];
}

/**
 * The answers with proposals accepted: those chosen, or with `'all'` every proposal of the current imports.
 * A proposal is accepted where it is open or agrees; one that disagrees with the answer given is left (the
 * person changes their answer first, or keeps it), and so is a requirement for which two current imports
 * propose different outcomes when all are accepted at once (one chosen by name is accepted).
 */
export function acceptProposals(answers: RequirementAnswers, imports: readonly ImportedExport[], choice: readonly ProposalChoice[] | 'all'): Acceptance {
  const current = currentImports(imports);
  const offered = current.flatMap((entry) => entry.proposals.map((proposal) => ({ entry, proposal })));
  const chosen = choice === 'all' ? offered : offered.filter(({ entry, proposal }) => choice.some((pick) => pick.importId === entry.id && pick.requirementId === proposal.requirementId));
  const outcomesOffered = new Map<string, Set<string>>();
  for (const { proposal } of offered) outcomesOffered.set(proposal.requirementId, (outcomesOffered.get(proposal.requirementId) ?? new Set()).add(proposal.outcome));
  const next: RequirementAnswers = { ...answers };
  const accepted: string[] = [];
  const disagreements: string[] = [];
  const conflicts: string[] = [];
  for (const { entry, proposal } of chosen) {
    const id = proposal.requirementId;
    if (choice === 'all' && (outcomesOffered.get(id)?.size ?? 0) > 1) {
      if (!conflicts.includes(id)) conflicts.push(id);
      continue;
    }
    const state = proposalState(next[id], entry.id, proposal);
    if (state === 'disagrees') {
      if (!disagreements.includes(id)) disagreements.push(id);
      continue;
    }
    if (state === 'accepted' || accepted.includes(id)) continue;
    // A requirement the model lists under several strategies has one answer: it is given in each.
    Object.assign(next, answerEverywhere(next, id, acceptedAnswer(next[id], proposal, entry)));
    accepted.push(id);
  }
  return { answers: next, accepted, disagreements, conflicts };
}

/**
 * Answers with their `importedFrom` checked against the imports kept: kept (with the import's own title as its
 * source) only where that import proposed the answer's outcome for that requirement; dropped otherwise, as
 * after the person changed an accepted answer, or when a body names an import that does not exist.
 */
export function withVerifiedImports(answers: RequirementAnswers, imports: readonly ImportedExport[]): RequirementAnswers {
  const byId = new Map(imports.map((entry) => [entry.id, entry]));
  return Object.fromEntries(
    Object.entries(answers).map(([id, answer]) => {
      if (!answer?.importedFrom) return [id, answer];
      const from = byId.get(answer.importedFrom.importId);
      const entries = sameRequirementIds(id);
      const proposed = from?.proposals.some((proposal) => (proposal.requirementId === id || entries.includes(proposal.requirementId)) && proposal.outcome === answer.outcome);
      const { importedFrom: _dropped, ...rest } = answer;
      return [id, from && proposed ? { ...rest, importedFrom: { importId: from.id, source: from.title } } : rest];
    }),
  );
}

/** How many answers came from imported configuration: those with an accepted proposal as their answer. */
export function importedAnswerCount(answers: RequirementAnswers): number {
  return Object.values(answers).filter((answer) => answer?.importedFrom !== undefined && answer.outcome !== 'not-assessed').length;
}

/** How many answers came from imported configuration, as the results and reports say it; '' when none did. */
export function importedAnswersLine(answers: RequirementAnswers): string {
  const count = importedAnswerCount(answers);
  if (count === 0) return '';
  return `${count === 1 ? '1 answer' : `${count} answers`} came from configuration imported from the organisation’s systems, each graded as a copy of the configuration reviewed.`;
}

/** Where an answer came from, as a report names it: "the Group Policy report of ‘Office Macros’"; '' for an answer given by hand. */
export function answerSourceText(answer: Pick<RequirementAnswer, 'importedFrom' | 'outcome'> | undefined): string {
  return answer?.importedFrom && answer.outcome !== 'not-assessed' ? answer.importedFrom.source : '';
}
