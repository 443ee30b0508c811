import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { fileSizeInWords, MAX_EVIDENCE_BYTES_PER_ASSESSMENT, MAX_EVIDENCE_FILE_BYTES, MAX_EVIDENCE_FILES_PER_ASSESSMENT, type EvidenceAdder } from '../domain/evidence-files';
import { dailyUploadVolumeMessage, storageFullMessage } from '../domain/evidence-storage';
import { evidenceFileType } from '../domain/evidence-file-type';
import { evidenceFileName } from '../domain/evidence-file-name';
import { evidenceUploadFieldsSchema } from '../domain/evidence-upload';
import { clientAddressKey } from './auth/client-address.server';
import { isClientGone, retryAfterSeconds, sendError } from './errors.server';
import { addressTurns, type Turn, type TurnLimits } from './evidence-turns.server';
import { multipartBoundary, readUpload, registerMultipart, UploadRefusedError } from './multipart.server';
import { UPLOAD_PACE, type UploadPace } from './upload-pace.server';
import { evidenceTotalsOf, type EvidenceInsertResult, type EvidenceTotals, type NewEvidenceFile } from './store/evidence-files.server';
import type { Database } from './store/schema.server';

const FILE_TOO_LARGE = `This file is larger than ${fileSizeInWords(MAX_EVIDENCE_FILE_BYTES)}, the largest an evidence file may be.`;
/** Whose files a limit counts, in the refusal's words: the respondent's files are simply "evidence files". */
const KIND_OF_FILES: Record<EvidenceAdder, string> = { respondent: 'evidence files', assessor: 'the assessor’s evidence files' };

function tooManyFiles(adder: EvidenceAdder): string {
  const counted = adder === 'respondent' ? `${MAX_EVIDENCE_FILES_PER_ASSESSMENT} ${KIND_OF_FILES[adder]}` : `${MAX_EVIDENCE_FILES_PER_ASSESSMENT} of ${KIND_OF_FILES[adder]}`;
  return `This assessment already keeps ${counted}, the most it may keep. Remove one to add another.`;
}

function tooManyBytes(keptBytes: number, adder: EvidenceAdder): string {
  return `This assessment keeps ${fileSizeInWords(keptBytes)} of ${KIND_OF_FILES[adder]}; with this file it would pass ${fileSizeInWords(MAX_EVIDENCE_BYTES_PER_ASSESSMENT)}, the most it may keep. Remove a file to add this one.`;
}

/** What one assessment may keep of each adder's files: the respondent's and the assessor's are counted apart. */
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

/** Registers routes that take a multipart body in a scope of their own, with @fastify/multipart: they get the body unread, and every other route still refuses multipart. */
export function multipartRoutes(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    await registerMultipart(scope);
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
  upload: { boundary: string; assessmentId: string; adder: EvidenceAdder; goneMessage: string; keep: KeepEvidence },
) => Promise<FastifyReply>;

/**
 * Upload turns: four uploads' content in memory at a time, at most two of them one address's; an upload
 * waits at most ten seconds for its turn, then is answered 503 with Retry-After.
 */
export const UPLOAD_TURNS: TurnLimits = { size: 4, perAddress: 2, waitMs: 10_000 };
const RETRY_AFTER_SECONDS = 5;
const UPLOADS_BUSY = 'Many files are being uploaded right now, so this one could not start. Please try again in a few seconds.';
const CUT_SHORT = 'The upload was cut off before the whole file arrived.';

/** How uploads take turns and the pace their bodies must keep; UPLOAD_TURNS and UPLOAD_PACE unless a test asks otherwise. */
export interface UploadReceiving {
  turns?: TurnLimits | undefined;
  pace?: UploadPace | undefined;
}

/**
 * The respondent's and the assessor's uploads, received alike. An upload takes one of the turns
 * (UPLOAD_TURNS) only once its file's first bytes have arrived at pace, and keeps it from then to its last
 * piece written (an upload is held whole to be typed by its content, so 40 MB at most); the others wait,
 * their bytes held back by TCP, and past the wait are answered 503 in words. A body that falls behind the
 * pace (UPLOAD_PACE) or stalls is answered 408 and gives its turn back, so slow senders hold no turn for
 * long, and never one they have not earned. Downloads need no turns: they hold a piece at a time
 * (docs/decisions/053-evidence-file-chunks.md). Decision 085 gives the figures. A file is typed by its
 * content and refused unless it is a kind kept as evidence; limits: MAX_EVIDENCE_FILE_BYTES a file, and
 * EVIDENCE_LIMITS an assessment for each kind of file (the respondent's and the assessor's counted apart), and
 * the installation's and the address's caps (evidence-storage.server.ts). Answers 201 with the file kept.
 */
