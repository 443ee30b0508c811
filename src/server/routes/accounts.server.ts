import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { accountIdParamsSchema, accountsAnswerSchema, roleChangeInWords, roleChangeSchema, withInvitationsCancelled, type AccountsAnswer } from '../../domain/account-schemas';
import type { AuditAction } from '../../domain/audit';
import { requireAdministrator, supportUsername } from '../auth/require-support.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import { NO_FIELDS_MESSAGE, noFieldsBody, type InvalidInputAnswer } from '../invalid-input.server';
import { changeWithAudit } from '../store/audited-change.server';
import { deletePendingInvitationsMadeBy, listPendingInvitations } from '../store/invitations.server';
import type { Database } from '../store/schema.server';
import { deleteSecondFactorsOf } from '../store/second-factors.server';
import { deleteSessionsOfUser } from '../store/sessions.server';
import {
  disableAccountUnlessLastAdministrator,
  enableAccount,
  findSupportUserById,
  listAccounts,
  setAccountRoleUnlessLastAdministrator,
  type SupportUser,
} from '../store/support-users.server';

export interface AccountRouteOptions {
  now: () => number;
  /** Whether invitations can be mailed here (SMTP configured), so the page says "Send invitation" or "Create invitation link". */
  mailAvailable: boolean;
}

/** The refusal to leave the team without an active administrator. */
function sendLastAdministrator(reply: FastifyReply, username: string): FastifyReply {
  return sendError(reply, 409, 'last_administrator', `${username} is the last active administrator. Make another account an administrator first.`);
}

/**
 * An administrator's management of accounts: the list (with pending invitations), disabling and
 * enabling, resetting second factors and changing roles. Every route needs an administrator (a
 * consultant gets 403). Disabling or resetting factors ends the account's sessions at once (disabling keeps
 * their rows, refused, until the account is enabled again, which deletes them). Disabling
 * or demoting an account cancels the invitations it made that are still pending (accepting one also
 * checks that its maker is still an enabled administrator, invitations.server.ts). The last
 * active administrator can never be disabled or demoted, themselves included: the check and the change
 * are one statement under one lock (support-users.server.ts), so two administrators acting at once
 * cannot both succeed.
 */
export function accountRoutes(app: FastifyInstance, db: Kysely<Database>, options: AccountRouteOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before input is parsed, so a stranger gets 401 and a consultant 403 rather than a 400 about the input.
  const preValidation = requireAdministrator(db, options.now);
  /** An :id that is not a UUID names no account. */
  const invalidParams: InvalidInputAnswer = { status: 404, code: 'not_found', message: 'Account not found' };
  /** The routes that change one account and take no body: each answers 204. */
  const noBodyChange = {
    preValidation,
    schema: { params: accountIdParamsSchema, body: noFieldsBody, response: { 204: z.undefined(), ...errorResponses } },
    config: { invalidParams, invalidInput: { message: NO_FIELDS_MESSAGE } },
  };

  /** The account an :id names, or a 404 sent. */
  const accountOf = async (reply: FastifyReply, id: string): Promise<SupportUser | undefined> => {
    const user = await findSupportUserById(db, id);
    if (!user) sendError(reply, 404, 'not_found', 'Account not found');
    return user;
  };

  const event = (request: FastifyRequest, action: AuditAction, account: string, details: string, at: number) =>
    ({ at, actor: supportUsername(request), action, assessmentId: null, details, address: request.ip, account }) as const;

  api.get('/api/support/accounts', { preValidation, schema: { response: { 200: accountsAnswerSchema, ...errorResponses } } }, async (): Promise<AccountsAnswer> => {
    const [accounts, invitations] = await Promise.all([listAccounts(db), listPendingInvitations(db, options.now())]);
    return { accounts, invitations, mailAvailable: options.mailAvailable };
  });

  api.post('/api/support/accounts/:id/disable', noBodyChange, async (request, reply) => {
    const user = await accountOf(reply, request.params.id);
    if (!user) return reply;
    if (user.disabledAt !== null) return reply.status(204).send();
    const now = options.now();
    const disabled = await changeWithAudit(db, async (trx) => {
      // Its sessions stop at once (the session lookup ignores a disabled account's) but stay until it is
      // enabled again or they expire, so a consultant disabled mid-review is told why (403), not asked to sign in.
      if (!(await disableAccountUnlessLastAdministrator(trx, user.id, now))) return { result: false, audit: null };
      const cancelled = await deletePendingInvitationsMadeBy(trx, user.username, now);
      return { result: true, audit: event(request, 'account-disabled', user.username, withInvitationsCancelled('', cancelled), now) };
    });
    if (!disabled) return sendLastAdministrator(reply, user.username);
    return reply.status(204).send();
  });

  api.post('/api/support/accounts/:id/enable', noBodyChange, async (request, reply) => {
    const user = await accountOf(reply, request.params.id);
    if (!user) return reply;
    if (user.disabledAt === null) return reply.status(204).send();
    const now = options.now();
    await changeWithAudit(db, async (trx) => {
      // The sessions it held when disabled never come back: enabled, it signs in afresh.
      await deleteSessionsOfUser(trx, user.id);
      await enableAccount(trx, user.id, now);
      return { result: undefined, audit: event(request, 'account-enabled', user.username, '', now) };
    });
    return reply.status(204).send();
  });

  api.post('/api/support/accounts/:id/reset-factors', noBodyChange, async (request, reply) => {
    const user = await accountOf(reply, request.params.id);
    if (!user) return reply;
    const now = options.now();
    await changeWithAudit(db, async (trx) => {
      await deleteSecondFactorsOf(trx, user.id, now);
      await deleteSessionsOfUser(trx, user.id);
      return { result: undefined, audit: event(request, 'factors-reset', user.username, '', now) };
    });
    return reply.status(204).send();
  });

  api.put(
    '/api/support/accounts/:id/role',
    {
      preValidation,
      schema: { params: accountIdParamsSchema, body: roleChangeSchema, response: { 204: z.undefined(), ...errorResponses } },
      config: { invalidParams, invalidInput: { message: (fields) => fields.role ?? 'Choose a role' } },
    },
    async (request, reply) => {
      const input = request.body;
      const user = await accountOf(reply, request.params.id);
      if (!user) return reply;
      if (input.role === user.role) return reply.status(204).send();
      const now = options.now();
      const changed = await changeWithAudit(db, async (trx) => {
        if (!(await setAccountRoleUnlessLastAdministrator(trx, user.id, input.role, now))) return { result: false, audit: null };
        // Only an administrator can invite, so only a demotion takes invitations with it.
        const cancelled = input.role === 'administrator' ? 0 : await deletePendingInvitationsMadeBy(trx, user.username, now);
        return { result: true, audit: event(request, 'role-changed', user.username, withInvitationsCancelled(roleChangeInWords(user.role, input.role), cancelled), now) };
      });
      if (!changed) return sendLastAdministrator(reply, user.username);
      return reply.status(204).send();
    },
  );
}
