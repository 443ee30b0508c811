import type { Assessment } from '../assessment';
import { dayInWords, type CalendarDay } from '../calendar-day';
import { recommendationsToTarget } from '../control-content';
import { controlTitle } from '../control-titles';
import type { ControlId } from '../controls';
import { countOf, listInWords } from '../format';
import { EVIDENCE_QUALITIES } from '../framework/evidence-quality';
import type { AsdResult, OutcomesById } from '../framework/level-rule';
import { isPastReview, OUTCOME_IDS, OUTCOMES, outcomeLabelOn, pastReviewText, type Outcome } from '../framework/outcome-rules';
import { firstLevel, REQUIREMENT_LEVELS, type Requirement, type RequirementLevel } from '../framework/requirement';
import { filesOfSameRequirement } from '../framework/shared-requirements';
import { maturityLevelName } from '../maturity-levels';
import { levelsInWords } from '../requirement-report';
import type { Finding } from './finding';
import { alsoCountsInWords, type ReportPlacement } from './assessment-report-scope';
import { NOT_RECORDED, TEMPLATE_STRATEGY_ORDER } from './assessment-report-words';
import type { ScopeTargets } from './review-target';
import { TEST_METHOD_IDS, TEST_METHODS } from './test-methods';

/** A finding as the report reads it: the support review's (with who saved it) or the respondent's shared copy (without). */
export type ReportFinding = Omit<Finding, 'savedBy'> & { savedBy?: string };

/** An evidence file as the report names it; a file that does not say who added it is the respondent's (assessors' files came later). */
export interface ReportFile {
  requirementId: string;
  fileName: string;
  addedBy?: 'respondent' | 'assessor';
}

/** One requirement as found: the assessor's finding (null when not reviewed) beside the organisation's answer, and its files. */
export interface AssessedRequirement {
  id: string;
  text: string;
  /** "Maturity Levels One, Two and Three". */
  levelsText: string;
  /** The template's Implementation status in ASD's outcome names: the outcome found ("Not assessed" with none yet), or the past-review wording of a lapsed alternate control. */
  status: string;
  /** A shared requirement's other strategies, "Also counts in Regular backups"; '' when it counts in one. */
  alsoCountsIn: string;
  finding: {
    testMethod: string;
    evidenceQuality: string;
    note: string;
    /** An alternate control's review date in words; null for other outcomes. */
    reviewBy: string | null;
    /** Who accepted an alternate control's residual risk, "Not recorded" when nobody is named; null for other outcomes. */
    acceptedBy: string | null;
  } | null;
  /** The organisation's answer: `inWords` is its outcome and grade in a sentence, "Effective, evidence graded good." */
  answer: { outcome: string; evidenceQuality: string; inWords: string; justification: string; evidence: string };
  files: { fileName: string; whose: "Organisation's" | "Assessor's" }[];
  /** The respondent changed their answer after the finding was saved. */
  answerChanged: boolean;
  /** The outcome found differs from the answer (both as they count on the report's day). */
  differs: boolean;
}

/** One strategy's results: its levels as assessed and by the answers, what was found, and every requirement level by level. */
export interface StrategyResults {
  strategy: ControlId;
  title: string;
  assessedLevel: number;
  assessedLevelName: string;
  targetLevelName: string;
  answersLevelName: string;
  /** Why the strategy is held below its next level with nothing there unmet (every requirement there not applicable); absent otherwise. */
  heldBackReason?: string;
  /** The template's findings commentary: the assessor's own words (a paragraph each), else made from the facts (target reached or not, how many reviewed and found what, how tested). */
  findings: string[];
  /** Whether `findings` are the assessor's own words. */
  findingsInOwnWords: boolean;
  /** The commentary the report makes from the facts, whether or not the assessor wrote their own. */
  generatedFindings: string[];
  /** The requirements within the scope printed here, grouped by the level each first applies at. */
  levels: { level: RequirementLevel; levelName: string; requirements: AssessedRequirement[] }[];
  /** The shared requirements within the scope that count here but are given under another strategy: "ISM … (given under Patch applications)". */
  givenElsewhere: { text: string; strategyTitle: string }[];
  /** What to do to lift the strategy from its assessed level to its target (none when it is reached). */
  recommendations: { title: string; items: string[] }[];
}

