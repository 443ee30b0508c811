import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.server';
import { resetLinkDelivery } from './auth/mail.server';
import { smtpResumeLinkDelivery } from './mail/resume-link-mail.server';
import { smtpResultsLinkDelivery } from './mail/results-link-mail.server';
import { smtpInvitationDelivery } from './mail/invitation-mail.server';
import { smtpSubmissionNoticeDelivery } from './mail/submission-notice-mail.server';
import { smtpEvidenceRequestDelivery } from './mail/evidence-request-mail.server';
import { ensureSupportAccount } from './auth/support-account.server';
import { loadBranding } from './branding.server';
import { generatedPasswordNotice, serverLogger } from './logging.server';
import { schedulePruning } from './pruning.server';
import { scheduleRetention } from './retention.server';
import { scheduleDraftExpiry } from './draft-expiry.server';
import { scheduleLapsedReviews } from './lapsed-reviews.server';
import { configWarnings, loadConfig } from './config.server';
import { defaultEvidenceCap, diskSpaceOf } from './evidence-storage.server';
import { fileSizeInWords } from '../domain/evidence-files';
import { installationEvidenceBytes } from './store/evidence-files.server';
import { openDatabase } from './store/database.server';
import { migrateToLatest } from './store/migrate.server';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

/** A database URL without its password, for messages. */
function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unreadable URL)';
  }
}

/**
 * The log, JSON lines on stdout (pino), at LOG_LEVEL once it is read and at info until then, so that a setting
 * refused is logged like the rest. Only the first support account's generated password goes elsewhere: to stderr.
 */
const log = serverLogger('info');

/** Logs why the server cannot start, and ends the process with status 1. */
function refuseToStart(message: string): never {
  log.fatal(message);
  process.exit(1);
}

/** Starts the server: reads the environment, migrates the database, serves API and client. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    refuseToStart(error instanceof Error ? error.message : String(error));
  }
  log.level = config.logLevel;
  const branding = await loadBranding(config.brandingFile);
  const { db, kind } = openDatabase({ ...config, onConnectionLost: (error) => log.warn(`PostgreSQL connection lost: ${error.message}`) });
  try {
    await migrateToLatest(db);
  } catch (error) {
    const where = kind === 'postgres' ? `PostgreSQL at ${safeUrl(config.databaseUrl ?? '')}` : `SQLite in ${config.dataDir}`;
    await db.destroy().catch(() => undefined);
    refuseToStart(
      `The database cannot be used (${where}): ${error instanceof Error ? error.message : String(error)}. ` +
        (kind === 'postgres' ? 'Check that PostgreSQL is running and that DATABASE_URL is right.' : 'Check that E8_DATA_DIR is writable.'),
    );
  }
  const created = await ensureSupportAccount(db, config.supportAccount);
  if (created?.generatedPassword !== undefined) {
    log.info(`Created the support account "${created.username}" with a random password, shown once on stderr and not logged. Change it with: npm run support -- set-password ${created.username}`);
    process.stderr.write(generatedPasswordNotice(created.username, created.generatedPassword));
  } else if (created) {
    log.info(`Created the support account "${created.username}" from E8_SUPPORT_USERNAME and E8_SUPPORT_PASSWORD.`);
  }
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  // SQLite's file is in the data folder, whose disk the server can watch; PostgreSQL's disk is out of its sight.
  const disk = kind === 'sqlite' ? () => diskSpaceOf(config.dataDir) : async () => undefined;
  const seenDisk = config.evidenceStorageBytes === undefined ? await disk() : undefined;
  // The files kept are summed only when the default needs them: a seen disk and no setting.
  const evidenceCap = config.evidenceStorageBytes ?? defaultEvidenceCap(seenDisk ? await installationEvidenceBytes(db) : 0, seenDisk);
  const app = await buildApp({
    db,
    publicUrl: config.publicUrl,
    // Without E8_PUBLIC_URL, reset links (written to the log only with E8_LOG_RESET_LINKS=on) point at this server on localhost.
    linkBase: config.publicUrl ?? `http://localhost:${config.port}`,
    branding,
    exposureFigures: config.exposureFigures,
    draftDays: config.draftDays,
    timeZone: config.timeZone,
    retentionMonths: config.retentionMonths,
    rateLimits: config.rateLimits,
    evidenceStorage: { capBytes: evidenceCap, disk },
    requireMfa: config.requireMfa,
    trustProxy: config.trustProxy,
    resetDelivery: resetLinkDelivery({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, productName: branding.productName, logLinks: config.logResetLinks, log: (line) => log.warn(line) }),
    // Resume links go only by mail: without SMTP the wizard offers copying the link alone.
    ...(config.smtpUrl ? { resumeDelivery: smtpResumeLinkDelivery({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, productName: branding.productName }) } : {}),
    // Results links go by mail with SMTP too (the respondent's "Email me this link" and a consultant's fresh link); without it, copying only.
    ...(config.smtpUrl ? { resultsLinkDelivery: smtpResultsLinkDelivery({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, productName: branding.productName }) } : {}),
    // Invitations to the support team are mailed with SMTP; without it the administrator is shown the link once.
    ...(config.smtpUrl ? { invitationDelivery: smtpInvitationDelivery({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, productName: branding.productName }) } : {}),
    // A consultant's request for evidence is mailed to the respondent's address only with SMTP; the portal says when it was not.
    ...(config.smtpUrl ? { evidenceRequestDelivery: smtpEvidenceRequestDelivery({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }) } : {}),
    // The team's notice of each completed assessment: only with SMTP and an address to send it to.
    ...(config.smtpUrl && config.notifyEmail
      ? { notifyDelivery: smtpSubmissionNoticeDelivery({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, to: config.notifyEmail }) }
      : {}),
    clientDir: hasClient ? clientDir : undefined,
    loggerInstance: log,
    checkAnswers: config.checkAnswers,
  });
  // The daily tasks start once the server listens, so a large database's clean-ups never hold back the first answer.
  const stops: (() => void)[] = [];
  const shutdown = async () => {
    for (const stop of stops) stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const info = (line: string) => app.log.info(line);
  if (config.retentionMonths) stops.push(scheduleRetention(db, config.retentionMonths, info));
  stops.push(schedulePruning(db, info), scheduleDraftExpiry(db, config.draftDays, info), scheduleLapsedReviews(db, info, config.timeZone));
  const where = kind === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`Essential Eight Assessment Tool on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${where})`);
  if (!hasClient) app.log.warn('dist/client is missing: run "npm run build" to serve the pages');
  for (const warning of configWarnings(config)) app.log.warn(warning);
  const capSource = config.evidenceStorageBytes === undefined ? (kind === 'sqlite' ? 'half the free disk space at start-up' : 'the default on PostgreSQL') : 'E8_EVIDENCE_STORAGE_GB';
  app.log.info(`Evidence files may take up to ${fileSizeInWords(evidenceCap)} (${capSource}); set E8_EVIDENCE_STORAGE_GB to change it.`);
}

main().catch((error: unknown) => refuseToStart(`The server could not start: ${error instanceof Error ? error.message : String(error)}`));
