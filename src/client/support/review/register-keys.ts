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
