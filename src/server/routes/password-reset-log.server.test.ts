import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.server';
import { BackgroundTasks } from '../background-tasks.server';
import { loggerOptions } from '../logging.server';
import { freshSqlite, useTestDatabase } from '../../../tests/support/databases';
import { createSupportUser, SUPPORT_USERNAME } from '../../../tests/support/support-user';
import { RESET_REQUESTED_LOG } from './password-reset.server';

/** A server without mail whose log is kept as a list of messages; `logResetLinks` is E8_LOG_RESET_LINKS=on. */
async function serverWithLog(db: Parameters<typeof buildApp>[0]['db'], logResetLinks: boolean) {
  const messages: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().trim().split('\n')) messages.push(String((JSON.parse(line) as { msg?: unknown }).msg));
      callback();
    },
  });
  const tasks = new BackgroundTasks((error) => {
    throw error;
  });
  const app = await buildApp({ db, backgroundTasks: tasks, logResetLinks, logger: { ...loggerOptions('info'), stream } });
  /** Asks for a reset for each username, and waits for the work done after the answers. */
  const requestResets = async (...usernames: string[]) => {
    for (const username of usernames) {
      expect((await app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { username } })).statusCode).toBe(200);
    }
    await tasks.idle();
  };
  return { app, messages, requestResets };
}

describe('what the server log says of a reset request without mail', () => {
  const database = useTestDatabase(freshSqlite);
  let quiet: Awaited<ReturnType<typeof serverWithLog>>;
  let logging: Awaited<ReturnType<typeof serverWithLog>>;

  beforeAll(async () => {
    await createSupportUser(database.db);
    quiet = await serverWithLog(database.db, false);
    logging = await serverWithLog(database.db, true);
  });
  afterAll(async () => {
    await quiet.app.close();
    await logging.app.close();
  });

  it('says only that a reset was requested, alike for a known and an unknown username, with no link and no token, by default', async () => {
    await quiet.requestResets(SUPPORT_USERNAME, 'nobody-by-this-name');
    const said = quiet.messages.filter((message) => /reset/i.test(message));
    expect(said).toEqual([RESET_REQUESTED_LOG, RESET_REQUESTED_LOG]);
    const everything = quiet.messages.join('\n');
    expect(everything).not.toMatch(/token=|reset-password/);
    expect(everything).not.toContain('nobody-by-this-name');
    expect(everything).not.toContain(`"${SUPPORT_USERNAME}"`);
    // A token was made and stored all the same: the account's owner could have had it by mail.
    expect(await database.db.selectFrom('password_reset_tokens').select('user_id').execute()).toHaveLength(1);
  });

  it('writes a working link for a known username to the log with E8_LOG_RESET_LINKS on, and still nothing for an unknown one', async () => {
    await database.empty('password_reset_tokens');
    await logging.requestResets(SUPPORT_USERNAME, 'nobody-by-this-name');
    const links = logging.messages.filter((message) => message.includes('Reset link'));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(new RegExp(`^Password reset requested for "${SUPPORT_USERNAME}"\\. Reset link \\(valid 8 hours\\): http://localhost:3000/reset-password\\?token=[\\w-]+$`));
    expect(logging.messages.join('\n')).not.toContain('nobody-by-this-name');
    const token = new URL(links[0]?.split(': ').at(-1) ?? '').searchParams.get('token');
    const confirmed = await logging.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'N3w-Passw0rd!!Long' } });
    expect(confirmed.statusCode).toBe(200);
  });
});
