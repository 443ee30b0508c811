/** The app as the API benchmark runs it: its own process, rate limits off, one support user. */
import { randomUUID } from 'node:crypto';
import { buildApp } from '../src/server/app.server';
import { hashPassword } from '../src/server/auth/passwords.server';
import { openDatabase } from '../src/server/store/database.server';
import { migrateToLatest } from '../src/server/store/migrate.server';
import { findSupportUserByUsername, insertSupportUser } from '../src/server/store/support-users.server';

const { db } = openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.E8_DATA_DIR ?? '/tmp/e8-bench' });
await migrateToLatest(db);
if (!(await findSupportUserByUsername(db, 'bench'))) {
  await insertSupportUser(db, { id: randomUUID(), username: 'bench', passwordHash: await hashPassword('Bench-Passw0rd!'), email: null, createdAt: Date.now() });
}
const app = await buildApp({ db });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
process.on('SIGTERM', () => void app.close().then(() => db.destroy()).then(() => process.exit(0)));
