import type { AssessmentListPage, AssessmentListQuery } from '../../domain/support-views';

/** "1 assessment", "12 assessments": a count with its noun. */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * What the list holds, in words above it: how many rows (one per series of re-assessments when grouped), and that
 * drafts are hidden while the status filter is the default, completed. A search says its matches on its own line.
 */
export function listCountInWords(list: Pick<AssessmentListPage, 'total' | 'grouped'>, query: Pick<AssessmentListQuery, 'search' | 'status'>): string {
  const parts: string[] = [];
  if (!query.search) {
    parts.push(
      list.grouped ? `${counted(list.total, 'row')}: each organisation's re-assessments are grouped under its latest assessment.` : `${counted(list.total, 'assessment')}.`,
    );
  }
  if (query.status === 'completed') parts.push('Drafts are hidden: choose "Completed and drafts" under Status to show them.');
  return parts.join(' ');
}
