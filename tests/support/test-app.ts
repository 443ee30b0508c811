import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../../src/server/app.server';
import { useTestDatabase, type AppTable, type SuiteDatabase, type TestDatabase } from './databases';
import { createSupportUser, signIn } from './support-user';

/** A suite's app on its own database, with a clock the tests set. */
export interface SuiteApp {
  readonly database: SuiteDatabase;
  /** The app, built in the suite's beforeAll. */
  readonly app: FastifyInstance;
  /** The app's clock (ms since the epoch): back to `start` before each test, set or moved on by a test. */
  clock: number;
  /** The support user's session cookie, signed in before each test when `signedIn` is set. */
  readonly cookie: string;
}

export interface SuiteAppOptions {
  /** The clock at the start of each test. */
  start: number;
  /** Tables emptied before each test, in order (children before their parents). */
  empty: AppTable[];
  /** Creates the support user and signs it in before each test (`cookie`). */
  signedIn?: boolean;
}

/**
 * The set-up most API suites share: a database opened for the suite (`open`, from `DATABASES`), the app
 * built on it with the suite's clock and closed after, and before each test the clock put back, the
 * named tables emptied and, when asked, the support user created and signed in.
 */
export function useTestApp(open: () => Promise<TestDatabase>, options: SuiteAppOptions): SuiteApp {
  const database = useTestDatabase(open);
  let app: FastifyInstance | undefined;
  let cookie: string | undefined;
  const suite = {
    database,
    clock: options.start,
    get app(): FastifyInstance {
      if (!app) throw new Error('The app is built in beforeAll: use it inside a hook or a test.');
      return app;
    },
    get cookie(): string {
      if (cookie === undefined) throw new Error('No one is signed in: pass signedIn: true to useTestApp.');
      return cookie;
    },
  };
  beforeAll(async () => {
    app = await buildApp({ db: database.db, now: () => suite.clock });
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    suite.clock = options.start;
    await database.empty(...options.empty);
    if (options.signedIn) {
      await createSupportUser(database.db);
      cookie = await signIn(suite.app);
    }
  });
  return suite;
}
