import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  API_TOKEN_PREFIX,
  apiTokenCreatedSchema,
  apiTokenExpiry,
  apiTokenIdParamsSchema,
  apiTokenInWords,
  apiTokenInputSchema,
  apiTokenListSchema,
  type ApiTokenCreated,
  type ApiTokenList,
} from '../../domain/api-tokens';
import type { AuditAction } from '../../domain/audit';
import { requireAdministrator, supportUsername } from '../auth/require-support.server';
import { errorResponses } from '../contract.server';
import { sendError } from '../errors.server';
import { NO_FIELDS_MESSAGE, noFieldsBody, type InvalidInputAnswer } from '../invalid-input.server';
import { hashSecret, newSecret } from '../secrets.server';
import { findApiTokenById, insertApiToken, listApiTokens, revokeApiToken, tokenSummary, usableTokenNamed, type StoredApiToken } from '../store/api-tokens.server';
import { changeWithAudit } from '../store/audited-change.server';
import type { Database } from '../store/schema.server';

/**
 * An administrator's read-only API tokens: the list, making one (its secret answered once, kept only as a hash) and
 * revoking one, which takes effect at the token's next request. Every route needs a signed-in administrator (a
 * consultant gets 403; an API token is refused on all of them), and making and revoking are written to the audit log
 * with the token's name.
 */
export function apiTokenRoutes(app: FastifyInstance, db: Kysely<Database>, { now, timeZone }: { now: () => number; timeZone: string }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = requireAdministrator(db, now);
  /** An :id that is not a UUID names no token. */
  const invalidParams: InvalidInputAnswer = { status: 404, code: 'not_found', message: 'API token not found' };
  const event = (request: FastifyRequest, action: AuditAction, details: string, at: number) =>
    ({ at, actor: supportUsername(request), action, assessmentId: null, details, address: request.ip }) as const;

  api.get('/api/support/api-tokens', { preValidation, schema: { response: { 200: apiTokenListSchema, ...errorResponses } } }, async (): Promise<ApiTokenList> => ({
    tokens: (await listApiTokens(db)).map(tokenSummary),
  }));

  api.post(
    '/api/support/api-tokens',
    {
      preValidation,
      schema: { body: apiTokenInputSchema, response: { 201: apiTokenCreatedSchema, ...errorResponses } },
      config: { invalidInput: { message: 'The API token is not valid' } },
    },
    async (request, reply) => {
      const { name, scope, expiresInDays } = request.body;
      const at = now();
      // Two usable tokens of one name would read as one in the audit log.
      if (await usableTokenNamed(db, name, at)) {
        return sendError(reply, 409, 'token_name_taken', `A token called ${name} is already in use. Revoke it first, or choose another name.`, { name: 'Choose another name' });
      }
      const secret = `${API_TOKEN_PREFIX}${newSecret()}`;
      const token: StoredApiToken = {
        id: randomUUID(),
        name,
        scope,
        createdBy: supportUsername(request),
        createdAt: at,
        expiresAt: apiTokenExpiry(at, expiresInDays),
        lastUsedAt: null,
        revokedAt: null,
        revokedBy: null,
        secretHash: hashSecret(secret),
      };
      await changeWithAudit(db, async (trx) => {
        await insertApiToken(trx, token);
        return { result: undefined, audit: event(request, 'api-token-created', apiTokenInWords(token, timeZone), at) };
      });
      const created: ApiTokenCreated = { token: tokenSummary(token), secret };
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  api.post(
    '/api/support/api-tokens/:id/revoke',
    {
      preValidation,
      schema: { params: apiTokenIdParamsSchema, body: noFieldsBody, response: { 204: z.undefined(), ...errorResponses } },
      config: { invalidParams, invalidInput: { message: NO_FIELDS_MESSAGE } },
    },
    async (request, reply) => {
      const token = await findApiTokenById(db, request.params.id);
      if (!token) return sendError(reply, 404, 'not_found', 'API token not found');
      const at = now();
      await changeWithAudit(db, async (trx) => {
        // Revoking a revoked token changes nothing, and records nothing.
        const revoked = await revokeApiToken(trx, token.id, supportUsername(request), at);
        return { result: undefined, audit: revoked ? event(request, 'api-token-revoked', apiTokenInWords(token, timeZone), at) : null };
      });
      return reply.status(204).send();
    },
  );
}
