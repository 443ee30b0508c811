import { z } from 'zod';
import { REQUIREMENTS, isRequirementId } from '../framework/catalogue';
import { OUTCOMES } from '../framework/outcome-words';
import { TEST_METHOD_IDS } from '../review/test-methods';
import type { ExportNote, ExportResult, Proposal } from './export-reading';
import { isJsonObject } from './powershell-json';

/**
 * The tool's own import format: any scanner or script writes what it tested, requirement by requirement,
 * with the outcome it found. It is documented in docs/imports/assessment-import.md; its JSON Schema
 * (docs/imports/assessment-import.schema.json) is generated from `assessmentImportSchema`, the one definition.
 */
export const ASSESSMENT_IMPORT_IMPORTER_VERSION = 1;

/** The value of `format` that marks a file of this kind. */
export const ASSESSMENT_IMPORT_FORMAT = 'essential-eight-assessment-import';

/** The outcomes a tool may report: not Not implemented (an organisation's decision) nor Not assessed (no result). */
export const IMPORTABLE_OUTCOMES = ['effective', 'alternate-control', 'ineffective', 'not-applicable', 'no-visibility'] as const;

/** The longest raw output a result may carry: 64 KiB of characters. */
export const MAX_OUTPUT_CHARACTERS = 65_536;

const isoTime = (what: string) => z.iso.datetime({ offset: true, error: `${what} must be a time in ISO 8601 form, such as 2026-11-29T09:30:00Z or 2026-11-29T20:30:00+11:00` });

const resultSchema = z
  .strictObject({
    requirement: z
      .string({ error: 'requirement must be a requirement id or an ISM number' })
      .trim()
      .min(1, { error: 'requirement must be a requirement id or an ISM number' })
      .max(200)
      .meta({ description: 'The requirement tested: its id in the catalogue (such as "patch-operating-systems-workstations-non-internet-facing-1-month") or an ISM number (such as "ISM-1695"), which stands for every requirement with that number.' }),
    outcome: z.enum(IMPORTABLE_OUTCOMES, { error: `outcome must be one of ${IMPORTABLE_OUTCOMES.join(', ')}` }).meta({ description: 'What the test found, as the Essential Eight Assessment Process Guide names outcomes.' }),
    tested: z
      .string({ error: 'tested must say in words what was tested' })
      .trim()
      .min(1, { error: 'tested must say in words what was tested' })
      .max(2000)
      .meta({ description: 'What was tested, in words, such as "Attempted to run an unsigned executable from the user profile".' }),
    testedAt: isoTime('testedAt').optional().meta({ description: 'When this requirement was tested, if not at producedAt.' }),
    systems: z.string().trim().min(1).max(2000).optional().meta({ description: 'Which systems this result covers, if not the file’s systems.' }),
    method: z.enum(TEST_METHOD_IDS, { error: `method must be one of ${TEST_METHOD_IDS.join(', ')}` }).optional().meta({ description: 'How it was tested; configuration-copy when absent.' }),
    output: z.string().max(MAX_OUTPUT_CHARACTERS, { error: `output must be at most ${MAX_OUTPUT_CHARACTERS} characters` }).optional().meta({ description: 'The raw output of the test, kept as evidence (at most 65,536 characters).' }),
  })
  .meta({ description: 'One requirement tested and what was found.' });

/** The import format as one zod schema: the reader checks files with it and the JSON Schema is generated from it. */
export const assessmentImportSchema = z
  .strictObject({
    format: z.literal(ASSESSMENT_IMPORT_FORMAT, { error: `format must be "${ASSESSMENT_IMPORT_FORMAT}"` }),
    version: z.literal(1, { error: 'version must be 1' }),
    tool: z
      .strictObject({
        name: z.string({ error: 'tool.name must name the tool' }).trim().min(1, { error: 'tool.name must name the tool' }).max(200),
        version: z.string().trim().min(1).max(100).optional(),
      })
      .meta({ description: 'The scanner or script that wrote the file.' }),
    producedAt: isoTime('producedAt').meta({ description: 'When the file was written.' }),
    systems: z.string().trim().min(1).max(2000).optional().meta({ description: 'Which systems the results cover, in words, such as "All 40 workstations of the Canberra office".' }),
    results: z.array(resultSchema, { error: 'results must be a list of results' }).min(1, { error: 'results must hold at least one result' }).max(2000),
  })
  .meta({ title: 'Essential Eight assessment import, version 1', description: 'Results of a scanner or script, requirement by requirement, for the Essential Eight Assessment Tool.' });

