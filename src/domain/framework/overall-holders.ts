import type { ControlId } from '../controls';
import type { AsdSummary } from './asd-headline';

/** What a table of levels says beside a strategy that holds the organisation at its overall level. */
export const HOLDS_OVERALL = '(holds the overall level)';

/** Beside a strategy that holds both overall levels of a detailed assessment: by the answers and supported by evidence. */
export const HOLDS_BOTH = '(holds both overall levels)';

type Levels = Pick<AsdSummary, 'overallLevel' | 'overallName' | 'strategies'>;

/**
 * The strategies a table marks as holding the overall level: those at it, below Maturity Level Three, unless
 * every strategy is at it. Then none is marked, and `everyStrategy` says so once for the table ("All eight
 * strategies are at Maturity Level Zero: each holds the overall level."), rather than the same words in each row.
 */
export function holdingMarks(levels: Levels, column = ''): { marked: ReadonlySet<ControlId>; everyStrategy: string } {
  if (levels.overallLevel === 3) return { marked: new Set(), everyStrategy: '' };
  const at = levels.strategies.filter((strategy) => strategy.achievedLevel === levels.overallLevel).map((strategy) => strategy.id);
  if (at.length < levels.strategies.length) return { marked: new Set(at), everyStrategy: '' };
  const lead = column === '' ? 'All eight strategies are' : `${column}, all eight strategies are`;
  return { marked: new Set(), everyStrategy: `${lead} at ${levels.overallName}: each holds ${column === '' ? 'the' : 'that'} overall level.` };
}

/**
 * The marks of a detailed assessment's table of both levels, by strategy and column, at most one per strategy:
 * a strategy holding the level by the answers and the level supported by evidence is marked once, as holding
 * both, in the first column. `notes` says, once each, a column where every strategy holds its overall level.
 */
export function bothLevelsMarks(asd: Levels, evidence: Levels): { answers: ReadonlyMap<ControlId, string>; evidence: ReadonlyMap<ControlId, string>; notes: string[] } {
  const byAnswers = holdingMarks(asd, 'By your answers');
  const byEvidence = holdingMarks(evidence, 'Supported by evidence');
  const answers = new Map<ControlId, string>();
  const supported = new Map<ControlId, string>();
  for (const id of byAnswers.marked) answers.set(id, byEvidence.marked.has(id) ? HOLDS_BOTH : HOLDS_OVERALL);
  for (const id of byEvidence.marked) if (!byAnswers.marked.has(id)) supported.set(id, HOLDS_OVERALL);
  return { answers, evidence: supported, notes: [byAnswers.everyStrategy, byEvidence.everyStrategy].filter((note) => note !== '') };
}
