import { apiTokenCreatedSchema, apiTokenListSchema, type ApiTokenCreated, type ApiTokenList, type ApiTokenInput } from '../../domain/api-tokens';
import { requestJson, requestNoContent } from './http';

/** Every API token, newest first (administrators only: 403 otherwise). */
export function fetchApiTokens(): Promise<ApiTokenList> {
  return requestJson('/api/support/api-tokens', apiTokenListSchema.parse);
}

/** Makes a token: the answer carries its secret, the one time it is ever sent. */
export function createApiToken(input: ApiTokenInput): Promise<ApiTokenCreated> {
  return requestJson('/api/support/api-tokens', apiTokenCreatedSchema.parse, { method: 'POST', body: JSON.stringify(input) });
}

/** Revokes a token: it is refused from its next request on. */
export function revokeApiToken(id: string): Promise<void> {
  return requestNoContent(`/api/support/api-tokens/${encodeURIComponent(id)}/revoke`, { method: 'POST', body: '{}' });
}
