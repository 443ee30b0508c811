import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { evidenceFileListSchema, evidenceFileParamsSchema, listedEvidenceFileSchema, type ListedEvidenceFile } from '../../domain/evidence-files';
import { attachmentDisposition } from '../../domain/evidence-file-name';
import { currentSession } from '../auth/session-cookie.server';
import { recordRead } from '../audit-reads.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import type { EvidenceStorageWatch } from '../evidence-storage.server';
import { evidenceZipChunks } from '../evidence-zip.server';
import { EVIDENCE_LIMITS, multipartRoutes, refusedUploadHooks, uploadBoundary, type ReceiveEvidence } from '../evidence-upload.server';
import { streamedFile } from '../file-answers.server';
import { servedAsKept, servedEvidencePieces } from '../served-evidence.server';
import { deleteEvidenceFile, evidenceFileContent, evidenceFileOf, evidenceFilesOf, insertEvidenceFileWithinLimits } from '../store/evidence-files.server';
import { reviewStatusColumnOf } from '../store/review.server';
import type { DownloadLimits } from '../rate-limits.server';
import type { StoredAssessment } from '../store/assessments.server';
import type { Database } from '../store/schema.server';
import { accessKeyOf, assessmentByAccessKey, notFoundMessage, readableAssessment, type AssessmentRouteOptions } from './assessments.server';
import { answerRequestsByUpload } from './evidence-requests.server';

const SUPPORT_READS_ONLY = 'Support staff can read the respondent’s evidence files but not add or remove them: only the respondent, with the access key, can. A consultant adds the assessor’s files in the review.';
const FILE_NOT_FOUND = 'This evidence file was not found: it may have been removed.';
const ASSESSORS_FILE = 'This file was added by the consultant who reviewed your assessment, so only they can remove it.';

/** The respondent's assessment for a change to its files: the access key only; a support session is told it only reads. */
async function changeableAssessment(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, options: AssessmentRouteOptions): Promise<StoredAssessment | undefined> {
  if (!accessKeyOf(request) && (await currentSession(db, request, options.now()))?.stage === 'signed-in') {
    sendError(reply, 403, 'support_reads_only', SUPPORT_READS_ONLY);
    return undefined;
  }
  return assessmentByAccessKey(db, request, reply, options, 'save');
}

/** An assessment open for reading its files, and how to note what was read. */
interface EvidenceReader {
  stored: StoredAssessment;
  /** Who reads: the respondent with the access key, or a support user in the portal. */
  kind: 'respondent' | 'portal';
  /** Writes a support user's read to the audit log as `evidence-read`, with what was read; nothing for the respondent. */
  noteRead: (details: string) => Promise<void>;
  /**
   * Whether a file is for this reader: every file for a support user; for the respondent their own, and the
   * assessor's only once the review is shared (the assessor's files are the firm's work until then).
   */
  sees: (file: Pick<ListedEvidenceFile, 'addedBy'>) => boolean;
}

/** The assessment for reading its files: with the access key, or for a signed-in support user (either role). */
async function evidenceReader(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, options: AssessmentRouteOptions): Promise<EvidenceReader | undefined> {
  const stored = await readableAssessment(db, request, reply, options, { recordView: false });
  if (!stored) return undefined;
  const session = accessKeyOf(request) ? undefined : await currentSession(db, request, options.now());
  if (!session) {
    const shared = (await reviewStatusColumnOf(db, stored.assessment.id)) === 'shared';
    return { stored, kind: 'respondent', noteRead: async () => undefined, sees: (file) => shared || file.addedBy === 'respondent' };
  }
  request.supportSession = session;
  return {
    stored,
    kind: 'portal',
    noteRead: (details) => recordRead(db, request, options.now(), { action: 'evidence-read', details, assessmentId: stored.assessment.id }),
    sees: () => true,
  };
}

/**
 * A download's own Content-Security-Policy, set after the app's (route hooks run after the app's): `sandbox`,
 * so a file opened in the browser anyway runs no script and reaches no cookie of this site.
 */
async function sandboxed(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  void reply.header('content-security-policy', 'sandbox');
  return payload;
}

/**
 * The evidence files of an assessment: POST (multipart `requirementId` and `file`, the respondent's access
 * key) keeps one, GET lists them (each saying who added it), GET one downloads it, DELETE removes one of the
 * respondent's own (an assessor's file is refused with 403); GET evidence.zip downloads them all. Reads are
 * open to the access key and to signed-in support users; the respondent's changes only to the access key,
 * for drafts and submitted assessments alike (a submitted one may still be saved again). A consultant adds
 * and removes the assessor's files through the review's routes (assessor-evidence.server.ts); both are
 * received alike and held to the same limits, each kind counted apart (evidence-upload.server.ts). A respondent's
 * file also counts in the installation's evidence and in its address's daily volume (evidence-storage.server.ts).
 */
