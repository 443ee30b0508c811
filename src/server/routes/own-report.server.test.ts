import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { sameRequirementIds } from '../../domain/framework/shared-requirements';
import type { RequirementAnswer } from '../../domain/framework/outcomes';
import { OWN_REPORT_REFUSALS } from '../../domain/own-report';
import { buildApp } from '../app.server';
import { workerReportRenderer } from '../pdf-export/report-renderer.server';
import { completedAssessmentBody, detailedAssessmentBody, detailedOutcomes } from '../../../tests/support/assessments';
import { maximalDetailedAssessmentBody } from '../../../tests/support/maximal-assessment';
import { auditRows } from '../../../tests/support/audit-rows';
import { DATABASES } from '../../../tests/support/databases';
import { TINY_PDF, TINY_PNG } from '../../../tests/support/evidence-fixtures';
import { multipartBody } from '../../../tests/support/multipart';
import { pdfText, reportFolder } from '../../../tests/support/report-text';
import { FINDING_NOTE, findingBody, REVIEWED_REQUIREMENT } from '../../../tests/support/review';
import { CONSULTANT, CONSULTANT_PASSWORD, useReviewApp } from '../../../tests/support/review-app';
import { signIn } from '../../../tests/support/support-user';
import { OWN_REPORT_AUDIT_DETAILS } from './own-report.server';

const GONE = /^This assessment was not found: the link or its access key is wrong, or it was a saved draft that has expired\./;
const dir = reportFolder('e8-own-report-');

/** The application control requirements all effective: the re-assessment's one strategy up on the first. */
function applicationControlUp(): Record<string, RequirementAnswer> {
  const outcomes = detailedOutcomes();
  for (const requirement of REQUIREMENTS) {
    // Answered once: a requirement application control shares with other strategies takes the same answer in each.
    if (requirement.strategy === 'application-control') {
      for (const id of sameRequirementIds(requirement.id)) outcomes[id] = { outcome: 'effective', evidence: 'Allowlisting enforced on every workstation.' };
    }
  }
  return outcomes;
}

