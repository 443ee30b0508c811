import { controlTitle } from '../control-titles';
import type { ControlId } from '../controls';
import { countOf, listInWords } from '../format';
import type { AsdResult } from '../framework/level-rule';
import { meetsRequirement, type Outcome } from '../framework/outcome-rules';
import { maturityLevelName } from '../maturity-levels';
import type { LevelsByControl } from '../scoring';
import type { Disagreement } from './assessed-level';
import type { TestMethod } from './test-methods';

/** The facts the opinion is written from. */
export interface OpinionFacts {
  companyName: string;
  organisationName: string;
  /** Whether the review is finished: an unfinished one is a draft. */
  final: boolean;
  /** The result of ASD's rule on the findings alone, on the answers, and on the answers with evidence graded good or excellent. */
  assessed: AsdResult;
  answers: AsdResult;
  evidence: AsdResult;
  /** How many requirements of the model within the target have a finding, of how many. */
  reviewed: number;
  total: number;
  /** The catalogue entries within the target with no finding. */
  unreviewed: ReadonlySet<string>;
  disagreements: readonly Disagreement[];
  targets: LevelsByControl;
  /** The test method of each finding that names one. */
  testMethods: readonly TestMethod[];
}

/** Whether an outcome lets a requirement count towards its level: met, or not applicable. */
const counts = (outcome: Outcome) => meetsRequirement(outcome) || outcome === 'not-applicable';

/** Counts up to eight in words, as a sentence starts with them. */
const COUNT_WORDS = ['None', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];

const title = (strategy: ControlId) => controlTitle(strategy);

/**
 * Where disagreements lie, the strategies holding the level down named first: "3 in Application control and 2
 * in Regular backups, which hold the level down, and 12 in other strategies"; with none there, the two with most.
 */
function whereTheyLie(entries: readonly Disagreement[], limiting: readonly ControlId[]): string {
  const counted = new Map<ControlId, number>();
  for (const entry of entries) counted.set(entry.requirement.strategy, (counted.get(entry.requirement.strategy) ?? 0) + 1);
  const named = (strategies: readonly ControlId[]) => strategies.map((strategy) => `${counted.get(strategy)} in ${title(strategy)}`);
  const holding = limiting.filter((strategy) => counted.has(strategy));
  const shown = holding.length > 0 ? holding : [...counted.keys()].sort((a, b) => (counted.get(b) ?? 0) - (counted.get(a) ?? 0)).slice(0, 2);
  const rest = entries.filter((entry) => !shown.includes(entry.requirement.strategy)).length;
  const lead = `${listInWords(named(shown))}${holding.length > 0 ? `, ${holding.length === 1 ? 'which holds' : 'which hold'} the level down` : ''}`;
  return rest === 0 ? lead : `${lead}, and ${rest} in other strategies`;
}

/** The first sentence: the level assessed, and which strategies hold it there. */
function levelSentence(facts: OpinionFacts): string {
  const level = maturityLevelName(facts.assessed.overallLevel);
  if (facts.assessed.overallLevel === 3) return `${facts.companyName} assessed ${facts.organisationName} at ${level}: all eight strategies reach it.`;
  const limiting = facts.assessed.limitingStrategies;
  const holding = limiting.length === 8 ? 'all eight strategies are at it' : `${listInWords(limiting.map(title))} ${limiting.length === 1 ? 'holds' : 'hold'} it there`;
  return `${facts.companyName} assessed ${facts.organisationName} at ${level}, the level of its weakest strategy: ${holding}.`;
}

/** How many requirements within the target were reviewed, and whether those not yet reviewed hold the level down. */
function coverageSentence(facts: OpinionFacts): string {
  if (facts.reviewed >= facts.total) return `Every one of the ${facts.total} requirements within the target was reviewed.`;
  const holding = facts.assessed.strategies
    .filter((entry) => facts.assessed.limitingStrategies.includes(entry.strategy))
    .flatMap((entry) => entry.nextLevelGaps)
    .filter((requirement) => facts.unreviewed.has(requirement.id)).length;
  const lead = `${facts.reviewed} of the ${facts.total} requirements within the target were reviewed; the other ${facts.total - facts.reviewed} count as not assessed`;
  return holding > 0
    ? `${lead}, and ${countOf(holding, 'of them is', 'of them are')} among those holding the level down, so it may rise once they are reviewed.`
    : `${lead}, though none of them is what holds the level down.`;
}

