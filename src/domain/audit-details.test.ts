import { describe, expect, it } from 'vitest';
import { roleChangeInWords, withInvitationsCancelled } from './account-schemas';
import { AUDIT_ACTIONS, BROWSER_EXPORT_FORMATS, type AuditAction } from './audit';
import { auditDetailsInWords } from './audit-details';
import { apiTokenInWords } from './api-tokens';
import { auditLogCsvExportInWords } from './audit-log-csv';
import { auditLogReadInWords, listReadInWords, REFUSAL_WORDS, refusalInWords } from './audit-reads';
import { FOLLOW_UP_NAMES, FOLLOW_UP_STATUSES } from './follow-up';
import { REQUIREMENTS } from './framework/catalogue';
import { OUTCOME_IDS, OUTCOMES } from './framework/outcomes';
import { csvExportInWords } from './list-csv';
import { answerEventDetails, requestEventDetails } from './review/evidence-requests';
import { resultsLinkEventDetails } from './results-link';
import { ROLES } from './roles';

const [requirement] = REQUIREMENTS;
if (!requirement) throw new Error('The catalogue holds no requirement');
const ASSESSMENT = '0f8e6c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b';
const COPY = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/**
 * The details each action is written with, as the routes write them (a sample of each shape, every key a
 * detail can hold: each role, export format, outcome, follow-up status and refusal code).
 */
