import { describe, expect, it } from 'vitest';
import { auditLogFiltersInWords, auditLogReadInWords, listReadAction, listReadInWords, refusalInWords } from './audit-reads';
import { assessmentListQuerySchema } from './support-views';

describe('audit reads in words', () => {
  it('tells a search from a read of the list, and says the page, filters and sort', () => {
    expect(listReadAction({ search: undefined })).toBe('list-read');
    expect(listReadAction({ search: 'Acme' })).toBe('search');
    expect(listReadInWords(assessmentListQuerySchema.parse({}))).toBe('Page 1');
    expect(listReadInWords(assessmentListQuerySchema.parse({ search: 'Acme', page: '2', status: 'draft', sort: 'level' }))).toBe('"Acme" page 2; drafts; by ASD\'s level, descending');
    expect(listReadInWords(assessmentListQuerySchema.parse({ followUp: 'won', review: 'in-review', sort: 'review', direction: 'asc' }))).toBe('Page 1; follow-up Won; review In review; by review status, ascending');
    expect(listReadInWords(assessmentListQuerySchema.parse({ owner: 'casey', nextAction: 'overdue' }))).toBe('Page 1; owner casey; next action overdue');
  });

  it('says the audit log filters read and why a request was refused', () => {
    expect(auditLogReadInWords({ page: 1 })).toBe('Page 1');
    expect(auditLogReadInWords({ page: 3, actor: 'Alex', action: 'sign-in', from: '2026-11-01', to: '2026-11-30' })).toBe('Page 3; person Alex; action Signed in; from 2026-11-01; to 2026-11-30');
    expect(auditLogReadInWords({ page: 1, assessment: '0f8e6c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b' })).toBe('Page 1; assessment 0f8e6c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(auditLogFiltersInWords({})).toBe('');
    expect(auditLogFiltersInWords({ actor: 'Alex', action: 'export' })).toBe('person Alex; action Exported');
    expect(refusalInWords('GET', '/api/support/audit', 'administrators_only')).toBe('GET /api/support/audit: administrators only');
    expect(refusalInWords('POST', '/api/x', 'account_disabled')).toBe('POST /api/x: the account is disabled');
    expect(refusalInWords('POST', '/api/x', 'some_new_code')).toBe('POST /api/x: not allowed');
  });
});
