import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  invitationAcceptedSchema,
  invitationAcceptSchema,
  invitationDetailsSchema,
  invitationLookupSchema,
  invitationMadeSchema,
  invitationSchema,
  invitationUsernameParamsSchema,
  type PendingInvitation,
} from '../../domain/account-schemas';
import { DAY_MS, INVITATION_DAYS } from '../../domain/constants';
import { invitationPath } from '../../domain/links';
import { lookalikeUsernameMessage } from '../../domain/username-skeleton';
import { hashPassword } from '../auth/passwords.server';
import { requireAdministrator, supportUsername } from '../auth/require-support.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import type { InvitationDelivery } from '../mail/invitation-mail.server';
import { NO_FIELDS_MESSAGE, noFieldsBody } from '../invalid-input.server';
import type { RateLimits } from '../rate-limits.server';
import { hashSecret, newSecret } from '../secrets.server';
import { changeWithAudit } from '../store/audited-change.server';
import { acceptInvitation, deletePendingInvitations, findPendingInvitation, insertInvitationIfFree } from '../store/invitations.server';
import type { Database } from '../store/schema.server';
import { usernameKey } from '../store/support-users.server';

export interface InvitationRouteOptions {
  now: () => number;
  /** How invitations are mailed; absent when SMTP is not configured, and then the link is shown once to the administrator. */
  delivery: InvitationDelivery | undefined;
  /** The origin invitation links point at: E8_PUBLIC_URL, never the request's Host header (which a caller controls). */
  linkBase: string;
  /** The public lookup and accept routes are limited per address like the password reset. */
  limit: RateLimits['passwordReset'];
}

const INVALID_INVITATION = 'This invitation link is not valid or has expired. Ask an administrator for a new one.';

/** An invitation's link: the secret in the fragment, so it never reaches a server log. */
export function invitationLink(linkBase: string, token: string): string {
  return `${new URL(linkBase).origin}${invitationPath(token)}`;
}

/**
 * Invitations to the support team. An administrator invites a username that is free (no account and
 * no pending invitation with it or a lookalike of it) with a role; the invitation lasts INVITATION_DAYS and only the
 * hash of its link's secret is stored. With mail configured and an address given the link is mailed,
 * otherwise it is answered once for the administrator to pass on. The invitee looks the link up and
 * sets their own password; accepting claims the invitation atomically, so a link works exactly once,
 * and only while the administrator who made it is still an enabled administrator.
 */