describe.each(DATABASES)("the respondent's own detailed report on $name", ({ name, open }) => {
  // `suite.cookie` is the consultant Casey's session.
  const suite = useReviewApp(open);
  const { database } = suite;
  let other: FastifyInstance | undefined;
  afterEach(async () => {
    await other?.close();
    other = undefined;
  });

  const submit = async (body: Record<string, unknown>): Promise<{ id: string; accessKey: string }> => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: body });
    expect(response.statusCode, response.body).toBe(201);
    suite.clock += 60_000;
    return response.json();
  };
  const reportOf = (id: string, headers: Record<string, string>, app = suite.app) => app.inject({ method: 'GET', url: `/api/assessments/${id}/detailed-report`, headers });
  const upload = (url: string, headers: Record<string, string>, file: { name: string; content: Buffer }) => {
    const { payload, contentType } = multipartBody({ requirementId: REVIEWED_REQUIREMENT }, file);
    return suite.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload });
  };

  /** Starts a re-assessment of `earlier` and completes it a month later with `outcomes`. */
  async function reassess(earlier: { id: string; accessKey: string }, outcomes: Record<string, RequirementAnswer>): Promise<{ id: string; accessKey: string }> {
    const started = await suite.app.inject({ method: 'POST', url: `/api/assessments/${earlier.id}/reassessments`, headers: { 'x-access-key': earlier.accessKey } });
    expect(started.statusCode, started.body).toBe(201);
    const later: { id: string; accessKey: string } = started.json();
    suite.clock += 30 * 24 * 3600_000;
    const body = detailedAssessmentBody({ organizationName: 'Own Report Pty Ltd', requirementOutcomes: outcomes });
    const saved = await suite.app.inject({ method: 'PUT', url: `/api/assessments/${later.id}`, headers: { 'x-access-key': later.accessKey }, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    return later;
  }

  // The renders on one database (each takes seconds of CPU): the report reads the assessment, its series and its
  // files through the store, whose reads are tested on SQLite and PostgreSQL in its own tests.
  if (name === 'SQLite') {
    it("gives a re-assessment's respondent its detailed PDF with the key: the register, exceptions, plan, progress and their own files, audited as theirs; never the consultant's files or findings, nor a later re-assessment", { timeout: 60_000 }, async () => {
      const earlier = await submit(detailedAssessmentBody({ organizationName: 'Own Report Pty Ltd' }));
      const later = await reassess(earlier, applicationControlUp());
      const key = { 'x-access-key': later.accessKey };
      expect((await upload(`/api/assessments/${later.id}/evidence`, key, { name: 'Our allowlisting policy.pdf', content: TINY_PDF })).statusCode).toBe(201);
      // A month on, the consultant signs in again, adds a file of their own and records a finding.
      const cookie = await signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD);
      const assessors = await upload(`/api/support/assessments/${later.id}/evidence`, { cookie }, { name: 'Consultant screenshot.png', content: TINY_PNG });
      expect(assessors.statusCode, assessors.body).toBe(201);
      const finding = await suite.app.inject({ method: 'PUT', url: `/api/support/assessments/${later.id}/findings/${REVIEWED_REQUIREMENT}`, headers: { cookie }, payload: findingBody() });
      expect(finding.statusCode, finding.body).toBe(200);
      // A third assessment after it, which the holder of the second's key is not told of.
      await reassess(later, detailedOutcomes());

      const response = await reportOf(later.id, key);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('filename="Own Report Pty Ltd_Detailed_Report.pdf"');
      const text = pdfText(response.rawPayload, path.join(dir, `re-assessment-${name}.pdf`));
      expect(text).toContain('Own Report Pty Ltd');
      expect(text).toContain('Progress since 25 November 2026 1 strategy improved and 7 unchanged; overall, unchanged at Maturity Level One');
      expect(text).toContain('at each of the 2 completed assessments of the series');
      expect(text).toMatch(/Action plan The requirements not yet met/);
      expect(text).toMatch(/Exceptions register .*Not implemented/);
      expect(text).toContain('Requirement outcomes');
      // A requirement of the register, in the catalogue's words, with its outcome.
      expect(text).toContain('Privileged users of systems are authenticated with multi-factor authentication. Maturity Levels Two and Three | ISM-1173 | Outcome: Not implemented');
      expect(text).toContain('Our allowlisting policy.pdf');
      expect(text).not.toContain('Consultant screenshot.png');
      expect(text).not.toContain(FINDING_NOTE.slice(0, 40));
      expect(text).not.toContain(CONSULTANT);
      expect((await auditRows(database.db)).filter((row) => row.action === 'export')).toEqual([
        { actor: null, action: 'export', assessmentId: later.id, details: OWN_REPORT_AUDIT_DETAILS, address: null },
      ]);
    });

    it('answers 503 in words with Retry-After when the renderer is busy, and audits nothing', async () => {
      // One worker, and a wait of at most two seconds for it: the largest report, once it has the worker, holds it longer (its start, then two seconds of layout).
      let started: () => void = () => undefined;
      const firstStarted = new Promise<void>((resolve) => (started = resolve));
      other = await buildApp({ db: database.db, now: () => suite.clock, reportRenderer: workerReportRenderer({ workers: 1, timeLimitMs: 2000, onRenderStart: () => started() }) });
      const largest = await submit(maximalDetailedAssessmentBody());
      const small = await submit(detailedAssessmentBody());
      const first = reportOf(largest.id, { 'x-access-key': largest.accessKey }, other);
      await firstStarted;
      const second = await reportOf(small.id, { 'x-access-key': small.accessKey }, other);
      expect(second.statusCode, second.body).toBe(503);
      expect(second.headers['retry-after']).toBe('60');
      expect(second.json().error).toEqual({ code: 'report_busy', message: 'The server is busy making other reports. Try again in a minute.' });
      await first;
      expect((await auditRows(database.db)).filter((row) => row.action === 'export' && row.assessmentId === small.id)).toEqual([]);
    });
  }

  it('answers 401 without a key and 404 in the one not-found message for a wrong key or an unknown id, and audits nothing', async () => {
    const mine = await submit(detailedAssessmentBody());
    const theirs = await submit(detailedAssessmentBody({ organizationName: 'Someone Else Pty Ltd' }));
    const keyless = await reportOf(mine.id, {});
    expect(keyless.statusCode).toBe(401);
    expect(keyless.json().error.message).toBe('An access key is needed to download this assessment');
    for (const [id, key] of [
      [theirs.id, mine.accessKey],
      [mine.id, 'guess'],
      ['00000000-0000-4000-8000-000000000000', mine.accessKey],
      ['not-an-id', mine.accessKey],
    ] as const) {
      const refused = await reportOf(id, { 'x-access-key': key });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toMatch(GONE);
    }
    // A support session is no key: the portal has its own export.
    expect((await reportOf(mine.id, { cookie: suite.cookie })).statusCode).toBe(401);
    expect((await auditRows(database.db)).filter((row) => row.action === 'export')).toEqual([]);
  });

  it('refuses a quick check and a draft with 409 in words', async () => {
    const quick = await submit(completedAssessmentBody());
    const draft = await submit({ status: 'draft', kind: 'detailed', organizationName: 'Draft Pty Ltd' });
    const refusedQuick = await reportOf(quick.id, { 'x-access-key': quick.accessKey });
    expect(refusedQuick.statusCode).toBe(409);
    expect(refusedQuick.json().error).toMatchObject({ code: 'not_detailed', message: OWN_REPORT_REFUSALS.not_detailed });
    const refusedDraft = await reportOf(draft.id, { 'x-access-key': draft.accessKey });
    expect(refusedDraft.statusCode).toBe(409);
    expect(refusedDraft.json().error).toMatchObject({ code: 'not_completed', message: OWN_REPORT_REFUSALS.not_completed });
  });

  it('gives the render up when the client goes away before the answer, and audits nothing', async () => {
    let renders = 0;
    const renderer = workerReportRenderer({ onRenderStart: () => (renders += 1) });
    other = await buildApp({ db: database.db, now: () => suite.clock, reportRenderer: renderer });
    const { id, accessKey } = await submit(maximalDetailedAssessmentBody());
    await other.listen({ port: 0, host: '127.0.0.1' });
    const { port } = other.server.address() as AddressInfo;
    const request = http.get({ host: '127.0.0.1', port, path: `/api/assessments/${id}/detailed-report`, headers: { 'x-access-key': accessKey } });
    request.on('error', () => undefined);
    await expect.poll(() => renders, { timeout: 30_000 }).toBe(1);
    expect(renderer.running()).toBe(true);
    request.destroy();
    // An idle worker would stay 30 s; a render given up stops its worker at once.
    await expect.poll(() => renderer.running(), { timeout: 10_000 }).toBe(false);
    expect((await auditRows(database.db)).filter((row) => row.action === 'export')).toEqual([]);
  }, 60_000);

  it('has the public rate limit: the 31st request of a minute from one address is refused', async () => {
    other = await buildApp({ db: database.db, now: () => suite.clock, rateLimits: true });
    const { id } = await submit(detailedAssessmentBody());
    for (let count = 1; count <= 30; count += 1) expect((await reportOf(id, { 'x-access-key': 'guess' }, other)).statusCode).toBe(404);
    const limited = await reportOf(id, { 'x-access-key': 'guess' }, other);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  });
});
