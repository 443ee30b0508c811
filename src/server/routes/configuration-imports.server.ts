import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { dayOf } from '../../domain/calendar-day';
import { withLevelsOn } from '../../domain/detailed-assessment';
import type { EvidenceMediaType } from '../../domain/evidence-files';
import { safeEvidenceFileName } from '../../domain/evidence-file-name';
import { countOf } from '../../domain/format';
import { readSystemExport } from '../../domain/configuration-imports/export-readers';
import type { ExportReading } from '../../domain/configuration-imports/export-reading';
import { exportText } from '../../domain/configuration-imports/export-text';
import { acceptProposals, proposalState } from '../../domain/configuration-imports/imported-answers';
import { acceptProposalsAsFindings, findingProposalState } from '../../domain/configuration-imports/imported-findings';
import { acceptedProposalsSchema, acceptProposalsSchema, importedSchema, importFieldsSchema, importListSchema, importViews, type ImportView } from '../../domain/configuration-imports/import-views';
import { findingIdOf, requirementFingerprint } from '../../domain/review/finding-entries';
import { requireEnabledSupport, supportUsername } from '../auth/require-support.server';
import { currentSession } from '../auth/session-cookie.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import type { EvidenceStorageWatch } from '../evidence-storage.server';
import { EVIDENCE_LIMITS, multipartRoutes, refusedUploadHooks, sendRoomRefusal, uploadBoundary, type ReadUpload, type UploadReceiver } from '../evidence-upload.server';
import { ASSESSMENT_NOT_FOUND } from '../invalid-input.server';
import { findAssessmentById, updateAssessment, type StoredAssessment } from '../store/assessments.server';
import { changeWithAudit, type AuditedChange } from '../store/audited-change.server';
import { importsOf, insertImportWithinLimits, type ImportInsertResult, type ImportSide, type StoredImport } from '../store/configuration-imports.server';
import { evidenceFilesOf } from '../store/evidence-files.server';
import { findingsOf, insertFirstFinding, reviewOf, setReviewStatus } from '../store/review.server';
import type { Database } from '../store/schema.server';
import { openReviewForChange, reviewEvent } from './assessor-review.server';
import { ASSESSMENT_GONE, ASSESSMENT_NOT_FOUND_MESSAGE, REVIEW_FINISHED, reviewableAssessment, reviewParams, sendRefusal, type ReviewRefusal } from './review-answers.server';
import { accessKeyOf, assessmentByAccessKey, notFoundMessage, readableAssessment, type AssessmentRouteOptions } from './assessments.server';

const SUPPORT_IMPORTS_IN_REVIEW = 'Support staff import into the review, not into the respondent’s answers: open the assessment’s review to import a file as the assessor.';
const QUICK_CHECK = 'A quick check has no requirements to answer, so it takes no imports: start a detailed assessment to import from your systems.';
const SUBMITTED = 'This assessment has been submitted, so its answers can no longer change. Your consultant can import the file in their review.';
const ATTACH = 'Attach the exported file to import';

/** The kind an imported file is kept as, by what its text starts with: XML, JSON, otherwise CSV (installed updates) or text. */
function mediaTypeOf(reading: ExportReading, content: Uint8Array): EvidenceMediaType {
  const start = exportText(content)?.trimStart()[0];
  if (start === '<') return 'application/xml';
  if (start === '{' || start === '[') return 'application/json';
  return reading.format === 'installed-updates' ? 'text/csv' : 'text/plain';
}

/** The requirements an export speaks to: by a proposal or a note. It is kept as an evidence file of each. */
function requirementsSpokenTo(reading: ExportReading): string[] {
  return [...new Set([...reading.proposals.map((proposal) => proposal.requirementId), ...reading.notes.flatMap((note) => note.requirementIds)])];
}

/**
 * Reads an upload's file with the importers and answers a refusal in words (422 for a file they cannot read);
 * otherwise gives the import to keep, without its assessment, side and who imported it.
 */
