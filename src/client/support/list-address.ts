import { assessmentListQuerySchema, listQueryFromSearch, type AssessmentListQuery } from '../../domain/support-views';
import { listQueryString } from '../api/support';
import { paths } from '../paths';

/** The status filter in the list page's address: completed (the default, left out), drafts too (`all`), or drafts only. */
export const LIST_STATUS_CHOICES = [
  { value: 'completed', label: 'Completed' },
  { value: 'all', label: 'Completed and drafts' },
  { value: 'draft', label: 'Drafts only' },
] as const;

/**
 * The query the list page asks for, from its address: completed assessments unless the address says `status=all` (drafts
 * too) or `status=draft`, one row per series of re-assessments. A status the page does not know falls back to completed.
 */
export function listQueryOfAddress(params: Record<string, string>): AssessmentListQuery {
  const { status, ...rest } = params;
  const chosen = status === 'all' ? undefined : (assessmentListQuerySchema.shape.status.safeParse(status).data ?? 'completed');
  return { ...listQueryFromSearch(rest), status: chosen, group: 'series' };
}

/** The list page's query string for a query: its defaults (first page, completed) and grouping left out, every status as `all`. */
export function listAddressQuery(query: Partial<AssessmentListQuery>): string {
  const params = new URLSearchParams(listQueryString({ ...query, page: query.page === 1 ? undefined : query.page, status: undefined, group: undefined }));
  if (query.status !== 'completed') params.set('status', query.status ?? 'all');
  return params.toString();
}

/** The address of the list page showing a query, as a dashboard link opens it. */
export function listPageAddress(query: Partial<AssessmentListQuery>): string {
  const search = listAddressQuery(query);
  return search ? `${paths.supportResults}?${search}` : paths.supportResults;
}
