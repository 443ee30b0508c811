import { meetsRequirement, OUTCOME_IDS, OUTCOMES, type Outcome } from '../../domain/framework/outcome-rules';

/** What the requirement register shows: the unmet requirements, those with evidence, all, or those of one outcome. */
export type RegisterShow = 'unmet' | 'with-evidence' | 'all' | Outcome;

/** The register's choices in words, the outcomes last (as the select groups them under "By outcome"). */
export const REGISTER_SHOW_NAMES: Record<Exclude<RegisterShow, Outcome>, string> = {
  unmet: 'Unmet requirements',
  'with-evidence': 'Requirements with evidence',
  all: 'All requirements',
};

/** A select's value as a choice; anything unknown shows the unmet requirements, the register's default. */
export function registerShowOf(value: string): RegisterShow {
  if (value === 'with-evidence' || value === 'all') return value;
  return OUTCOME_IDS.find((outcome) => outcome === value) ?? 'unmet';
}

/**
 * Whether a requirement's row shows under a choice. Unmet: counted neither met nor not applicable on the day, so an
 * alternate control past its review is unmet, as the level rule counts it; with evidence: a note other than spaces.
 */
export function showsInRegister(row: { counts: Outcome; evidence: string }, show: RegisterShow): boolean {
  if (show === 'all') return true;
  if (show === 'unmet') return !meetsRequirement(row.counts) && row.counts !== 'not-applicable';
  if (show === 'with-evidence') return row.evidence.trim() !== '';
  return row.counts === show;
}

/** Each outcome with its name, for the register's "By outcome" choices and its legend. */
export const OUTCOME_CHOICES = OUTCOME_IDS.map((outcome) => ({ outcome, label: OUTCOMES[outcome].label }));

/** The address's query parameter that keeps the register's choice, so a link or a reload shows the same requirements. */
export const REGISTER_PARAM = 'register';

/** The choice an address's query keeps; none, or anything unknown, is the default (the unmet requirements). */
export function registerShowFrom(params: URLSearchParams): RegisterShow {
  return registerShowOf(params.get(REGISTER_PARAM) ?? '');
}

/** The address's query with this choice, keeping everything else in it (such as `mode=review`); the default is left out. */
export function withRegisterShow(params: URLSearchParams, show: RegisterShow): URLSearchParams {
  const next = new URLSearchParams(params);
  if (show === 'unmet') next.delete(REGISTER_PARAM);
  else next.set(REGISTER_PARAM, show);
  return next;
}
