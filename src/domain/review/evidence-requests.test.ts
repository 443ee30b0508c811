import { describe, expect, it } from 'vitest';
import { evidenceRequestNotice } from './evidence-request-notice';
import { REQUIREMENTS } from '../framework/catalogue';
import { dueInWords, isOverdue, isRequestFor, pendingRequestsFor, requestedRequirementIds } from './evidence-request-words';
import { dueDayIssue, evidenceRequestAnswerSchema, evidenceRequestInputSchema, forRespondent, type EvidenceRequest } from './evidence-requests';
import { findingIdOf } from './finding-entries';

const TODAY = '2026-11-25';
const SHARED = ['application-control-event-logs-protected', 'user-application-hardening-event-logs-protected', 'multi-factor-authentication-event-logs-protected'];
const schema = evidenceRequestInputSchema(() => TODAY);

const request = (overrides: Partial<EvidenceRequest> = {}): EvidenceRequest => ({
  id: '0b6a2f4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  requirementIds: ['application-control-workstations'],
  wanted: 'The AppLocker policy',
  dueOn: '2026-12-10',
  state: 'open',
  askedAt: 0,
  askedBy: 'Casey',
  answer: '',
  answeredAt: null,
  uploadCount: 0,
  acceptedAt: null,
  acceptedBy: null,
  withdrawnAt: null,
  withdrawnBy: null,
  ...overrides,
});

const fieldsOf = (body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('a request for evidence as asked', () => {
  it('keeps each requirement under the id its finding is kept under', () => {
    for (const requirement of REQUIREMENTS) expect(requestedRequirementIds([requirement.id])).toEqual([findingIdOf(requirement.id)]);
  });

  it('keeps a shared requirement once, under its first entry, whichever entries are named', () => {
    expect(requestedRequirementIds([SHARED[2] ?? '', 'application-control-workstations', SHARED[1] ?? ''])).toEqual([SHARED[0], 'application-control-workstations']);
    const parsed = schema.parse({ requirementIds: [SHARED[1], SHARED[2]], wanted: '  The event log settings  ', dueOn: TODAY });
    expect(parsed).toEqual({ requirementIds: [SHARED[0]], wanted: 'The event log settings', dueOn: TODAY });
  });

  it('refuses no requirement, one not in the catalogue, empty words and a day that is not one, each by its field', () => {
    expect(fieldsOf({ requirementIds: [], wanted: ' ', dueOn: '2026-02-30' })).toEqual({
      requirementIds: 'Choose at least one requirement the evidence is for',
      wanted: 'Say what evidence is wanted, in words the respondent will understand',
      dueOn: 'Choose the day the evidence is wanted by, like 2026-12-10',
    });
    expect(fieldsOf({ requirementIds: ['no-such-requirement'], wanted: 'x', dueOn: TODAY })).toEqual({ 'requirementIds.0': 'This is not a requirement of the catalogue' });
    expect(fieldsOf({ requirementIds: ['application-control-workstations'], wanted: 'x', dueOn: TODAY, extra: 1 })).toHaveProperty('');
  });

  it('wants a due day from today to a year ahead', () => {
    expect(dueDayIssue('2026-11-24', TODAY)).toBe('The due day must be today (25 November 2026) or later');
    expect(dueDayIssue(TODAY, TODAY)).toBeUndefined();
    expect(dueDayIssue('2027-11-25', TODAY)).toBeUndefined();
    expect(dueDayIssue('2027-11-26', TODAY)).toBe('The due day must be no later than 25 November 2027, a year from today');
    expect(fieldsOf({ requirementIds: ['application-control-workstations'], wanted: 'x', dueOn: '2026-11-01' })).toEqual({ dueOn: 'The due day must be today (25 November 2026) or later' });
  });

  it('takes an answer in words, trimmed, and refuses an empty one', () => {
    expect(evidenceRequestAnswerSchema.parse({ answer: ' Sent by post. ' })).toEqual({ answer: 'Sent by post.' });
    expect(evidenceRequestAnswerSchema.safeParse({ answer: '   ' }).error?.issues[0]?.message).toBe('Write your answer before sending it');
  });
});

describe('requests beside a requirement', () => {
  it('counts a request on a shared requirement beside each of its entries, and only open or answered ones as pending', () => {
    const shared = request({ requirementIds: [SHARED[0] ?? ''] });
    expect(SHARED.every((id) => isRequestFor(shared, id))).toBe(true);
    expect(isRequestFor(shared, 'application-control-workstations')).toBe(false);
    const requests = [shared, request({ state: 'answered' }), request({ state: 'accepted' }), request({ state: 'withdrawn' })];
    expect(pendingRequestsFor(requests, SHARED[2] ?? '')).toEqual([shared]);
    expect(pendingRequestsFor(requests, 'application-control-workstations').map((each) => each.state)).toEqual(['answered']);
  });

  it('says by when in words, and an open request past its day as overdue', () => {
    expect(dueInWords(request(), TODAY)).toBe('Wanted by 10 December 2026');
    expect(isOverdue(request({ dueOn: '2026-11-24' }), TODAY)).toBe(true);
    expect(dueInWords(request({ dueOn: '2026-11-24' }), TODAY)).toBe('Was wanted by 24 November 2026 (overdue)');
    expect(isOverdue(request({ dueOn: '2026-11-24', state: 'answered' }), TODAY)).toBe(false);
  });

  it('gives the respondent no consultant’s account', () => {
    expect(forRespondent(request({ acceptedBy: 'Robin', withdrawnBy: 'Sam' }))).not.toHaveProperty('askedBy');
    expect(JSON.stringify(forRespondent(request({ acceptedBy: 'Robin', withdrawnBy: 'Sam' })))).not.toMatch(/Casey|Robin|Sam/);
  });
});

describe('the notice of a request', () => {
  it('names the firm, the organisation, the requirements in words, what is wanted, the day and the results link, and no evidence or consultant', () => {
    const notice = evidenceRequestNotice({
      request: request(),
      organisationName: 'Acme\nPty Ltd',
      companyName: 'Example Advisory',
      productName: 'Essential Eight Assessment Tool',
      resultsLink: 'https://e8.example/assessment/results?id=abc',
    });
    expect(notice.subject).toBe('Example Advisory asks for evidence for the Essential Eight assessment of Acme Pty Ltd');
    expect(notice.text).toContain('The AppLocker policy');
    expect(notice.text).toContain('Wanted by 10 December 2026.');
    expect(notice.text).toContain('https://e8.example/assessment/results?id=abc');
    expect(notice.text).toContain('\n- Workstations have application control in place.\n');
    expect(notice.text).not.toContain('Casey');
  });
});
