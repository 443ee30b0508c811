/**
 * The details of an audit event in words, as the audit log page, its CSV and an assessment's history say
 * them. The log stores a short text per event; most are already a sentence, but some hold a key the code
 * uses (a role, an export format, a requirement's id) or a bare count. Each is turned into words when it is
 * read, so events written before the words changed read the same as new ones.
 */

import { BROWSER_EXPORT_FORMATS, type AuditAction, type BrowserExportFormat } from './audit';
import { controlTitle } from './control-titles';
import { refusalReasonInWords } from './audit-reads';
import { dayInWords } from './calendar-day';
import { countOf } from './format';
import { REQUIREMENTS } from './framework/catalogue';
import type { Requirement } from './framework/requirement';
import { ROLES, type Role } from './roles';

/** Each report a browser makes, as the log names it. A record, so a new format cannot go without words. */
const EXPORT_FORMAT_WORDS: Record<BrowserExportFormat, string> = {
  'summary-pdf': 'Summary PDF, made in the browser',
  'detailed-pdf': 'Detailed PDF, made in the browser',
  docx: 'Word document, made in the browser',
  'assessment-report-pdf': 'Assessment report as a PDF, made in the browser',
  'assessment-report-docx': 'Assessment report as a Word document, made in the browser',
};

/** "a consultant", "an administrator". */
function roleWithArticle(role: Role): string {
  return role === 'administrator' ? 'an administrator' : 'a consultant';
}

function isRole(text: string): text is Role {
  return (ROLES as readonly string[]).includes(text);
}

function isExportFormat(text: string): text is BrowserExportFormat {
  return (BROWSER_EXPORT_FORMATS as readonly string[]).includes(text);
}

const REQUIREMENTS_BY_ID = new Map<string, Requirement>(REQUIREMENTS.map((requirement) => [requirement.id, requirement]));

/** A requirement of the catalogue in words: its strategy and its sentence; an id the catalogue no longer holds is named as an old requirement. */
function requirementInWords(id: string): string {
  const requirement = REQUIREMENTS_BY_ID.get(id);
  if (!requirement) return `a requirement no longer in the catalogue (${id})`;
  return `${controlTitle(requirement.strategy)}: “${requirement.text}”`;
}

/** "As a consultant" for an invitation's role. */
function asRole(details: string): string {
  return isRole(details) ? `As ${roleWithArticle(details)}` : details;
}

/** "From consultant to administrator; 2 pending invitations cancelled", from "consultant → administrator; …". */
function roleChange(details: string): string {
  const [change = '', ...rest] = details.split('; ');
  const [from, to] = change.split(' → ');
  if (from === undefined || to === undefined || !isRole(from) || !isRole(to)) return details;
  return [`From ${from} to ${to}`, ...rest].join('; ');
}

/** "Regular backups: “…” marked Effective", from "regular-backups-daily: Effective". */
function finding(details: string): string {
  const split = details.lastIndexOf(': ');
  if (split < 0) return details;
  return `${requirementInWords(details.slice(0, split))} marked ${details.slice(split + 2)}`;
}

/** "File “scan.pdf” for Regular backups: “…”", from "scan.pdf (regular-backups-daily)". */
function assessorFile(details: string): string {
  const match = /^(.*) \(([a-z0-9-]+)\)$/s.exec(details);
  if (!match?.[1] || !match[2]) return details;
  return `File “${match[1]}” for ${requirementInWords(match[2])}`;
}

/** "Evidence file “scan.pdf” for Regular backups: “…”", from "Evidence file scan.pdf (regular-backups-daily)"; other reads as they are. */
function evidenceRead(details: string): string {
  const match = /^Evidence file (.*) \(([a-z0-9-]+)\)$/s.exec(details);
  if (!match?.[1] || !match[2]) return details;
  return `Evidence file “${match[1]}” for ${requirementInWords(match[2])}`;
}

/** "9 recovery codes left", from "9 left". */
function codesLeft(details: string): string {
  const match = /^(\d+) left$/.exec(details);
  if (!match) return details;
  return `${match[1]} ${match[1] === '1' ? 'recovery code' : 'recovery codes'} left`;
}

/** The reference of the other assessment of a review copy, labelled, from the words the copy was recorded with. */
function reviewCopy(details: string): string {
  const copy = /^Detailed assessment (\S+) made from this quick check for review$/.exec(details);
  if (copy) return `A detailed copy was made from this quick check for review; the copy's reference is ${copy[1]}`;
  const original = /^Made from quick check (\S+) for review$/.exec(details);
  if (original) return `Made for review from a quick check; the quick check's reference is ${original[1]}`;
  return details;
}

