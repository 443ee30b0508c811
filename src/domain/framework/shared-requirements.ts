import { CONTROL_IDS, STORED_STRATEGY_ORDER } from '../controls';
import { REQUIREMENTS } from './catalogue';
import type { RequirementAnswer, RequirementAnswers } from './outcomes';
import type { Requirement } from './requirement';

/** What makes two entries of the catalogue one requirement of the model: the same ISM controls at the same levels. */
function sameRequirementKey(requirement: Requirement): string | undefined {
  if (requirement.ism.length === 0) return undefined;
  return `${[...requirement.ism].sort().join('+')}@${[...requirement.levels].sort().join(',')}`;
}

/** The requirements in the order stored data know their strategies (`STORED_STRATEGY_ORDER`), each strategy's in catalogue order. */
function inStoredOrder(catalogue: readonly Requirement[]): Requirement[] {
  const place = (requirement: Requirement) => STORED_STRATEGY_ORDER.indexOf(requirement.strategy);
  return catalogue.toSorted((one, other) => place(one) - place(other));
}

/**
 * The requirements the model lists under several strategies, each group one requirement of the model:
 * entries that map to the same ISM controls at the same levels (the event log and incident
 * requirements of four strategies, asset discovery and the scanner's database of both patch
 * strategies); a requirement with no ISM number is never grouped, as nothing says it is the same as
 * another. Each group's entries, and the groups by their first entry, come in the order stored data know
 * the strategies (`STORED_STRATEGY_ORDER`), not the order pages list them in: a group's first entry is
 * the id its one finding and any request for its evidence are kept under, so it never changes.
 */
export function sharedRequirementGroups(catalogue: readonly Requirement[] = REQUIREMENTS): Requirement[][] {
  const groups = new Map<string, Requirement[]>();
  for (const requirement of inStoredOrder(catalogue)) {
    const key = sameRequirementKey(requirement);
    if (key !== undefined) groups.set(key, [...(groups.get(key) ?? []), requirement]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

const GROUP_OF = new Map(sharedRequirementGroups().flatMap((group) => group.map((requirement) => [requirement.id, group] as const)));

/** The requirements that are the same requirement as this one, itself included, the one its finding is kept under first (see `sharedRequirementGroups`); itself alone when it is not shared. */
export function sameRequirementIds(requirementId: string): readonly string[] {
  return GROUP_OF.get(requirementId)?.map((requirement) => requirement.id) ?? [requirementId];
}

/** The entries of the other strategies that are the same requirement as this one, in the order pages list the strategies (`CONTROL_IDS`); empty when it is not shared. */
export function sharedWith(requirementId: string): readonly Requirement[] {
  return inListedOrder(GROUP_OF.get(requirementId)?.filter((requirement) => requirement.id !== requirementId) ?? []);
}

/** Entries in the order pages list their strategies (`CONTROL_IDS`). */
export function inListedOrder(entries: readonly Requirement[]): Requirement[] {
  const place = (requirement: Requirement) => CONTROL_IDS.indexOf(requirement.strategy);
  return entries.toSorted((one, other) => place(one) - place(other));
}

/** The answers with `answer` given to a requirement and to every entry that is the same requirement: answered once, it counts in each strategy. */
export function answerEverywhere(answers: RequirementAnswers, requirementId: string, answer: RequirementAnswer): RequirementAnswers {
  return { ...answers, ...Object.fromEntries(sameRequirementIds(requirementId).map((id) => [id, answer])) };
}

/** Whether an answer says nothing yet: Not assessed with no evidence, grade or exception detail (a suggestion alone is no answer). */
export function isBlankAnswer(answer: RequirementAnswer | undefined): boolean {
  if (!answer) return true;
  const { outcome, evidence, evidenceQuality, justification, reviewBy, approvedBy } = answer;
  return outcome === 'not-assessed' && evidence.trim() === '' && !evidenceQuality && !justification?.trim() && !reviewBy && !approvedBy?.trim();
}

/** Whether two answers say the same: outcome, evidence note and grade, and exception details (a suggestion beside them is no part of an answer). */
export function isSameAnswer(one: RequirementAnswer, other: RequirementAnswer): boolean {
  const fields = ['outcome', 'evidence', 'evidenceQuality', 'justification', 'reviewBy', 'approvedBy'] as const;
  return fields.every((field) => (one[field] ?? '') === (other[field] ?? ''));
}

/** The different answers a group holds, blank ones left out, each once, in catalogue order. */
function distinctAnswers(answers: RequirementAnswers, group: readonly Requirement[]): RequirementAnswer[] {
  const distinct: RequirementAnswer[] = [];
  for (const requirement of group) {
    const answer = answers[requirement.id];
    if (answer && !isBlankAnswer(answer) && !distinct.some((kept) => isSameAnswer(kept, answer))) distinct.push(answer);
  }
  return distinct;
}

/**
 * The answers with each shared requirement answered in one strategy only (left blank or missing in the
 * others, as in a draft saved before answers were shared) carrying that answer in every strategy. A
 * group answered differently in two strategies is left as it is: which answer is right is the
 * respondent's to say, and neither is dropped unseen.
 */
export function withSharedAnswers(answers: RequirementAnswers, catalogue: readonly Requirement[] = REQUIREMENTS): RequirementAnswers {
  const filled = sharedRequirementGroups(catalogue).flatMap((group) => {
    const [only, ...others] = distinctAnswers(answers, group);
    if (!only || others.length > 0) return [];
    return group.filter((requirement) => isBlankAnswer(answers[requirement.id])).map((requirement) => [requirement.id, only] as const);
  });
  return filled.length > 0 ? { ...answers, ...Object.fromEntries(filled) } : answers;
}

/** The shared requirements answered differently in some of their strategies (blank answers left out): each such group in catalogue order. */
export function differingSharedAnswers(answers: RequirementAnswers, catalogue: readonly Requirement[] = REQUIREMENTS): Requirement[][] {
  return sharedRequirementGroups(catalogue).filter((group) => distinctAnswers(answers, group).length > 1);
}

/** Whether the strategies holding this requirement give it different answers (blank answers left out). */
export function isAnsweredDifferently(requirementId: string, answers: RequirementAnswers): boolean {
  const group = GROUP_OF.get(requirementId);
  return group !== undefined && distinctAnswers(answers, group).length > 1;
}

/**
 * The files attached to a requirement or to an entry of another strategy that is the same requirement:
 * a file is kept once, under the entry it was attached to, and is evidence for each strategy holding it.
 */
export function filesOfSameRequirement<File extends { requirementId: string }>(files: readonly File[], requirementId: string): File[] {
  const same = sameRequirementIds(requirementId);
  return files.filter((file) => same.includes(file.requirementId));
}