export function invitationRoutes(app: FastifyInstance, db: Kysely<Database>, options: InvitationRouteOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before input is parsed, so a stranger gets 401 and a consultant 403 rather than a 400 about the input.
  const administrator = requireAdministrator(db, options.now);
  // Before input is parsed too, so every request counts toward the limit, a malformed one as well.
  const limit = options.limit;

  api.post(
    '/api/support/invitations',
    {
      preValidation: administrator,
      schema: { body: invitationSchema, response: { 201: invitationMadeSchema, ...errorResponses } },
      config: { invalidInput: { message: (fields) => fields.username ?? fields.email ?? fields.role ?? 'Check the form' } },
    },
    async (request, reply) => {
      const input = request.body;
      const now = options.now();
      const token = newSecret();
      const invitedBy = supportUsername(request);
      const invitation = {
        tokenHash: hashSecret(token),
        username: input.username,
        email: input.email === '' ? null : input.email,
        role: input.role,
        invitedBy,
        createdAt: now,
        expiresAt: now + INVITATION_DAYS * DAY_MS,
      };
      const inTheWay = await changeWithAudit(db, async (trx) => {
        const found = await insertInvitationIfFree(trx, invitation, now);
        const audit = { at: now, actor: invitedBy, action: 'account-invited', assessmentId: null, details: input.role, address: request.ip, account: input.username } as const;
        return { result: found, audit: found === undefined ? audit : null };
      });
      if (inTheWay !== undefined && usernameKey(inTheWay) === usernameKey(input.username)) {
        return sendError(reply, 409, 'username_taken', `The username "${input.username}" is already taken by an account or a pending invitation. Choose another.`);
      }
      if (inTheWay !== undefined) {
        return sendError(reply, 409, 'username_lookalike', lookalikeUsernameMessage(input.username, inTheWay));
      }
      const link = invitationLink(options.linkBase, token);
      if (options.delivery && invitation.email) {
        try {
          const site = new URL(options.linkBase).origin;
          await options.delivery.send(invitation.email, link, { username: input.username, role: input.role, invitedBy, expiresAt: invitation.expiresAt, site });
          return reply.status(201).send({ sent: true });
        } catch (error) {
          // The invitation stands; the administrator gets its link to pass on instead.
          request.log.error({ err: error }, 'invitation: the email could not be sent');
          return reply.status(201).send({ link, mailFailed: true });
        }
      }
      return reply.status(201).send({ link });
    },
  );

  api.delete(
    '/api/support/invitations/:username',
    {
      preValidation: administrator,
      schema: { params: invitationUsernameParamsSchema, body: noFieldsBody, response: { 204: z.undefined(), ...errorResponses } },
      config: { invalidParams: { status: 404, code: 'not_found', message: 'There is no pending invitation for this username' }, invalidInput: { message: NO_FIELDS_MESSAGE } },
    },
    async (request, reply) => {
      const { username } = request.params;
      const cancelled = await changeWithAudit(db, async (trx) => {
        const deleted = await deletePendingInvitations(trx, username);
        const audit = { at: options.now(), actor: supportUsername(request), action: 'invitation-cancelled', assessmentId: null, details: '', address: request.ip, account: username } as const;
        return { result: deleted, audit: deleted === 0 ? null : audit };
      });
      if (cancelled === 0) return sendError(reply, 404, 'not_found', `There is no pending invitation for "${username}".`);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/invitations/lookup',
    {
      preValidation: limit,
      schema: { body: invitationLookupSchema, response: { 200: invitationDetailsSchema, ...errorResponses } },
      config: { invalidInput: { code: 'invalid_invitation', message: INVALID_INVITATION } },
    },
    async (request, reply) => {
      const invitation = await findPendingInvitation(db, hashSecret(request.body.token), options.now());
      if (!invitation) return sendError(reply, 400, 'invalid_invitation', INVALID_INVITATION);
      return { username: invitation.username, role: invitation.role, expiresAt: invitation.expiresAt };
    },
  );

  api.post(
    '/api/invitations/accept',
    {
      preValidation: limit,
      schema: { body: invitationAcceptSchema, response: { 201: invitationAcceptedSchema, ...errorResponses } },
      config: { invalidInput: { message: (fields) => fields.password ?? (fields.token ? INVALID_INVITATION : 'Check the form') } },
    },
    async (request, reply) => {
      const input = request.body;
      const tokenHash = hashSecret(input.token);
      // Checked before the slow password hash, so a dead link is answered at once.
      if (!(await findPendingInvitation(db, tokenHash, options.now()))) return sendError(reply, 400, 'invalid_invitation', INVALID_INVITATION);
      const passwordHash = await hashPassword(input.password);
      const now = options.now();
      const result = await changeWithAudit(db, async (trx) => {
        const accepted = await acceptInvitation(trx, tokenHash, { id: randomUUID(), passwordHash }, now);
        const audit = (invitation: PendingInvitation) =>
          ({ at: now, actor: invitation.username, action: 'invitation-accepted', assessmentId: null, details: invitation.role, address: request.ip, account: invitation.username }) as const;
        return { result: accepted, audit: typeof accepted === 'string' ? null : audit(accepted.accepted) };
      });
      if (result === 'invalid') return sendError(reply, 400, 'invalid_invitation', INVALID_INVITATION);
      if (result === 'taken') {
        return sendError(reply, 409, 'username_taken', 'An account with this username was created meanwhile. Ask an administrator for a new invitation.');
      }
      return reply.status(201).send({ username: result.accepted.username });
    },
  );
}
