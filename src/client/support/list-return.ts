import { z } from 'zod';
import { paths } from '../paths';

/**
 * What the results list hands the detail page in navigation state: the list's own query string (page,
 * search, filters, sort), so "Back to all results" and a delete return to the list as it was left.
 * Kept in the history entry, it survives a reload of the detail page.
 */
export interface ListReturn {
  listSearch: string;
}

/** What the detail page hands the list after a delete: whose assessment went, for the confirmation. */
export interface DeletedNotice {
  deleted: string;
}

const listReturnSchema = z.object({ listSearch: z.string().regex(/^(\?.*)?$/) });
const deletedNoticeSchema = z.object({ deleted: z.string() });

/** The list address to go back to, from a detail page's navigation state; the plain list when there is none. */
export function listAddress(state: unknown): string {
  const parsed = listReturnSchema.safeParse(state);
  return `${paths.supportResults}${parsed.data?.listSearch ?? ''}`;
}

/** The organisation whose assessment was just deleted, from the list's navigation state, if any. */
export function deletedOrganisation(state: unknown): string | undefined {
  return deletedNoticeSchema.safeParse(state).data?.deleted;
}
