import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { evidenceFileParamsSchema, fileSizeInWords, MAX_EVIDENCE_BYTES_PER_ASSESSMENT, MAX_EVIDENCE_FILE_BYTES, MAX_EVIDENCE_FILES_PER_ASSESSMENT } from '../../domain/evidence-files';
import { evidenceFileType } from '../../domain/evidence-file-type';
import { evidenceUploadFieldsSchema } from '../../domain/evidence-upload';
import { attachmentDisposition, safeEvidenceFileName } from '../../domain/evidence-file-name';
import { currentSession } from '../auth/session-cookie.server';
import { recordRead } from '../audit-reads.server';
import { sendError } from '../errors.server';
import { evidenceZipChunks } from '../evidence-zip.server';
import { turns } from '../evidence-turns.server';
import { multipartBoundary, readUpload, UploadRefusedError } from '../multipart.server';
import { deleteEvidenceFile, evidenceFileContent, evidenceFileOf, evidenceFilesOf, evidenceTotalsOf, insertEvidenceFileWithinLimits } from '../store/evidence-files.server';
import type { StoredAssessment } from '../store/assessments.server';
import type { Database } from '../store/schema.server';
import { accessKeyOf, assessmentByAccessKey, notFoundMessage, readableAssessment, type AssessmentRouteOptions } from './assessments.server';

const FILE_TOO_LARGE = `This file is larger than ${fileSizeInWords(MAX_EVIDENCE_FILE_BYTES)}, the largest an evidence file may be.`;
const TOO_MANY_FILES = `This assessment already keeps ${MAX_EVIDENCE_FILES_PER_ASSESSMENT} evidence files, the most it may keep. Remove one to add another.`;
const SUPPORT_READS_ONLY = 'Support staff can read evidence files but not add or remove them: only the respondent, with the access key, can.';
const FILE_NOT_FOUND = 'This evidence file was not found: it may have been removed.';

function tooManyBytes(keptBytes: number): string {
  return `This assessment keeps ${fileSizeInWords(keptBytes)} of evidence files; with this file it would pass ${fileSizeInWords(MAX_EVIDENCE_BYTES_PER_ASSESSMENT)}, the most it may keep. Remove a file to add this one.`;
}

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
  /** Writes a support user's read to the audit log as `evidence-read`, with what was read; nothing for the respondent. */
  noteRead: (details: string) => Promise<void>;
}

/** The assessment for reading its files: with the access key, or for a signed-in support user (either role). */
async function evidenceReader(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, options: AssessmentRouteOptions): Promise<EvidenceReader | undefined> {
  const stored = await readableAssessment(db, request, reply, options, { recordView: false });
  if (!stored) return undefined;
  const session = accessKeyOf(request) ? undefined : await currentSession(db, request, options.now());
  if (!session) return { stored, noteRead: async () => undefined };
  request.supportSession = session;
  return { stored, noteRead: (details) => recordRead(db, request, options.now(), { action: 'evidence-read', details, assessmentId: stored.assessment.id }) };
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
 * An upload refused (before its body was read, or partway through it): the connection closes after the
 * answer, and once the answer has gone the rest of the body is read and dropped, so the client sees the
 * answer rather than a reset, and nothing of it is held.
 */
const refusedUploadHooks = {
  onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (reply.statusCode >= 400) void reply.header('connection', 'close');
    return payload;
  },
  onResponse: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (reply.statusCode >= 400 && !request.raw.readableEnded) request.raw.resume();
  },
};

/**
 * The evidence files of an assessment: POST (multipart `requirementId` and `file`, the respondent's access
 * key) keeps one, GET lists them, GET one downloads it, DELETE removes it; GET evidence.zip downloads them
 * all. Reads are open to the access key and to signed-in support users; changes only to the access key,
 * for drafts and submitted assessments alike (a submitted one may still be saved again). A file is typed by
 * its content and refused unless it is a kind kept as evidence; limits: MAX_EVIDENCE_FILE_BYTES a file,
 * MAX_EVIDENCE_FILES_PER_ASSESSMENT and MAX_EVIDENCE_BYTES_PER_ASSESSMENT an assessment.
 */
