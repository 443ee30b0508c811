/** The app as the API benchmark runs it: its own process, rate limits off, one support user. */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import inspector from 'node:inspector';
import { buildApp } from '../src/server/app.server';
import { hashPassword } from '../src/server/auth/passwords.server';
import { openDatabase } from '../src/server/store/database.server';
import { migrateToLatest } from '../src/server/store/migrate.server';
import { findSupportUserByUsername, insertSupportUser } from '../src/server/store/support-users.server';

const { db } = openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.E8_DATA_DIR ?? '/tmp/e8-bench' });
await migrateToLatest(db);
if (!(await findSupportUserByUsername(db, 'bench'))) {
  await insertSupportUser(db, { id: randomUUID(), username: 'bench', passwordHash: await hashPassword('Bench-Passw0rd!'), email: null, createdAt: Date.now(), role: 'administrator' });
}
const app = await buildApp({ db });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');

// bench/profile.ts: SIGUSR2 starts the CPU profiler, so the profile holds the load and not the start-up.
const profileFile = process.env.E8_PROFILE_FILE;
let session: inspector.Session | undefined;
if (profileFile) {
  process.on('SIGUSR2', () => {
    session = new inspector.Session();
    session.connect();
    session.post('Profiler.enable', () => session?.post('Profiler.start'));
  });
}
const writeProfile = () =>
  new Promise<void>((resolve) => {
    if (!session || !profileFile) return resolve();
    session.post('Profiler.stop', (_error, result) => {
      fs.writeFileSync(profileFile, JSON.stringify(result.profile));
      resolve();
    });
  });
process.on('SIGTERM', () => void writeProfile().then(() => app.close()).then(() => db.destroy()).then(() => process.exit(0)));
