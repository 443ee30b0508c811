import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.server';
import { insertEvidenceFileWithinLimits } from '../store/evidence-files.server';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { detailedAssessmentBody } from '../../../tests/support/assessments';
import { TINY_PDF } from '../../../tests/support/evidence-fixtures';
import { createSupportUser, signIn } from '../../../tests/support/support-user';

const WIDE_LIMITS = { files: 100, bytes: 250 * 1024 * 1024 };
const MESSAGE = (what: string) => new RegExp(`^Too many ${what} in the last minute\\. Please wait \\d+ seconds and try again\\.$`);

describe.each(DATABASES)('download limits on $name', ({ open }) => {
  const database = useTestDatabase(open);
  let app: FastifyInstance;
  let next = 0;
  /** A documentation address (TEST-NET-3) of its own for each call, so one test's budget never spends another's. */
  const address = () => `203.0.113.${(next += 1)}`;

  beforeAll(async () => {
    // Rate limits on, as in production.
    app = await buildApp({ db: database.db, rateLimits: true });
    await createSupportUser(database.db);
  });
  afterAll(async () => {
    await app.close();
  });

  async function assessmentWithFile(): Promise<{ id: string; accessKey: string; fileId: string }> {
    const created = await app.inject({ method: 'POST', url: '/api/assessments', payload: detailedAssessmentBody({ status: 'draft' }), remoteAddress: address() });
    const { id, accessKey } = created.json<{ id: string; accessKey: string }>();
    const kept = await insertEvidenceFileWithinLimits(
      database.db,
      { assessmentId: id, requirementId: 'application-control-workstations', fileName: 'policy.pdf', mediaType: 'application/pdf', sha256: createHash('sha256').update(TINY_PDF).digest('hex'), content: TINY_PDF, createdAt: 1_795_000_000_000, addedBy: null },
      WIDE_LIMITS,
    );
    if (!('stored' in kept)) throw new Error('The file was not kept');
    return { id, accessKey, fileId: kept.stored.id };
  }

  it('answers a seventh ZIP download from one address in a minute with 429, Retry-After and words, and a seventh of one assessment from many addresses too', async () => {
    const { id, accessKey } = await assessmentWithFile();
    const zip = (remoteAddress: string) => app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence.zip`, headers: { 'x-access-key': accessKey }, remoteAddress });
    const one = address();
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await zip(one)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const refused = await zip(one);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(MESSAGE('downloads of the evidence files as a ZIP')) });
    // The assessment's own budget: spent above, so a fresh address is refused too.
    expect((await zip(address())).statusCode).toBe(429);

    // Another assessment's ZIPs from many addresses: six pass, the seventh is refused whoever asks.
    const other = await assessmentWithFile();
    const fromMany = [];
    for (let i = 0; i < 7; i += 1) fromMany.push((await app.inject({ method: 'GET', url: `/api/assessments/${other.id}/evidence.zip`, headers: { 'x-access-key': other.accessKey }, remoteAddress: address() })).statusCode);
    expect(fromMany).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // The key's holder spent the respondent's budget, not the portal's: a consultant still downloads it.
    const consultant = address();
    const cookie = await signIn(app);
    const byConsultant = await app.inject({ method: 'GET', url: `/api/assessments/${other.id}/evidence.zip`, headers: { cookie }, remoteAddress: consultant });
    expect(byConsultant.statusCode).toBe(200);
  });

  it('answers the 121st download of one evidence file in a minute with 429, and lets a wrong key spend only its own address', async () => {
    const { id, accessKey, fileId } = await assessmentWithFile();
    const file = (remoteAddress: string, key = accessKey) => app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence/${fileId}`, headers: { 'x-access-key': key }, remoteAddress });
    const guesser = address();
    const guesses = [];
    for (let i = 0; i < 121; i += 1) guesses.push((await file(guesser, 'wrong')).statusCode);
    expect(new Set(guesses.slice(0, 120))).toEqual(new Set([404]));
    expect(guesses[120]).toBe(429);
    // The guesser's budget was its address's: the respondent downloads as before.
    const respondent = address();
    const downloads = [];
    for (let i = 0; i < 121; i += 1) downloads.push((await file(respondent)).statusCode);
    expect(downloads.filter((status) => status === 200)).toHaveLength(120);
    expect(downloads[120]).toBe(429);
    const refused = await file(respondent);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.message).toMatch(MESSAGE('downloads of evidence files'));
  });
});
