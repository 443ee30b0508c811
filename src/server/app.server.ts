import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_BRANDING, withExposureFigures, withTimeZone, type Branding } from '../domain/branding';
import { DEFAULT_DRAFT_DAYS, MAX_REQUEST_BODY_BYTES } from '../domain/constants';
import { indexPages, sendCompressedPage } from './index-pages.server';
import { isDatabaseUnavailable, sendError } from './errors.server';
import { seriesRoutes } from './routes/series.server';
import { resumeLinkRoutes } from './routes/resume-link.server';
import type { ResumeLinkDelivery } from './mail/resume-link-mail.server';
import type { ResultsLinkDelivery } from './mail/results-link-mail.server';
import { resultsLinkRoutes } from './routes/results-link.server';
import { supportResultsLinkRoutes } from './routes/support-results-link.server';
import type { SubmissionNoticeDelivery } from './mail/submission-notice-mail.server';
import { SubmissionNotices } from './mail/submission-notices.server';
import type { InvitationDelivery } from './mail/invitation-mail.server';
import { accountRoutes } from './routes/accounts.server';
import { invitationRoutes } from './routes/invitations.server';
import type { Assessment } from '../domain/assessment';
import { supportResultPath } from '../domain/links';
import { deleteAssessmentRoutes } from './routes/delete-assessment.server';
import { ownDataRoutes } from './routes/own-data.server';
import { ownReportRoutes } from './routes/own-report.server';
import { evidenceFileRoutes } from './routes/evidence-files.server';
import { evidenceReceiver, uploadReceiver, type UploadReceiving } from './evidence-upload.server';
import { evidenceStorageWatch, type DiskSpace } from './evidence-storage.server';
import { UPLOAD_BYTES_PER_ADDRESS_PER_DAY } from '../domain/evidence-storage';
import { assessorReviewRoutes } from './routes/assessor-review.server';
import { reviewAgreementRoutes } from './routes/review-agreements.server';
import { reportWordsRoutes } from './routes/report-words.server';
import { assessorEvidenceRoutes } from './routes/assessor-evidence.server';
import { configurationImportRoutes } from './routes/configuration-imports.server';
import { assessmentImportJsonSchema } from '../domain/configuration-imports/assessment-import';
import { sharedReviewRoutes } from './routes/shared-review.server';
import { reviewCopyRoutes } from './routes/review-copy.server';
import { evidenceRequestRoutes } from './routes/evidence-requests.server';
import type { EvidenceRequestDelivery } from './mail/evidence-request-mail.server';
import { resetLinkDelivery, type ResetLinkDelivery } from './auth/mail.server';
import { BackgroundTasks } from './background-tasks.server';
import { registerOriginCheck } from './origin-check.server';
import { registerRefusalAudit } from './refusal-audit.server';
import { registerSecurityHeaders } from './security-headers.server';
import { registerRateLimits } from './rate-limits.server';
import { registerJsonBodies, RefusedBodyError } from './json-body.server';
import { InvalidInputError, invalidInputAnswer, registerContract } from './contract.server';
import { sendInvalidInput } from './invalid-input.server';
import { workerReportRenderer, type ReportRenderer } from './pdf-export/report-renderer.server';
import { assessmentRoutes } from './routes/assessments.server';
import { authRoutes } from './routes/auth.server';
import { ownAccountRoutes } from './routes/own-account.server';
import { passkeyRoutes } from './routes/passkeys.server';
import { authenticatorRoutes } from './routes/authenticator.server';
import { secondStepRoutes } from './routes/second-step.server';
import { passwordResetRoutes } from './routes/password-reset.server';
import { supportAssessmentRoutes } from './routes/support-assessments.server';
import { oscalExportRoutes } from './routes/oscal-export.server';
import { supportFollowUpRoutes } from './routes/support-follow-up.server';
import { auditLogRoutes } from './routes/audit-log.server';
import { apiTokenRoutes } from './routes/api-tokens.server';
import { registerApiTokens } from './auth/api-tokens.server';
import { collectTokenRoutes, openApiRoutes, TOKEN_API_VERSION } from './openapi.server';
import { DEFAULT_TIME_ZONE } from '../domain/calendar-day';
import { healthRoutes } from './routes/health.server';
import { frameworkRoutes } from './routes/framework.server';
import type { Database } from './store/schema.server';
import { checksAnswers, type TrustProxy } from './config.server';

