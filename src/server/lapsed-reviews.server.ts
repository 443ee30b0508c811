import { setImmediate } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { dayOf } from '../domain/calendar-day';
import { CONTROL_IDS } from '../domain/controls';
import { withLevelsOn } from '../domain/detailed-assessment';
import { runNowAndDaily } from './daily.server';
import { assessmentsPastReview, updateAssessment } from './store/assessments.server';
import type { Database } from './store/schema.server';

/** Assessments the refresh reads and writes at a time before it lets other work run. */
export const LAPSED_REVIEWS_BATCH = 100;

/**
 * Brings the stored levels of completed detailed assessments up to date on `now`'s day: where an
 * alternate control has passed its review date since their levels were last worked out, the levels its
 * answers achieve (and those the evidence supports) are worked out again and written, with the next
 * review date still to pass, so the support list, dashboard and CSV export agree with the pages and
 * reports (which work levels out as they are read). Only those assessments are read, through an index,
 * a batch at a time, with a turn of the event loop after each write, so requests are answered meanwhile
 * however many assessments are kept. The last-saved time stays; a copy saved in between is left alone,
 * as its save worked its levels out itself. `now`'s day is its day in `timeZone` (E8_TIME_ZONE), the day the pages and
 * reports count. Returns how many assessments' levels changed.
 */
export async function refreshLapsedLevels(db: Kysely<Database>, now: number, timeZone: string, batch: number = LAPSED_REVIEWS_BATCH): Promise<number> {
  const today = dayOf(now, timeZone);
  let changedLevels = 0;
  let afterSeq = -1;
  for (;;) {
    const { assessments, lastSeq } = await assessmentsPastReview(db, today, afterSeq, batch);
    for (const assessment of assessments) {
      const current = withLevelsOn(assessment, today);
      const changed = CONTROL_IDS.some((id) => current.assessments[id] !== assessment.assessments[id] || current.evidenceLevels?.[id] !== assessment.evidenceLevels?.[id]);
      // Written even when no level changed, to move its next review date on.
      if ((await updateAssessment(db, current, assessment.updatedAt, today)) && changed) changedLevels += 1;
      // SQLite's driver answers at once, so without a turn between writes a batch would hold the server throughout.
      await setImmediate();
    }
    if (lastSeq === undefined || assessments.length < batch) return changedLevels;
    afterSeq = lastSeq;
  }
}

/**
 * Refreshes levels lowered by lapsed alternate controls now and then once a day (the server starts it
 * once it listens). Returns a function that stops the daily run.
 */
export function scheduleLapsedReviews(db: Kysely<Database>, log: (message: string) => void, timeZone: string, now: () => number = Date.now): () => void {
  return runNowAndDaily(async () => {
    try {
      const updated = await refreshLapsedLevels(db, now(), timeZone);
      if (updated > 0) log(`Review dates: lowered the levels of ${updated} assessment(s) with an alternate control past its review date`);
    } catch (error) {
      log(`Review dates: the refresh of levels failed and will run again tomorrow: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
