import { z } from 'zod';
import { controlIdSchema } from '../assessment';
import { MAX_NAME_LENGTH, MAX_SCOPE_LENGTH } from '../constants';
import { CONTROL_IDS, type ControlId } from '../controls';
import { typedText } from '../text';

const words = (what: string, max: number) => typedText(what, max).default('');

/** The longest classification marking: "OFFICIAL: Sensitive//Legal privilege" and the like fit with room to spare. */
export const MAX_MARKING_LENGTH = 80;

/**
 * The markings ASD's assessment report template offers for the system security classification, and the usual
 * markings of a report: the form offers them, but any marking up to `MAX_MARKING_LENGTH` is taken.
 */
export const SUGGESTED_MARKINGS = ['OFFICIAL', 'OFFICIAL: Sensitive', 'PROTECTED', 'SECRET', 'TOP SECRET'] as const;

/**
 * The assessor's own words in the assessment report, kept with the review (migration 032): the classification
 * marking on the cover and every page (empty: the branding's default), the system security classification, the
 * entity's address, the assessors' qualifications, and the words ASD's template leaves to the assessor: the
 * entity's background, the key security risks, the positive findings, the opinion and each strategy's commentary.
 * A text left empty is the report's own text, made from the findings, so it follows them until the assessor writes
 * something else.
 */
export const reportWordsFieldsSchema = z.strictObject({
  marking: words('The classification marking', MAX_MARKING_LENGTH),
  systemClassification: words('The system security classification', MAX_MARKING_LENGTH),
  entityAddress: words("The organisation's address", MAX_NAME_LENGTH * 2),
  assessorQualifications: words("The assessors' qualifications", MAX_SCOPE_LENGTH),
  background: words('The background', MAX_SCOPE_LENGTH),
  keySecurityRisks: words('The key security risks', MAX_SCOPE_LENGTH),
  positiveFindings: words('The positive findings', MAX_SCOPE_LENGTH),
  opinion: words('The opinion', MAX_SCOPE_LENGTH),
  strategyCommentary: z.partialRecord(controlIdSchema, words("A strategy's commentary", MAX_SCOPE_LENGTH)).default({}),
});
export type ReportWordsFields = z.infer<typeof reportWordsFieldsSchema>;

/** The words a review's report has before the assessor writes any: every text the report's own. */
export const EMPTY_REPORT_WORDS: ReportWordsFields = {
  marking: '',
  systemClassification: '',
  entityAddress: '',
  assessorQualifications: '',
  background: '',
  keySecurityRisks: '',
  positiveFindings: '',
  opinion: '',
  strategyCommentary: {},
};

/** The report words as GET …/review sends them: the fields and their version (0 until first saved). */
export const storedReportWordsSchema = reportWordsFieldsSchema.extend({ version: z.number().int().min(0) });
export type StoredReportWords = z.infer<typeof storedReportWordsSchema>;

/** The report words of a review nobody has written in. */
export const UNWRITTEN_REPORT_WORDS: StoredReportWords = { ...EMPTY_REPORT_WORDS, version: 0 };

/** The body of PUT /api/support/assessments/:id/review/report-words, and the form's: the fields and the version read. */
export const reportWordsInputSchema = reportWordsFieldsSchema.extend({
  version: z.number({ error: 'The version must be a number' }).int('The version must be a whole number').min(0, 'The version must be 0 or more'),
});
export type ReportWordsInput = z.infer<typeof reportWordsInputSchema>;

/** The answer of PUT …/review/report-words: the words as saved and their version. */
export const savedReportWordsSchema = z.strictObject({ reportWords: reportWordsFieldsSchema, version: z.number().int().min(0) });
export type SavedReportWords = z.infer<typeof savedReportWordsSchema>;

/** The answer of a refused save when someone else saved the words first: the error and the newer words. */
export const staleReportWordsSchema = z.strictObject({
  error: z.strictObject({ code: z.literal('changed_elsewhere'), message: z.string() }),
  reportWords: reportWordsFieldsSchema,
  version: z.number().int().min(0),
});

/** The texts of the report words that stand in for a text the report makes itself (all but the marking, classification, address and qualifications). */
export const GENERATED_TEXTS = ['background', 'keySecurityRisks', 'positiveFindings', 'opinion'] as const;
export type GeneratedText = (typeof GENERATED_TEXTS)[number];

/** Each field of the report words in words, as the form labels it and the audit log names it. */
export const REPORT_WORD_NAMES: Record<Exclude<keyof ReportWordsFields, 'strategyCommentary'>, string> = {
  marking: 'Classification marking',
  systemClassification: 'System security classification',
  entityAddress: "Organisation's address",
  assessorQualifications: "Assessors' qualifications",
  background: 'Background',
  keySecurityRisks: 'Key security risks',
  positiveFindings: 'Positive findings',
  opinion: 'Opinion',
};

/** The marking the report carries: the review's, else the branding file's, else `fallback`. */
export function reportMarking(words: Pick<ReportWordsFields, 'marking'>, brandingMarking: string | undefined, fallback: string): string {
  return words.marking.trim() || brandingMarking?.trim() || fallback;
}

/** A strategy's commentary as written, or '' for the report's own. */
export function commentaryOf(words: Pick<ReportWordsFields, 'strategyCommentary'>, strategy: ControlId): string {
  return words.strategyCommentary[strategy]?.trim() ?? '';
}

/**
 * The fields that differ between two sets of report words, in words, for the audit log (never the text itself,
 * which may say anything): "Opinion, Background and the commentary of Regular backups".
 */
export function changedReportWords(before: ReportWordsFields, after: ReportWordsFields): string[] {
  const names = (Object.keys(REPORT_WORD_NAMES) as (keyof typeof REPORT_WORD_NAMES)[]).filter((name) => before[name].trim() !== after[name].trim()).map((name) => REPORT_WORD_NAMES[name]);
  const strategies = CONTROL_IDS.filter((id) => commentaryOf(before, id) !== commentaryOf(after, id));
  return strategies.length > 0 ? [...names, `commentary (${strategies.length === 1 ? '1 strategy' : `${strategies.length} strategies`})`] : names;
}