export interface AppOptions {
  db: Kysely<Database>;
  /** The external URL (E8_PUBLIC_URL): the origin state-changing requests must come from, and https cookies. */
  publicUrl?: string | undefined;
  /** The origin reset links point at (E8_PUBLIC_URL); by default http://localhost:3000. */
  linkBase?: string | undefined;
  /** Where password reset links go; by default nowhere, or the server log when `logResetLinks` is on. */
  resetDelivery?: ResetLinkDelivery;
  /** E8_LOG_RESET_LINKS for the default `resetDelivery`: write reset links to the server log; off unless asked for. */
  logResetLinks?: boolean;
  /** How "Email me this link" mails a draft's resume link; absent (no SMTP), the wizard does not offer it. */
  resumeDelivery?: ResumeLinkDelivery;
  /** How a completed assessment's results link is mailed to the respondent's address (SMTP); absent, only copying is offered. */
  resultsLinkDelivery?: ResultsLinkDelivery;
  /** How an administrator's invitations are mailed (SMTP); absent, the invitation link is shown once to the administrator instead. */
  invitationDelivery?: InvitationDelivery;
  /** How a notice of a consultant's request for evidence is mailed to the respondent (SMTP); absent, none is. */
  evidenceRequestDelivery?: EvidenceRequestDelivery;
  /** Where the notice of each completed assessment goes (E8_NOTIFY_EMAIL with SMTP); none without it. */
  notifyDelivery?: SubmissionNoticeDelivery;
  /** Which reverse proxies' X-Forwarded-For to trust (E8_TRUST_PROXY), so rate limits see the client's address. */
  trustProxy?: TrustProxy;
  /** Per-address rate limits (E8_RATE_LIMITS); off unless asked for, as tests send many requests from one address. */
  rateLimits?: boolean;
  /** New assessments one address may start in a day while rate limits are on; the domain's constant by default (tests ask for fewer). */
  newAssessmentsPerDay?: number;
  /** Bytes of evidence files one address may upload as a respondent in a day while rate limits are on; the domain's constant by default (tests ask for fewer). */
  uploadBytesPerAddressPerDay?: number;
  /**
   * The most bytes of evidence files the installation keeps (E8_EVIDENCE_STORAGE_GB, or its default from the free
   * disk space) and how to read the data folder's disk (SQLite); without it there is no cap and no disk to watch.
   */
  evidenceStorage?: { capBytes: number; disk?: () => Promise<DiskSpace | undefined> };
  /** The consultancy's branding (E8_BRANDING_FILE); the default when absent. */
  branding?: Branding;
  /**
   * Whether money figures (the exposure panel, each control's exposure band, the time to detect) are shown on every
   * page and in every report (E8_EXPOSURE_FIGURES); on by default. Carried to the pages and the reports in the branding.
   */
  exposureFigures?: boolean;
  /** Renders the server's PDF export; by default in a worker thread. */
  reportRenderer?: ReportRenderer;
  /** Work done after an answer has gone (reset requests); tests pass their own to wait for it. */
  backgroundTasks?: BackgroundTasks;
  /** Days a saved draft is kept after its last save (E8_DRAFT_DAYS); 30 by default. */
  draftDays?: number;
  /** Months an assessment is kept after it was created (E8_RETENTION_MONTHS), as the respondent's data download says; none when absent. */
  retentionMonths?: number | undefined;
  /** Whether every support account must have a second factor (E8_REQUIRE_MFA); off unless asked for. */
  requireMfa?: boolean;
  /** How evidence uploads take turns and the pace they must keep; the defaults of evidence-upload.server.ts unless a test asks otherwise. */
  uploads?: UploadReceiving;
  /** The clock; tests move it to cross lockout windows and expiries. */
  now?: () => number;
  /**
   * The zone of every "today" (review dates and their lapse, levels as they stand, reports and exports, the day a next
   * action is overdue after) and of the audit log's days and clock (E8_TIME_ZONE); Sydney's by default. Carried to the
   * pages in the branding, so they count the same days.
   */
  timeZone?: string;
  /** Folder of the built client (dist/client); when absent only the API is served. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** A logger made before the app (the server's start-up logger), used instead of `logger`, so every line comes from one pino. */
  loggerInstance?: FastifyBaseLogger;
  /**
   * Whether every answer is also checked against its route's zod schema, and the compiled serializer's body against
   * zod's (E8_CHECK_RESPONSES); on under tests (NODE_ENV=test), off in production, where the compiled serializer alone
   * writes answers (docs/decisions/117-answers-written-by-a-compiled-serializer.md).
   */
  checkAnswers?: boolean;
  /** Called with each route as it is added (before any other); the contract test reads the route table with it. */
  onRoute?: (route: RouteOptions) => void;
}

