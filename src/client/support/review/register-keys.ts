import { OUTCOME_IDS, type Outcome } from '../../../domain/framework/outcome-rules';

/** What a key pressed on a register row asks for, or undefined for a key the register leaves alone. */
export type RegisterKey =
  | { move: 'next' | 'previous' | 'first' | 'last' }
  | { outcome: Outcome }
  | { agree: true }
  | { select: true };

/** The outcome each digit sets, in the form's order: 1 Effective … 7 Not assessed. */
export const OUTCOME_KEYS: readonly { key: string; outcome: Outcome }[] = OUTCOME_IDS.map((outcome, index) => ({ key: String(index + 1), outcome }));

/** The register's keys on a focused row: arrows, Home and End move; a digit sets the outcome found; A agrees; X selects. Modified keys are the browser's. */
export function registerKey(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>): RegisterKey | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const moves: Record<string, 'next' | 'previous' | 'first' | 'last'> = { ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' };
  const move = moves[event.key];
  if (move) return { move };
  const outcome = OUTCOME_KEYS.find((entry) => entry.key === event.key)?.outcome;
  if (outcome) return { outcome };
  const key = event.key.toLowerCase();
  if (key === 'a') return { agree: true };
  if (key === 'x') return { select: true };
  return undefined;
}

/** The index focus moves to from `index` among `count` rows (staying put at either end). */
export function movedIndex(index: number, count: number, move: 'next' | 'previous' | 'first' | 'last'): number {
  if (move === 'first') return 0;
  if (move === 'last') return count - 1;
  return Math.min(count - 1, Math.max(0, index + (move === 'next' ? 1 : -1)));
}

/** Input types that hold no typing of their own, so Escape on them may close the open row. */
const NOT_TYPED_INTO = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'range', 'color', 'hidden']);

/** What has focus as Escape is pressed in the register: its tag name, its type (an input's), and whether it is in a row's "Ask the respondent for evidence" form. */
export interface EscapeTarget {
  tagName: string;
  type: string;
  inAskForEvidence: boolean;
}

/**
 * Whether Escape is left to the field with focus rather than closing the open row, which would lose what was typed
 * there: a text field (a date among them), a text area, a select, or anything in the form asking for evidence.
 */
export function escapeLeftToField({ tagName, type, inAskForEvidence }: EscapeTarget): boolean {
  const tag = tagName.toLowerCase();
  return inAskForEvidence || tag === 'textarea' || tag === 'select' || (tag === 'input' && !NOT_TYPED_INTO.has(type.toLowerCase()));
}
