import type { EvidenceQuality } from '../framework/evidence-quality';
import type { Outcome } from '../framework/outcome-rules';
import { TEST_METHODS, type TestMethod } from '../review/test-methods';

/**
 * The kinds of export the importers read: a Group Policy report (`Get-GPOReport -ReportType Xml` or
 * `gpresult /x`), an Intune settings catalog policy as Microsoft Graph returns it, an AppLocker policy, a
 * Windows Defender Application Control (WDAC) policy, the members of the local Administrators group, the
 * installed updates, and the tool's own import format (any scanner's or script's findings per requirement).
 */
export const EXPORT_FORMATS = [
  'group-policy-report',
  'intune-policy',
  'applocker-policy',
  'wdac-policy',
  'local-administrators',
  'installed-updates',
  'assessment-import',
] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** An outcome an export can propose: any but Not assessed, which is what a requirement without a proposal stays. */
export type ProposedOutcome = Exclude<Outcome, 'not-assessed'>;

/**
 * What an export says about one requirement: the outcome it supports and one sentence of what was read and
 * why it leads there ("VBA Macro Notification Settings: Disable all without notification, in the user policy
 * 'Office Macros' linked to 2 OUs → macros are disabled for users without a business requirement: Effective").
 * It is a proposal: it becomes an answer only when a person accepts it.
 */
export interface Proposal {
  requirementId: string;
  outcome: ProposedOutcome;
  /** What was read, in words, ending with the outcome it supports. */
  read: string;
  /** How the requirement was tested: a copy of the configuration for every importer but the tool's own format, which says. */
  testMethod: TestMethod;
}

/**
 * Something an export shows that settles no requirement but matters to one: a setting the policy leaves
 * unconfigured ("not configured by this policy", never "Not implemented"), the age of the newest update
 * (patching also needs the vendor's release dates), a rule collection in audit mode only.
 */
export interface ExportNote {
  /** The requirements it bears on (none for a note about the file as a whole). */
  requirementIds: string[];
  text: string;
}

/** An export as an importer read it. */
export interface ExportReading {
  format: ExportFormat;
  /** The importer's version: raised when what it reads or proposes changes, and kept with each import. */
  importerVersion: number;
  /** What the file is, in words, for lists and reports: "Group Policy report of ‘Office Macros’". */
  title: string;
  /**
   * Which policy, computer or source the file is an export of, the same for every export of it
   * ("group-policy:{31B2F340-016D-11D2-945F-00C04FB984F9}"): a newer export of the same source supersedes an
   * older one's proposals.
   */
  sourceKey: string;
  /** When the file says it was produced (a report's ReadTime, a policy's lastModifiedDateTime), as an ISO 8601 time; undefined when it does not say. */
  producedAt: string | undefined;
  proposals: Proposal[];
  notes: ExportNote[];
}

/** What reading a file gave: its reading, or why it was refused, in words. */
export type ExportResult = { ok: true; reading: ExportReading } | { ok: false; refusal: string };

/** The evidence grade a test method gives, by the Assessment Process Guide: the best that method can show. */
export function gradeOfMethod(method: TestMethod): EvidenceQuality {
  return TEST_METHODS[method].bestQuality;
}
