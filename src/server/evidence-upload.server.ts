import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { fileSizeInWords, MAX_EVIDENCE_BYTES_PER_ASSESSMENT, MAX_EVIDENCE_FILE_BYTES, MAX_EVIDENCE_FILES_PER_ASSESSMENT } from '../domain/evidence-files';
import { evidenceFileType } from '../domain/evidence-file-type';
import { evidenceFileName } from '../domain/evidence-file-name';
import { evidenceUploadFieldsSchema } from '../domain/evidence-upload';
import { sendError } from './errors.server';
import { turns } from './evidence-turns.server';
import { multipartBoundary, readUpload, UploadRefusedError } from './multipart.server';
import { evidenceTotalsOf, type EvidenceInsertResult, type EvidenceTotals, type NewEvidenceFile } from './store/evidence-files.server';
import type { Database } from './store/schema.server';

const FILE_TOO_LARGE = `This file is larger than ${fileSizeInWords(MAX_EVIDENCE_FILE_BYTES)}, the largest an evidence file may be.`;
const TOO_MANY_FILES = `This assessment already keeps ${MAX_EVIDENCE_FILES_PER_ASSESSMENT} evidence files, the most it may keep. Remove one to add another.`;

function tooManyBytes(keptBytes: number): string {
  return `This assessment keeps ${fileSizeInWords(keptBytes)} of evidence files; with this file it would pass ${fileSizeInWords(MAX_EVIDENCE_BYTES_PER_ASSESSMENT)}, the most it may keep. Remove a file to add this one.`;
}

/** What one assessment may keep, the respondent's files and the assessor's together. */
export const EVIDENCE_LIMITS: EvidenceTotals = { files: MAX_EVIDENCE_FILES_PER_ASSESSMENT, bytes: MAX_EVIDENCE_BYTES_PER_ASSESSMENT };

/** A file read from an upload, typed and named safely: what the store keeps but its assessment, time and who added it. */
export type UploadedEvidence = Omit<NewEvidenceFile, 'assessmentId' | 'createdAt' | 'addedBy'>;

/**
 * Keeps an uploaded file: the store's insert within EVIDENCE_LIMITS (in a change of the route's own), or
 * undefined when the route has answered itself (an assessor's upload to a finished review).
 */
export type KeepEvidence = (file: UploadedEvidence) => Promise<EvidenceInsertResult | undefined>;

/**
 * An upload refused (before its body was read, or partway through it): the connection closes after the
 * answer, and once the answer has gone the rest of the body is read and dropped, so the client sees the
 * answer rather than a reset, and nothing of it is held.
 */
export const refusedUploadHooks = {
  onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (reply.statusCode >= 400) void reply.header('connection', 'close');
    return payload;
  },
  onResponse: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (reply.statusCode >= 400 && !request.raw.readableEnded) request.raw.resume();
  },
};

/** Registers routes that take a multipart body in a scope of their own: they get the body unread, and every other route still refuses multipart. */
export function multipartRoutes(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    register(scope);
  });
}

/** The multipart boundary of an upload, or undefined with 415 sent for any other body. */
export function uploadBoundary(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const boundary = multipartBoundary(request.headers['content-type']);
  if (!boundary) sendError(reply, 415, 'unsupported_media_type', 'Send the file as multipart/form-data with the fields requirementId and file');
  return boundary;
}

/** Receives one upload (multipart `requirementId` and `file`) for an assessment, and answers it. */
export type ReceiveEvidence = (
  request: FastifyRequest,
  reply: FastifyReply,
  upload: { boundary: string; assessmentId: string; goneMessage: string; keep: KeepEvidence },
) => Promise<FastifyReply>;

/**
 * The respondent's and the assessor's uploads, received alike: four at a time, each from its first byte
 * read to its last piece written (an upload is held whole to be typed by its content, so 40 MB at most);
 * the others wait, their bytes held back by TCP. Downloads need no turns: they hold a piece at a time
 * (docs/decisions/053-evidence-file-chunks.md). Measured in docs/benchmarks.md. A file is typed by its
 * content and refused unless it is a kind kept as evidence; limits: MAX_EVIDENCE_FILE_BYTES a file, and
 * EVIDENCE_LIMITS an assessment, the two kinds of file counted together. Answers 201 with the file kept.
 */
export function evidenceReceiver(db: Kysely<Database>): ReceiveEvidence {
  const uploadTurn = turns(4);
  return async (request, reply, { boundary, assessmentId, goneMessage, keep }) => {
    if ((await evidenceTotalsOf(db, assessmentId)).files >= EVIDENCE_LIMITS.files) return sendError(reply, 413, 'too_many_files', TOO_MANY_FILES);
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
      const result = await keep({ requirementId: fields.data.requirementId, fileName: evidenceFileName(file.fileName, type.mediaType), mediaType: type.mediaType, sha256: file.sha256, content: file.content });
      if (result === undefined) return reply;
      if ('gone' in result) return sendError(reply, 404, 'not_found', goneMessage);
      if ('refused' in result) {
        return result.refused === 'files' ? sendError(reply, 413, 'too_many_files', TOO_MANY_FILES) : sendError(reply, 413, 'too_many_bytes', tooManyBytes(result.totals.bytes));
      }
      return reply.status(201).send(result.stored);
    });
  };
}
