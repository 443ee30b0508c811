import { describe, expect, it } from 'vitest';
import { apiTokenActor, apiTokenExpiry, apiTokenInputSchema, apiTokenInWords, apiTokenState, scopeAllows } from './api-tokens';

const NOW = Date.UTC(2026, 10, 23, 1, 0);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('API tokens', () => {
  it('lets an export token do what a read token does, and a read token no export', () => {
    expect(scopeAllows('read', 'read')).toBe(true);
    expect(scopeAllows('export', 'read')).toBe(true);
    expect(scopeAllows('export', 'export')).toBe(true);
    expect(scopeAllows('read', 'export')).toBe(false);
  });

  it('is active until the moment it expires, and revoked whatever its expiry', () => {
    const token = { expiresAt: apiTokenExpiry(NOW, 90), revokedAt: null };
    expect(token.expiresAt).toBe(NOW + 90 * DAY_MS);
    expect(apiTokenState(token, token.expiresAt - 1)).toBe('active');
    expect(apiTokenState(token, token.expiresAt)).toBe('expired');
    expect(apiTokenState({ ...token, revokedAt: NOW }, NOW)).toBe('revoked');
  });

  it('lasts 90 days unless told otherwise, at most a year, and has a name', () => {
    expect(apiTokenInputSchema.parse({ name: ' Power BI ', scope: 'read' })).toEqual({ name: 'Power BI', scope: 'read', expiresInDays: 90 });
    expect(apiTokenInputSchema.safeParse({ name: 'Power BI', scope: 'read', expiresInDays: 365 }).success).toBe(true);
    expect(apiTokenInputSchema.safeParse({ name: 'Power BI', scope: 'read', expiresInDays: 366 }).success).toBe(false);
    expect(apiTokenInputSchema.safeParse({ name: 'Power BI', scope: 'read', expiresInDays: 0 }).success).toBe(false);
    expect(apiTokenInputSchema.safeParse({ name: 'x'.repeat(61), scope: 'read' }).success).toBe(false);
    expect(apiTokenInputSchema.safeParse({ name: 'Power BI', scope: 'write' }).success).toBe(false);
  });

  it('is named in the audit log as "token: <name>", with its scope and expiry when made or revoked', () => {
    expect(apiTokenActor('Power BI')).toBe('token: Power BI');
    expect(apiTokenInWords({ name: 'Power BI', scope: 'export', expiresAt: apiTokenExpiry(NOW, 90) }, 'Australia/Sydney')).toBe('Power BI (export scope, expires 21 February 2027)');
  });
});