export function evidenceFileRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: AssessmentRouteOptions & { receive: ReceiveEvidence; storage: EvidenceStorageWatch; downloads: Pick<DownloadLimits, 'evidenceFile' | 'evidenceZip'> },
): void {
  const { now, limit, receive, storage, downloads } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // One file's URL: an id or a file id that is not one names no file, answered as a file not found, before any key is checked.
  const fileParams = { params: evidenceFileParamsSchema } as const;
  const invalidParams = { status: 404, code: 'not_found', message: FILE_NOT_FOUND } as const;

  // The upload, the list and the ZIP declare no URL parameters: their id is checked with the key, as on every respondent's route (an id that names nothing is 404, like a wrong key).
  multipartRoutes(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/assessments/:id/evidence',
      { onRequest: limit, ...refusedUploadHooks, schema: { response: { 201: listedEvidenceFileSchema, ...errorResponses } } },
      async (request, reply) => {
        const boundary = uploadBoundary(request, reply);
        if (!boundary) return reply;
        const stored = await changeableAssessment(db, request, reply, options);
        if (!stored) return reply;
        const assessmentId = stored.assessment.id;
        return receive(request, reply, {
          boundary,
          assessmentId,
          adder: 'respondent',
          goneMessage: notFoundMessage(options.draftDays),
          keep: async (file) => {
            const result = await insertEvidenceFileWithinLimits(db, { ...file, assessmentId, createdAt: now(), addedBy: null }, EVIDENCE_LIMITS, storage.caps(request));
            if ('stored' in result) {
              await storage.warnIfFull(result.installationBytes);
              // A file for a requirement answers the consultant's requests for evidence about it.
              await answerRequestsByUpload(db, assessmentId, result.stored, now());
            }
            return result;
          },
        });
      },
    );
  });

  api.get('/api/assessments/:id/evidence', { schema: { response: { 200: evidenceFileListSchema, ...errorResponses } } }, async (request, reply) => {
    const reader = await evidenceReader(db, request, reply, options);
    if (!reader) return reply;
    await reader.noteRead('List of evidence files');
    return { files: (await evidenceFilesOf(db, reader.stored.assessment.id)).filter(reader.sees) };
  });

  api.get('/api/assessments/:id/evidence.zip', { preHandler: downloads.evidenceZip.perAddress, onSend: sandboxed, schema: { response: { 200: streamedFile, ...errorResponses } } }, async (request, reply) => {
    const reader = await evidenceReader(db, request, reply, options);
    if (!reader || !(await downloads.evidenceZip.perAssessment(reply, reader.stored.assessment.id, reader.kind))) return reply;
    const { stored } = reader;
    await reader.noteRead('Evidence files (ZIP)');
    const files = (await evidenceFilesOf(db, stored.assessment.id)).filter(reader.sees);
    const chunks = evidenceZipChunks(files, async (file) =>
      (await evidenceFileOf(db, stored.assessment.id, file.id)) ? servedEvidencePieces(file, evidenceFileContent(db, file)) : undefined,
    );
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachmentDisposition(`evidence-${stored.assessment.organizationName || 'assessment'}.zip`))
      .header('cache-control', 'no-store')
      .send(Readable.from(chunks, { objectMode: false }));
  });

  api.get(
    '/api/assessments/:id/evidence/:evidenceId',
    { preHandler: downloads.evidenceFile.perAddress, onSend: sandboxed, schema: { ...fileParams, response: { 200: streamedFile, ...errorResponses } }, config: { invalidParams } },
    async (request, reply) => {
      const reader = await evidenceReader(db, request, reply, options);
      if (!reader || !(await downloads.evidenceFile.perAssessment(reply, reader.stored.assessment.id, reader.kind))) return reply;
      const file = await evidenceFileOf(db, reader.stored.assessment.id, request.params.evidenceId);
      if (!file || !reader.sees(file)) return sendError(reply, 404, 'not_found', FILE_NOT_FOUND);
      await reader.noteRead(`Evidence file ${file.fileName} (${file.requirementId})`);
      // Read a piece at a time as the client takes it; the length of a file served as kept is known, so a download cut short shows as such.
      if (servedAsKept(file)) void reply.header('content-length', String(file.size));
      return reply
        .header('content-type', file.mediaType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(Readable.from(servedEvidencePieces(file, evidenceFileContent(db, file)), { objectMode: false }));
    },
  );

  api.delete(
    '/api/assessments/:id/evidence/:evidenceId',
    { onRequest: limit, schema: { ...fileParams, response: { 204: z.undefined(), ...errorResponses } }, config: { invalidParams } },
    async (request, reply) => {
      const { evidenceId } = request.params;
      const stored = await changeableAssessment(db, request, reply, options);
      if (!stored) return reply;
      if (await deleteEvidenceFile(db, stored.assessment.id, evidenceId, 'respondent')) return reply.status(204).send();
      const file = await evidenceFileOf(db, stored.assessment.id, evidenceId);
      return file ? sendError(reply, 403, 'assessors_file', ASSESSORS_FILE) : sendError(reply, 404, 'not_found', FILE_NOT_FOUND);
    },
  );
}
