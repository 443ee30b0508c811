import type { ImportView } from '../../domain/configuration-imports/import-views';
import type { ProposalChoice } from '../../domain/configuration-imports/imported-answers';
import { requestJsonParsedOnArrival } from './http';

const parsers = () => import('./import-parsers');

/** Who is asking: the respondent with the assessment's access key, or a signed-in consultant (support routes, the session's cookie). */
export type ImportsAccess = { side: 'respondent'; headers: Record<string, string> } | { side: 'support' };

function importsUrl(assessmentId: string, access: ImportsAccess): string {
  const base = access.side === 'support' ? '/api/support/assessments' : '/api/assessments';
  return `${base}/${encodeURIComponent(assessmentId)}/imports`;
}

const headersOf = (access: ImportsAccess) => (access.side === 'respondent' ? access.headers : {});

/** Every import of an assessment, newest first, each with its proposals and where they stand beside the stored answers (or findings). */
export async function fetchImports(assessmentId: string, access: ImportsAccess): Promise<ImportView[]> {
  return (await requestJsonParsedOnArrival(importsUrl(assessmentId, access), async () => (await parsers()).parseImportList, { headers: headersOf(access) })).imports;
}

/** The multipart body of an import: `collectedOn` when given, then `file`. */
export function importForm(file: File, collectedOn: string): FormData {
  const form = new FormData();
  if (collectedOn !== '') form.append('collectedOn', collectedOn);
  form.append('file', file, file.name);
  return form;
}

/**
 * Sends an export of the organisation's systems to be read. The server's refusal (a file it cannot read, in
 * words; too large; an assessment already submitted) comes back as an ApiError in its words. The same file
 * sent again answers the import made the first time, `alreadyImported`.
 */
export function uploadImport(assessmentId: string, file: File, collectedOn: string, access: ImportsAccess): Promise<{ import: ImportView; alreadyImported: boolean }> {
  return requestJsonParsedOnArrival(importsUrl(assessmentId, access), async () => (await parsers()).parseImported, {
    method: 'POST',
    headers: headersOf(access),
    body: importForm(file, collectedOn),
  });
}

/** On the support side: accepts proposals as findings, those chosen or, with none, every proposal of the current imports. */
export function acceptProposalsAsFindings(
  assessmentId: string,
  proposals: readonly ProposalChoice[] | undefined,
): Promise<{ accepted: string[]; disagreements: string[]; conflicts: string[]; updatedAt: number }> {
  return requestJsonParsedOnArrival(`${importsUrl(assessmentId, { side: 'support' })}/accept`, async () => (await parsers()).parseAcceptedProposals, {
    method: 'POST',
    body: JSON.stringify(proposals === undefined ? {} : { proposals }),
  });
}
