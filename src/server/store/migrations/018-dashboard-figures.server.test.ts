import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../domain/constants';
import { firstRecentDay, firstSubmissionWeek } from '../../../domain/support-views';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { recountDashboard } from '../dashboard-recount.server';
import { dashboardFigures } from '../dashboard.server';
import { migrateToLatest, migrateUpTo } from '../migrate.server';
import type { Database } from '../schema.server';

const DAY = Date.UTC(2026, 10, 2);

/** Writes an assessment as migration 014 stored it (the store now writes a column that did not exist), with its levels. */
async function storeBefore(
  db: Kysely<Database>,
  row: { seq: number; status: 'draft' | 'completed'; at: number; series: string | null; levels: [target: number | null, current: number | null][] },
): Promise<string> {
  const id = randomUUID();
  const currents = row.levels.flatMap(([, current]) => (current === null ? [] : [current]));
  await sql`
    insert into assessments (id, seq, status, created_at, updated_at, organisation_name, respondent_name, respondent_email, timeline, priorities, constraints,
      access_key_hash, current_level_sum, current_level_min, target_count, current_count, series_id)
    values (${id}, ${row.seq}, ${row.status}, ${row.at}, ${row.at}, 'Before', 'Ada', 'ada@before.example', null, '[]', '', ${'0'.repeat(64)},
      ${currents.reduce((sum, level) => sum + level, 0)}, ${currents.length > 0 ? Math.min(...currents) : 0},
      ${row.levels.filter(([target]) => target !== null).length}, ${currents.length}, ${row.series})
  `.execute(db);
  const controls = ['application-control', 'patch-applications', 'configure-microsoft-office-macro-settings', 'user-application-hardening',
    'restrict-administrative-privileges', 'patch-operating-systems', 'multi-factor-authentication', 'regular-backups'];
  for (const [index, [target, current]] of row.levels.entries()) {
    if (target === null && current === null) continue;
    await sql`insert into assessment_controls (assessment_id, control_id, target_level, current_level) values (${id}, ${controls[index]}, ${target}, ${current})`.execute(db);
  }
  return id;
}

describe.each(DATABASES)('migration 018 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('counts the assessments saved before it into the kept figures, and the triggers count on from there', async () => {
    const { db } = database;
    await migrateUpTo(db, '017-rate-limit-counters');
    const everywhere = (target: number, current: number) => Array.from({ length: 8 }, (): [number, number] => [target, current]);
    const first = await storeBefore(db, { seq: 1, status: 'completed', at: DAY, series: null, levels: everywhere(3, 1) });
    await storeBefore(db, { seq: 2, status: 'completed', at: DAY + DAY_MS, series: first, levels: everywhere(3, 2) });
    // Backups left unrated: no row for it, and ASD's overall level 0.
    await storeBefore(db, { seq: 3, status: 'completed', at: DAY + DAY_MS, series: null, levels: [...everywhere(2, 2).slice(0, 7), [null, null]] });
    await storeBefore(db, { seq: 4, status: 'draft', at: DAY + 2 * DAY_MS, series: first, levels: everywhere(3, 0) });

    expect(await migrateToLatest(db)).toEqual(['018-dashboard-figures', '019-search-text', '020-server-secrets', '021-username-compatibility-form', '022-evidence-files', '023-evidence-levels', '024-evidence-file-chunks', '025-assessor-review', '026-review-status-in-the-portal', '027-work-queue', '028-steps-per-quarter-and-reassessment-of', '029-next-review-on', '030-review-copy-of', '031-review-target-and-one-finding']);

    const now = DAY + 3 * DAY_MS;
    const periods = { recentSince: firstRecentDay(now), weeksSince: firstSubmissionWeek(now) };
    const kept = await dashboardFigures(db, periods);
    expect(kept).toEqual(await recountDashboard(db, periods));
    expect(kept).toMatchObject({ completed: 3, recent: 3, movement: { improved: 1, held: 0, fell: 0 } });
    expect(kept.controls.map((control) => control.assessments)).toEqual([3, 3, 3, 3, 3, 3, 3, 2]);
    expect(kept.controls[0]).toMatchObject({ currentSum: 5, targetSum: 8, levelCounts: [0, 1, 2, 0] });
    const levels = await db.selectFrom('assessments').select('control_levels').orderBy('seq').execute();
    expect(levels.map((row) => row.control_levels)).toEqual(['31'.repeat(8), '32'.repeat(8), `${'22'.repeat(7)}--`, '30'.repeat(8)]);

    await db.deleteFrom('assessment_controls').execute();
    await db.deleteFrom('assessments').where('id', '=', first).execute();
    expect(await dashboardFigures(db, periods)).toMatchObject({ completed: 2, movement: { improved: 0, held: 0, fell: 0 } });
  });
});
