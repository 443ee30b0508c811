import { z } from 'zod';
import { evidenceQualitySchema } from '../framework/evidence-quality';
import { SUGGESTED_OUTCOME_IDS } from '../framework/outcome-rules';
import { isRequirementId } from '../framework/catalogue';
import { testMethodSchema } from '../review/test-methods';
import { isCalendarDay } from '../calendar-day';
import { EXPORT_FORMATS } from './export-reading';

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