/** The facts the results are made from. */
export interface ResultsFacts {
  assessment: Pick<Assessment, 'requirementOutcomes'>;
  /** The finding that counts for each catalogue entry (a shared requirement's one finding under each of its entries). */
  findings: ReadonlyMap<string, ReportFinding>;
  /** The level each strategy is assessed against, and where each requirement within it is given. */
  targets: ScopeTargets;
  placement: ReportPlacement;
  /** The assessor's own commentary by strategy; '' or absent for the report's own. */
  commentary: (strategy: ControlId) => string;
  files: readonly ReportFile[];
  today: CalendarDay;
  /** Each reviewed requirement's outcome as found, as it counts on `today` (see `assessedOutcomes`). */
  found: OutcomesById;
  /** The requirements whose outcome found differs from the answer (see `disagreements`). */
  differing: ReadonlySet<string>;
  assessed: AsdResult;
  answers: AsdResult;
}

function assessedRequirement(requirement: Requirement, facts: ResultsFacts): AssessedRequirement {
  const finding = facts.findings.get(requirement.id);
  const answer = facts.assessment.requirementOutcomes[requirement.id];
  const pastReview = finding && isPastReview({ outcome: finding.outcome, reviewBy: finding.reviewBy ?? undefined }, facts.today);
  return {
    id: requirement.id,
    text: requirement.text,
    levelsText: levelsInWords(requirement.levels),
    alsoCountsIn: alsoCountsInWords(facts.placement.alsoCountsIn.get(requirement.id) ?? []),
    status: !finding ? OUTCOMES['not-assessed'].label : pastReview && finding.reviewBy ? pastReviewText(finding.reviewBy) : OUTCOMES[finding.outcome].label,
    finding: finding
      ? {
          testMethod: finding.testMethod ? TEST_METHODS[finding.testMethod].label : NOT_RECORDED,
          evidenceQuality: finding.evidenceQuality ? EVIDENCE_QUALITIES[finding.evidenceQuality].label : 'Not graded',
          note: finding.note.trim(),
          reviewBy: finding.outcome === 'alternate-control' && finding.reviewBy ? dayInWords(finding.reviewBy) : null,
          acceptedBy: finding.outcome === 'alternate-control' ? finding.acceptedBy.trim() || NOT_RECORDED : null,
        }
      : null,
    answer: {
      outcome: outcomeLabelOn(answer, facts.today),
      evidenceQuality: answer?.evidenceQuality ? EVIDENCE_QUALITIES[answer.evidenceQuality].label : 'Not graded',
      inWords: `${outcomeLabelOn(answer, facts.today)}, ${answer?.evidenceQuality ? `evidence graded ${EVIDENCE_QUALITIES[answer.evidenceQuality].label.toLowerCase()}` : 'evidence not graded'}.`,
      justification: answer?.justification?.trim() ?? '',
      evidence: answer?.evidence.trim() ?? '',
    },
    files: filesOfSameRequirement(facts.files, requirement.id).map((file) => ({ fileName: file.fileName, whose: file.addedBy === 'assessor' ? "Assessor's" : "Organisation's" })),
    answerChanged: finding?.answerChanged ?? false,
    differs: facts.differing.has(requirement.id),
  };
}

/** "9 effective, 1 alternate control and 2 ineffective": the outcomes found among some findings, in the guide's order. */
export function outcomesInWords(outcomes: readonly Outcome[]): string {
  const parts = OUTCOME_IDS.flatMap((id) => {
    const count = outcomes.filter((outcome) => outcome === id).length;
    if (count === 0) return [];
    return [id === 'alternate-control' ? countOf(count, 'alternate control') : `${count} ${OUTCOMES[id].label.toLowerCase()}`];
  });
  return listInWords(parts);
}

