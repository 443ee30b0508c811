import type { Kysely } from 'kysely';
import { dayOf } from '../domain/calendar-day';
import { CONTROL_IDS } from '../domain/controls';
import { withLevelsOn } from '../domain/detailed-assessment';
import { runNowAndDaily } from './daily.server';
import { completedWithAlternateControls, updateAssessment } from './store/assessments.server';
import type { Database } from './store/schema.server';

/**
 * Brings the stored levels of completed detailed assessments up to date on `now`'s day: where an
 * alternate control has passed its review date, the levels its answers achieve (and those the evidence
 * supports) are worked out again and written, so the support list, dashboard and CSV export agree with the pages and reports (which
 * work levels out as they are read). The last-saved time stays; a copy saved in between is left
 * alone, as its save worked its levels out itself. Returns how many were updated.
 */
export async function refreshLapsedLevels(db: Kysely<Database>, now: number): Promise<number> {
  const today = dayOf(now);
  let updated = 0;
  for (const assessment of await completedWithAlternateControls(db)) {
    const current = withLevelsOn(assessment, today);
    const changed = CONTROL_IDS.some((id) => current.assessments[id] !== assessment.assessments[id] || current.evidenceLevels?.[id] !== assessment.evidenceLevels?.[id]);
    if (changed && (await updateAssessment(db, current, assessment.updatedAt))) updated += 1;
  }
  return updated;
}

/**
 * Refreshes levels lowered by lapsed alternate controls now and then once a day. Returns a function
 * that stops the daily run.
 */
export function scheduleLapsedReviews(db: Kysely<Database>, log: (message: string) => void, now: () => number = Date.now): () => void {
  return runNowAndDaily(async () => {
    try {
      const updated = await refreshLapsedLevels(db, now());
      if (updated > 0) log(`Review dates: lowered the levels of ${updated} assessment(s) with an alternate control past its review date`);
    } catch (error) {
      log(`Review dates: the refresh of levels failed and will run again tomorrow: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