/** What a route answers to a declared body, query or params that does not parse, when it does not say (`config.invalidInput`). */
const DEFAULT_INVALID_INPUT = { message: 'The request is not valid' };

/** Maps Fastify's own request errors to the API's JSON errors; anything else is a 500 in words. */
function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: { code?: string; statusCode?: number; message?: string }, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? MAX_REQUEST_BODY_BYTES;
      const size = limit >= 1024 * 1024 ? `${limit / (1024 * 1024)} MB` : `${limit / 1024} KB`;
      return sendError(reply, 413, 'body_too_large', `The request body is larger than ${size}`);
    }
    if (error instanceof InvalidInputError) return sendInvalidInput(reply, error.issues, invalidInputAnswer(error, request.routeOptions.config) ?? DEFAULT_INVALID_INPUT);
    if (error instanceof RefusedBodyError) return sendError(reply, 400, error.code, error.message);
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendError(reply, 400, 'invalid_json', 'The request body is not valid JSON');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendError(reply, 415, 'unsupported_media_type', 'Send the request body as application/json');
    }
    if (error.statusCode === 429 && error.code === 'rate_limited') {
      return sendError(reply, 429, 'rate_limited', error.message ?? 'Too many requests. Please try again shortly.');
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, 'bad_request', 'The request could not be understood');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, 503, 'database_unavailable', 'The database is not available right now. Please try again in a moment.');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
  });
}

/**
 * Serves the built React app; every non-API path that is not a file gets index.html (client routing).
 * Text files go out as the build's brotli or gzip copies (docs/decisions/012-precompressed-assets.md).
 */
async function registerClient(app: FastifyInstance, clientDir: string, branding: Branding): Promise<void> {
  const indexPageFor = indexPages(clientDir, branding);
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (response, filePath) => {
      // Vite puts a content hash in every asset name, so those never change; other files may.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      response.setHeader('vary', 'accept-encoding');
    },
  });
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    sendCompressedPage(request, reply.header('cache-control', 'no-cache'), indexPageFor(request.url.split('?')[0] ?? '/'));
  app.get('/', sendIndex);
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, 404, 'not_found', 'No such API route');
    }
    // A missing built file (an old chunk after a deploy) is a 404, not the app's HTML.
    if (request.url.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    return sendIndex(request, reply);
  });
}

/**
 * Warns once when requests carry X-Forwarded-For but no proxy is trusted: the server then sees every
 * client as the proxy's address, so one stranger's failed sign-ins would lock out everyone behind it.
 */
