import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../../src/server/app.server';
import type { Branding } from '../../src/domain/branding';
import { hashPassword } from '../../src/server/auth/passwords.server';
import { insertSupportUser } from '../../src/server/store/support-users.server';
import { openDatabase } from '../../src/server/store/database.server';
import { loggerOptions } from '../../src/server/logging.server';
import { migrateToLatest } from '../../src/server/store/migrate.server';
import { freePort } from '../support/free-port';


/** The support users the browser tests sign in as: one for the portal, one whose password the reset test changes. */
export const E2E_SUPPORT = { username: 'support', password: 'E2e-Support-Passw0rd!' };
export const E2E_RESETTER = { username: 'resetter', password: 'E2e-Resetter-Passw0rd!' };
/** A consultant whose sessions and password the own-account test changes. */
export const E2E_OWN_ACCOUNT = { username: 'own-account', password: 'E2e-Own-Account-Passw0rd!' };
/** A consultant, for what only an administrator may see. */
export const E2E_CONSULTANT = { username: 'consultant', password: 'E2e-Consultant-Passw0rd!' };
/** The account the passkey test adds a passkey to, so that no other test's account gains a second factor. */
export const E2E_PASSKEY_USER = { username: 'passkey-holder', password: 'E2e-Passkey-Passw0rd!' };

/**
 * A real server on 127.0.0.1 with a fresh SQLite file, the built client, two administrators and three consultants;
 * reset links are written to `resetLinksFile`, resume links to `resumeLinksFile` and results links to `resultsLinksFile` ("address link" a line) instead of being mailed;
 * the server's log (as shipped: JSON lines at info, secrets redacted) goes to `logFile`; `branding` replaces the default; a `now` sets the
 * server's clock (the support screenshots save assessments over past weeks); `requireMfa` is E8_REQUIRE_MFA=on; `exposureFigures` false is E8_EXPOSURE_FIGURES=off;
 * `evidenceCapBytes` is the installation's evidence cap (E8_EVIDENCE_STORAGE_GB), none unless given. stop() removes everything.
 */
export async function startTestServer({
  branding,
  now,
  requireMfa,
  evidenceCapBytes,
  exposureFigures,
}: { branding?: Branding; now?: () => number; requireMfa?: boolean; evidenceCapBytes?: number; exposureFigures?: boolean } = {}): Promise<{
  url: string;
  resetLinksFile: string;
  resumeLinksFile: string;
  resultsLinksFile: string;
  logFile: string;
  stop: () => Promise<void>;
}> {
  const clientDir = path.resolve('dist/client');
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error('dist/client is missing: run "npm run build" before the browser tests');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-e2e-'));
  const { db } = openDatabase({ dataDir });
  await migrateToLatest(db);
  for (const user of [E2E_SUPPORT, E2E_RESETTER]) {
    await insertSupportUser(db, { id: randomUUID(), username: user.username, passwordHash: await hashPassword(user.password), email: null, createdAt: Date.now(), role: 'administrator' });
  }
  for (const { username, password } of [E2E_OWN_ACCOUNT, E2E_CONSULTANT, E2E_PASSKEY_USER]) {
    await insertSupportUser(db, { id: randomUUID(), username, passwordHash: await hashPassword(password), email: null, createdAt: Date.now(), role: 'consultant' });
  }
  const resetLinksFile = path.join(dataDir, 'reset-links.txt');
  const resumeLinksFile = path.join(dataDir, 'resume-links.txt');
  const resultsLinksFile = path.join(dataDir, 'results-links.txt');
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.createWriteStream(logFile);
  const port = await freePort();
  const app = await buildApp({
    db,
    ...(now ? { now } : {}),
    ...(requireMfa ? { requireMfa } : {}),
    ...(exposureFigures === undefined ? {} : { exposureFigures }),
    ...(evidenceCapBytes === undefined ? {} : { evidenceStorage: { capBytes: evidenceCapBytes } }),
    clientDir,
    linkBase: `http://127.0.0.1:${port}`,
    branding,
    resetDelivery: { send: async (_to, link) => fs.appendFileSync(resetLinksFile, `${link}\n`) },
    resumeDelivery: { send: async (to, link) => fs.appendFileSync(resumeLinksFile, `${to} ${link}\n`) },
    resultsLinkDelivery: { send: async (to, link) => fs.appendFileSync(resultsLinksFile, `${to} ${link}\n`) },
    logger: { ...loggerOptions('info'), stream: log },
  });
  const url = await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    resetLinksFile,
    resumeLinksFile,
    resultsLinksFile,
    logFile,
    stop: async () => {
      await app.close();
      log.end();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
