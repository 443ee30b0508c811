import { z } from 'zod';
import { evidenceQualitySchema } from '../framework/evidence-quality';
import { SUGGESTED_OUTCOME_IDS } from '../framework/outcome-rules';
import { isRequirementId } from '../framework/catalogue';
import { testMethodSchema } from '../review/test-methods';
import { isCalendarDay } from '../calendar-day';
import { EXPORT_FORMATS, gradeOfMethod, type ExportFormat, type ExportNote, type Proposal } from './export-reading';
import { currentImports, type ImportedExport, type ProposalState } from './imported-answers';

/** One proposal as the API shows it: the proposal, the evidence grade of its method, and where it stands beside the answer (or the finding). */
export const proposalViewSchema = z.strictObject({
  requirementId: z.string(),
  outcome: z.enum(SUGGESTED_OUTCOME_IDS),
  read: z.string(),
  testMethod: testMethodSchema,
  evidenceQuality: evidenceQualitySchema,
  state: z.enum(['open', 'agrees', 'accepted', 'disagrees']),
});
export type ProposalView = z.infer<typeof proposalViewSchema>;

/** One import as the API shows it: the file, its provenance, its proposals and notes, and the evidence files it was kept as. */
export const importViewSchema = z.strictObject({
  id: z.uuid(),
  fileName: z.string(),
  format: z.enum(EXPORT_FORMATS),
  importerVersion: z.number().int().positive(),
  title: z.string(),
  /** Which policy or computer the file is an export of: a newer export of the same source supersedes this one. */
  sourceKey: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** When the file says it was produced (ms since 1970), or null when it does not say. */
  producedAt: z.number().nullable(),
  importedAt: z.number(),
  /** Who imported it: "the respondent", or the consultant's username. */
  importedBy: z.string(),
  /** False once a newer export of the same source was imported: its proposals are no longer offered. */
  current: z.boolean(),
  proposals: z.array(proposalViewSchema),
  notes: z.array(z.strictObject({ requirementIds: z.array(z.string()), text: z.string() })),
  /** The evidence files the import was kept as, one per requirement it speaks to. */
  evidenceFileIds: z.array(z.uuid()),
});
export type ImportView = z.infer<typeof importViewSchema>;

/** What GET …/imports answers: every import of the assessment, newest first. */
export const importListSchema = z.strictObject({ imports: z.array(importViewSchema) });
export type ImportList = z.infer<typeof importListSchema>;

/** What an import answers: the import, and whether the same file had been imported before (then nothing changed). */
export const importedSchema = z.strictObject({ import: importViewSchema, alreadyImported: z.boolean() });

/** The fields of an import's upload besides the file: the day the export was collected, for an export that does not say (installed updates). */
export const importFieldsSchema = z.strictObject({
  collectedOn: z
    .string()
    .refine((value) => value === '' || isCalendarDay(value), 'The day the export was collected must be a real date written YYYY-MM-DD, like 2026-11-20')
    .optional(),
});

/** What accepting proposals sends: the proposals chosen, or none to accept every proposal of the current imports. */
export const acceptProposalsSchema = z.strictObject({
  proposals: z
    .array(z.strictObject({ importId: z.uuid({ error: 'Name the import by its id' }), requirementId: z.string().refine(isRequirementId, 'Name a requirement of the catalogue') }))
    .max(500)
    .optional(),
});

/** What accepting proposals answers: which requirements took a proposal, which were left as disagreements or conflicting imports, and the save's time. */
export const acceptedProposalsSchema = z.strictObject({
  accepted: z.array(z.string()),
  disagreements: z.array(z.string()),
  conflicts: z.array(z.string()),
  updatedAt: z.number(),
});

/** An import as kept, for its view: what accepting needs, and the file's provenance, notes and evidence files. */
export interface KeptImport extends ImportedExport {
  fileName: string;
  format: ExportFormat;
  importerVersion: number;
  sha256: string;
  /** Null for the respondent; the consultant's username for the assessor's import. */
  importedBy: string | null;
  notes: readonly ExportNote[];
  evidenceFileIds: readonly string[];
}

/** The respondent, as the list of imports names who imported a file. */
export const RESPONDENT_IMPORTER = 'the respondent';

/**
 * The views of an assessment's imports, in the order given: each proposal with the evidence grade of its method
 * and its state by `stateOf` (beside the answers, or the findings), and whether the import is current (not
 * superseded by a newer export of the same source).
 */
export function importViews(imports: readonly KeptImport[], stateOf: (importId: string, proposal: Proposal) => ProposalState): ImportView[] {
  const current = new Set(currentImports(imports).map((entry) => entry.id));
  return imports.map((entry) => ({
    id: entry.id,
    fileName: entry.fileName,
    format: entry.format,
    importerVersion: entry.importerVersion,
    title: entry.title,
    sourceKey: entry.sourceKey,
    sha256: entry.sha256,
    producedAt: entry.producedAt,
    importedAt: entry.importedAt,
    importedBy: entry.importedBy ?? RESPONDENT_IMPORTER,
    current: current.has(entry.id),
    proposals: entry.proposals.map((proposal) => ({ ...proposal, evidenceQuality: gradeOfMethod(proposal.testMethod), state: stateOf(entry.id, proposal) })),
    notes: entry.notes.map((note) => ({ requirementIds: [...note.requirementIds], text: note.text })),
    evidenceFileIds: [...entry.evidenceFileIds],
  }));
}