function readUploadedExport(reply: FastifyReply, upload: ReadUpload, importedAt: number) {
  const fields = importFieldsSchema.safeParse(upload.fields);
  if (!fields.success) {
    const message = fields.error.issues[0]?.message ?? 'The day the export was collected is not valid';
    sendError(reply, 400, 'invalid_input', message, { collectedOn: message });
    return undefined;
  }
  const file = upload.file;
  if (!file) {
    sendError(reply, 400, 'invalid_input', ATTACH, { file: ATTACH });
    return undefined;
  }
  const result = readSystemExport(file.content, { collectedOn: fields.data.collectedOn || undefined });
  if (!result.ok) {
    sendError(reply, 422, 'unreadable_export', result.refusal);
    return undefined;
  }
  const { reading } = result;
  const producedAt = reading.producedAt === undefined ? null : Date.parse(reading.producedAt);
  return {
    fileName: safeEvidenceFileName(file.fileName) || 'export',
    sha256: file.sha256,
    format: reading.format,
    importerVersion: reading.importerVersion,
    title: reading.title,
    sourceKey: reading.sourceKey,
    producedAt: producedAt === null || Number.isNaN(producedAt) ? null : producedAt,
    importedAt,
    proposals: reading.proposals,
    notes: reading.notes,
    content: file.content,
    mediaType: mediaTypeOf(reading, file.content),
    requirementIds: requirementsSpokenTo(reading),
  };
}

/** The respondent's imports of an assessment as the API shows them, each proposal's state beside the answers kept. */
function respondentViews(imports: readonly StoredImport[], stored: StoredAssessment): ImportView[] {
  const answers = stored.assessment.requirementOutcomes;
  return importViews(imports, (importId, proposal) => proposalState(answers[proposal.requirementId], importId, proposal));
}

/** The assessor's imports of an assessment as the API shows them, each proposal's state beside the review's findings. */
async function assessorViews(db: Kysely<Database>, assessmentId: string): Promise<ImportView[]> {
  const [imports, findings] = await Promise.all([importsOf(db, assessmentId, 'assessor'), findingsOf(db, assessmentId)]);
  const byId = new Map(findings.map((finding) => [finding.requirementId, finding]));
  return importViews(imports, (importId, proposal) => {
    const entry = imports.find((candidate) => candidate.id === importId);
    return entry ? findingProposalState(byId.get(findingIdOf(proposal.requirementId)), entry, proposal) : 'open';
  });
}

/** Answers an import's result: 201 with a new import, 200 with the earlier one for the same file, or the refusal for room. */
async function answerImport(reply: FastifyReply, result: ImportInsertResult, side: ImportSide, view: (entry: StoredImport) => Promise<ImportView | undefined>, goneMessage: string): Promise<FastifyReply> {
  if ('gone' in result) return sendError(reply, 404, 'not_found', goneMessage);
  if ('refused' in result) return sendRoomRefusal(reply, result, side);
  const shown = await view('stored' in result ? result.stored : result.existing);
  if (!shown) return sendError(reply, 404, 'not_found', goneMessage);
  return reply.status('stored' in result ? 201 : 200).send({ import: shown, alreadyImported: 'existing' in result });
}

/**
 * Imports from the organisation's systems into a detailed assessment (docs/imports/README.md): the respondent's,
 * with the access key, proposing answers; and the assessor's, in a review, proposing findings.
 *
 * The respondent's: POST …/imports (multipart `file`, optional `collectedOn`) reads a file with the importers and
 * keeps it with its proposals and as an evidence file of each requirement it speaks to, in one transaction, within
 * the evidence limits (a file the importers cannot read is refused in words, 422, and nothing is kept); the same
 * file again changes nothing (200). GET …/imports lists the imports with each proposal's state beside the answers
 * (the key, or a signed-in support user). POST …/imports/accept makes chosen proposals (or all) answers of a
 * draft; a proposal that disagrees with an answer given is never applied. A submitted assessment takes neither.
 *
 * The assessor's: the same under /api/support/assessments/:id/imports for signed-in support users, into the
 * review (refused while it is finished), accepted proposals becoming findings in a batch (undone as any batch is);
 * each is one audited change. The JSON Schema of the tool's own import format is served at
 * /api/import-format.schema.json.
 */
