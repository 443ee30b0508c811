import { countOf, listInWords } from '../format';
import { meetsRequirement, type Outcome } from '../framework/outcome-rules';
import { maturityLevelName } from '../maturity-levels';
import { outcomesInWords, type StrategyResults } from './assessment-report-results';
import type { TestMethod } from './test-methods';

/** What the key security risks and positive findings are written from: each strategy's results and the findings within the scope, each once. */
export interface FindingsTextFacts {
  results: readonly Pick<StrategyResults, 'title' | 'assessedLevel' | 'targetLevelName' | 'levels'>[];
  /** The outcome found of each requirement of the model within the scope that has a finding, as it counts on the day, with its test method. */
  found: readonly { outcome: Outcome; testMethod: TestMethod | null }[];
  /** Each strategy's target level, in the order of `results`. */
  targetLevels: readonly number[];
  /** How many requirements of the model are within the scope. */
  total: number;
}

/** Whether an outcome lets a requirement count towards its level: met, or not applicable. */
const counts = (outcome: Outcome) => meetsRequirement(outcome) || outcome === 'not-applicable';

/**
 * The template's key security risks, from the findings: each strategy's requirements within the target found not
 * met, and whether they hold it below its target; or that none was found.
 */
export function keySecurityRisksText(facts: FindingsTextFacts, foundOf: (requirementId: string) => Outcome | undefined): string {
  const risks = facts.results.flatMap((strategy, index) => {
    const unmet = strategy.levels.flatMap((level) => level.requirements).flatMap((requirement) => {
      const outcome = foundOf(requirement.id);
      return outcome && !counts(outcome) ? [outcome] : [];
    });
    if (unmet.length === 0) return [];
    const target = facts.targetLevels[index] ?? 0;
    const holds = strategy.assessedLevel < target ? `, holding it at ${maturityLevelName(strategy.assessedLevel)} against a target of ${strategy.targetLevelName}` : '';
    return [`${strategy.title}: ${outcomesInWords(unmet)}${holds}`];
  });
  if (risks.length === 0 && facts.found.length === 0) return 'No requirement within the target has a finding yet: the key security risks follow from the findings.';
  if (risks.length === 0 && facts.found.length < facts.total) {
    const left = facts.total - facts.found.length;
    return `No requirement within the target reviewed so far (${facts.found.length} of ${facts.total}) was found unmet; ${left} ${left === 1 ? 'has' : 'have'} no finding yet.`;
  }
  if (risks.length === 0) return 'Every requirement within the target was found met, or not applicable with a justification: no key security risk stands within the scope of this assessment.';
  return `Requirements within the target found not met, which leave the organisation exposed to the techniques the maturity model addresses: ${risks.join('; ')}.`;
}

/** The template's positive findings, from the findings: the strategies that reach their target, and how much was found effective and by what testing. */
export function positiveFindingsText(facts: FindingsTextFacts): string {
  const reaching = facts.results.filter((strategy, index) => strategy.assessedLevel >= (facts.targetLevels[index] ?? 0)).map((strategy) => strategy.title);
  const effective = facts.found.filter((finding) => finding.outcome === 'effective');
  const direct = effective.filter((finding) => finding.testMethod === 'simulated-activity' || finding.testMethod === 'live-configuration').length;
  const reached =
    reaching.length === facts.results.length
      ? 'All eight strategies reach their target as assessed.'
      : reaching.length > 0
        ? `${listInWords(reaching)} ${reaching.length === 1 ? 'reaches its' : 'reach their'} target as assessed.`
        : '';
  const tested =
    effective.length === 0
      ? 'No requirement within the target was found effective yet.'
      : `${effective.length} of the ${countOf(facts.found.length, 'requirement')} within the target reviewed ${effective.length === 1 ? 'was' : 'were'} found effective${direct > 0 ? `, ${direct} of them by a simulated activity or a look at the live configuration` : ''}.`;
  return [reached, tested].filter((sentence) => sentence !== '').join(' ');
}
