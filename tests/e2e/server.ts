import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app.server';
import { openDatabase } from '../../src/server/store/database.server';
import { migrateToLatest } from '../../src/server/store/migrate.server';

/** A real server on 127.0.0.1 with a fresh SQLite file and the built client; stop() removes both. */
export async function startTestServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const clientDir = path.resolve('dist/client');
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error('dist/client is missing: run "npm run build" before the browser tests');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-e2e-'));
  const { db } = openDatabase({ dataDir });
  await migrateToLatest(db);
  const app = await buildApp({ db, clientDir });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    stop: async () => {
      await app.close();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
