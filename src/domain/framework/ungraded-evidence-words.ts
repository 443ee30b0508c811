import { controlTitle } from '../control-titles';
import type { ControlId } from '../controls';
import { countOf } from '../format';

/**
 * A detailed assessment's met requirements without an evidence grade (`ungradedEvidence`, which needs the
 * catalogue): said here without it, so a page says it without loading the catalogue.
 */
export interface UngradedEvidence {
  /** Each strategy, in wizard order, with how many of its met requirements have no grade. */
  byStrategy: { strategy: ControlId; count: number }[];
  /** How many requirements of the model that is: one several strategies share counts once, as it is graded once. */
  total: number;
  /** The first of them as the detailed assessment lists them: its strategy's place (0 to 7) and its id; null when none. */
  first: { strategyIndex: number; requirementId: string } | null;
}

/** The grades missing in one sentence: "12 met requirements have no evidence grade, so the level supported by evidence cannot count them." Empty when none is. */
export function ungradedEvidenceLead(ungraded: Pick<UngradedEvidence, 'total'>): string {
  if (ungraded.total === 0) return '';
  const one = ungraded.total === 1;
  return `${countOf(ungraded.total, 'met requirement')} ${one ? 'has' : 'have'} no evidence grade, so the level supported by evidence cannot count ${one ? 'it' : 'them'}.`;
}

/** Each strategy with met requirements lacking a grade, in words: "Application control: 5". */
export function ungradedByStrategy(ungraded: UngradedEvidence): string[] {
  return ungraded.byStrategy.filter((entry) => entry.count > 0).map((entry) => `${controlTitle(entry.strategy)}: ${entry.count}`);
}

/** Said beside the counts by strategy when their sum exceeds the total: a shared requirement is in each strategy's count. */
export function sharedCountNote(ungraded: UngradedEvidence): string {
  const counted = ungraded.byStrategy.reduce((sum, entry) => sum + entry.count, 0);
  return counted > ungraded.total ? 'A requirement several strategies share is graded once and counted in each.' : '';
}

/**
 * What a report says of the grades missing, or empty when none is: "12 met requirements have no evidence grade,
 * so the level supported by evidence cannot count them. By strategy: Application control: 5; Regular backups: 7."
 */
export function ungradedEvidenceText(ungraded: UngradedEvidence): string {
  const lead = ungradedEvidenceLead(ungraded);
  if (lead === '') return '';
  return [lead, `By strategy: ${ungradedByStrategy(ungraded).join('; ')}.`, sharedCountNote(ungraded)].filter((part) => part !== '').join(' ');
}