/** "For Application control: “…” and 2 more requirements, wanted by 10 December 2026; the request's reference is …", from "<id>: <ids>; due <day>". */
function evidenceRequest(details: string): string {
  const match = /^(\S+): ([a-z0-9 -]+); due (\d{4}-\d{2}-\d{2})$/.exec(details);
  if (!match?.[1] || !match[2] || !match[3]) return details;
  const [first = '', ...others] = match[2].split(' ');
  const more = others.length > 0 ? ` and ${countOf(others.length, 'more requirement')}` : '';
  return `For ${requirementInWords(first)}${more}, wanted by ${dayInWords(match[3])}; the request's reference is ${match[1]}`;
}

/** "In words; the request's reference is …" or "With the file “scan.pdf” for Regular backups: “…”; the request's reference is …", from how the answer was recorded. */
function evidenceRequestAnswer(details: string): string {
  const words = /^(\S+): in words$/.exec(details);
  if (words) return `In words; the request's reference is ${words[1]}`;
  const file = /^(\S+): file (.*) \(([a-z0-9-]+)\)$/s.exec(details);
  if (!file?.[1] || file[2] === undefined || !file[3]) return details;
  return `With the file “${file[2]}” for ${requirementInWords(file[3])}; the request's reference is ${file[1]}`;
}

/** "Refused request GET /api/support/audit: administrators only"; an error code kept by an older version is put in words too. */
function refusal(details: string): string {
  const coded = /^(\S+ \S+): ([a-z_]+)$/.exec(details);
  const words = coded?.[1] && coded[2] ? `${coded[1]}: ${refusalReasonInWords(coded[2])}` : details;
  return words === '' ? words : `Refused request ${words}`;
}

const asStored = (details: string) => details;

/**
 * How each action's details read. A record, so a new action cannot go without a decision about its words;
 * actions whose details are written as a sentence already keep them as stored.
 */
const DETAIL_WORDS: Record<AuditAction, (details: string) => string> = {
  'sign-in': asStored,
  'sign-in-failed': asStored,
  'sign-out': asStored,
  'second-step-failed': asStored,
  view: asStored,
  export: (details) => (isExportFormat(details) ? EXPORT_FORMAT_WORDS[details] : details),
  // The organisation's name, which the About column no longer shows once the assessment is gone.
  delete: asStored,
  'password-reset-requested': asStored,
  'password-reset': asStored,
  'password-changed': asStored,
  note: asStored,
  'follow-up': asStored,
  'passkey-added': (details) => (details === '' ? details : `Passkey named “${details}”`),
  'passkey-removed': (details) => (details === '' ? details : `Passkey named “${details}”`),
  'authenticator-added': asStored,
  'authenticator-removed': asStored,
  'recovery-codes-made': asStored,
  'recovery-code-used': codesLeft,
  'session-ended': asStored,
  'account-invited': asRole,
  'invitation-accepted': asRole,
  'account-disabled': asStored,
  'account-enabled': asStored,
  'factors-reset': asStored,
  'role-changed': roleChange,
  'invitation-cancelled': asStored,
  refused: refusal,
  'list-read': asStored,
  search: (details) => (details === '' ? details : `Searched for ${details}`),
  'dashboard-read': asStored,
  'notes-read': asStored,
  'audit-log-read': asStored,
  'evidence-read': evidenceRead,
  'finding-saved': finding,
  'review-scope-saved': asStored,
  'review-target-saved': asStored,
  'findings-agreed': asStored,
  'findings-agreement-undone': asStored,
  'report-words-saved': asStored,
  'review-finished': asStored,
  'review-reopened': asStored,
  'review-shared': asStored,
  'review-unshared': asStored,
  'assessor-evidence-added': assessorFile,
  'assessor-evidence-removed': assessorFile,
  'assessor-import-added': asStored,
  'findings-imported': asStored,
  'review-copy-made': reviewCopy,
  'evidence-requested': evidenceRequest,
  'evidence-request-answered': evidenceRequestAnswer,
  'evidence-request-accepted': evidenceRequest,
  'evidence-request-withdrawn': evidenceRequest,
  // Said as a sentence ("Sent to …"), never with the link or its key.
  'results-link-replaced': asStored,
  'results-link-copied': asStored,
  'results-link-emailed': asStored,
  // The token's name, scope and expiry in words; never its secret.
  'api-token-created': asStored,
  'api-token-revoked': asStored,
};

/** An audit event's details in words, for the log page, its CSV and an assessment's history; "" when the event has none. */
export function auditDetailsInWords(action: AuditAction, details: string): string {
  return DETAIL_WORDS[action](details);
}