export function evidenceFileRoutes(app: FastifyInstance, db: Kysely<Database>, options: AssessmentRouteOptions): void {
  const { now, limit } = options;
  // Four uploads at a time, each from its first byte read to its last piece written (an upload is held whole
  // to be typed by its content, so 40 MB at most); the others wait, their bytes held back by TCP. Downloads
  // need no turns: they hold a piece at a time (docs/decisions/053-evidence-file-chunks.md). Measured in
  // docs/benchmarks.md.
  const uploadTurn = turns(4);
  // Its own scope: multipart bodies reach these routes unread, and every other route still refuses them.
  void app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

    scope.post('/api/assessments/:id/evidence', { onRequest: limit, ...refusedUploadHooks }, async (request, reply) => {
      const boundary = multipartBoundary(request.headers['content-type']);
      if (!boundary) return sendError(reply, 415, 'unsupported_media_type', 'Send the file as multipart/form-data with the fields requirementId and file');
      const stored = await changeableAssessment(db, request, reply, options);
      if (!stored) return reply;
      const assessmentId = stored.assessment.id;
      if ((await evidenceTotalsOf(db, assessmentId)).files >= MAX_EVIDENCE_FILES_PER_ASSESSMENT) {
        return sendError(reply, 413, 'too_many_files', TOO_MANY_FILES);
      }
      const bodyBytes = Number(request.headers['content-length'] ?? Number.NaN);
      return uploadTurn(async () => {
        let upload;
        try {
          upload = await readUpload(request.raw.iterator({ destroyOnReturn: false }), boundary, {
            textFields: ['requirementId'],
            fileField: 'file',
            maxFileBytes: MAX_EVIDENCE_FILE_BYTES,
            tooLargeMessage: FILE_TOO_LARGE,
            bodyBytes: Number.isNaN(bodyBytes) ? undefined : bodyBytes,
          });
        } catch (error) {
          if (!(error instanceof UploadRefusedError)) throw error;
          return sendError(reply, error.status, error.code, error.message);
        }
        const fields = evidenceUploadFieldsSchema.safeParse(upload.fields);
        if (!fields.success) {
          const message = fields.error.issues[0]?.message ?? 'Name the requirement this file is evidence for';
          return sendError(reply, 400, 'invalid_input', message, { requirementId: message });
        }
        const file = upload.file;
        if (!file) return sendError(reply, 400, 'invalid_input', 'Attach a file', { file: 'Attach a file' });
        const type = evidenceFileType(file.content);
        if (!type.accepted) return sendError(reply, 415, 'unsupported_file_type', type.message);
        const result = await insertEvidenceFileWithinLimits(
          db,
          { assessmentId, requirementId: fields.data.requirementId, fileName: safeEvidenceFileName(file.fileName), mediaType: type.mediaType, sha256: file.sha256, content: file.content, createdAt: now() },
          { files: MAX_EVIDENCE_FILES_PER_ASSESSMENT, bytes: MAX_EVIDENCE_BYTES_PER_ASSESSMENT },
        );
        if ('gone' in result) return sendError(reply, 404, 'not_found', notFoundMessage(options.draftDays));
        if ('refused' in result) {
          return result.refused === 'files' ? sendError(reply, 413, 'too_many_files', TOO_MANY_FILES) : sendError(reply, 413, 'too_many_bytes', tooManyBytes(result.totals.bytes));
        }
        return reply.status(201).send(result.stored);
      });
    });
  });

  app.get('/api/assessments/:id/evidence', async (request, reply) => {
    const reader = await evidenceReader(db, request, reply, options);
    if (!reader) return reply;
    await reader.noteRead('List of evidence files');
    return { files: await evidenceFilesOf(db, reader.stored.assessment.id) };
  });

  app.get('/api/assessments/:id/evidence.zip', { onSend: sandboxed }, async (request, reply) => {
    const reader = await evidenceReader(db, request, reply, options);
    if (!reader) return reply;
    const { stored } = reader;
    await reader.noteRead('Evidence files (ZIP)');
    const files = await evidenceFilesOf(db, stored.assessment.id);
    const chunks = evidenceZipChunks(files, async (file) => ((await evidenceFileOf(db, stored.assessment.id, file.id)) ? evidenceFileContent(db, file) : undefined));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachmentDisposition(`evidence-${stored.assessment.organizationName || 'assessment'}.zip`))
      .header('cache-control', 'no-store')
      .send(Readable.from(chunks, { objectMode: false }));
  });

  app.get('/api/assessments/:id/evidence/:evidenceId', { onSend: sandboxed }, async (request, reply) => {
    const params = evidenceFileParamsSchema.safeParse(request.params);
    if (!params.success) return sendError(reply, 404, 'not_found', FILE_NOT_FOUND);
    const reader = await evidenceReader(db, request, reply, options);
    if (!reader) return reply;
    const file = await evidenceFileOf(db, reader.stored.assessment.id, params.data.evidenceId);
    if (!file) return sendError(reply, 404, 'not_found', FILE_NOT_FOUND);
    await reader.noteRead(`Evidence file ${file.fileName} (${file.requirementId})`);
    // Read a piece at a time as the client takes it; the length is known, so a download cut short shows as such.
    return reply
      .header('content-type', file.mediaType)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('content-length', String(file.size))
      .header('cache-control', 'no-store')
      .send(Readable.from(evidenceFileContent(db, file), { objectMode: false }));
  });

  app.delete('/api/assessments/:id/evidence/:evidenceId', { onRequest: limit }, async (request, reply) => {
    const params = evidenceFileParamsSchema.safeParse(request.params);
    if (!params.success) return sendError(reply, 404, 'not_found', FILE_NOT_FOUND);
    const stored = await changeableAssessment(db, request, reply, options);
    if (!stored) return reply;
    if (!(await deleteEvidenceFile(db, stored.assessment.id, params.data.evidenceId))) return sendError(reply, 404, 'not_found', FILE_NOT_FOUND);
    return reply.status(204).send();
  });
}