/** The assessed level against the level the organisation's own answers give within the target, and why they differ. */
function answersSentence(facts: OpinionFacts): string {
  const assessed = facts.assessed.overallLevel;
  // At Maturity Level Three nothing holds the level down, though every strategy is at it.
  const limiting = assessed === 3 ? [] : facts.assessed.limitingStrategies;
  const answered = facts.answers.overallLevel;
  const answeredName = maturityLevelName(answered);
  const lower = facts.disagreements.filter((entry) => counts(entry.answered) && !counts(entry.found));
  const higher = facts.disagreements.filter((entry) => !counts(entry.answered) && counts(entry.found));
  if (assessed < answered) {
    if (lower.length === 0) return `This is below ${answeredName}, the level the organisation's own answers give within the target, because requirements it answered as met have not been assessed yet.`;
    return `This is below ${answeredName}, the level the organisation's own answers give within the target: ${countOf(lower.length, 'requirement')} it answered as met or not applicable ${lower.length === 1 ? 'was' : 'were'} found otherwise (${whereTheyLie(lower, limiting)}).`;
  }
  if (assessed > answered) {
    return `This is above ${answeredName}, the level the organisation's own answers give within the target: the assessor found met ${countOf(higher.length, 'requirement')} the organisation had not answered as met.`;
  }
  if (facts.disagreements.length === 0) return `This is the level the organisation's own answers give within the target, and no finding differs from an answer.`;
  return `This is also the level the organisation's own answers give within the target, though ${countOf(facts.disagreements.length, 'finding differs', 'findings differ')} from the answers (${whereTheyLie(facts.disagreements, limiting)}) without changing it.`;
}

/** The assessed level against the level the organisation's own evidence supports. */
function evidenceSentence(facts: OpinionFacts): string {
  const assessed = facts.assessed.overallLevel;
  const supported = maturityLevelName(facts.evidence.overallLevel);
  if (facts.evidence.overallLevel < assessed) return `The evidence the organisation graded good or excellent supports only ${supported}; the assessor's own testing established the rest.`;
  if (facts.evidence.overallLevel === assessed) return `The evidence the organisation graded good or excellent supports the same level.`;
  return `The evidence the organisation graded good or excellent would support ${supported}, but the assessor's findings do not.`;
}

/** How many strategies reach their target as assessed. */
function targetSentence(facts: OpinionFacts): string {
  const reached = facts.assessed.strategies.filter((entry) => entry.achievedLevel >= (facts.targets[entry.strategy] ?? 0)).length;
  if (reached === facts.assessed.strategies.length) return 'Every strategy reaches its target.';
  return `${COUNT_WORDS[reached] ?? reached} of the eight strategies ${reached === 1 ? 'reaches its target' : 'reach their targets'}.`;
}

/** How conclusive the tests behind the findings were: a test or the live configuration, against documents or interviews alone. */
function testingSentence(facts: OpinionFacts): string {
  const methods = facts.testMethods;
  if (methods.length === 0) return '';
  const direct = methods.filter((method) => method === 'simulated-activity' || method === 'live-configuration').length;
  const told = methods.filter((method) => method === 'document-review' || method === 'interview').length;
  return `${direct} of the ${methods.length} tested findings rest on a simulated activity or the live configuration, and ${told} on documents or interviews alone.`;
}

/** The assessor's opinion in one paragraph, every sentence drawn from the facts, so it reads differently as they differ. */
export function assessmentOpinion(facts: OpinionFacts): string {
  return [
    levelSentence(facts),
    coverageSentence(facts),
    answersSentence(facts),
    evidenceSentence(facts),
    targetSentence(facts),
    testingSentence(facts),
    facts.final ? '' : 'The review is not finished: this is a draft, and its findings may still change.',
  ]
    .filter((sentence) => sentence !== '')
    .join(' ');
}
