import type { Assessment } from '../../domain/assessment';
import { assessmentHistorySchema } from '../../domain/assessment-history';
import { assessmentRecordSchema } from '../../domain/assessment-record';
import type { BrowserExportFormat, HistoryEvent } from '../../domain/audit';
import {
  consultantNoteSchema,
  followUpOwnersSchema,
  followUpSchema,
  followUpStateSchema,
  type ConsultantNote,
  type FollowUp,
  type FollowUpState,
  type FollowUpUpdate,
} from '../../domain/follow-up';
import { assessmentListPageSchema, dashboardSchema, type AssessmentListPage, type AssessmentListQuery, type Dashboard } from '../../domain/support-views';
import { requestFile, requestJson, requestNoContent } from './http';

/** The query string of a list query, leaving out what is empty and the default order (newest first). */
export function listQueryString(query: Partial<AssessmentListQuery>): string {
  const params = new URLSearchParams();
  if (query.page) params.set('page', String(query.page));
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.status) params.set('status', query.status);
  if (query.followUp) params.set('followUp', query.followUp);
  if (query.owner) params.set('owner', query.owner);
  if (query.unowned) params.set('unowned', query.unowned);
  if (query.nextAction) params.set('nextAction', query.nextAction);
  if (query.review) params.set('review', query.review);
  if (query.group) params.set('group', query.group);
  if (query.sort && query.sort !== 'date') params.set('sort', query.sort);
  if (query.direction && (query.direction !== 'desc' || (query.sort && query.sort !== 'date'))) params.set('direction', query.direction);
  return params.toString();
}

/** A page of the support results list. */
export function fetchAssessmentList(query: AssessmentListQuery): Promise<AssessmentListPage> {
  return requestJson(`/api/assessments?${listQueryString(query)}`, assessmentListPageSchema.parse);
}

/** The dashboard figures. */
export function fetchDashboard(): Promise<Dashboard> {
  return requestJson('/api/dashboard', dashboardSchema.parse);
}

/** One assessment, read with the support session. */
export function fetchSupportAssessment(id: string): Promise<Assessment> {
  return requestJson(`/api/assessments/${encodeURIComponent(id)}`, assessmentRecordSchema.parse);
}

/** Deletes an assessment. */
export function deleteAssessment(id: string): Promise<void> {
  return requestNoContent(`/api/assessments/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The audit history of an assessment, newest first. */
export async function fetchHistory(id: string): Promise<HistoryEvent[]> {
  return (await requestJson(`/api/assessments/${encodeURIComponent(id)}/history`, assessmentHistorySchema.parse)).events;
}

/** Records in the audit log an export the browser made itself. */
export function recordExport(id: string, format: BrowserExportFormat): Promise<void> {
  return requestNoContent(`/api/assessments/${encodeURIComponent(id)}/exports`, { method: 'POST', body: JSON.stringify({ format }) });
}

/** The CSV of every assessment matching a list query's search and filters, whatever its page, newest first. */
export function fetchAssessmentsCsv(query: AssessmentListQuery): Promise<Blob> {
  const { search, status, followUp, owner, unowned, nextAction } = query;
  return requestFile(`/api/assessments/export.csv?${listQueryString({ search, status, followUp, owner, unowned, nextAction })}`, 'Failed to export assessments');
}

/** The PDF the server makes of one assessment. */
export function fetchServerPdf(id: string): Promise<Blob> {
  return requestFile(`/api/assessments/${encodeURIComponent(id)}/export`, 'Failed to export assessment');
}

/** A completed detailed assessment as OSCAL assessment results (GET /api/support/assessments/:id/export.oscal.json); the server writes the audit entry. */
export function fetchOscalExport(id: string): Promise<Blob> {
  return requestFile(`/api/support/assessments/${encodeURIComponent(id)}/export.oscal.json`, 'Failed to export OSCAL assessment results');
}

/** The follow-up of an assessment (status, owner, next action) with its notes and changes, each newest first. */
export function fetchFollowUp(id: string): Promise<FollowUp> {
  return requestJson(`/api/assessments/${encodeURIComponent(id)}/follow-up`, followUpSchema.parse);
}

/** Saves the follow-up of an assessment: its status, owner and next-action date; answers the follow-up as saved. */
export function saveFollowUp(id: string, update: FollowUpUpdate): Promise<FollowUpState> {
  return requestJson(`/api/assessments/${encodeURIComponent(id)}/follow-up`, followUpStateSchema.parse, { method: 'PUT', body: JSON.stringify(update) });
}

/** The usernames a follow-up may be given to: the enabled support accounts, A to Z. */
export async function fetchFollowUpOwners(): Promise<string[]> {
  return (await requestJson('/api/follow-up/owners', followUpOwnersSchema.parse)).owners;
}

/** Adds a private note to an assessment; the server adds the author and the time. */
export function addNote(id: string, text: string): Promise<ConsultantNote> {
  return requestJson(`/api/assessments/${encodeURIComponent(id)}/notes`, consultantNoteSchema.parse, { method: 'POST', body: JSON.stringify({ text }) });
}
