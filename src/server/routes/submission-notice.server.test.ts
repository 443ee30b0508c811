import { beforeEach, describe, expect, it } from 'vitest';
import type { SubmissionNotice } from '../../domain/submission-notice';
import { BackgroundTasks } from '../background-tasks.server';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { allControls, completedAssessmentBody, detailedAssessmentBody } from '../../../tests/support/assessments';

describe.each(DATABASES)('the notice of each completed assessment on $name', ({ open }) => {
  const sent: SubmissionNotice[] = [];
  const tasks = new BackgroundTasks((error) => {
    throw error;
  });
  const suite = useTestApp(open, {
    empty: ['assessment_controls', 'assessments'],
    app: { linkBase: 'https://e8.example.com', backgroundTasks: tasks, notifyDelivery: { send: async (notice) => void sent.push(notice) } },
  });
  beforeEach(() => {
    sent.length = 0;
  });

  const post = (payload: Record<string, unknown>) => suite.app.inject({ method: 'POST', url: '/api/assessments', payload });
  const put = (id: string, accessKey: string, payload: Record<string, unknown>) =>
    suite.app.inject({ method: 'PUT', url: `/api/assessments/${id}`, headers: { 'x-access-key': accessKey }, payload });

  it('mails the organisation, its overall level and the portal link once an assessment is submitted, after the answer', async () => {
    const response = await post(completedAssessmentBody({ assessments: allControls(1) }));
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    await tasks.idle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('New assessment: Acme Widgets Pty Ltd (Maturity Level One)');
    expect(sent[0]?.text).toContain(`Open it in the support portal (you will be asked to sign in):\nhttps://e8.example.com/support/results/${id}`);
    // Never the respondent's answers or contact details.
    for (const entered of ['Jane Citizen', 'jane@acme.example', 'Two people in IT']) expect(sent[0]?.text).not.toContain(entered);
  });

  it('mails nothing for a draft, once when the draft is completed, and nothing when a submission is saved again', async () => {
    const draft = (await post({ status: 'draft', organizationName: 'Draft Co' })).json<{ id: string; accessKey: string }>();
    await put(draft.id, draft.accessKey, { status: 'draft', organizationName: 'Draft Co', resumeStep: 'target-2' });
    await tasks.idle();
    expect(sent).toEqual([]);

    expect((await put(draft.id, draft.accessKey, completedAssessmentBody({ organizationName: 'Draft Co' }))).statusCode).toBe(200);
    await tasks.idle();
    expect(sent.map((notice) => notice.subject)).toEqual(['New assessment: Draft Co (Maturity Level Zero)']);

    expect((await put(draft.id, draft.accessKey, completedAssessmentBody({ organizationName: 'Draft Co' }))).statusCode).toBe(200);
    await tasks.idle();
    expect(sent).toHaveLength(1);
  });

  it('names a detailed assessment and the level its outcomes achieve by ASD’s rule', async () => {
    await post(detailedAssessmentBody({ organizationName: 'Detail Co' }));
    await tasks.idle();
    expect(sent[0]?.subject).toBe('New assessment: Detail Co (Maturity Level One)');
    expect(sent[0]?.text).toMatch(/^A detailed assessment was completed in /);
    expect(sent[0]?.text).toContain("Overall level by ASD's method: Maturity Level One");
  });

  it('mails nothing for a refused submission', async () => {
    expect((await post(completedAssessmentBody({ respondentEmail: 'not an address' }))).statusCode).toBe(400);
    await tasks.idle();
    expect(sent).toEqual([]);
  });
});
