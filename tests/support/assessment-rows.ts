import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AssessmentsTable } from '../../src/server/store/schema.server';

/** When the rows of `rawAssessmentRow` were saved (ms since the epoch), unless a test says otherwise. */
export const RAW_ROW_TIME = 1_795_000_000_000;

/**
 * An assessments row written around the store, as a bulk load or a long history leaves one: at list position `seq`, a
 * completed quick check of 'Ada' with no levels, no access key and the search text left empty; override any column.
 * Only the columns of migration 018 and before, so a migration's test can write it too.
 */
export function rawAssessmentRow(seq: number, overrides: Partial<Insertable<AssessmentsTable>> = {}): Insertable<AssessmentsTable> {
  return {
    id: randomUUID(),
    seq,
    status: 'completed',
    created_at: RAW_ROW_TIME,
    updated_at: RAW_ROW_TIME,
    organisation_name: `Organisation ${seq}`,
    respondent_name: 'Ada',
    respondent_email: 'ada@example.com',
    timeline: null,
    priorities: '[]',
    constraints: '',
    access_key_hash: '0'.repeat(64),
    current_level_sum: 0,
    current_level_min: 0,
    target_count: 0,
    current_count: 0,
    ...overrides,
  };
}
