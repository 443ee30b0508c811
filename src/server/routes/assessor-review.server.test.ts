import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { reviewSchema, sharedReviewAnswerSchema } from '../../domain/review/review';
import { completedAssessmentBody, detailedAssessmentBody, detailedOutcomes } from '../../../tests/support/assessments';
import { auditRows } from '../../../tests/support/audit-rows';
import { DATABASES } from '../../../tests/support/databases';
import { FINDING_NOTE, findEverythingWithinTarget, findingBody, OTHER_REQUIREMENT, REVIEWED_REQUIREMENT, scopeBody, submitDetailed } from '../../../tests/support/review';
import { CONSULTANT, CONSULTANT_PASSWORD, REVIEW_START, useReviewApp } from '../../../tests/support/review-app';
import { createSupportUser, signIn, SUPPORT_PASSWORD, SUPPORT_USERNAME } from '../../../tests/support/support-user';
import { findSupportUserByUsername } from '../store/support-users.server';
import { countReviewRows, reviewStatusColumnOf } from '../store/review.server';

const COLLEAGUE = 'Robin';

describe.each(DATABASES)('the consultant’s review API on $name', ({ open }) => {
  // `suite.cookie` is the consultant Casey's session.
  const suite = useReviewApp(open);
  const { database } = suite;
  let colleague: string;
  beforeEach(async () => {
    await createSupportUser(database.db, COLLEAGUE, CONSULTANT_PASSWORD, 'consultant');
    colleague = await signIn(suite.app, COLLEAGUE, CONSULTANT_PASSWORD);
  });

  const support = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = suite.cookie) =>
    suite.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const review = (id: string, cookie = suite.cookie) => support('GET', `/api/support/assessments/${id}/review`, undefined, cookie);
  const saveFinding = (id: string, requirementId: string, body: object, cookie = suite.cookie) => support('PUT', `/api/support/assessments/${id}/findings/${requirementId}`, body, cookie);
  const saveScope = (id: string, body: object) => support('PUT', `/api/support/assessments/${id}/review/scope`, body);
  const step = (id: string, path: 'finish' | 'reopen' | 'share', method: 'POST' | 'DELETE' = 'POST') => support(method, `/api/support/assessments/${id}/review/${path}`);
  const respondentRead = (id: string, accessKey: string) => suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/review`, headers: { 'x-access-key': accessKey } });

  it('starts not started; a first finding (version 0) is saved at version 1 by its consultant and puts the review in review', async () => {
    const { id } = await submitDetailed(suite.app);
    const before = await review(id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      assessmentId: id,
      status: 'not-started',
      scope: expect.objectContaining({ systems: '' }),
      version: 0,
      target: { targetLevel: null, strategyTargets: {} },
      targetVersion: 0,
      findings: [],
      finishedAt: null,
      finishedBy: null,
      sharedAt: null,
    });
    expect(await reviewStatusColumnOf(database.db, id)).toBe('not-started');

    const saved = await saveFinding(id, REVIEWED_REQUIREMENT, findingBody());
    expect(saved.statusCode, saved.body).toBe(200);
    const finding = {
      requirementId: REVIEWED_REQUIREMENT,
      outcome: 'effective',
      testMethod: 'simulated-activity',
      evidenceQuality: 'excellent',
      note: FINDING_NOTE,
      reviewBy: null,
      version: 1,
      savedAt: REVIEW_START,
      savedBy: CONSULTANT,
      acceptedBy: '',
      madeIn: 'one-by-one',
      batchId: null,
      answerChanged: false,
    };
    expect(saved.json()).toEqual(finding);
    const after = reviewSchema.parse((await review(id)).json());
    expect(after).toMatchObject({ status: 'in-review', version: 0, findings: [finding] });
    expect(await reviewStatusColumnOf(database.db, id)).toBe('in-review');
  });

  it('saves the scope against its version, one more each time, and refuses a stale one with the newer scope and version', async () => {
    const { id } = await submitDetailed(suite.app);
    const first = await saveScope(id, scopeBody());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ scope: expect.objectContaining({ systems: 'Head office corporate network: 120 workstations, 14 servers.', firstDay: '2026-11-23' }), version: 1 });
    const second = await saveScope(id, scopeBody({ sampling: 'Twelve workstations.', version: 1 }));
    expect(second.json().version).toBe(2);
    const stale = await saveScope(id, scopeBody({ sampling: 'Written from an old copy.', version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: { code: 'changed_elsewhere', message: expect.stringMatching(/^Another consultant saved the scope/) }, scope: expect.objectContaining({ sampling: 'Twelve workstations.' }), version: 2 });
    expect((await review(id)).json()).toMatchObject({ status: 'in-review', version: 2, scope: { sampling: 'Twelve workstations.' } });
  });

  it('refuses each bad field of a finding with 400 naming it, and keeps nothing', async () => {
    const { id } = await submitDetailed(suite.app);
    const fieldsOf = async (body: object) => {
      const response = await saveFinding(id, REVIEWED_REQUIREMENT, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error.fields;
    };
    expect(await fieldsOf(findingBody({ testMethod: undefined }))).toEqual({ testMethod: 'Choose how Effective was tested' });
    expect(await fieldsOf(findingBody({ outcome: 'sort-of' }))).toHaveProperty('outcome');
    expect(await fieldsOf(findingBody({ testMethod: 'guesswork' }))).toHaveProperty('testMethod');
    expect(await fieldsOf(findingBody({ evidenceQuality: 'great' }))).toHaveProperty('evidenceQuality');
    expect(await fieldsOf(findingBody({ note: 'x'.repeat(2001) }))).toEqual({ note: 'The note must be at most 2,000 characters' });
    expect(await fieldsOf(findingBody({ version: -1 }))).toEqual({ version: 'The version must be 0 or more' });
    expect(await fieldsOf(findingBody({ version: undefined }))).toHaveProperty('version');
    expect(await fieldsOf(findingBody({ colour: 'blue' }))).toHaveProperty('colour');
    expect(await fieldsOf(findingBody({ outcome: 'alternate-control' }))).toEqual({ reviewBy: 'Choose the date by which the alternate control is reviewed again' });
    expect(await fieldsOf(findingBody({ outcome: 'alternate-control', reviewBy: '2027-02-30' }))).toHaveProperty('reviewBy');
    // Today is 25 November 2026: twelve months ahead is the latest.
    expect(await fieldsOf(findingBody({ outcome: 'alternate-control', reviewBy: '2027-11-26' }))).toEqual({
      reviewBy: 'The review date must be no later than 25 November 2027: an alternate control is reviewed at least every 12 months',
    });
    expect((await saveFinding(id, REVIEWED_REQUIREMENT, findingBody({ outcome: 'alternate-control', reviewBy: '2027-11-25' }))).statusCode).toBe(200);
    expect((await saveFinding(id, OTHER_REQUIREMENT, findingBody({ outcome: 'not-assessed', testMethod: undefined }))).statusCode).toBe(200);
    expect((await countReviewRows(database.db)).findings).toBe(2);
  });

  it('refuses each bad field of the scope and a field sent to a route that takes none, with 400 naming it', async () => {
    const { id } = await submitDetailed(suite.app);
    const bad = await saveScope(id, scopeBody({ firstDay: '2026-11-24', lastDay: '2026-11-23' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({ code: 'invalid_input', message: 'The scope is not valid', fields: { lastDay: 'The last day must not be before the first day' } });
    expect((await saveScope(id, scopeBody({ version: 'one' }))).json().error.fields).toEqual({ version: 'The version must be a number' });
    expect((await saveScope(id, scopeBody({ firstDay: '24/11/2026' }))).json().error.fields).toHaveProperty('firstDay');
    const withField = await support('POST', `/api/support/assessments/${id}/review/finish`, { now: true });
    expect(withField.statusCode).toBe(400);
    expect(withField.json().error.fields).toHaveProperty('now');
  });

  it('answers 404 for an unknown assessment or requirement, and 409 not_reviewable for a quick check or a draft', async () => {
    const unknown = randomUUID();
    for (const response of [await review(unknown), await saveFinding(unknown, REVIEWED_REQUIREMENT, findingBody()), await saveScope(unknown, scopeBody()), await step(unknown, 'finish'), await review('not-an-id')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'not_found', message: 'Assessment not found' });
    }
    const { id } = await submitDetailed(suite.app);
    const badRequirement = await saveFinding(id, 'not-a-requirement', findingBody());
    expect(badRequirement.statusCode).toBe(404);
    expect(badRequirement.json().error).toEqual({ code: 'not_found', message: 'This requirement is not in the catalogue' });

    const quick = (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() })).json<{ id: string }>().id;
    const draft = (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: detailedAssessmentBody({ status: 'draft' }) })).json<{ id: string }>().id;
    for (const other of [quick, draft]) {
      for (const response of [await review(other), await saveFinding(other, REVIEWED_REQUIREMENT, findingBody()), await saveScope(other, scopeBody()), await step(other, 'finish')]) {
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toEqual({ code: 'not_reviewable', message: 'Only a completed detailed assessment can be reviewed' });
      }
    }
    expect(await countReviewRows(database.db)).toEqual({ reviews: 0, findings: 0 });
  });

  it('answers a stranger 401 before looking at the body or the id', async () => {
    const { id } = await submitDetailed(suite.app);
    for (const response of [
      await suite.app.inject({ method: 'PUT', url: `/api/support/assessments/${id}/findings/${REVIEWED_REQUIREMENT}`, payload: { outcome: 'nonsense' } }),
      await suite.app.inject({ method: 'GET', url: '/api/support/assessments/not-an-id/review' }),
      await suite.app.inject({ method: 'POST', url: `/api/support/assessments/${id}/review/finish`, payload: { now: true } }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('not_signed_in');
    }
  });

  it('refuses a finding saved against a version someone else replaced, with 409 and the newer finding', async () => {
    const { id } = await submitDetailed(suite.app);
    expect((await saveFinding(id, REVIEWED_REQUIREMENT, findingBody())).statusCode).toBe(200);
    const againAsNew = await saveFinding(id, REVIEWED_REQUIREMENT, findingBody({ outcome: 'ineffective' }), colleague);
    expect(againAsNew.statusCode).toBe(409);
    expect(againAsNew.json()).toEqual({
      error: { code: 'changed_elsewhere', message: 'Another consultant saved this finding after you opened it. Read their finding before saving yours again.' },
      finding: expect.objectContaining({ outcome: 'effective', version: 1, savedBy: CONSULTANT }),
    });
    expect((await saveFinding(id, REVIEWED_REQUIREMENT, findingBody({ outcome: 'ineffective', testMethod: 'interview', version: 1 }), colleague)).json()).toMatchObject({ version: 2, savedBy: COLLEAGUE });
    const stale = await saveFinding(id, REVIEWED_REQUIREMENT, findingBody({ note: 'From my old copy', version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().finding).toMatchObject({ outcome: 'ineffective', testMethod: 'interview', version: 2, savedBy: COLLEAGUE });
    const none = await saveFinding(id, OTHER_REQUIREMENT, findingBody({ version: 3 }));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ version: 'No finding has been saved for this requirement yet: send version 0' });
  });

  it('keeps both findings when two consultants save different requirements at once, and only one of two first findings of the same', async () => {
    const { id } = await submitDetailed(suite.app);
    const both = await Promise.all([
      saveFinding(id, REVIEWED_REQUIREMENT, findingBody()),
      saveFinding(id, OTHER_REQUIREMENT, findingBody({ outcome: 'ineffective', testMethod: 'live-configuration' }), colleague),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    const kept = reviewSchema.parse((await review(id)).json()).findings;
    expect(kept.map((finding) => [finding.requirementId, finding.savedBy, finding.version]).sort()).toEqual(
      [
        [REVIEWED_REQUIREMENT, CONSULTANT, 1],
        [OTHER_REQUIREMENT, COLLEAGUE, 1],
      ].sort(),
    );

    const sameRequirement = 'patch-applications-scan-online-services-daily';
    const race = await Promise.all([saveFinding(id, sameRequirement, findingBody()), saveFinding(id, sameRequirement, findingBody({ outcome: 'no-visibility' }), colleague)]);
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const [winner, loser] = race[0]?.statusCode === 200 ? race : [race[1], race[0]];
    expect(loser?.json().finding).toEqual(winner?.json());
  });

  it('freezes findings and scope once finished (409) until reopened; finish, reopen and share refuse what does not follow', async () => {
    const { id } = await submitDetailed(suite.app);
    const empty = await step(id, 'finish');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.code).toBe('review_not_started');
    expect((await step(id, 'reopen')).json().error.code).toBe('review_not_finished');
    await saveFinding(id, REVIEWED_REQUIREMENT, findingBody());
    expect((await step(id, 'share')).json().error).toEqual({ code: 'review_not_finished', message: 'Only a finished review can be shared with the respondent: finish it first.' });
    await findEverythingWithinTarget(database.db, id);

    suite.clock += 1000;
    const finished = await step(id, 'finish');
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toMatchObject({ status: 'finished', finishedAt: REVIEW_START + 1000, finishedBy: CONSULTANT, sharedAt: null });
    expect(await reviewStatusColumnOf(database.db, id)).toBe('finished');
    for (const refused of [
      await saveFinding(id, REVIEWED_REQUIREMENT, findingBody({ version: 1 })),
      await saveFinding(id, OTHER_REQUIREMENT, findingBody(), colleague),
      await saveScope(id, scopeBody()),
      await step(id, 'finish'),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({ code: 'review_finished', message: 'This review is finished, so its findings, scope and files can no longer be changed. Reopen it to change them.' });
    }

    const reopened = await step(id, 'reopen');
    expect(reopened.json()).toMatchObject({ status: 'in-review', finishedAt: null, finishedBy: null });
    expect(await reviewStatusColumnOf(database.db, id)).toBe('in-review');
    expect((await saveFinding(id, REVIEWED_REQUIREMENT, findingBody({ outcome: 'ineffective', version: 1 }))).json().version).toBe(2);
  });

  it('shows the respondent the review once shared, naming no consultant, and no longer once withdrawn or reopened', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    await saveFinding(id, REVIEWED_REQUIREMENT, findingBody());
    await saveScope(id, scopeBody());
    await findEverythingWithinTarget(database.db, id);
    const before = await respondentRead(id, accessKey);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ review: null });

    await step(id, 'finish');
    expect((await respondentRead(id, accessKey)).json()).toEqual({ review: null });
    suite.clock += 5000;
    const shared = await step(id, 'share');
    expect(shared.json()).toMatchObject({ status: 'shared', sharedAt: REVIEW_START + 5000 });
    expect(await reviewStatusColumnOf(database.db, id)).toBe('shared');
    expect((await step(id, 'share')).statusCode).toBe(200);

    const seen = await respondentRead(id, accessKey);
    expect(seen.statusCode).toBe(200);
    const answer = sharedReviewAnswerSchema.parse(seen.json()).review!;
    expect(answer).toMatchObject({ assessmentId: id, finishedAt: REVIEW_START, sharedAt: REVIEW_START + 5000, scope: { sampling: 'Ten workstations and two servers chosen with the system owner.' } });
    expect(answer.target).toEqual({ targetLevel: null, strategyTargets: {} });
    expect(answer.findings).toContainEqual(expect.objectContaining({ requirementId: REVIEWED_REQUIREMENT, outcome: 'effective', answerChanged: false }));
    expect(seen.body).not.toContain(CONSULTANT);
    expect(seen.body).not.toContain(COLLEAGUE);
    expect((await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/review` })).statusCode).toBe(401);
    expect((await respondentRead(id, 'not-the-key')).statusCode).toBe(404);
    expect((await review(id)).statusCode).toBe(200);

    const withdrawn = await step(id, 'share', 'DELETE');
    expect(withdrawn.json()).toMatchObject({ status: 'finished', sharedAt: null });
    expect(await reviewStatusColumnOf(database.db, id)).toBe('finished');
    expect((await respondentRead(id, accessKey)).json()).toEqual({ review: null });
    await step(id, 'share');
    await step(id, 'reopen');
    expect((await respondentRead(id, accessKey)).json()).toEqual({ review: null });
    expect((await review(id)).json()).toMatchObject({ status: 'in-review', sharedAt: null });
  });

  it('marks a finding answerChanged once the respondent changes that answer, and only that one', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    await saveFinding(id, REVIEWED_REQUIREMENT, findingBody());
    await saveFinding(id, OTHER_REQUIREMENT, findingBody());
    const outcomes = detailedOutcomes();
    // A completed assessment may be saved again with its key: the respondent corrects an answer.
    const changed = await suite.app.inject({
      method: 'PUT',
      url: `/api/assessments/${id}`,
      headers: { 'x-access-key': accessKey },
      payload: detailedAssessmentBody({ requirementOutcomes: { ...outcomes, [REVIEWED_REQUIREMENT]: { outcome: 'effective', evidence: 'A newer screenshot of the policy.' } } }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const findings = reviewSchema.parse((await review(id)).json()).findings;
    expect(Object.fromEntries(findings.map((finding) => [finding.requirementId, finding.answerChanged]))).toEqual({ [REVIEWED_REQUIREMENT]: true, [OTHER_REQUIREMENT]: false });
    // Saved again, the finding is of the answer as it stands.
    expect((await saveFinding(id, REVIEWED_REQUIREMENT, findingBody({ version: 1 }))).json()).toMatchObject({ version: 2, answerChanged: false });
  });

  it('audits every change by its consultant, the requirement and outcome of a finding, and never the note', async () => {
    const { id } = await submitDetailed(suite.app);
    await saveFinding(id, REVIEWED_REQUIREMENT, findingBody());
    await saveFinding(id, OTHER_REQUIREMENT, findingBody({ outcome: 'no-visibility', testMethod: 'interview' }), colleague);
    await saveScope(id, scopeBody());
    // The rest within the target straight in the store, with no event, so the review can be finished.
    await findEverythingWithinTarget(database.db, id);
    for (const [path, method] of [['finish', 'POST'], ['share', 'POST'], ['share', 'DELETE'], ['reopen', 'POST']] as const) {
      suite.clock += 1;
      await step(id, path, method);
    }
    // Refused changes are no events.
    await saveFinding(id, REVIEWED_REQUIREMENT, findingBody());
    const rows = (await auditRows(database.db)).filter((row) => row.assessmentId === id);
    expect(rows).toEqual([
      { actor: CONSULTANT, action: 'finding-saved', assessmentId: id, details: `${REVIEWED_REQUIREMENT}: Effective`, address: '127.0.0.1' },
      { actor: COLLEAGUE, action: 'finding-saved', assessmentId: id, details: `${OTHER_REQUIREMENT}: No visibility`, address: '127.0.0.1' },
      { actor: CONSULTANT, action: 'review-scope-saved', assessmentId: id, details: '', address: '127.0.0.1' },
      { actor: CONSULTANT, action: 'review-finished', assessmentId: id, details: '', address: '127.0.0.1' },
      { actor: CONSULTANT, action: 'review-shared', assessmentId: id, details: '', address: '127.0.0.1' },
      { actor: CONSULTANT, action: 'review-unshared', assessmentId: id, details: '', address: '127.0.0.1' },
      { actor: CONSULTANT, action: 'review-reopened', assessmentId: id, details: '', address: '127.0.0.1' },
    ]);
    const everything = JSON.stringify(await database.db.selectFrom('audit_events').selectAll().execute());
    expect(everything).not.toContain('Downloads folder');
  });

  it('tells a consultant disabled mid-review 403 in words, recorded as their refusal, and saves nothing', async () => {
    const { id } = await submitDetailed(suite.app);
    await saveFinding(id, REVIEWED_REQUIREMENT, findingBody());
    await createSupportUser(database.db, SUPPORT_USERNAME, SUPPORT_PASSWORD, 'administrator');
    const administrator = await signIn(suite.app, SUPPORT_USERNAME, SUPPORT_PASSWORD);
    const casey = await findSupportUserByUsername(database.db, CONSULTANT);
    expect((await support('POST', `/api/support/accounts/${casey?.id}/disable`, undefined, administrator)).statusCode).toBe(204);

    for (const refused of [await saveFinding(id, REVIEWED_REQUIREMENT, findingBody({ version: 1, outcome: 'ineffective' })), await review(id), await step(id, 'finish')]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({ code: 'account_disabled', message: 'Your account has been disabled. Ask an administrator of your team.' });
    }
    // Elsewhere, as before, a disabled account's session is no session.
    expect((await support('GET', '/api/assessments')).statusCode).toBe(401);
    expect((await review(id, colleague)).json().findings).toEqual([expect.objectContaining({ outcome: 'effective', version: 1 })]);
    const refusals = (await auditRows(database.db)).filter((row) => row.action === 'refused');
    expect(refusals).toContainEqual(expect.objectContaining({ actor: CONSULTANT, details: expect.stringContaining('the account is disabled') }));
  });

  it('removes the review and its findings with the assessment, deleted by support or by the respondent', async () => {
    const bySupport = await submitDetailed(suite.app);
    const byRespondent = await submitDetailed(suite.app);
    for (const { id } of [bySupport, byRespondent]) {
      await saveFinding(id, REVIEWED_REQUIREMENT, findingBody());
      await saveScope(id, scopeBody());
    }
    expect(await countReviewRows(database.db)).toEqual({ reviews: 2, findings: 2 });
    expect((await support('DELETE', `/api/assessments/${bySupport.id}`)).statusCode).toBe(204);
    expect(await countReviewRows(database.db)).toEqual({ reviews: 1, findings: 1 });
    const deleted = await suite.app.inject({ method: 'DELETE', url: `/api/assessments/${byRespondent.id}`, headers: { 'x-access-key': byRespondent.accessKey } });
    expect(deleted.statusCode).toBe(204);
    expect(await countReviewRows(database.db)).toEqual({ reviews: 0, findings: 0 });
  });
});
