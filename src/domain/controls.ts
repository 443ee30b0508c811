/**
 * The ids of the eight Essential Eight strategies, in ASD's order (the Essential Eight maturity model
 * of November 2023 and its FAQ list patch applications, patch operating systems, multi-factor
 * authentication, restrict administrative privileges, application control, restrict Microsoft Office
 * macros, user application hardening, regular backups). Every list the user sees follows it: the
 * wizard's questions, the results, the portal, the charts and every report.
 */
export const CONTROL_IDS = [
  'patch-applications',
  'patch-operating-systems',
  'multi-factor-authentication',
  'restrict-administrative-privileges',
  'application-control',
  // Saved answers are keyed by these ids, so this one keeps the strategy's earlier name; its title is "Restrict Microsoft Office macros".
  'configure-microsoft-office-macro-settings',
  'user-application-hardening',
  'regular-backups',
] as const;

export type ControlId = (typeof CONTROL_IDS)[number];

/**
 * The order the eight strategies were asked in before ASD's order was adopted, which stored data keeps:
 * the levels texts on each assessment's row (two characters per strategy) and the dashboard's figures
 * are written by position in this order by the database's own triggers, so it never changes.
 */
export const STORED_STRATEGY_ORDER: readonly ControlId[] = [
  'application-control',
  'patch-applications',
  'configure-microsoft-office-macro-settings',
  'user-application-hardening',
  'restrict-administrative-privileges',
  'patch-operating-systems',
  'multi-factor-authentication',
  'regular-backups',
];

/** A maturity level on the 0–3 scale of the Essential Eight Maturity Model. */
export type MaturityLevel = 0 | 1 | 2 | 3;

/** A target level a respondent can aim for: 1 Basic, 2 Standard, 3 High. */
export type TargetLevel = 1 | 2 | 3;

/** What the tool says about one control: the words shown in the wizard, the results and reports. */
export interface ControlContent {
  id: ControlId;
  /** Title as ASD names the strategy, e.g. "Patch applications". */
  title: string;
  /** Two or three sentences: what the control is and which threat it blunts. */
  description: string;
  /** The question asked in the target-state pass. */
  targetQuestion: string;
  /** The question asked in the current-state pass. */
  currentQuestion: string;
  /** What reaching each target level means for this control (shown under each target option, Maturity Level One to Three). */
  targetDescriptions: Record<TargetLevel, string>;
  /** What an organisation at each current level 0–3 has in place for this control. */
  currentLevelMeanings: Record<MaturityLevel, string>;
  /** What to do next from current levels 0, 1 and 2: a title and concrete items. */
  recommendations: Record<0 | 1 | 2, { title: string; items: string[] }>;
}
