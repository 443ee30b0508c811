import type { Assessment } from '../../domain/assessment';
import type { AssessmentListPage, Dashboard } from '../../domain/support-views';
import { requestJson, requestNoContent } from './http';

/** An entry of an assessment's history, as the audit log holds it. */
export interface HistoryEvent {
  at: number;
  actor: string | null;
  action: string;
  details: string;
}

/** The query of the results list and its CSV export. */
export interface ListQuery {
  page: number;
  search: string;
  status: '' | 'draft' | 'completed';
}

/** The query string of a list query, leaving out what is empty. */
export function listQueryString(query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (query.page) params.set('page', String(query.page));
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.status) params.set('status', query.status);
  return params.toString();
}

/** A page of the support results list. */
export function fetchAssessmentList(query: ListQuery): Promise<AssessmentListPage> {
  return requestJson<AssessmentListPage>(`/api/assessments?${listQueryString(query)}`);
}

/** The dashboard figures. */
export function fetchDashboard(): Promise<Dashboard> {
  return requestJson<Dashboard>('/api/dashboard');
}

/** One assessment, read with the support session. */
export function fetchSupportAssessment(id: string): Promise<Assessment> {
  return requestJson<Assessment>(`/api/assessments/${encodeURIComponent(id)}`);
}

/** Deletes an assessment. */
export function deleteAssessment(id: string): Promise<void> {
  return requestNoContent(`/api/assessments/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The audit history of an assessment, newest first. */
export async function fetchHistory(id: string): Promise<HistoryEvent[]> {
  return (await requestJson<{ events: HistoryEvent[] }>(`/api/assessments/${encodeURIComponent(id)}/history`)).events;
}

/** Records in the audit log an export the browser made itself. */
export function recordExport(id: string, format: 'summary-pdf' | 'detailed-pdf' | 'docx'): Promise<void> {
  return requestNoContent(`/api/assessments/${encodeURIComponent(id)}/exports`, { method: 'POST', body: JSON.stringify({ format }) });
}

/** Fetches a file the server makes (the PDF export, the CSV) as a Blob, with the server's error in words. */
export async function fetchFile(url: string, failure: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new Error('Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
    throw new Error(body?.error?.message ?? failure);
  }
  return response.blob();
}