const WRITTEN: Record<AuditAction, readonly string[]> = {
  'sign-in': ['Password', 'Password and authenticator app', 'Password and passkey', 'Password and recovery code', 'Passkey', 'Enrolled a passkey', 'Enrolled an authenticator app'],
  'sign-in-failed': ['Invalid username or password', 'Locked out', 'Account disabled', 'Passkey not accepted', 'Password change: the current password was not right', 'Wrong password; unknown username, typed text hashed 1a2b3c4d'],
  'sign-out': [''],
  'second-step-failed': ['Wrong authenticator code', 'Authenticator code already used', 'Wrong recovery code', 'Passkey not accepted', 'Locked out', 'Locked out: too many failed second steps from any address; 2 pending sign-ins ended'],
  view: [''],
  export: [...BROWSER_EXPORT_FORMATS, 'Detailed PDF from the server', 'Own data (JSON)', csvExportInWords(12, 'complete'), csvExportInWords(3, 'stopped'), auditLogCsvExportInWords(40, 'complete', `person Alex; assessment ${ASSESSMENT}`)],
  delete: ['Acme Pty Ltd'],
  'password-reset-requested': ['', 'Not sent: the latest link is less than 5 minutes old'],
  'password-reset': [''],
  'password-changed': ['Every other session signed out'],
  note: [''],
  'follow-up': FOLLOW_UP_STATUSES.map((status) => FOLLOW_UP_NAMES[status]),
  'passkey-added': ['Work laptop'],
  'passkey-removed': ['Work laptop'],
  'authenticator-added': ['', 'Replaced the previous app'],
  'authenticator-removed': [''],
  'recovery-codes-made': ['', 'With the first second factor'],
  'recovery-code-used': ['9 left', '1 left', '0 left'],
  'session-ended': ['Chrome on Windows from 203.0.113.7 (this browser)', 'Signed out everywhere else: 2 other sessions ended'],
  'account-invited': ROLES,
  'invitation-accepted': ROLES,
  'account-disabled': ['', withInvitationsCancelled('', 2)],
  'account-enabled': [''],
  'factors-reset': [''],
  'role-changed': [roleChangeInWords('consultant', 'administrator'), withInvitationsCancelled(roleChangeInWords('administrator', 'consultant'), 1)],
  'invitation-cancelled': [''],
  refused: Object.keys(REFUSAL_WORDS).map((code) => refusalInWords('GET', '/api/support/audit', code)),
  'list-read': [listReadInWords({ page: 2, limit: 10, search: '', sort: 'organisation', direction: 'asc', status: 'draft', followUp: 'won', review: 'in-review' })],
  search: [listReadInWords({ page: 1, limit: 10, search: 'Acme', sort: 'date', direction: 'desc' })],
  'dashboard-read': [''],
  'notes-read': [''],
  'audit-log-read': [auditLogReadInWords({ page: 1, actor: 'Alex', action: 'review-copy-made', assessment: ASSESSMENT, from: '2026-11-01', to: '2026-11-30' })],
  'evidence-read': ['List of evidence files', 'Evidence files (ZIP)', `Evidence file backups.pdf (${requirement.id})`],
  'finding-saved': OUTCOME_IDS.map((outcome) => `${requirement.id}: ${OUTCOMES[outcome].label}`),
  'review-scope-saved': [''],
  'review-target-saved': ['Maturity Level Two', 'Maturity Level Two; Regular backups at Maturity Level Three'],
  'findings-agreed': ['Agreed with the respondent on 12 requirements', 'Agreed with the respondent on 1 requirement'],
  'findings-agreement-undone': ['Removed 11 findings agreed in a batch'],
  'report-words-saved': ['Marking OFFICIAL: Sensitive; changed: Opinion, Key security risks and commentary (2 strategies)'],
  'review-finished': [''],
  'review-reopened': [''],
  'review-shared': [''],
  'review-unshared': [''],
  'assessor-evidence-added': [`interview notes.docx (${requirement.id})`],
  'assessor-evidence-removed': [`interview notes.docx (${requirement.id})`],
  'assessor-import-added': ['gpreport.xml: Group Policy report of ‘Office Macros’, speaking to 4 requirements'],
  'findings-imported': ['Recorded 4 findings from Group Policy report of ‘Office Macros’'],
  'review-copy-made': [`Detailed assessment ${COPY} made from this quick check for review`, `Made from quick check ${ASSESSMENT} for review`],
  'evidence-requested': [requestEventDetails({ id: COPY, requirementIds: [requirement.id], dueOn: '2026-12-10' }), requestEventDetails({ id: COPY, requirementIds: [requirement.id, 'regular-backups-performed-and-retained'], dueOn: '2026-12-10' })],
  'evidence-request-answered': [answerEventDetails(COPY), answerEventDetails(COPY, { fileName: 'applocker (v2).xml', requirementId: requirement.id })],
  'evidence-request-accepted': [requestEventDetails({ id: COPY, requirementIds: [requirement.id], dueOn: '2026-12-10' })],
  'evidence-request-withdrawn': [requestEventDetails({ id: COPY, requirementIds: [requirement.id], dueOn: '2026-12-10' })],
  'results-link-replaced': [resultsLinkEventDetails('replace', null)],
  'results-link-copied': [resultsLinkEventDetails('copy', null)],
  'results-link-emailed': [resultsLinkEventDetails('email', 'ada@example.com')],
  'api-token-created': [apiTokenInWords({ name: 'Power BI', scope: 'read', expiresAt: Date.UTC(2027, 1, 27) }, 'Australia/Sydney')],
  'api-token-revoked': [apiTokenInWords({ name: 'Power BI', scope: 'export', expiresAt: Date.UTC(2027, 1, 27) }, 'Australia/Sydney')],
};

/** Action keys that are also ordinary English words, which details may use as words. */
const ENGLISH_WORDS: readonly string[] = ['sign-in', 'sign-out', 'follow-up'];

/** The names the code uses for things, which a person should never have to read: keys with a hyphen or an underscore. */
const INTERNAL_KEYS = [
  ...AUDIT_ACTIONS.filter((action) => /[-_]/.test(action) && !ENGLISH_WORDS.includes(action)),
  ...BROWSER_EXPORT_FORMATS,
  ...OUTCOME_IDS.filter((outcome) => /[-_]/.test(outcome)),
  ...FOLLOW_UP_STATUSES.filter((status) => /[-_]/.test(status)),
  ...Object.keys(REFUSAL_WORDS),
  ...REQUIREMENTS.map((each) => each.id),
];