export function configurationImportRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: AssessmentRouteOptions & { receive: UploadReceiver; storage: EvidenceStorageWatch; schema: () => unknown },
): void {
  const { now, limit, receive, storage, timeZone } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = requireEnabledSupport(db, now);

  api.get('/api/import-format.schema.json', { schema: { response: { 200: z.unknown(), ...errorResponses } } }, async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(options.schema()));

  /** The respondent's assessment open to imports: the access key, a detailed assessment, still a draft. */
  async function importableAssessment(request: FastifyRequest, reply: FastifyReply): Promise<StoredAssessment | undefined> {
    if (!accessKeyOf(request) && (await currentSession(db, request, now()))?.stage === 'signed-in') {
      sendError(reply, 403, 'support_imports_in_review', SUPPORT_IMPORTS_IN_REVIEW);
      return undefined;
    }
    const stored = await assessmentByAccessKey(db, request, reply, options, 'save');
    if (!stored) return undefined;
    if (stored.assessment.kind !== 'detailed') {
      sendError(reply, 409, 'quick_check', QUICK_CHECK);
      return undefined;
    }
    if (stored.assessment.status === 'completed') {
      sendError(reply, 409, 'already_submitted', SUBMITTED);
      return undefined;
    }
    return stored;
  }

  multipartRoutes(app, (scope) => {
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    routes.post('/api/assessments/:id/imports', { onRequest: limit, ...refusedUploadHooks, schema: { response: { 200: importedSchema, 201: importedSchema, ...errorResponses } } }, async (request, reply) => {
      const boundary = uploadBoundary(request, reply);
      if (!boundary) return reply;
      const stored = await importableAssessment(request, reply);
      if (!stored) return reply;
      const assessmentId = stored.assessment.id;
      return receive(request, reply, boundary, ['collectedOn'], async (upload) => {
        const read = readUploadedExport(reply, upload, now());
        if (!read) return reply;
        const result = await insertImportWithinLimits(db, { ...read, assessmentId, side: 'respondent', importedBy: null }, EVIDENCE_LIMITS, storage.caps(request));
        if ('stored' in result) await storage.warnIfFull();
        const goneMessage = notFoundMessage(options.draftDays);
        return answerImport(reply, result, 'respondent', async (entry) => respondentViews([entry], stored)[0], goneMessage);
      });
    });

    routes.post(
      '/api/support/assessments/:id/imports',
      { preValidation, ...refusedUploadHooks, schema: { ...reviewParams, response: { 200: importedSchema, 201: importedSchema, ...errorResponses } }, config: { invalidParams: ASSESSMENT_NOT_FOUND } },
      async (request, reply) => {
        const boundary = uploadBoundary(request, reply);
        if (!boundary) return reply;
        const assessmentId = request.params.id;
        if (!(await reviewableAssessment(db, reply, assessmentId))) return reply;
        // Told before the file is read; checked again, for certain, where it is kept.
        if ((await reviewOf(db, assessmentId))?.finishedAt) return sendRefusal(reply, REVIEW_FINISHED);
        return receive(request, reply, boundary, ['collectedOn'], async (upload) => {
          const at = now();
          const read = readUploadedExport(reply, upload, at);
          if (!read) return reply;
          const username = supportUsername(request);
          const result = await changeWithAudit(db, async (trx): Promise<AuditedChange<ImportInsertResult | ReviewRefusal>> => {
            const refused = await openReviewForChange(trx, assessmentId, at);
            if (refused) return { result: refused, audit: null };
            const kept = await insertImportWithinLimits(trx, { ...read, assessmentId, side: 'assessor', importedBy: username }, EVIDENCE_LIMITS, storage.caps());
            if (!('stored' in kept)) return { result: kept, audit: null };
            await setReviewStatus(trx, assessmentId, 'in-review');
            const details = `${kept.stored.fileName}: ${kept.stored.title}, speaking to ${countOf(read.requirementIds.length, 'requirement')}`;
            return { result: kept, audit: reviewEvent(request, assessmentId, at, 'assessor-import-added', details) };
          });
          if ('status' in result) return sendRefusal(reply, result);
          if ('stored' in result) await storage.warnIfFull();
          return answerImport(reply, result, 'assessor', async (entry) => (await assessorViews(db, assessmentId)).find((view) => view.id === entry.id), ASSESSMENT_NOT_FOUND_MESSAGE);
        });
      },
    );
  });

  api.get('/api/assessments/:id/imports', { schema: { response: { 200: importListSchema, ...errorResponses } } }, async (request, reply) => {
    const stored = await readableAssessment(db, request, reply, options, { recordView: false });
    if (!stored) return reply;
    return { imports: respondentViews(await importsOf(db, stored.assessment.id, 'respondent'), stored) };
  });

  api.post(
    '/api/assessments/:id/imports/accept',
    { onRequest: limit, schema: { body: acceptProposalsSchema, response: { 200: acceptedProposalsSchema, ...errorResponses } }, config: { invalidInput: { message: 'The proposals to accept are not valid' } } },
    async (request, reply) => {
      const stored = await importableAssessment(request, reply);
      if (!stored) return reply;
      const { assessment } = stored;
      const today = dayOf(now(), timeZone);
      const acceptance = acceptProposals(assessment.requirementOutcomes, await importsOf(db, assessment.id, 'respondent'), request.body.proposals ?? 'all');
      const { answers: _answers, ...said } = acceptance;
      if (acceptance.accepted.length === 0) return { ...said, updatedAt: assessment.updatedAt };
      const updatedAt = Math.max(now(), assessment.updatedAt + 1);
      const changed = withLevelsOn({ ...assessment, requirementOutcomes: acceptance.answers, updatedAt }, today);
      // Written only over the copy read: a save that landed in between wins, and this is told so, as a save is.
      if (!(await updateAssessment(db, changed, assessment.updatedAt, today))) {
        return sendError(reply, 409, 'saved_elsewhere', 'These answers were saved from elsewhere while the proposals were accepted: open the assessment again and accept them there.');
      }
      return { ...said, updatedAt };
    },
  );

  api.get(
    '/api/support/assessments/:id/imports',
    { preValidation, schema: { ...reviewParams, response: { 200: importListSchema, ...errorResponses } }, config: { invalidParams: ASSESSMENT_NOT_FOUND } },
    async (request, reply) => {
      if (!(await reviewableAssessment(db, reply, request.params.id))) return reply;
      return { imports: await assessorViews(db, request.params.id) };
    },
  );

  api.post(
    '/api/support/assessments/:id/imports/accept',
    {
      preValidation,
      schema: { ...reviewParams, body: acceptProposalsSchema, response: { 200: acceptedProposalsSchema, ...errorResponses } },
      config: { invalidParams: ASSESSMENT_NOT_FOUND, invalidInput: { message: 'The proposals to accept are not valid' } },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await reviewableAssessment(db, reply, id))) return reply;
      const at = now();
      const savedBy = supportUsername(request);
      const batchId = crypto.randomUUID();
      const outcome = await changeWithAudit(db, async (trx): Promise<AuditedChange<ReturnType<typeof acceptProposalsAsFindings> | ReviewRefusal>> => {
        const refused = await openReviewForChange(trx, id, at);
        if (refused) return { result: refused, audit: null };
        const current = await findAssessmentById(trx, id);
        if (!current) return { result: ASSESSMENT_GONE, audit: null };
        const [imports, findings, files] = await Promise.all([importsOf(trx, id, 'assessor'), findingsOf(trx, id), evidenceFilesOf(trx, id)]);
        const acceptance = acceptProposalsAsFindings(new Map(findings.map((finding) => [finding.requirementId, finding])), imports, request.body.proposals ?? 'all');
        const answers = current.assessment.requirementOutcomes;
        for (const finding of acceptance.findings) {
          const { version: _version, ...input } = finding.input;
          await insertFirstFinding(trx, { assessmentId: id, requirementId: finding.findingId, input, savedAt: at, savedBy, madeIn: 'batch', batchId, answerFingerprint: requirementFingerprint(answers, files, finding.findingId) });
        }
        if (acceptance.findings.length === 0) return { result: acceptance, audit: null };
        await setReviewStatus(trx, id, 'in-review');
        return { result: acceptance, audit: reviewEvent(request, id, at, 'findings-imported', `Recorded ${countOf(acceptance.findings.length, 'finding')} from imported exports`) };
      });
      if ('status' in outcome) return sendRefusal(reply, outcome);
      const { findings: _findings, ...said } = outcome;
      return { ...said, updatedAt: at };
    },
  );
}
