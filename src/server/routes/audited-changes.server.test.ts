import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditAction } from '../../domain/audit';
import { refuseAuditEvents } from '../../../tests/support/audit-faults';
import { completedAssessmentBody, detailedOutcomes } from '../../../tests/support/assessments';
import { TINY_PDF } from '../../../tests/support/evidence-fixtures';
import { multipartBody } from '../../../tests/support/multipart';
import { findEverythingWithinTarget, findingBody, REVIEWED_REQUIREMENT, scopeBody, submitDetailed } from '../../../tests/support/review';
import { DATABASES } from '../../../tests/support/databases';
import { useTestApp } from '../../../tests/support/test-app';
import { createSupportUser, signIn, SUPPORT_PASSWORD, SUPPORT_USERNAME } from '../../../tests/support/support-user';
import { countAssessments } from '../store/assessments.server';
import { countEvidenceFiles } from '../store/evidence-files.server';
import { followUpStatusOf, noteCountOf } from '../store/follow-up.server';
import { findingOf, findingsOf, reviewOf } from '../store/review.server';
import { replaceResetToken } from '../store/password-resets.server';
import { disableAccountUnlessLastAdministrator, findSupportUserByUsername } from '../store/support-users.server';
import { hashSecret } from '../secrets.server';

/** A batch agreeing with the respondent's answer to the requirement reviewed, as submitted, with no files. */
const AGREEMENT = { requirements: [{ requirementId: REVIEWED_REQUIREMENT, answered: 'effective', answer: detailedOutcomes()[REVIEWED_REQUIREMENT], fileIds: [] }], testMethod: 'interview' };

const CONSULTANT = 'Casey';
const CONSULTANT_PASSWORD = 'Casey-Passw0rd!Long';
const NEW_PASSWORD = 'An0ther-Long!Password';

/** A change a route makes and audits: how to make it, and whether it is stored. */
interface AuditedRoute {
  name: string;
  action: AuditAction;
  /** Makes the change through the API; `ready` is what `prepare` gave. */
  request: (ready: string) => Promise<LightMyRequestResponse>;
  /** Whether the change is stored. */
  changed: (ready: string) => Promise<boolean>;
  /** What the change needs first (an assessment's id, a session's cookie); '' when nothing. */
  prepare?: () => Promise<string>;
  /** How many events the change writes: one unless it is about two things. */
  events?: number;
}