/** The template's findings commentary for one strategy, each sentence from the facts. */
function findingsCommentary(requirements: readonly AssessedRequirement[], reviewed: readonly { requirementId: string; outcome: Outcome; testMethod: ReportFinding['testMethod'] }[], targetLevel: number, assessedLevel: number, found: OutcomesById): string[] {
  const lines: string[] = [
    assessedLevel >= targetLevel
      ? `Target ${maturityLevelName(targetLevel)}: reached.`
      : `Target ${maturityLevelName(targetLevel)}: not reached; ${maturityLevelName(assessedLevel)} as assessed.`,
  ];
  const unreviewed = requirements.length - reviewed.length;
  lines.push(
    reviewed.length === 0
      ? `None of its ${requirements.length} requirements within the target has a finding yet.`
      : `${unreviewed === 0 ? `All ${requirements.length}` : `${reviewed.length} of its ${requirements.length}`} requirements within the target reviewed: ${outcomesInWords(reviewed.map((finding) => found[finding.requirementId] ?? finding.outcome))}${unreviewed > 0 ? `; ${unreviewed} not assessed yet` : ''}.`,
  );
  const methods = TEST_METHOD_IDS.flatMap((id) => {
    const count = reviewed.filter((finding) => finding.testMethod === id).length;
    return count > 0 ? [`${TEST_METHODS[id].label.toLowerCase()} (${count})`] : [];
  });
  if (methods.length > 0) lines.push(`Test methods: ${listInWords(methods)}.`);
  const differing = requirements.filter((requirement) => requirement.differs).length;
  if (differing > 0) lines.push(`${countOf(differing, 'finding differs', 'findings differ')} from the organisation's answers.`);
  return lines;
}

/** A text the assessor wrote, a paragraph a block of lines. */
const paragraphsOf = (text: string) => text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter((paragraph) => paragraph !== '');

/**
 * Every strategy's results in the template's order: only the requirements within its target, each requirement of
 * the model once under the level it first applies at (a shared one where it is first within the scope, naming the
 * strategies it also counts in, and listed by name in those).
 */
export function strategyResults(facts: ResultsFacts): StrategyResults[] {
  return TEMPLATE_STRATEGY_ORDER.map((strategy) => {
    const own = facts.placement.withinScope.filter((requirement) => requirement.strategy === strategy);
    const requirements = own.map((requirement) => assessedRequirement(requirement, facts));
    const printed = requirements.filter((entry) => facts.placement.printedIds.has(entry.id));
    const firstLevels = new Map(own.map((requirement) => [requirement.id, firstLevel(requirement)]));
    const assessed = facts.assessed.strategies.find((entry) => entry.strategy === strategy);
    const assessedLevel = assessed?.achievedLevel ?? 0;
    const answersLevel = facts.answers.strategies.find((entry) => entry.strategy === strategy)?.achievedLevel ?? 0;
    const targetLevel = facts.targets[strategy];
    // The finding as it counts under this strategy's entry, so a shared requirement's is counted here too.
    const reviewed = own.flatMap((requirement) => {
      const finding = facts.findings.get(requirement.id);
      return finding ? [{ requirementId: requirement.id, outcome: finding.outcome, testMethod: finding.testMethod }] : [];
    });
    const generated = findingsCommentary(requirements, reviewed, targetLevel, assessedLevel, facts.found);
    const ownWords = paragraphsOf(facts.commentary(strategy));
    return {
      strategy,
      title: controlTitle(strategy),
      assessedLevel,
      assessedLevelName: maturityLevelName(assessedLevel),
      targetLevelName: maturityLevelName(targetLevel),
      answersLevelName: maturityLevelName(answersLevel),
      ...(assessed?.heldBackReason ? { heldBackReason: assessed.heldBackReason } : {}),
      findings: ownWords.length > 0 ? ownWords : generated,
      findingsInOwnWords: ownWords.length > 0,
      generatedFindings: generated,
      levels: REQUIREMENT_LEVELS.flatMap((level) => {
        const at = printed.filter((entry) => firstLevels.get(entry.id) === level);
        return at.length > 0 ? [{ level, levelName: maturityLevelName(level), requirements: at }] : [];
      }),
      givenElsewhere: own.flatMap((requirement) => {
        const under = facts.placement.printedUnder.get(requirement.id);
        return under ? [{ text: requirement.text, strategyTitle: controlTitle(under) }] : [];
      }),
      recommendations: recommendationsToTarget(strategy, assessedLevel, targetLevel).map(({ title, items }) => ({ title, items })),
    };
  });
}