export type AssessmentImport = z.infer<typeof assessmentImportSchema>;

/** The JSON Schema of the format, generated from `assessmentImportSchema` (served for tools that write it). */
export function assessmentImportJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(assessmentImportSchema) as Record<string, unknown>;
}

/** Whether parsed JSON says it is a file of this format (whatever its version). */
export function isAssessmentImport(json: unknown): boolean {
  return isJsonObject(json) && json.format === ASSESSMENT_IMPORT_FORMAT;
}

/** The requirements a result names: the one of that id, or every requirement with that ISM number. */
function requirementsNamed(requirement: string): string[] {
  const ism = /^ISM-?(\d{4})$/i.exec(requirement);
  if (ism) return REQUIREMENTS.filter((candidate) => candidate.ism.includes(`ISM-${ism[1]}`)).map((candidate) => candidate.id);
  return isRequirementId(requirement) ? [requirement] : [];
}

function pathOf(path: readonly PropertyKey[]): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`)).join('');
}

/** Reads a file of the tool's own import format: each result becomes a proposal for each requirement it names. */
export function readAssessmentImport(json: unknown): ExportResult {
  if (!isAssessmentImport(json)) return { ok: false, refusal: `This file is not an assessment import: its format must be "${ASSESSMENT_IMPORT_FORMAT}".` };
  const version = isJsonObject(json) ? json.version : undefined;
  if (version !== 1) return { ok: false, refusal: `This file is version ${JSON.stringify(version) ?? 'none'} of the assessment import format; this tool reads version 1.` };
  const parsed = assessmentImportSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 5).map((issue) => (issue.path.length === 0 ? issue.message : `${pathOf(issue.path)}: ${issue.message}`));
    const more = parsed.error.issues.length > 5 ? ` (and ${parsed.error.issues.length - 5} more)` : '';
    return { ok: false, refusal: `The assessment import cannot be read: ${problems.join('; ')}${more}.` };
  }
  const file = parsed.data;
  const unknown = file.results.map((result, index) => ({ index, requirement: result.requirement })).filter((result) => requirementsNamed(result.requirement).length === 0);
  if (unknown.length > 0) {
    const named = unknown.map((result) => `“${result.requirement}” (result ${result.index + 1})`).join(', ');
    return { ok: false, refusal: `The assessment import names ${unknown.length === 1 ? 'a requirement' : 'requirements'} the Essential Eight Maturity Model (November 2023) does not have: ${named}. Use a requirement id from the catalogue or the ISM number of one of its requirements.` };
  }
  const tool = file.tool.version === undefined ? file.tool.name : `${file.tool.name} ${file.tool.version}`;
  const proposals: Proposal[] = [];
  const notes: ExportNote[] = [];
  for (const result of file.results) {
    const requirementIds = requirementsNamed(result.requirement);
    const systems = result.systems ?? file.systems;
    const where = systems === undefined ? 'on systems the file does not name' : `on ${systems}`;
    const when = result.testedAt ?? file.producedAt;
    const read = `${tool} tested “${result.tested}” ${where} at ${when} → ${OUTCOMES[result.outcome].label}`;
    for (const requirementId of requirementIds) proposals.push({ requirementId, outcome: result.outcome, read, testMethod: result.method ?? 'configuration-copy' });
    if (result.output !== undefined && result.output.trim() !== '') notes.push({ requirementIds, text: `Output of ${tool} for “${result.tested}”:\n${result.output}` });
  }
  const covered = file.systems === undefined ? '' : ` on ${file.systems}`;
  return {
    ok: true,
    reading: {
      format: 'assessment-import',
      importerVersion: ASSESSMENT_IMPORT_IMPORTER_VERSION,
      title: `Results of ${tool}${covered}`,
      sourceKey: `assessment-import:${file.tool.name.toLowerCase()}${file.systems === undefined ? '' : `:${file.systems.toLowerCase()}`}`,
      producedAt: file.producedAt,
      proposals,
      notes,
    },
  };
}