export function evidenceReceiver(db: Kysely<Database>, receive: UploadReceiver = uploadReceiver()): ReceiveEvidence {
  return async (request, reply, { boundary, assessmentId, adder, goneMessage, keep }) => {
    if ((await evidenceTotalsOf(db, assessmentId, adder)).files >= EVIDENCE_LIMITS.files) return sendError(reply, 413, 'too_many_files', tooManyFiles(adder));
    return receive(request, reply, boundary, ['requirementId'], async (upload) => {
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
      if ('refused' in result) return sendRoomRefusal(reply, result, adder);
      return reply.status(201).send(result.stored);
    });
  };
}

/** Answers an upload refused for room: the installation's cap, the address's daily volume, or the assessment's limits of the adder's files. */
export function sendRoomRefusal(reply: FastifyReply, result: Extract<EvidenceInsertResult, { refused: unknown }>, adder: EvidenceAdder): FastifyReply {
  if (result.refused === 'installation') return sendError(reply, 507, 'storage_full', storageFullMessage(result.capBytes));
  if (result.refused === 'daily-volume') {
    reply.header('retry-after', String(retryAfterSeconds(result.waitMs)));
    return sendError(reply, 413, 'daily_upload_volume', dailyUploadVolumeMessage(result.maxBytes, result.waitMs));
  }
  return result.refused === 'files' ? sendError(reply, 413, 'too_many_files', tooManyFiles(adder)) : sendError(reply, 413, 'too_many_bytes', tooManyBytes(result.totals.bytes, adder));
}

/** An upload as read: its text fields, and its file (name, content, SHA-256) when it has one. */
export type ReadUpload = Awaited<ReturnType<typeof readUpload>>;

/** Receives one upload in a turn and hands it to `answer` (see `uploadReceiver`). */
export type UploadReceiver = (request: FastifyRequest, reply: FastifyReply, boundary: string, textFields: string[], answer: (upload: ReadUpload) => Promise<FastifyReply>) => Promise<FastifyReply>;

/**
 * Receives one multipart upload with `textFields` and a `file` (MAX_EVIDENCE_FILE_BYTES at most) in a turn,
 * and hands it to `answer` while the turn is held; any refusal of the body itself (too large, too slow, cut
 * off, no turn in time) is answered here in words.
 */
export function uploadReceiver(receiving: UploadReceiving = {}): UploadReceiver {
  const takeTurn = addressTurns(receiving.turns ?? UPLOAD_TURNS);
  const pace = receiving.pace ?? UPLOAD_PACE;
  return async (request, reply, boundary, textFields, answer) => {
    const bodyBytes = Number(request.headers['content-length'] ?? Number.NaN);
    // `ended` once the upload has its answer: a turn that comes after (to a wait the upload no longer has, as when
    // it was refused while waiting) is given back at once rather than held for good.
    const held: { turn?: Turn; ended?: boolean } = {};
    try {
      let upload;
      try {
        upload = await readUpload(request, boundary, {
          textFields,
          fileField: 'file',
          maxFileBytes: MAX_EVIDENCE_FILE_BYTES,
          tooLargeMessage: FILE_TOO_LARGE,
          bodyBytes: Number.isNaN(bodyBytes) ? undefined : bodyBytes,
          pace,
          whenFlowing: async () => {
            const turn = await takeTurn(clientAddressKey(request));
            if (turn === 'busy') throw new UploadRefusedError(503, 'uploads_busy', UPLOADS_BUSY, RETRY_AFTER_SECONDS);
            if (held.ended) turn.release();
            else held.turn = turn;
          },
        });
      } catch (error) {
        if (error instanceof UploadRefusedError) {
          if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
          return sendError(reply, error.status, error.code, error.message);
        }
        if (!isClientGone(request.raw)) throw error;
        // Nothing reaches a client gone; the answer only closes the request.
        request.log.info('an upload was cut off by its client before the whole file arrived');
        return sendError(reply, 400, 'upload_cut_short', CUT_SHORT);
      }
      return await answer(upload);
    } finally {
      held.ended = true;
      held.turn?.release();
    }
  };
}
