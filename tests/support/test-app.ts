import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppOptions } from '../../src/server/app.server';
import type { Role } from '../../src/domain/roles';
import { useTestDatabase, type AppTable, type SuiteDatabase, type TestDatabase } from './databases';
import { createSupportUser, signIn, SUPPORT_PASSWORD, SUPPORT_USERNAME } from './support-user';

/** A suite's app on its own database, with a clock the tests set. */
export interface SuiteApp {
  readonly database: SuiteDatabase;
  /** The app, built in the suite's beforeAll. */
  readonly app: FastifyInstance;
  /** The app's clock (ms since the epoch): set before each test (see `advance`), set or moved on by a test. */
  clock: number;
  /** The signed-in user's session cookie, signed in before each test when `signedIn` is set. */
  readonly cookie: string;
}

/** A support account created before each test. */
export interface SuiteUser {
  username: string;
  password: string;
  role: Role;
}

export interface SuiteAppOptions {
  /** The clock at the start of each test (or of the suite, with `advance`); without it the app runs on the real clock. */
  start?: number;
  /** Instead of going back to `start` before each test, the clock moves on by this many ms, past the windows (lockouts, one-time codes) earlier tests opened. */
  advance?: number;
  /** Tables emptied before each test, in order (children before their parents). */
  empty: AppTable[];
  /** Creates a support user before each test: `true` for the administrator "Support", or the account given. */
  user?: boolean | SuiteUser;
  /** Signs the user in before each test (`cookie`); the administrator "Support" unless `user` names another. */
  signedIn?: boolean;
  /** Further options for the app (the database and clock are the suite's). */
  app?: Omit<AppOptions, 'db' | 'now'>;
}

const ADMINISTRATOR: SuiteUser = { username: SUPPORT_USERNAME, password: SUPPORT_PASSWORD, role: 'administrator' };

/**
 * The set-up most API suites share: a database opened for the suite (`open`, from `DATABASES`), the app
 * built on it with the suite's clock and closed after, and before each test the clock put back (or moved
 * on), the named tables emptied and, when asked, a support user created and signed in.
 */
export function useTestApp(open: () => Promise<TestDatabase>, options: SuiteAppOptions): SuiteApp {
  const database = useTestDatabase(open);
  const user = options.user === true || (options.user === undefined && options.signedIn) ? ADMINISTRATOR : options.user || undefined;
  let app: FastifyInstance | undefined;
  let cookie: string | undefined;
  const suite = {
    database,
    clock: options.start ?? 0,
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
    app = await buildApp({ ...options.app, db: database.db, ...(options.start === undefined ? {} : { now: () => suite.clock }) });
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    if (options.start !== undefined) suite.clock = options.advance === undefined ? options.start : suite.clock + options.advance;
    await database.empty(...options.empty);
    if (user) await createSupportUser(database.db, user.username, user.password, user.role);
    if (options.signedIn && user) cookie = await signIn(suite.app, user.username, user.password);
  });
  return suite;
}

/** A second app of a suite, built by `useOtherApp`. */
export interface OtherApp {
  /** The app, built in the suite's beforeAll. */
  readonly app: FastifyInstance;
}

/**
 * Another app on the suite's database and clock (one with a second factor required, one that mails),
 * built before the suite's tests and closed after them. `options` may be a function, called when the app
 * is built, for options known only then.
 */
export function useOtherApp(suite: SuiteApp, options: Omit<AppOptions, 'db' | 'now'> | (() => Omit<AppOptions, 'db' | 'now'>)): OtherApp {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildApp({ ...(typeof options === 'function' ? options() : options), db: suite.database.db, now: () => suite.clock });
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get app(): FastifyInstance {
      if (!app) throw new Error('The app is built in beforeAll: use it inside a hook or a test.');
      return app;
    },
  };
}
