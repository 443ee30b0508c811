import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  API_TOKEN_PREFIX,
  apiTokenActor,
  apiTokenState,
  EXPIRED_TOKEN_MESSAGE,
  REVOKED_TOKEN_MESSAGE,
  scopeAllows,
  TOKEN_SCOPE_MESSAGE,
  TOKENS_ONLY_READ_MESSAGE,
  UNKNOWN_TOKEN_MESSAGE,
  type ApiTokenScope,
} from '../../domain/api-tokens';
import { sendError } from '../errors.server';
import { markRefusalRecorded, recordRefusal } from '../refusal-audit.server';
import { hashSecret } from '../secrets.server';
import { findApiTokenBySecretHash, markApiTokenUsed, type StoredApiToken } from '../store/api-tokens.server';
import type { Database } from '../store/schema.server';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The marker of a route that takes an API token (`Authorization: Bearer`): the scope a token needs for it. Only
     * GET routes that change nothing carry one; every other route answers a token 403.
     */
    tokenScope?: ApiTokenScope;
    /** For the OpenAPI document: the media type of a token route's answer that is a file (the CSV), not JSON. */
    answerMediaType?: string;
  }
  interface FastifyRequest {
    /** The API token a request to a token route was let in with (`registerApiTokens`). */
    apiToken?: Pick<StoredApiToken, 'id' | 'name' | 'scope'>;
  }
}

/** The methods that read: the only ones a token route may have. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/** The secret of an `Authorization: Bearer <secret>` header; undefined without one (or with another scheme). */
export function bearerSecretOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^bearer[ \t]+(\S+)[ \t]*$/i.exec(header) : null;
  return match?.[1];
}

/** The token a request holds on a route that takes one: undefined on every other route, whatever the request carries. */
export function tokenHolder(request: FastifyRequest): FastifyRequest['apiToken'] {
  return request.routeOptions.config.tokenScope !== undefined && READ_METHODS.has(request.method) ? request.apiToken : undefined;
}

/** Refuses a request with a token, written to the audit log by the token's name when the secret names one. */
async function refuse(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  at: number,
  { status, code, message, token }: { status: 401 | 403; code: string; message: string; token: StoredApiToken | undefined },
): Promise<FastifyReply> {
  // A secret that names no token is not recorded when it is refused for what it is (401), as a request with no session is not.
  if (token || status === 403) {
    await recordRefusal(db, request, { now: at, errorCode: code, username: token ? apiTokenActor(token.name) : undefined });
    markRefusalRecorded(request);
  }
  return sendError(reply, status, code, message);
}

/**
 * Lets read-only API tokens in, on the routes that opt in and nowhere else: a request with `Authorization: Bearer`
 * reaches a route marked `config.tokenScope` (a GET) with a token that is known, not expired, not revoked and of a scope
 * that covers the route; the token's last-used time is then noted, and the route's handler sees `request.apiToken`
 * (its reads and exports are audited with the token's name as the actor). A token on any other route is 403 in words,
 * before its body is read, so it changes nothing; an unknown, expired or revoked token is 401 in words. Runs before the
 * origin check, so a tool is told why.
 */
export function registerApiTokens(app: FastifyInstance, db: Kysely<Database>, now: () => number): void {
  app.addHook('onRequest', async (request, reply) => {
    const secret = bearerSecretOf(request);
    // No route (a 404) takes nothing, so it is answered as it would be.
    if (secret === undefined || request.routeOptions.url === undefined) return;
    const at = now();
    const token = secret.startsWith(API_TOKEN_PREFIX) ? await findApiTokenBySecretHash(db, hashSecret(secret)) : undefined;
    const routeScope = request.routeOptions.config.tokenScope;
    if (routeScope === undefined || !READ_METHODS.has(request.method)) {
      return refuse(db, request, reply, at, { status: 403, code: 'tokens_only_read', message: TOKENS_ONLY_READ_MESSAGE, token });
    }
    if (!token) return refuse(db, request, reply, at, { status: 401, code: 'token_unknown', message: UNKNOWN_TOKEN_MESSAGE, token });
    const state = apiTokenState(token, at);
    if (state === 'revoked') return refuse(db, request, reply, at, { status: 401, code: 'token_revoked', message: REVOKED_TOKEN_MESSAGE, token });
    if (state === 'expired') return refuse(db, request, reply, at, { status: 401, code: 'token_expired', message: EXPIRED_TOKEN_MESSAGE, token });
    if (!scopeAllows(token.scope, routeScope)) return refuse(db, request, reply, at, { status: 403, code: 'token_scope', message: TOKEN_SCOPE_MESSAGE, token });
    await markApiTokenUsed(db, token.id, at);
    request.apiToken = { id: token.id, name: token.name, scope: token.scope };
  });
}