describe.each(DATABASES)('every audited change keeps its event or neither, on $name', ({ open }) => {
  // `suite.cookie` is the administrator's session.
  const suite = useTestApp(open, {
    start: Date.UTC(2026, 10, 25, 1, 0),
    advance: 60_000,
    empty: ['audit_events', 'login_attempts', 'sessions', 'password_reset_tokens', 'invitations', 'assessment_notes', 'assessment_controls', 'assessments', 'support_users'],
    signedIn: true,
  });
  const { database } = suite;
  beforeEach(async () => {
    await createSupportUser(database.db, CONSULTANT, CONSULTANT_PASSWORD, 'consultant');
  });

  const submit = async () => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/assessments', payload: completedAssessmentBody({ organizationName: 'Audited Pty Ltd' }) });
    return response.json<{ id: string; accessKey: string }>();
  };
  const assessmentId = async () => (await submit()).id;
  const support = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = suite.cookie) =>
    suite.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const consultant = async () => {
    const user = await findSupportUserByUsername(database.db, CONSULTANT);
    if (!user) throw new Error('no consultant');
    return user;
  };
  const review = (id: string, step: string, method: 'POST' | 'DELETE' = 'POST') => support(method, `/api/support/assessments/${id}/review/${step}`);
  /** A completed detailed assessment with a finding (and, straight in the store, every other within the target), its review taken as far as the steps given. */
  const reviewed = async (...steps: [string, 'POST' | 'DELETE'][]) => {
    const { id } = await submitDetailed(suite.app);
    await support('PUT', `/api/support/assessments/${id}/findings/${REVIEWED_REQUIREMENT}`, findingBody());
    await findEverythingWithinTarget(database.db, id);
    for (const [step, method] of steps) await review(id, step, method);
    return id;
  };
  const addAssessorFile = (id: string) => {
    const { payload, contentType } = multipartBody({ requirementId: REVIEWED_REQUIREMENT }, { name: 'scan.pdf', content: TINY_PDF });
    return suite.app.inject({ method: 'POST', url: `/api/support/assessments/${id}/evidence`, headers: { cookie: suite.cookie, 'content-type': contentType }, payload });
  };
  const signedIn = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<{ authenticated: boolean }>().authenticated;
  const sessionCount = async () => (await database.db.selectFrom('sessions').select('token_hash').execute()).length;
  const pendingInvitations = async () => (await database.db.selectFrom('invitations').select('username').where('accepted_at', 'is', null).execute()).length;

  const routes: AuditedRoute[] = [
    {
      name: 'a follow-up status',
      action: 'follow-up',
      prepare: assessmentId,
      request: (id) => support('PUT', `/api/assessments/${id}/follow-up`, { status: 'won' }),
      changed: async (id) => (await followUpStatusOf(database.db, id)) === 'won',
    },
    {
      name: 'a note',
      action: 'note',
      prepare: assessmentId,
      request: (id) => support('POST', `/api/assessments/${id}/notes`, { text: 'Called them' }),
      changed: async (id) => (await noteCountOf(database.db, id)) === 1,
    },
    {
      name: 'a deletion by a support user',
      action: 'delete',
      prepare: assessmentId,
      request: (id) => support('DELETE', `/api/assessments/${id}`),
      changed: async (id) => (await followUpStatusOf(database.db, id)) === undefined,
    },
    {
      name: 'a deletion by the respondent',
      action: 'delete',
      prepare: async () => {
        const saved = await submit();
        return `${saved.id} ${saved.accessKey}`;
      },
      request: (ready) => {
        const [id = '', key = ''] = ready.split(' ');
        return suite.app.inject({ method: 'DELETE', url: `/api/assessments/${id}`, headers: { 'x-access-key': key } });
      },
      changed: async (ready) => (await followUpStatusOf(database.db, ready.split(' ')[0] ?? '')) === undefined,
    },
    {
      name: 'a finding',
      action: 'finding-saved',
      prepare: async () => (await submitDetailed(suite.app)).id,
      request: (id) => support('PUT', `/api/support/assessments/${id}/findings/${REVIEWED_REQUIREMENT}`, findingBody()),
      changed: async (id) => (await findingOf(database.db, id, REVIEWED_REQUIREMENT)) !== undefined,
    },
    {
      name: 'the scope of a review',
      action: 'review-scope-saved',
      prepare: async () => (await submitDetailed(suite.app)).id,
      request: (id) => support('PUT', `/api/support/assessments/${id}/review/scope`, scopeBody()),
      changed: async (id) => (await reviewOf(database.db, id))?.version === 1,
    },
    {
      name: 'the target of a review',
      action: 'review-target-saved',
      prepare: async () => (await submitDetailed(suite.app)).id,
      request: (id) => support('PUT', `/api/support/assessments/${id}/review/target`, { targetLevel: 2, strategyTargets: {}, version: 0 }),
      changed: async (id) => (await reviewOf(database.db, id))?.targetVersion === 1,
    },
    {
      name: 'a batch of agreements',
      action: 'findings-agreed',
      prepare: async () => (await submitDetailed(suite.app)).id,
      request: (id) => support('POST', `/api/support/assessments/${id}/findings/agreements`, AGREEMENT),
      changed: async (id) => (await findingOf(database.db, id, REVIEWED_REQUIREMENT)) !== undefined,
    },
    {
      name: 'undoing a batch of agreements',
      action: 'findings-agreement-undone',
      prepare: async () => {
        const { id } = await submitDetailed(suite.app);
        const agreed = await support('POST', `/api/support/assessments/${id}/findings/agreements`, AGREEMENT);
        return `${id} ${agreed.json<{ batchId: string }>().batchId}`;
      },
      request: (ready) => {
        const [id = '', batchId = ''] = ready.split(' ');
        return support('DELETE', `/api/support/assessments/${id}/findings/agreements/${batchId}`);
      },
      changed: async (ready) => (await findingsOf(database.db, ready.split(' ')[0] ?? '')).length === 0,
    },
    {
      name: 'finishing a review',
      action: 'review-finished',
      prepare: () => reviewed(),
      request: (id) => review(id, 'finish'),
      changed: async (id) => (await reviewOf(database.db, id))?.finishedAt !== null,
    },
    {
      name: 'reopening a review',
      action: 'review-reopened',
      prepare: () => reviewed(['finish', 'POST']),
      request: (id) => review(id, 'reopen'),
      changed: async (id) => (await reviewOf(database.db, id))?.finishedAt === null,
    },
    {
      name: 'sharing a review',
      action: 'review-shared',
      prepare: () => reviewed(['finish', 'POST']),
      request: (id) => review(id, 'share'),
      changed: async (id) => (await reviewOf(database.db, id))?.sharedAt !== null,
    },
    {
      name: 'withdrawing a shared review',
      action: 'review-unshared',
      prepare: () => reviewed(['finish', 'POST'], ['share', 'POST']),
      request: (id) => review(id, 'share', 'DELETE'),
      changed: async (id) => (await reviewOf(database.db, id))?.sharedAt === null,
    },
    {
      name: 'an assessor’s evidence file',
      action: 'assessor-evidence-added',
      prepare: async () => (await submitDetailed(suite.app)).id,
      request: (id) => addAssessorFile(id),
      changed: async () => (await countEvidenceFiles(database.db)) === 1,
    },
    {
      name: 'removing an assessor’s evidence file',
      action: 'assessor-evidence-removed',
      prepare: async () => {
        const { id } = await submitDetailed(suite.app);
        return `${id} ${(await addAssessorFile(id)).json<{ id: string }>().id}`;
      },
      request: (ready) => {
        const [id = '', evidenceId = ''] = ready.split(' ');
        return support('DELETE', `/api/support/assessments/${id}/evidence/${evidenceId}`);
      },
      changed: async () => (await countEvidenceFiles(database.db)) === 0,
    },
    {
      name: 'a detailed copy of a quick check for review',
      action: 'review-copy-made',
      prepare: assessmentId,
      request: (id) => support('POST', `/api/support/assessments/${id}/review-copy`),
      changed: async () => (await countAssessments(database.db)) === 2,
      // One in each assessment's history.
      events: 2,
    },
    {
      name: 'disabling an account',
      action: 'account-disabled',
      prepare: async () => signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD),
      request: async () => support('POST', `/api/support/accounts/${(await consultant()).id}/disable`),
      // Disabling ends the account's sessions too: they go with it, or stay with it.
      changed: async (cookie) => (await consultant()).disabledAt !== null && !(await signedIn(cookie)),
    },
    {
      name: 'enabling an account',
      action: 'account-enabled',
      prepare: async () => {
        await disableAccountUnlessLastAdministrator(database.db, (await consultant()).id, suite.clock);
        return '';
      },
      request: async () => support('POST', `/api/support/accounts/${(await consultant()).id}/enable`),
      changed: async () => (await consultant()).disabledAt === null,
    },
    {
      name: 'resetting an account’s second factors',
      action: 'factors-reset',
      prepare: async () => signIn(suite.app, CONSULTANT, CONSULTANT_PASSWORD),
      request: async () => support('POST', `/api/support/accounts/${(await consultant()).id}/reset-factors`),
      changed: async (cookie) => !(await signedIn(cookie)),
    },
    {
      name: 'a change of role',
      action: 'role-changed',
      request: async () => support('PUT', `/api/support/accounts/${(await consultant()).id}/role`, { role: 'administrator' }),
      changed: async () => (await consultant()).role === 'administrator',
    },
    {
      name: 'an invitation',
      action: 'account-invited',
      request: () => support('POST', '/api/support/invitations', { username: 'Robin', role: 'consultant', email: '' }),
      changed: async () => (await pendingInvitations()) === 1,
    },
    {
      name: 'cancelling an invitation',
      action: 'invitation-cancelled',
      prepare: async () => {
        await support('POST', '/api/support/invitations', { username: 'Robin', role: 'consultant', email: '' });
        return '';
      },
      request: () => support('DELETE', '/api/support/invitations/Robin'),
      changed: async () => (await pendingInvitations()) === 0,
    },
    {
      name: 'a sign-in',
      action: 'sign-in',
      request: () => suite.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: CONSULTANT, password: CONSULTANT_PASSWORD } }),
      changed: async () => (await sessionCount()) === 2,
    },
    {
      name: 'a sign-out',
      action: 'sign-out',
      request: () => support('POST', '/api/auth/logout'),
      changed: async () => !(await signedIn(suite.cookie)),
    },
    {
      name: 'signing out everywhere else',
      action: 'session-ended',
      prepare: async () => signIn(suite.app, SUPPORT_USERNAME, SUPPORT_PASSWORD),
      request: () => support('POST', '/api/account/sessions/end-others'),
      changed: async (other) => !(await signedIn(other)),
    },
    {
      name: 'signing out one other session',
      action: 'session-ended',
      prepare: async () => signIn(suite.app, SUPPORT_USERNAME, SUPPORT_PASSWORD),
      request: async () => {
        const listed = await suite.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie: suite.cookie } });
        const other = listed.json<{ sessions: { id: string; current: boolean }[] }>().sessions.find((session) => !session.current);
        return support('DELETE', `/api/account/sessions/${other?.id ?? 'none'}`);
      },
      changed: async (other) => !(await signedIn(other)),
    },
    {
      name: 'a password reset by link',
      action: 'password-reset',
      prepare: async () => {
        const user = await consultant();
        await replaceResetToken(database.db, { tokenHash: hashSecret('reset-token'), userId: user.id, createdAt: suite.clock, expiresAt: suite.clock + 3_600_000 }, suite.clock);
        return 'reset-token';
      },
      request: (token) => suite.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: NEW_PASSWORD } }),
      changed: async () => (await suite.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: CONSULTANT, password: NEW_PASSWORD } })).statusCode === 200,
    },
    {
      name: 'a change of password',
      action: 'password-changed',
      request: () => support('POST', '/api/account/password', { currentPassword: SUPPORT_PASSWORD, newPassword: NEW_PASSWORD }),
      changed: async () => {
        const answer = await suite.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: SUPPORT_USERNAME, password: NEW_PASSWORD } });
        return answer.statusCode === 200;
      },
    },
  ];

  const eventsOf = async (action: AuditAction) => (await database.db.selectFrom('audit_events').select('action').where('action', '=', action).execute()).length;

  it.each(routes)('keeps neither $name nor its event when the database refuses the event', async (route) => {
    const ready = route.prepare ? await route.prepare() : '';
    const before = await eventsOf(route.action);
    const lift = await refuseAuditEvents(database.db, route.action);
    let response: LightMyRequestResponse;
    try {
      response = await route.request(ready);
    } finally {
      await lift();
    }
    expect(response.statusCode, response.body).toBe(500);
    expect(await route.changed(ready)).toBe(false);
    expect(await eventsOf(route.action)).toBe(before);
  });

  it.each(routes)('keeps both $name and its event otherwise', async (route) => {
    const ready = route.prepare ? await route.prepare() : '';
    const before = await eventsOf(route.action);
    const response = await route.request(ready);
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(await route.changed(ready)).toBe(true);
    expect(await eventsOf(route.action)).toBe(before + (route.events ?? 1));
  });
});
