import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assessmentHistorySchema } from '../../domain/assessment-history';
import { DAY_MS } from '../../domain/constants';
import type { ReviewStatus } from '../../domain/review/review';
import { assessmentListPageSchema, dashboardSchema } from '../../domain/support-views';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { allControls, completedAssessmentBody, DETAILED_ACHIEVED_LEVELS, detailedAssessmentBody, detailedOutcomes } from '../../../tests/support/assessments';
import { findEverythingWithinTarget, findingBody, REVIEWED_REQUIREMENT, submitDetailed } from '../../../tests/support/review';
import { routeTable } from '../../../tests/support/route-table';
import { createSupportUser, signIn } from '../../../tests/support/support-user';
import { renderedFile, streamedFile } from '../file-answers.server';
import { finishedLevelsOf } from '../store/review-levels.server';
import { sharedWith } from '../../domain/framework/shared-requirements';

describe.each(DATABASES)('support API on $name', ({ open }) => {
  const routes = routeTable();
  // The clock runs on from test to test.
  const suite = useTestApp(open, {
    start: Date.UTC(2026, 10, 22, 1, 0),
    advance: 0,
    empty: ['audit_events', 'sessions', 'support_users', 'assessment_findings', 'assessment_reviews', 'assessment_controls', 'assessments'],
    signedIn: true,
    app: { onRoute: routes.onRoute },
  });
  const { database } = suite;

  async function submit(overrides: Record<string, unknown> = {}, daysAgo = 0): Promise<{ id: string; accessKey: string }> {
    const saved = suite.clock;
    suite.clock -= daysAgo * DAY_MS;
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody(overrides) });
    suite.clock = saved + 1;
    return response.json();
  }
  const get = (url: string, withCookie = true) => suite.app.inject({ method: 'GET', url, headers: withCookie ? { cookie: suite.cookie } : {} });
  const post = (url: string, payload?: object) => suite.app.inject({ method: 'POST', url, headers: { cookie: suite.cookie }, ...(payload ? { payload } : {}) });

  /**
   * A completed detailed assessment (Maturity Level One by its answers unless overridden) with its review brought to a
   * status through the review API: a finding of one requirement, the rest within the target found not implemented (so
   * Maturity Level Zero as assessed), then finished and shared.
   */
  async function reviewedTo(status: ReviewStatus, overrides: Record<string, unknown> = {}): Promise<string> {
    const { id } = await submitDetailed(suite.app, overrides);
    suite.clock += 1;
    if (status === 'not-started') return id;
    const saved = await suite.app.inject({ method: 'PUT', url: `/api/support/assessments/${id}/findings/${REVIEWED_REQUIREMENT}`, headers: { cookie: suite.cookie }, payload: findingBody() });
    expect(saved.statusCode, saved.body).toBe(200);
    if (status !== 'in-review') await findEverythingWithinTarget(database.db, id, { outcome: 'not-implemented', at: suite.clock });
    for (const step of ['finish', 'share'] as const) {
      if (status === 'in-review' || (status === 'finished' && step === 'share')) break;
      expect((await post(`/api/support/assessments/${id}/review/${step}`)).statusCode).toBe(200);
    }
    return id;
  }

  it('needs a session for every support route', async () => {
    const { id: existing } = await submit();
    for (const url of ['/api/assessments', '/api/assessments/export.csv', '/api/dashboard', `/api/assessments/${existing}/history`]) {
      const response = await get(url, false);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Please sign in to continue');
    }
    const { id } = await submit();
    expect((await suite.app.inject({ method: 'DELETE', url: `/api/assessments/${id}` })).statusCode).toBe(401);
    expect((await get(`/api/assessments/${id}/export`, false)).statusCode).toBe(401);
    expect((await suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/exports`, payload: { format: 'docx' } })).statusCode).toBe(401);
    expect((await get('/api/assessments?page=99999999999')).statusCode).toBe(400);
  });

  it('tells a stranger to sign in before it reads the query or the id', async () => {
    for (const url of ['/api/assessments?page=0', '/api/assessments/export.csv?review=maybe', '/api/assessments/not-an-id/history', '/api/assessments/not-an-id/export']) {
      const response = await get(url, false);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'not_signed_in', message: 'Please sign in to continue' } });
    }
    const note = await suite.app.inject({ method: 'POST', url: '/api/assessments/not-an-id/exports', payload: { format: 'exe' } });
    expect(note.statusCode).toBe(401);
  });

  it('declares the schemas the support pages read the list, the dashboard and the history with, and sends each whole, every part filled', async () => {
    expect(routes.responses('GET /api/assessments')[200]).toBe(assessmentListPageSchema);
    expect(routes.responses('GET /api/dashboard')[200]).toBe(dashboardSchema);
    expect(routes.responses('GET /api/assessments/:id/history')[200]).toBe(assessmentHistorySchema);
    // The files are not JSON: their schemas say what is sent (a stream, a rendered PDF), and no answer of a file is checked.
    expect(routes.responses('GET /api/assessments/export.csv')[200]).toBe(streamedFile);
    expect(routes.responses('GET /api/assessments/:id/export')[200]).toBe(renderedFile);

    await submit({ organizationName: 'Quick Org' });
    const reviewed = await reviewedTo('shared', { organizationName: 'Reviewed Org' });
    await get(`/api/assessments/${reviewed}`);
    expect((await post(`/api/assessments/${reviewed}/exports`, { format: 'docx' })).statusCode).toBe(204);
    const answers = [
      ['/api/assessments', assessmentListPageSchema],
      ['/api/dashboard', dashboardSchema],
      [`/api/assessments/${reviewed}/history`, assessmentHistorySchema],
    ] as const;
    for (const [url, schema] of answers) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      // Strict schemas: the browser reads the answer as sent, nothing refused, dropped or filled in.
      expect(schema.parse(response.json()), url).toEqual(response.json());
    }
    const list = assessmentListPageSchema.parse((await get('/api/assessments')).json());
    expect(list.items.map((item) => [item.organizationName, item.reviewStatus, item.evidenceLevel])).toEqual([
      ['Reviewed Org', 'shared', 0],
      ['Quick Org', 'not-started', null],
    ]);
    const dashboard = dashboardSchema.parse((await get('/api/dashboard')).json());
    expect(dashboard.latest).toHaveLength(2);
    expect(dashboard.reviews.finished).toBe(1);
    const history = assessmentHistorySchema.parse((await get(`/api/assessments/${reviewed}/history`)).json());
    expect(history.events.map((event) => event.action)).toEqual(expect.arrayContaining(['view', 'export', 'finding-saved', 'review-shared']));
    // Had the server sent one field more (a row's access key hash, an event's address), the contract would refuse it.
    expect(assessmentListPageSchema.safeParse({ ...list, items: [{ ...list.items[0], accessKeyHash: 'x' }] }).success).toBe(false);
    expect(assessmentHistorySchema.safeParse({ events: [{ ...history.events[0], address: '127.0.0.1' }] }).success).toBe(false);
  });

  it('lists newest first, 10 a page, with the average and whether both ratings exist', async () => {
    for (let index = 0; index < 12; index += 1) await submit({ organizationName: `Org ${String(index).padStart(2, '0')}` });
    await submit({ status: 'draft', organizationName: 'Draft Org', targetAssessments: { 'regular-backups': 2 }, assessments: {} });
    const first = (await get('/api/assessments?page=1&limit=10')).json();
    expect(first).toMatchObject({ total: 13, page: 1, limit: 10, totalPages: 2 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ organizationName: 'Draft Org', status: 'draft', hasBothRatings: false, averageMaturity: 0, asdLevel: 0 });
    expect(first.items[1]).toMatchObject({ organizationName: 'Org 11', status: 'completed', hasBothRatings: true, averageMaturity: 1.5, asdLevel: 0 });
    const second = (await get('/api/assessments?page=2&limit=10')).json();
    expect(second.items.map((item: { organizationName: string }) => item.organizationName)).toEqual(['Org 02', 'Org 01', 'Org 00']);
    expect((await get('/api/assessments?page=0')).statusCode).toBe(400);
  });

  it('names the kind of each assessment in the list, so a detailed one can be told from a quick check', async () => {
    await submit({ organizationName: 'Quick Org' });
    const detailed = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: detailedAssessmentBody({ organizationName: 'Detailed Org' }) });
    expect(detailed.statusCode).toBe(201);
    const { items } = (await get('/api/assessments')).json();
    expect(items.map((item: { organizationName: string; kind: string }) => [item.organizationName, item.kind])).toEqual([
      ['Detailed Org', 'detailed'],
      ['Quick Org', 'quick'],
    ]);
    expect(items[0]).toMatchObject({ asdLevel: 1, hasBothRatings: true });
    // The CSV gives the kind and the level each strategy's outcomes achieve, in ASD's order of the strategies.
    expect((await get('/api/assessments/export.csv')).body).toMatch(/\r\nDetailed Org,Jane Citizen,jane@acme\.example,22 November 2026,completed,1\.8,1,[0-9a-f-]{36},Detailed assessment,1,2,1,1,2,2,3,2,/);
  });

  it('gives each detailed assessment its level supported by evidence in the list, the detail and the CSV; a quick check none', async () => {
    await submit({ organizationName: 'Quick Org' });
    // Every effective answer graded good, except application control's own (not shared with another strategy), graded only fair: that strategy is at 0 by evidence.
    const fair = (id: string) => id.startsWith('application-control-') && sharedWith(id).length === 0;
    const graded = Object.fromEntries(
      Object.entries(detailedOutcomes()).map(([id, answer]) => [id, answer.outcome === 'effective' ? { ...answer, evidenceQuality: fair(id) ? 'fair' : 'good' } : answer]),
    );
    const created = (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: detailedAssessmentBody({ organizationName: 'Graded Org', requirementOutcomes: graded }) })).json();
    const { items } = (await get('/api/assessments')).json();
    expect(items.map((item: { organizationName: string; asdLevel: number; evidenceLevel: number | null }) => [item.organizationName, item.asdLevel, item.evidenceLevel])).toEqual([
      ['Graded Org', 1, 0],
      ['Quick Org', 0, null],
    ]);
    const assessment = (await get(`/api/assessments/${created.id}`)).json();
    expect(assessment.evidenceLevels).toEqual({ ...DETAILED_ACHIEVED_LEVELS, 'application-control': 0 });
    expect(assessment.requirementOutcomes['regular-backups-performed-and-retained'].evidenceQuality).toBe('good');
    const lines = (await get('/api/assessments/export.csv')).body.slice(1).trim().split('\r\n');
    expect(lines[0]).toMatch(/,Constraints,Patch applications level supported by evidence,.*,Regular backups level supported by evidence,Overall level supported by evidence,Review,Owner,Next action,Next action date,Assessed level$/);
    // Application control, fifth in ASD's order, at 0.
    expect(lines[1]).toMatch(/^Graded Org,.*,1,2,1,1,0,2,3,2,Maturity Level Zero,Not started,,,,$/);
    expect(lines[2]).toMatch(/^Quick Org,.*,,,,,,,,,,Not started,,,,$/);
  });

  it('searches organisation, name and email case-insensitively, treats % literally, and filters by status', async () => {
    await submit({ organizationName: 'Acme Widgets', respondentEmail: 'wile@roadrunner.example' });
    await submit({ organizationName: 'Globex', respondentName: 'Hank Scorpio', respondentEmail: 'hank@globex.example' });
    await submit({ organizationName: 'Initech', respondentEmail: 'peter@INITECH.example' });
    await submit({ organizationName: '100% Cotton', respondentEmail: 'sales@cotton.example' });
    await submit({ organizationName: '100 Percent', respondentEmail: 'info@percent.example' });
    await submit({ status: 'draft', organizationName: 'Acme Draft', respondentEmail: '' });
    const names = async (query: string) =>
      (await get(`/api/assessments?${query}`)).json().items.map((item: { organizationName: string }) => item.organizationName);
    expect(await names('search=acme')).toEqual(['Acme Draft', 'Acme Widgets']);
    expect(await names('search=SCORPIO')).toEqual(['Globex']);
    expect(await names('search=initech.example')).toEqual(['Initech']);
    expect(await names('search=%25')).toEqual(['100% Cotton']);
    expect(await names('search=acme&status=completed')).toEqual(['Acme Widgets']);
    expect(await names('status=draft')).toEqual(['Acme Draft']);
  });

  it('finds an organisation typed without its accents, in the list and in the CSV, and says the count is exact', async () => {
    await submit({ organizationName: 'École Supérieure', respondentName: 'Zoë Müller' });
    await submit({ organizationName: 'Acme Widgets' });
    const list = (await get('/api/assessments?search=ECOLE')).json();
    expect(assessmentListPageSchema.parse(list)).toMatchObject({ total: 1, totalIsAtLeast: false, totalPages: 1 });
    expect(list.items.map((item: { organizationName: string }) => item.organizationName)).toEqual(['École Supérieure']);
    expect((await get('/api/assessments?search=muller')).json().items).toHaveLength(1);
    const csv = (await get(`/api/assessments/export.csv?search=${encodeURIComponent('supérieure')}`)).body;
    expect(csv).toContain('École Supérieure');
    expect(csv).not.toContain('Acme Widgets');
  });

  it('gives each row ASD\'s level: the lowest of the eight, 0 while any strategy is unrated', async () => {
    await submit({ organizationName: 'Even', assessments: allControls(2) });
    await submit({ organizationName: 'Uneven', assessments: { ...allControls(3), 'patch-applications': 1 } });
    await submit({ status: 'draft', organizationName: 'Half done', targetAssessments: allControls(3), assessments: { 'regular-backups': 3 } });
    const items = (await get('/api/assessments')).json().items as { organizationName: string; asdLevel: number }[];
    expect(items.map((item) => [item.organizationName, item.asdLevel])).toEqual([['Half done', 0], ['Uneven', 1], ['Even', 2]]);
    const csv = (await get('/api/assessments/export.csv')).body;
    // ASD's level, then each strategy's level in ASD's order: patch applications, the one at 1, first.
    expect(csv).toMatch(/\r\nUneven,Jane Citizen,jane@acme\.example,22 November 2026,completed,2\.8,1,[0-9a-f-]{36},Quick check,1,3,3,3,3,3,3,3,/);
    expect(csv).toMatch(/\r\nHalf done,Jane Citizen,jane@acme\.example,22 November 2026,draft,0\.4,0,[0-9a-f-]{36},Quick check,,,,,,,,3,/);
  });

  it('exports every matching assessment as CSV with formulas defused', async () => {
    await submit({ organizationName: '=HYPERLINK("http://evil.example","Click")', respondentName: '+Plus', respondentEmail: 'a@b.example' });
    await submit({ organizationName: 'Plain, Pty Ltd' });
    const response = await get('/api/assessments/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="assessments-2026-11-22.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Organisation,Contact,Email,Date,Status,Average maturity,Overall level (0 to 3),Id,Kind,Patch applications level,Patch operating systems level,Multi-factor authentication level,Restrict administrative privileges level,Application control level,Restrict Microsoft Office macros level,User application hardening level,Regular backups level,' +
        'Patch applications target level,Patch operating systems target level,Multi-factor authentication target level,Restrict administrative privileges target level,' +
        'Application control target level,Restrict Microsoft Office macros target level,User application hardening target level,Regular backups target level,' +
        'Overall level,Follow-up status,Timeline,Priorities,Constraints,' +
        'Patch applications level supported by evidence,Patch operating systems level supported by evidence,Multi-factor authentication level supported by evidence,' +
        'Restrict administrative privileges level supported by evidence,Application control level supported by evidence,Restrict Microsoft Office macros level supported by evidence,' +
        'User application hardening level supported by evidence,Regular backups level supported by evidence,Overall level supported by evidence,Review,Owner,Next action,Next action date,Assessed level',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"Plain, Pty Ltd",Jane Citizen,jane@acme.example,22 November 2026,completed,1.5,0,[0-9a-f-]{36},Quick check,1,1,2,0,0,2,3,3,3,3,3,3,3,3,3,3,Maturity Level Zero,New,12 months,Multi-factor authentication; Regular backups,Two people in IT; budget approved for next financial year\.,{10}Not started,,,,$/);
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.example"",""Click""\)",'\+Plus,a@b.example,/);
  });

  it('gives the dashboard totals, averages per control, level spread and the latest five', async () => {
    await submit({ targetAssessments: allControls(3), assessments: allControls(1) }, 40);
    await submit({ targetAssessments: allControls(2), assessments: allControls(2) }, 2);
    await submit({ targetAssessments: allControls(3), assessments: { ...allControls(0), 'regular-backups': 3 } }, 1);
    await submit({ status: 'draft', organizationName: 'Not counted' });
    const dashboard = (await get('/api/dashboard')).json();
    expect(dashboard.total).toBe(3);
    expect(dashboard.last30Days).toBe(2);
    const backups = dashboard.controls.find((control: { id: string }) => control.id === 'regular-backups');
    expect(backups).toMatchObject({ title: 'Regular backups', averageCurrent: 2, levelCounts: [0, 1, 1, 1] });
    const mfa = dashboard.controls.find((control: { id: string }) => control.id === 'multi-factor-authentication');
    expect(mfa.averageCurrent).toBe(1);
    expect(mfa.averageGap).toBeCloseTo(5 / 3);
    expect(dashboard.averageMaturity).toBeCloseTo((7 * 1 + 2) / 8);
    expect(dashboard.largestGaps).toHaveLength(3);
    expect(dashboard.largestGaps[0].averageGap).toBeCloseTo(5 / 3);
    expect(dashboard.latest).toHaveLength(3);
  });

  it('counts on the dashboard how re-assessed organisations moved between their last two assessments', async () => {
    expect((await get('/api/dashboard')).json().movement).toEqual({ improved: 0, held: 0, fell: 0 });
    /** A completed assessment at a level everywhere, then re-assessed (and completed) at each later level in turn. */
    async function series(levels: number[], leaveDraft = false): Promise<void> {
      let earlier = await submit({ assessments: allControls(levels[0] ?? 0) });
      for (const [index, level] of levels.slice(1).entries()) {
        const draft = (await suite.app.inject({ method: 'POST', url: `/api/assessments/${earlier.id}/reassessments`, headers: { 'x-access-key': earlier.accessKey } })).json();
        suite.clock += 1;
        if (leaveDraft && index === levels.length - 2) return;
        const headers = { 'x-access-key': draft.accessKey };
        const put = await suite.app.inject({ method: 'PUT', url: `/api/assessments/${draft.id}`, headers, payload: completedAssessmentBody({ assessments: allControls(level) }) });
        expect(put.statusCode).toBe(200);
        earlier = { id: draft.id, accessKey: draft.accessKey };
      }
    }
    await series([1, 2]);
    await series([0, 3, 2]);
    await series([2, 2]);
    await series([1, 3], true);
    await series([3]);
    const dashboard = (await get('/api/dashboard')).json();
    expect(dashboard.movement).toEqual({ improved: 1, held: 1, fell: 1 });
    expect(dashboard.total).toBe(9);
  });

  it('gives each row its review status, filters the list and the CSV by it, and sorts by it with ties by list position', async () => {
    await submit({ organizationName: 'Quick Org' });
    const names: Record<string, ReviewStatus> = { 'Unreviewed Org': 'not-started', 'Early Org': 'in-review', 'Finished Org': 'finished', 'Shared Org': 'shared', 'Later Org': 'in-review' };
    for (const [organizationName, status] of Object.entries(names)) await reviewedTo(status, { organizationName });
    type Row = { organizationName: string; reviewStatus: string };
    const rows = async (query: string) => ((await get(`/api/assessments?${query}`)).json().items as Row[]).map((item) => [item.organizationName, item.reviewStatus]);

    expect(await rows('')).toEqual([
      ['Later Org', 'in-review'],
      ['Shared Org', 'shared'],
      ['Finished Org', 'finished'],
      ['Early Org', 'in-review'],
      ['Unreviewed Org', 'not-started'],
      ['Quick Org', 'not-started'],
    ]);
    const inReview = (await get('/api/assessments?review=in-review')).json();
    expect(inReview).toMatchObject({ total: 2, totalPages: 1 });
    expect(await rows('review=in-review')).toEqual([
      ['Later Org', 'in-review'],
      ['Early Org', 'in-review'],
    ]);
    expect(await rows('review=shared&status=completed')).toEqual([['Shared Org', 'shared']]);
    const furthestFirst = ['Shared Org', 'Finished Org', 'Later Org', 'Early Org', 'Unreviewed Org', 'Quick Org'];
    expect((await rows('sort=review&direction=desc')).map(([name]) => name)).toEqual(furthestFirst);
    // Two a page, oldest first within a status: every row once, the pages joined in order.
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...(await rows(`sort=review&direction=asc&limit=2&page=${page}`)).map(([name]) => name));
    expect(pages).toEqual(['Quick Org', 'Unreviewed Org', 'Early Org', 'Later Org', 'Finished Org', 'Shared Org']);

    const csv = (await get('/api/assessments/export.csv')).body.slice(1).trim().split('\r\n');
    expect(csv[0]).toMatch(/,Overall level supported by evidence,Review,Owner,Next action,Next action date,Assessed level$/);
    expect(csv.slice(1).map((line) => [line.split(',')[0], line.split(',').at(-5)])).toEqual([
      ['Later Org', 'In review'],
      ['Shared Org', 'Shared'],
      ['Finished Org', 'Finished'],
      ['Early Org', 'In review'],
      ['Unreviewed Org', 'Not started'],
      ['Quick Org', 'Not started'],
    ]);
    const finished = (await get('/api/assessments/export.csv?review=finished')).body.slice(1).trim().split('\r\n');
    expect(finished.slice(1).map((line) => line.split(',')[0])).toEqual(['Finished Org']);
  });

  it('answers 400 naming review for a review status it does not know, in the list and the CSV', async () => {
    for (const url of ['/api/assessments?review=maybe', '/api/assessments/export.csv?review=In%20review', '/api/assessments?sort=reviewed']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('invalid_query');
      expect(Object.keys(response.json().error.fields)).toEqual([url.includes('sort') ? 'sort' : 'review']);
    }
    expect((await get('/api/assessments?review=maybe')).json().error.fields.review).toBe('The review status is one of not-started, in-review, finished or shared');
    expect((await get('/api/assessments?sort=reviewed')).json().error.fields.sort).toBe('Sort is date, organisation, average, level or review');
  });

  it('counts on the dashboard the reviews in progress, finished in the last 30 days, and finished below the respondent', async () => {
    expect((await get('/api/dashboard')).json().reviews).toEqual({ inReview: 0, finishedLast30Days: 0, finished: 0, assessedBelow: 0 });
    await reviewedTo('not-started');
    await reviewedTo('in-review');
    // Maturity Level One by answers, Zero as assessed: below.
    const below = await reviewedTo('finished');
    expect(await finishedLevelsOf(database.db, below)).toEqual({ assessedLevel: 0, respondentLevel: 1 });
    // Every answer Not assessed, so Maturity Level Zero by answers: the assessed Zero is not below it.
    await reviewedTo('shared', { requirementOutcomes: {} });
    // Finished 40 days ago, below: finished, but not in the last 30 days.
    const now = suite.clock;
    suite.clock -= 40 * DAY_MS;
    await reviewedTo('finished');
    suite.clock = now;
    // Finished below, then reopened: in progress again, and no longer counted as finished.
    const reopened = await reviewedTo('finished');
    expect((await post(`/api/support/assessments/${reopened}/review/reopen`)).statusCode).toBe(200);
    expect(await finishedLevelsOf(database.db, reopened)).toBeUndefined();

    const dashboard = dashboardSchema.parse((await get('/api/dashboard')).json());
    expect(dashboard.reviews).toEqual({ inReview: 2, finishedLast30Days: 2, finished: 3, assessedBelow: 2 });
    // Finished again: below once more, with the levels of the day.
    expect((await post(`/api/support/assessments/${reopened}/review/finish`)).statusCode).toBe(200);
    expect(await finishedLevelsOf(database.db, reopened)).toEqual({ assessedLevel: 0, respondentLevel: 1 });
    expect((await get('/api/dashboard')).json().reviews).toEqual({ inReview: 1, finishedLast30Days: 3, finished: 4, assessedBelow: 3 });
  });

  it('opens an assessment with a session, records the view, and shows its history', async () => {
    const { id } = await submit();
    const view = await get(`/api/assessments/${id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().organizationName).toBe('Acme Widgets Pty Ltd');
    const history = (await get(`/api/assessments/${id}/history`)).json().events;
    expect(history).toEqual([expect.objectContaining({ actor: 'Support', action: 'view', assessmentId: id })]);
  });

  it("sends an assessment's history without addresses or accounts, to a consultant and to an administrator alike", async () => {
    const { id } = await submit();
    await get(`/api/assessments/${id}`);
    await createSupportUser(database.db, 'Casey', 'Casey-Passw0rd!Long', 'consultant');
    const consultant = await signIn(suite.app, 'Casey', 'Casey-Passw0rd!Long');
    suite.clock += 1;
    await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { cookie: consultant } });
    const stored = await database.db.selectFrom('audit_events').select(['actor', 'address']).where('assessment_id', '=', id).orderBy('actor').execute();
    expect(stored).toEqual([
      { actor: 'Casey', address: '127.0.0.1' },
      { actor: 'Support', address: '127.0.0.1' },
    ]);
    for (const reader of [consultant, suite.cookie]) {
      const response = await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/history`, headers: { cookie: reader } });
      expect(response.statusCode).toBe(200);
      const events = response.json<{ events: Record<string, unknown>[] }>().events;
      expect(events.map((event) => event.actor)).toEqual(['Casey', 'Support']);
      for (const event of events) expect(Object.keys(event).sort()).toEqual(['action', 'actor', 'assessmentId', 'at', 'details']);
      expect(response.body).not.toContain('127.0.0.1');
    }
  });

  // The suite's first server render starts the PDF worker: 14 to 16 s on a loaded 2-core machine, near the 20 s default.
  it('exports a PDF from the server named assessment-{organisation}.pdf', { timeout: 90_000 }, async () => {
    const { id } = await submit({ organizationName: 'Acme Widgets Pty Ltd' });
    const response = await get(`/api/assessments/${id}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="assessment-Acme-Widgets-Pty-Ltd.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e8-export-')), 'export.pdf');
    fs.writeFileSync(file, response.rawPayload);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Acme Widgets Pty Ltd');
    expect(text).toContain('1.5 out of 3');
    expect(text).toContain('Gap analysis by control');
    const history = (await get(`/api/assessments/${id}/history`)).json().events;
    expect(history[0]).toMatchObject({ action: 'export', details: 'Detailed PDF from the server' });
  });

  it('deletes with 204, then answers 404, and keeps the deletion in the audit log', async () => {
    const { id, accessKey } = await submit();
    const deleted = await suite.app.inject({ method: 'DELETE', url: `/api/assessments/${id}`, headers: { cookie: suite.cookie } });
    expect(deleted.statusCode).toBe(204);
    expect((await suite.app.inject({ method: 'DELETE', url: `/api/assessments/${id}`, headers: { cookie: suite.cookie } })).statusCode).toBe(404);
    expect((await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey } })).statusCode).toBe(404);
    const history = (await get(`/api/assessments/${id}/history`)).json().events;
    expect(history[0]).toMatchObject({ action: 'delete', actor: 'Support', details: 'Acme Widgets Pty Ltd' });
  });

  it('records exports made in the browser', async () => {
    const { id } = await submit();
    const noted = await suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/exports`, headers: { cookie: suite.cookie }, payload: { format: 'docx' } });
    expect(noted.statusCode).toBe(204);
    const bad = await suite.app.inject({ method: 'POST', url: `/api/assessments/${id}/exports`, headers: { cookie: suite.cookie }, payload: { format: 'exe' } });
    expect(bad.statusCode).toBe(400);
    expect((await get(`/api/assessments/${id}/history`)).json().events[0]).toMatchObject({ action: 'export', details: 'Word document, made in the browser' });
  });

  it('never lets a support session overwrite an assessment: only the access key saves', async () => {
    const { id, accessKey } = await submit({ organizationName: 'Original Pty Ltd' });
    const overwrite = await suite.app.inject({ method: 'PUT', url: `/api/assessments/${id}`, headers: { cookie: suite.cookie }, payload: completedAssessmentBody({ organizationName: 'Overwritten' }) });
    expect(overwrite.statusCode).toBe(401);
    expect(overwrite.json().error.message).toBe('An access key is needed to save this assessment');
    const stored = await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey } });
    expect(stored.json().organizationName).toBe('Original Pty Ltd');
    const actions = await database.db.selectFrom('audit_events').select('action').where('assessment_id', '=', id).execute();
    expect(actions).toEqual([]);
    const saved = await suite.app.inject({ method: 'PUT', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey }, payload: completedAssessmentBody({ organizationName: 'Renamed' }) });
    expect(saved.statusCode).toBe(200);
  });
});