/** Whether a text is, or holds, JSON: an object or a list in brackets. */
function looksLikeJson(text: string): boolean {
  return /[{}[\]]/.test(text);
}

/** Whether a text holds an id (a UUID) that no word in front of it labels, as "reference 0f8e…" or "assessment 0f8e…" do. */
function hasUnlabelledId(text: string): boolean {
  return [...text.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)].some((id) => !/(reference is|assessment) $/.test(text.slice(0, id.index)));
}

describe('audit details in words', () => {
  it.each(AUDIT_ACTIONS.map((action) => [action]))('says every detail %s is written with in words: no JSON, no key the code uses, no bare id', (action) => {
    const samples = WRITTEN[action];
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) {
      const words = auditDetailsInWords(action, sample);
      expect(looksLikeJson(words), words).toBe(false);
      for (const key of INTERNAL_KEYS) expect(words.split(/[\s:;,()“”"]+/), `${action}: ${words}`).not.toContain(key);
      expect(hasUnlabelledId(words), words).toBe(false);
      // A bare count or a role alone is not a sentence.
      expect(words, action).not.toMatch(/^(\d+ left|administrator|consultant)$/);
    }
  });

  it('names roles, formats, findings and files in words', () => {
    expect(auditDetailsInWords('account-invited', 'consultant')).toBe('As a consultant');
    expect(auditDetailsInWords('invitation-accepted', 'administrator')).toBe('As an administrator');
    expect(auditDetailsInWords('role-changed', 'administrator → consultant; 1 pending invitation cancelled')).toBe('From administrator to consultant; 1 pending invitation cancelled');
    expect(auditDetailsInWords('export', 'assessment-report-docx')).toBe('Assessment report as a Word document, made in the browser');
    expect(auditDetailsInWords('recovery-code-used', '1 left')).toBe('1 recovery code left');
    expect(auditDetailsInWords('delete', 'Acme Pty Ltd')).toBe('Acme Pty Ltd');
    expect(auditDetailsInWords('finding-saved', `${requirement.id}: Effective`)).toMatch(/^[A-Z][\w ]+: “.+” marked Effective$/);
    expect(auditDetailsInWords('assessor-evidence-added', `notes (v2).docx (${requirement.id})`)).toMatch(/^File “notes \(v2\)\.docx” for [A-Z][\w ]+: “.+”$/);
    expect(auditDetailsInWords('finding-saved', 'gone-requirement: Effective')).toBe('a requirement no longer in the catalogue (gone-requirement) marked Effective');
    expect(auditDetailsInWords('review-copy-made', `Made from quick check ${ASSESSMENT} for review`)).toBe(`Made for review from a quick check; the quick check's reference is ${ASSESSMENT}`);
    expect(auditDetailsInWords('evidence-requested', `${COPY}: ${requirement.id} regular-backups-performed-and-retained; due 2026-12-10`)).toMatch(
      new RegExp(`^For [A-Z][\\w ]+: “.+” and 1 more requirement, wanted by 10 December 2026; the request's reference is ${COPY}$`),
    );
    expect(auditDetailsInWords('evidence-request-answered', `${COPY}: in words`)).toBe(`In words; the request's reference is ${COPY}`);
    expect(auditDetailsInWords('evidence-request-answered', `${COPY}: file scan.pdf (${requirement.id})`)).toMatch(/^With the file “scan\.pdf” for [A-Z][\w ]+: “.+”; the request's reference is /);
  });

  it('puts a refusal code kept by an older version in words, and leaves empty details empty', () => {
    expect(auditDetailsInWords('refused', 'POST /api/support/accounts: account_disabled')).toBe('Refused request POST /api/support/accounts: the account is disabled');
    expect(auditDetailsInWords('refused', 'GET /api/x: some_new_code')).toBe('Refused request GET /api/x: not allowed');
    for (const action of AUDIT_ACTIONS) expect(auditDetailsInWords(action, '')).toBe('');
  });
});
