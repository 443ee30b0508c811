import type { Kysely } from 'kysely';
import { runNowAndDaily } from './daily.server';
import { deleteAssessmentsCreatedBefore } from './store/assessments.server';
import type { Database } from './store/schema.server';

/** The moment N calendar months before `now`: assessments created earlier are past retention. */
export function retentionCutoff(now: number, months: number): number {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.getTime();
}

/**
 * Deletes assessments older than `months` (E8_RETENTION_MONTHS, APP 11) now and then once a day.
 * Returns a function that stops the daily run.
 */
export function scheduleRetention(
  db: Kysely<Database>,
  months: number,
  log: (message: string) => void,
  now: () => number = Date.now,
): () => void {
  return runNowAndDaily(async () => {
    try {
      const deleted = await deleteAssessmentsCreatedBefore(db, retentionCutoff(now(), months));
      if (deleted > 0) log(`Retention: deleted ${deleted} assessment(s) older than ${months} months`);
    } catch (error) {
      log(`Retention: the clean-up failed and will run again tomorrow: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
