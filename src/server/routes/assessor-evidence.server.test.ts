import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_EVIDENCE_FILE_BYTES, MAX_EVIDENCE_FILES_PER_ASSESSMENT } from '../../domain/evidence-files';
import { completedAssessmentBody } from '../../../tests/support/assessments';
import { auditRows } from '../../../tests/support/audit-rows';
import { DATABASES } from '../../../tests/support/databases';
import { HTML_PAGE, TINY_PDF, TINY_PNG } from '../../../tests/support/evidence-fixtures';
import { multipartBody } from '../../../tests/support/multipart';
import { findEverythingWithinTarget, findingBody, REVIEWED_REQUIREMENT, submitDetailed } from '../../../tests/support/review';
import { CONSULTANT, REVIEW_START, useReviewApp } from '../../../tests/support/review-app';
import { countEvidenceFiles } from '../store/evidence-files.server';
import { reviewStatusColumnOf } from '../store/review.server';

describe.each(DATABASES)('the assessor’s evidence files on $name', ({ open }) => {
  // `suite.cookie` is the consultant Casey's session.
  const suite = useReviewApp(open);
  const { database } = suite;

  const post = (url: string, headers: Record<string, string>, fields: Record<string, string>, file?: { name: string; content: Buffer }) => {
    const { payload, contentType } = multipartBody(fields, file);
    suite.clock += 1;
    return suite.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload });
  };
  const addAsAssessor = (id: string, file: { name: string; content: Buffer }, fields = { requirementId: REVIEWED_REQUIREMENT }) =>
    post(`/api/support/assessments/${id}/evidence`, { cookie: suite.cookie }, fields, file);
  const addAsRespondent = (id: string, accessKey: string, file: { name: string; content: Buffer }) =>
    post(`/api/assessments/${id}/evidence`, { 'x-access-key': accessKey }, { requirementId: REVIEWED_REQUIREMENT }, file);
  const removeAsAssessor = (id: string, evidenceId: string) => suite.app.inject({ method: 'DELETE', url: `/api/support/assessments/${id}/evidence/${evidenceId}`, headers: { cookie: suite.cookie } });
  const removeAsRespondent = (id: string, accessKey: string, evidenceId: string) =>
    suite.app.inject({ method: 'DELETE', url: `/api/assessments/${id}/evidence/${evidenceId}`, headers: { 'x-access-key': accessKey } });
  const listed = async (id: string, accessKey: string) =>
    (await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence`, headers: { 'x-access-key': accessKey } })).json<{ files: { fileName: string; addedBy: string }[] }>().files;
  const step = (id: string, path: 'finish' | 'reopen') => suite.app.inject({ method: 'POST', url: `/api/support/assessments/${id}/review/${path}`, headers: { cookie: suite.cookie } });

  it('keeps a consultant’s file as the assessor’s, listed so beside the respondent’s, and starts the review', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    const respondents = await addAsRespondent(id, accessKey, { name: 'Policy.pdf', content: TINY_PDF });
    expect(respondents.json().addedBy).toBe('respondent');
    const added = await addAsAssessor(id, { name: 'E8MVT results.png', content: TINY_PNG });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(String),
      requirementId: REVIEWED_REQUIREMENT,
      fileName: 'E8MVT results.png',
      size: TINY_PNG.length,
      mediaType: 'image/png',
      sha256: createHash('sha256').update(TINY_PNG).digest('hex'),
      addedBy: 'assessor',
    });
    const bySupport = await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence`, headers: { cookie: suite.cookie } });
    expect(bySupport.json<{ files: { fileName: string; addedBy: string }[] }>().files.map((file) => [file.fileName, file.addedBy])).toEqual([
      ['Policy.pdf', 'respondent'],
      ['E8MVT results.png', 'assessor'],
    ]);
    expect(await reviewStatusColumnOf(database.db, id)).toBe('in-review');
  });

  it('shows the respondent the assessor’s files only while the review is shared: not in the list, the ZIP or a download before', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    await addAsRespondent(id, accessKey, { name: 'Policy.pdf', content: TINY_PDF });
    const assessors = (await addAsAssessor(id, { name: 'E8MVT results.png', content: TINY_PNG })).json<{ id: string }>().id;
    const download = () => suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence/${assessors}`, headers: { 'x-access-key': accessKey } });
    const zipNames = async () => {
      const zip = await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/evidence.zip`, headers: { 'x-access-key': accessKey } });
      return ['Policy.pdf', 'E8MVT results.png'].filter((name) => zip.rawPayload.includes(Buffer.from(name)));
    };

    expect((await listed(id, accessKey)).map((file) => file.fileName)).toEqual(['Policy.pdf']);
    expect((await download()).statusCode).toBe(404);
    expect(await zipNames()).toEqual(['Policy.pdf']);

    await suite.app.inject({ method: 'PUT', url: `/api/support/assessments/${id}/findings/${REVIEWED_REQUIREMENT}`, headers: { cookie: suite.cookie }, payload: findingBody() });
    await findEverythingWithinTarget(suite.database.db, id);
    expect((await step(id, 'finish')).statusCode).toBe(200);
    expect((await listed(id, accessKey)).map((file) => file.fileName)).toEqual(['Policy.pdf']);
    const share = (method: 'POST' | 'DELETE') => suite.app.inject({ method, url: `/api/support/assessments/${id}/review/share`, headers: { cookie: suite.cookie } });
    expect((await share('POST')).statusCode).toBe(200);

    expect((await listed(id, accessKey)).map((file) => [file.fileName, file.addedBy])).toEqual([
      ['Policy.pdf', 'respondent'],
      ['E8MVT results.png', 'assessor'],
    ]);
    expect((await download()).rawPayload.equals(TINY_PNG)).toBe(true);
    expect(await zipNames()).toEqual(['Policy.pdf', 'E8MVT results.png']);

    expect((await share('DELETE')).statusCode).toBe(200);
    expect((await listed(id, accessKey)).map((file) => file.fileName)).toEqual(['Policy.pdf']);
    expect((await download()).statusCode).toBe(404);
  });

  it('lets only the assessor remove the assessor’s file and only the respondent theirs, each refusal in words', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    const respondents = (await addAsRespondent(id, accessKey, { name: 'Policy.pdf', content: TINY_PDF })).json<{ id: string }>().id;
    const assessors = (await addAsAssessor(id, { name: 'Scan.png', content: TINY_PNG })).json<{ id: string }>().id;

    const byRespondent = await removeAsRespondent(id, accessKey, assessors);
    expect(byRespondent.statusCode).toBe(403);
    expect(byRespondent.json().error).toEqual({ code: 'assessors_file', message: 'This file was added by the consultant who reviewed your assessment, so only they can remove it.' });
    const byAssessor = await removeAsAssessor(id, respondents);
    expect(byAssessor.statusCode).toBe(403);
    expect(byAssessor.json().error).toMatchObject({ code: 'respondents_file', message: expect.stringMatching(/added by the respondent/) });
    expect(await countEvidenceFiles(database.db)).toBe(2);

    expect((await removeAsAssessor(id, assessors)).statusCode).toBe(204);
    expect((await removeAsAssessor(id, assessors)).statusCode).toBe(404);
    expect((await removeAsAssessor(id, 'not-an-id')).json().error).toEqual({ code: 'not_found', message: 'This evidence file was not found: it may have been removed.' });
    expect((await removeAsRespondent(id, accessKey, respondents)).statusCode).toBe(204);
    expect(await countEvidenceFiles(database.db)).toBe(0);
  });

  it('receives the assessor’s files as the respondent’s: the same kinds, sizes, fields and limits, each kind counted apart', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    const html = await addAsAssessor(id, { name: 'page.png', content: HTML_PAGE });
    expect(html.statusCode).toBe(415);
    const tooLarge = await addAsAssessor(id, { name: 'huge.pdf', content: Buffer.concat([TINY_PDF, Buffer.alloc(MAX_EVIDENCE_FILE_BYTES, 0x20)]) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('This file is larger than 10 MB, the largest an evidence file may be.');
    const noRequirement = await addAsAssessor(id, { name: 'a.pdf', content: TINY_PDF }, { requirementId: 'not-a-requirement' });
    expect(noRequirement.json().error.fields).toEqual({ requirementId: 'This is not a requirement of the catalogue' });
    const json = await suite.app.inject({ method: 'POST', url: `/api/support/assessments/${id}/evidence`, headers: { cookie: suite.cookie }, payload: { requirementId: REVIEWED_REQUIREMENT } });
    expect(json.statusCode).toBe(415);
    expect(await countEvidenceFiles(database.db)).toBe(0);

    // The respondent's files fill every place of theirs: the respondent is refused, and the assessor still adds theirs.
    const rows = (addedBy: string | null) =>
      Array.from({ length: MAX_EVIDENCE_FILES_PER_ASSESSMENT }, (_, index) => ({
        id: randomUUID(), assessment_id: id, requirement_id: REVIEWED_REQUIREMENT, file_name: `f${index}.pdf`, size: TINY_PDF.length, media_type: 'application/pdf', sha256: '0'.repeat(64), created_at: REVIEW_START, added_by: addedBy,
      }));
    await database.db.insertInto('evidence_files').values(rows(null)).execute();
    const respondentRefused = await addAsRespondent(id, accessKey, { name: 'one-more.pdf', content: TINY_PDF });
    expect(respondentRefused.statusCode).toBe(413);
    expect(respondentRefused.json().error).toEqual({ code: 'too_many_files', message: 'This assessment already keeps 100 evidence files, the most it may keep. Remove one to add another.' });
    expect((await addAsAssessor(id, { name: 'finding.pdf', content: TINY_PDF })).statusCode).toBe(201);
    // The assessor's own limit is the same, counted over the assessor's files alone.
    await database.db.insertInto('evidence_files').values(rows(CONSULTANT).slice(1)).execute();
    const assessorRefused = await addAsAssessor(id, { name: 'one-more.pdf', content: TINY_PDF });
    expect(assessorRefused.statusCode).toBe(413);
    expect(assessorRefused.json().error).toEqual({ code: 'too_many_files', message: 'This assessment already keeps 100 of the assessor’s evidence files, the most it may keep. Remove one to add another.' });
  });

  it('refuses the assessor’s files of a finished review until it is reopened, a quick check’s, and a stranger', async () => {
    const { id } = await submitDetailed(suite.app);
    const kept = (await addAsAssessor(id, { name: 'Scan.png', content: TINY_PNG })).json<{ id: string }>().id;
    await suite.app.inject({ method: 'PUT', url: `/api/support/assessments/${id}/findings/${REVIEWED_REQUIREMENT}`, headers: { cookie: suite.cookie }, payload: findingBody() });
    await findEverythingWithinTarget(suite.database.db, id);
    expect((await step(id, 'finish')).statusCode).toBe(200);
    for (const refused of [await addAsAssessor(id, { name: 'late.pdf', content: TINY_PDF }), await removeAsAssessor(id, kept)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('review_finished');
    }
    expect(await countEvidenceFiles(database.db)).toBe(1);
    await step(id, 'reopen');
    expect((await removeAsAssessor(id, kept)).statusCode).toBe(204);

    const quick = (await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody() })).json<{ id: string }>().id;
    const onQuick = await addAsAssessor(quick, { name: 'a.pdf', content: TINY_PDF });
    expect(onQuick.statusCode).toBe(409);
    expect(onQuick.json().error.code).toBe('not_reviewable');
    expect((await addAsAssessor(randomUUID(), { name: 'a.pdf', content: TINY_PDF })).statusCode).toBe(404);
    const stranger = await post(`/api/support/assessments/${id}/evidence`, {}, { requirementId: REVIEWED_REQUIREMENT }, { name: 'a.pdf', content: TINY_PDF });
    expect(stranger.statusCode).toBe(401);
  });

  it('audits adding and removing the assessor’s files by the consultant, with the file and requirement', async () => {
    const { id } = await submitDetailed(suite.app);
    const kept = (await addAsAssessor(id, { name: 'Scan.png', content: TINY_PNG })).json<{ id: string }>().id;
    await removeAsAssessor(id, kept);
    const rows = (await auditRows(database.db)).filter((row) => row.action.startsWith('assessor-evidence'));
    expect(rows).toEqual([
      { actor: CONSULTANT, action: 'assessor-evidence-added', assessmentId: id, details: `Scan.png (${REVIEWED_REQUIREMENT})`, address: '127.0.0.1' },
      { actor: CONSULTANT, action: 'assessor-evidence-removed', assessmentId: id, details: `Scan.png (${REVIEWED_REQUIREMENT})`, address: '127.0.0.1' },
    ]);
  });
});
