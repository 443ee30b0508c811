import type { Kysely } from 'kysely';
import type { Assessment } from '../domain/assessment';
import { DAY_MS } from '../domain/constants';
import { daysInWords } from '../domain/format';
import { runNowAndDaily } from './daily.server';
import { deleteDraftsSavedBefore } from './store/assessments.server';
import type { Database } from './store/schema.server';

/** The moment `days` days before `now`: a draft last saved earlier has expired. */
export function draftCutoff(now: number, days: number): number {
  return now - days * DAY_MS;
}

/**
 * Whether an assessment is a draft past its keeping time. Checked on every read, so a draft is gone
 * the minute it expires rather than at the next daily clean-up; completed assessments never expire.
 */
export function isExpiredDraft(assessment: Pick<Assessment, 'status' | 'updatedAt'>, now: number, days: number): boolean {
  return assessment.status === 'draft' && assessment.updatedAt < draftCutoff(now, days);
}

/**
 * Deletes drafts not saved for `days` days (E8_DRAFT_DAYS) now and then once a day.
 * Returns a function that stops the daily run.
 */
export function scheduleDraftExpiry(db: Kysely<Database>, days: number, log: (message: string) => void, now: () => number = Date.now): () => void {
  return runNowAndDaily(async () => {
    try {
      const deleted = await deleteDraftsSavedBefore(db, draftCutoff(now(), days));
      if (deleted > 0) log(`Drafts: deleted ${deleted} saved draft(s) not saved for ${daysInWords(days)}`);
    } catch (error) {
      log(`Drafts: the clean-up failed and will run again tomorrow: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
