import type { Assessment } from '../domain/assessment';
import type { NotAssessed } from '../domain/framework/not-assessed-words';
import { useApiQuery, type ApiQuery } from './api/useApiQuery';

const NONE: readonly NotAssessed[] = [];

/** Counts a detailed assessment's gaps with the catalogue, which loads only now, so a quick check's pages never download it. */
export function loadNotAssessed(assessment: Assessment): Promise<readonly NotAssessed[]> {
  if (assessment.kind !== 'detailed') return Promise.resolve(NONE);
  return import('../domain/framework/not-assessed').then((module) => module.notAssessedFor(assessment));
}

/**
 * A detailed assessment's requirements left unassessed, per strategy, for its summary report; none for a
 * quick check, at once. `data` is undefined while the catalogue loads: a page waits for it rather
 * than state a level without saying it rests on a partial assessment.
 */
export function useNotAssessed(assessment: Assessment | undefined): Pick<ApiQuery<readonly NotAssessed[]>, 'data' | 'error'> {
  const detailed = assessment?.kind === 'detailed';
  const loaded = useApiQuery(detailed ? `${assessment.id}:${assessment.updatedAt}` : null, () => (assessment ? loadNotAssessed(assessment) : Promise.resolve(NONE)));
  return detailed ? loaded : { data: NONE, error: undefined };
}