function warnOfUntrustedProxy(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      `A request came through a proxy (X-Forwarded-For) from ${request.ip}, but E8_TRUST_PROXY is off: set it to the proxy's address so that limits and the lockout count each client, not the proxy.`,
    );
  });
}

/** Builds the Fastify app: JSON API under /api and, when built, the client. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? false }),
    bodyLimit: MAX_REQUEST_BODY_BYTES,
    trustProxy: options.trustProxy ?? false,
    // A slow or stalled client cannot hold a connection for ever.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    // On close, idle keep-alive connections end at once; requests in flight finish first.
    forceCloseConnections: 'idle',
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // A request in flight at close still gets its answer, which then ends its connection: kept open, it would hold the
  // close (and a stopping server's exit) until the browser let go of it, up to the keep-alive time. Done on the raw
  // responses, outside the request's hooks, so no request takes a turn more to be answered.
  const answering = new Set<ServerResponse>();
  app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    answering.add(response);
    response.once('close', () => answering.delete(response));
  });
  app.addHook('preClose', async () => {
    for (const response of answering) if (!response.headersSent) response.setHeader('connection', 'close');
  });
  registerContract(app, { checkAnswers: options.checkAnswers ?? checksAnswers(process.env) });
  registerErrorHandler(app);
  registerJsonBodies(app);
  registerSecurityHeaders(app, options.publicUrl);
  if (!options.trustProxy) warnOfUntrustedProxy(app);
  const now = options.now ?? Date.now;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const branding = withTimeZone(withExposureFigures(options.branding ?? DEFAULT_BRANDING, options.exposureFigures ?? true), timeZone);
  await app.register(fastifyCookie);
  registerRefusalAudit(app, options.db, now);
  // Before the origin check, so a tool sending a token where none is taken is told why; before any route, to see them all.
  registerApiTokens(app, options.db, now);
  const tokenRoutes = collectTokenRoutes(app);
  registerOriginCheck(app, options.publicUrl);
  const limits = await registerRateLimits(app, { enabled: options.rateLimits ?? false, db: options.db, now, newAssessmentsPerDay: options.newAssessmentsPerDay });
  healthRoutes(app, options.db);
  frameworkRoutes(app);
  const tasks = options.backgroundTasks ?? new BackgroundTasks((error) => app.log.error({ err: error }, 'a background task failed'));
  // Shutdown lets started work finish: a reset link or a notice asked for is still sent.
  app.addHook('onClose', () => tasks.idle());
  const linkBase = options.linkBase ?? options.publicUrl ?? 'http://localhost:3000';
  const notify = options.notifyDelivery;
  const notices = notify ? new SubmissionNotices({ delivery: notify, tasks, now, productName: branding.productName, timeZone }) : undefined;
  if (notices) {
    // A digest still collecting is mailed at shutdown rather than lost.
    app.addHook('onClose', async () => {
      notices.sendDigest();
      await tasks.idle();
    });
  }
  const assessmentOptions = {
    now,
    timeZone,
    draftDays: options.draftDays ?? DEFAULT_DRAFT_DAYS,
    limit: limits.publicWrite,
    newAssessmentCap: limits.newAssessment,
    ...(notices ? { onCompleted: (assessment: Assessment) => notices.completed(assessment, `${linkBase}${supportResultPath(assessment.id)}`) } : {}),
  };
  assessmentRoutes(app, options.db, assessmentOptions);
  seriesRoutes(app, options.db, assessmentOptions);
  resumeLinkRoutes(app, options.db, { ...assessmentOptions, delivery: options.resumeDelivery, linkBase });
  const resultsLinkOptions = { ...assessmentOptions, delivery: options.resultsLinkDelivery, linkBase, branding };
  resultsLinkRoutes(app, options.db, resultsLinkOptions);
  supportResultsLinkRoutes(app, options.db, resultsLinkOptions);
  deleteAssessmentRoutes(app, options.db, assessmentOptions);
  // The respondent's and the assessor's uploads share one receiver, and so their turns.
  const uploads = uploadReceiver(options.uploads);
  const receive = evidenceReceiver(options.db, uploads);
  const storage = evidenceStorageWatch(options.db, {
    capBytes: options.evidenceStorage?.capBytes ?? Number.MAX_SAFE_INTEGER,
    disk: options.evidenceStorage?.disk ?? (async () => undefined),
    uploadBytesPerAddressPerDay: options.rateLimits ? (options.uploadBytesPerAddressPerDay ?? UPLOAD_BYTES_PER_ADDRESS_PER_DAY) : undefined,
    now,
    warn: (line) => app.log.warn(line),
  });
  // An installation already near its cap or its disk's end says so as it starts, not only at the next upload.
  if (options.evidenceStorage) app.addHook('onReady', () => storage.warnIfFull());
  evidenceFileRoutes(app, options.db, { ...assessmentOptions, receive, storage, downloads: limits.downloads });
  ownDataRoutes(app, options.db, { ...assessmentOptions, branding, retentionMonths: options.retentionMonths, downloadLimit: limits.downloads.ownData });
  const renderer = options.reportRenderer ?? workerReportRenderer();
  app.addHook('onClose', () => renderer.close());
  supportAssessmentRoutes(app, options.db, { now, renderer, branding, timeZone, storage: storage.status });
  oscalExportRoutes(app, options.db, { now, branding, timeZone });
  ownReportRoutes(app, options.db, { ...assessmentOptions, branding, renderer });
  supportFollowUpRoutes(app, options.db, now);
  assessorReviewRoutes(app, options.db, now, timeZone);
  reviewAgreementRoutes(app, options.db, now, timeZone);
  reportWordsRoutes(app, options.db, now);
  assessorEvidenceRoutes(app, options.db, { now, receive, storage });
  configurationImportRoutes(app, options.db, { ...assessmentOptions, receive: uploads, storage, schema: assessmentImportJsonSchema });
  sharedReviewRoutes(app, options.db, assessmentOptions);
  reviewCopyRoutes(app, options.db, now, timeZone);
  evidenceRequestRoutes(app, options.db, { ...assessmentOptions, branding, delivery: options.evidenceRequestDelivery, tasks, linkBase });
  const secureCookie = options.publicUrl?.startsWith('https://') ?? false;
  const requireMfa = options.requireMfa ?? false;
  auditLogRoutes(app, options.db, now, timeZone);
  authRoutes(app, options.db, { secureCookie, now, limit: limits.login, requireMfa });
  secondStepRoutes(app, options.db, { secureCookie, now, limit: limits.login });
  authenticatorRoutes(app, options.db, { secureCookie, now, requireMfa, productName: branding.productName });
  passkeyRoutes(app, options.db, {
    secureCookie,
    now,
    limit: limits.login,
    publicUrl: options.publicUrl,
    productName: branding.productName,
    requireMfa,
  });
  ownAccountRoutes(app, options.db, { secureCookie, now });
  accountRoutes(app, options.db, { now, mailAvailable: options.invitationDelivery !== undefined });
  apiTokenRoutes(app, options.db, { now, timeZone });
  openApiRoutes(app, tokenRoutes, { title: `${branding.productName}: read-only API`, version: TOKEN_API_VERSION });
  invitationRoutes(app, options.db, { now, delivery: options.invitationDelivery, linkBase, limit: limits.passwordReset });
  passwordResetRoutes(app, options.db, {
    tasks,
    delivery: options.resetDelivery ?? resetLinkDelivery({ smtpUrl: undefined, mailFrom: undefined, logLinks: options.logResetLinks ?? false, log: (line) => app.log.warn(line) }),
    linkBase,
    now,
    limit: limits.passwordReset,
  });
  if (options.clientDir) {
    await registerClient(app, options.clientDir, branding);
  } else {
    app.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'not_found', 'No such API route'));
  }
  return app;
}
