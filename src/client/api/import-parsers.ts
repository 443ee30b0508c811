import { acceptedProposalsSchema, importedSchema, importListSchema } from '../../domain/configuration-imports/import-views';

// The parsers of the imports' answers, with their schemas (and zod): loaded with import() beside the requests,
// so that the code showing imports paints without waiting for them.

/** Every import of an assessment, newest first. */
export const parseImportList = (body: unknown) => importListSchema.parse(body);

/** One import just made, and whether the same file had been imported before. */
export const parseImported = (body: unknown) => importedSchema.parse(body);

/** What accepting proposals did, on the support side. */
export const parseAcceptedProposals = (body: unknown) => acceptedProposalsSchema.parse(body);
