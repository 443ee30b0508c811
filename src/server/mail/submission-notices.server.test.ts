import { afterAll, describe, expect, it } from 'vitest';
import type { SubmissionNotice } from '../../domain/submission-notice';
import { buildApp } from '../app.server';
import { BackgroundTasks } from '../background-tasks.server';
import { SubmissionNotices } from './submission-notices.server';
import { smtpSubmissionNoticeDelivery } from './submission-notice-mail.server';
import { freshSqlite, useTestDatabase } from '../../../tests/support/databases';
import { completedAssessmentBody, quickAssessment } from '../../../tests/support/assessments';
import { useSmtpCapture } from '../../../tests/support/smtp-capture';

const START = Date.UTC(2026, 10, 24, 9, 0);
const MINUTE = 60_000;

/** Notices with a clock and a timer the test moves by hand, and every mail kept. */
function noticesUnderTest(limits: { perHour?: number; maxListed?: number } = {}) {
  const sent: SubmissionNotice[] = [];
  const timers: { run: () => void; delayMs: number; cancelled: boolean }[] = [];
  const tasks = new BackgroundTasks((error) => {
    throw error;
  });
  let clock = START;
  const notices = new SubmissionNotices({
    delivery: { send: async (notice) => void sent.push(notice) },
    tasks,
    now: () => clock,
    productName: 'E8 Tool',
    timeZone: 'Australia/Sydney',
    ...limits,
    startTimer: (run, delayMs) => {
      const timer = { run, delayMs, cancelled: false };
      timers.push(timer);
      return { cancel: () => void (timer.cancelled = true) };
    },
  });
  const complete = (organizationName: string) => notices.completed(quickAssessment({ organizationName, updatedAt: clock }), `https://e8.example/support/results/${organizationName}`);
  return { sent, timers, tasks, notices, complete, advance: (ms: number) => void (clock += ms) };
}

describe('notices of completed assessments', () => {
  it('mails the first ten of an hour one by one, then one digest at the end of the hour listing the rest', async () => {
    const { sent, timers, tasks, complete, advance } = noticesUnderTest();
    for (let index = 1; index <= 13; index += 1) {
      complete(`Org ${index}`);
      advance(MINUTE);
    }
    await tasks.idle();
    expect(sent.map((notice) => notice.subject)).toEqual(Array.from({ length: 10 }, (_, index) => expect.stringMatching(new RegExp(`^New assessment: Org ${index + 1} \\(`))));
    // One timer, set for the end of the hour that began with the first notice.
    expect(timers.map((timer) => timer.delayMs)).toEqual([60 * MINUTE - 10 * MINUTE]);

    timers[0]?.run();
    await tasks.idle();
    expect(sent).toHaveLength(11);
    expect(sent[10]?.subject).toBe('3 more assessments completed in E8 Tool');
    for (const name of ['Org 11', 'Org 12', 'Org 13']) expect(sent[10]?.text).toContain(`${name} (`);
    expect(sent[10]?.text).not.toContain('Org 10 (');
    for (const entered of ['Ada', 'ada@store.example']) expect(sent[10]?.text).not.toContain(entered);

    // A new hour mails one by one again.
    advance(60 * MINUTE);
    complete('Org 14');
    await tasks.idle();
    expect(sent[11]?.subject).toMatch(/^New assessment: Org 14 /);
  });

  it('mails what the hour collected before starting a new hour when the timer is late, and lists at most the most it lists', async () => {
    const { sent, timers, tasks, complete, advance } = noticesUnderTest({ perHour: 1, maxListed: 2 });
    for (const name of ['A', 'B', 'C', 'D', 'E']) complete(name);
    advance(61 * MINUTE);
    complete('F');
    await tasks.idle();
    expect(sent.map((notice) => notice.subject)).toEqual([
      expect.stringMatching(/^New assessment: A /),
      '4 more assessments completed in E8 Tool',
      expect.stringMatching(/^New assessment: F /),
    ]);
    expect(sent[1]?.text).toContain('1. B (');
    expect(sent[1]?.text).toContain('2. C (');
    expect(sent[1]?.text).toContain('And 2 more assessments, not listed here: they are in the portal.');
    expect(timers[0]?.cancelled).toBe(true);
  });
});

describe('the app mailing a digest past ten notices an hour', () => {
  const database = useTestDatabase(freshSqlite);
  const { received, url } = useSmtpCapture();
  const apps: { close: () => Promise<unknown> }[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('sends ten notices and, at shutdown, the digest of the other two', async () => {
    const app = await buildApp({
      db: database.db,
      linkBase: 'https://e8.example.com',
      notifyDelivery: smtpSubmissionNoticeDelivery({ smtpUrl: url(), mailFrom: 'tool@example.com', to: 'team@example.com' }),
      now: () => START,
    });
    apps.push(app);
    for (let index = 1; index <= 12; index += 1) {
      const response = await app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody({ organizationName: `Client ${index}` }) });
      expect(response.statusCode).toBe(201);
    }
    await app.close();
    expect(received).toHaveLength(11);
    const digest = received.find((mail) => mail.body.includes('Subject: 2 more assessments completed'));
    expect(digest?.to).toEqual(['team@example.com']);
    expect(digest?.body).toContain('Client 11 (');
    expect(digest?.body).toContain('Client 12 (');
    expect(digest?.body).toContain('https://e8.example.com/support/results/');
    for (const entered of ['Jane Citizen', 'jane@acme.example']) expect(digest?.body).not.toContain(entered);
  });
});
