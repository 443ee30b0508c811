import { describe, expect, it } from 'vitest';
import { reviewSchema, sharedReviewAnswerSchema } from '../../domain/review/review';
import { DATABASES } from '../../../tests/support/databases';
import { PLAIN_TEXT, TINY_PDF, TINY_PNG } from '../../../tests/support/evidence-fixtures';
import { multipartBody } from '../../../tests/support/multipart';
import { findEverythingWithinTarget, findingBody, OTHER_REQUIREMENT, REVIEWED_REQUIREMENT, submitDetailed } from '../../../tests/support/review';
import { useReviewApp } from '../../../tests/support/review-app';

describe.each(DATABASES)('whether an answer changed since its finding, its files included, on $name', ({ open }) => {
  // `suite.cookie` is the consultant Casey's session.
  const suite = useReviewApp(open);
  const { database } = suite;

  const upload = (url: string, headers: Record<string, string>, requirementId: string, file: { name: string; content: Buffer }) => {
    const { payload, contentType } = multipartBody({ requirementId }, file);
    suite.clock += 1;
    return suite.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload });
  };
  const support = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => suite.app.inject({ method, url, headers: { cookie: suite.cookie }, ...(payload ? { payload } : {}) });
  const changedById = async (id: string) => Object.fromEntries(reviewSchema.parse((await support('GET', `/api/support/assessments/${id}/review`)).json()).findings.map((finding) => [finding.requirementId, finding.answerChanged]));

  it('marks a shared finding changed once the respondent swaps the file it relied on for another of the same name, and only that one', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    const key = { 'x-access-key': accessKey };
    const relied = await upload(`/api/assessments/${id}/evidence`, key, REVIEWED_REQUIREMENT, { name: 'Policy.pdf', content: TINY_PDF });
    expect(relied.statusCode, relied.body).toBe(201);
    await upload(`/api/assessments/${id}/evidence`, key, OTHER_REQUIREMENT, { name: 'Backups.txt', content: PLAIN_TEXT });
    for (const requirementId of [REVIEWED_REQUIREMENT, OTHER_REQUIREMENT]) expect((await support('PUT', `/api/support/assessments/${id}/findings/${requirementId}`, findingBody())).statusCode).toBe(200);
    // The assessor's own file is not the respondent's answer.
    expect((await upload(`/api/support/assessments/${id}/evidence`, { cookie: suite.cookie }, REVIEWED_REQUIREMENT, { name: 'E8MVT.png', content: TINY_PNG })).statusCode).toBe(201);
    // The rest of the requirements within the target, so the review can be finished: none of them has a file.
    await findEverythingWithinTarget(database.db, id);
    expect((await support('POST', `/api/support/assessments/${id}/review/finish`)).statusCode).toBe(200);
    expect((await support('POST', `/api/support/assessments/${id}/review/share`)).statusCode).toBe(200);
    const changed = async () => Object.entries(await changedById(id)).filter(([, answerChanged]) => answerChanged).map(([requirementId]) => requirementId);
    expect(await changed()).toEqual([]);

    // The same name, other content: the finding no longer stands on what it was saved against.
    expect((await suite.app.inject({ method: 'DELETE', url: `/api/assessments/${id}/evidence/${relied.json().id}`, headers: key })).statusCode).toBe(204);
    expect((await upload(`/api/assessments/${id}/evidence`, key, REVIEWED_REQUIREMENT, { name: 'Policy.pdf', content: Buffer.concat([TINY_PDF, Buffer.from('% edited\n')]) })).statusCode).toBe(201);
    expect(await changed()).toEqual([REVIEWED_REQUIREMENT]);
    const seen = sharedReviewAnswerSchema.parse((await suite.app.inject({ method: 'GET', url: `/api/assessments/${id}/review`, headers: key })).json());
    expect(seen.review?.findings.find((finding) => finding.requirementId === REVIEWED_REQUIREMENT)?.answerChanged).toBe(true);
  });

  it('marks a finding changed when the very same file is removed and uploaded again (a new file), and not when nothing changed', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    const key = { 'x-access-key': accessKey };
    const first = await upload(`/api/assessments/${id}/evidence`, key, REVIEWED_REQUIREMENT, { name: 'Policy.pdf', content: TINY_PDF });
    expect((await support('PUT', `/api/support/assessments/${id}/findings/${REVIEWED_REQUIREMENT}`, findingBody())).json()).toMatchObject({ answerChanged: false });
    await suite.app.inject({ method: 'DELETE', url: `/api/assessments/${id}/evidence/${first.json().id}`, headers: key });
    expect(await changedById(id)).toEqual({ [REVIEWED_REQUIREMENT]: true });
    await upload(`/api/assessments/${id}/evidence`, key, REVIEWED_REQUIREMENT, { name: 'Policy.pdf', content: TINY_PDF });
    expect(await changedById(id)).toEqual({ [REVIEWED_REQUIREMENT]: true });
    // Saved again, the finding is of the files as they stand.
    expect((await support('PUT', `/api/support/assessments/${id}/findings/${REVIEWED_REQUIREMENT}`, findingBody({ version: 1 }))).json()).toMatchObject({ version: 2, answerChanged: false });
  });

  it('reads a finding stored before files were compared on its answer alone: unchanged, until the answer changes', async () => {
    const { id, accessKey } = await submitDetailed(suite.app);
    await upload(`/api/assessments/${id}/evidence`, { 'x-access-key': accessKey }, REVIEWED_REQUIREMENT, { name: 'Policy.pdf', content: TINY_PDF });
    await support('PUT', `/api/support/assessments/${id}/findings/${REVIEWED_REQUIREMENT}`, findingBody());
    // As the fingerprint was kept before: the answer's JSON alone.
    const stored = await database.db.selectFrom('assessment_findings').select('answer_fingerprint').where('assessment_id', '=', id).executeTakeFirstOrThrow();
    const answerOnly = stored.answer_fingerprint.split('\n')[0] ?? '';
    await database.db.updateTable('assessment_findings').set({ answer_fingerprint: answerOnly }).where('assessment_id', '=', id).execute();
    expect(await changedById(id)).toEqual({ [REVIEWED_REQUIREMENT]: false });
    await database.db.updateTable('assessment_findings').set({ answer_fingerprint: answerOnly.replace('"effective"', '"ineffective"') }).where('assessment_id', '=', id).execute();
    expect(await changedById(id)).toEqual({ [REVIEWED_REQUIREMENT]: true });
  });
});
