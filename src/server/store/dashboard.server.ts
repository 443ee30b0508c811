import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.server';

/** Per-control figures over completed assessments, straight from the database. */
export interface ControlFigures {
  controlId: string;
  averageCurrent: number;
  averageTarget: number;
  /** How many assessments sit at current level 0, 1, 2 and 3. */
  levelCounts: [number, number, number, number];
}

/** Completed assessments in total and since a moment. */
export async function countCompletedAssessments(db: Kysely<Database>, since: number): Promise<{ total: number; recent: number }> {
  const row = await db
    .selectFrom('assessments')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.sum<number | string | null>(eb.case().when('created_at', '>=', since).then(1).else(0).end()).as('recent'),
    ])
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), recent: Number(row.recent ?? 0) };
}

/**
 * Completed assessments per week since a moment, by the week's number counted from it (0 is the
 * week starting at `since`); weeks with none are left out.
 */
export async function completedPerWeek(db: Kysely<Database>, since: number, weekMs: number): Promise<Map<number, number>> {
  // Integer division on both databases: created_at is an integer column, and the bounds are integer literals
  // (written into the statement, so PostgreSQL sees the same expression in the select and the group by).
  const week = sql<number | string>`(created_at - ${sql.lit(Math.trunc(since))}) / ${sql.lit(Math.trunc(weekMs))}`;
  const rows = await db
    .selectFrom('assessments')
    .select((eb) => [week.as('week'), eb.fn.countAll<number | string>().as('count')])
    .where('status', '=', 'completed')
    .where('created_at', '>=', since)
    .groupBy(week)
    .execute();
  return new Map(rows.map((row) => [Number(row.week), Number(row.count)]));
}

/** Average current and target level and the spread of current levels, per control. */
export async function controlFigures(db: Kysely<Database>): Promise<ControlFigures[]> {
  const atLevel = (level: number) => sql<number | string>`sum(case when assessment_controls.current_level = ${level} then 1 else 0 end)`;
  const rows = await db
    .selectFrom('assessment_controls')
    .innerJoin('assessments', 'assessments.id', 'assessment_controls.assessment_id')
    .where('assessments.status', '=', 'completed')
    .select((eb) => [
      'assessment_controls.control_id',
      eb.fn.avg<number | string>(sql`coalesce(assessment_controls.current_level, 0)`).as('average_current'),
      eb.fn.avg<number | string>(sql`coalesce(assessment_controls.target_level, 0)`).as('average_target'),
      atLevel(0).as('at_0'),
      atLevel(1).as('at_1'),
      atLevel(2).as('at_2'),
      atLevel(3).as('at_3'),
    ])
    .groupBy('assessment_controls.control_id')
    .execute();
  return rows.map((row) => ({
    controlId: row.control_id,
    averageCurrent: Number(row.average_current),
    averageTarget: Number(row.average_target),
    levelCounts: [Number(row.at_0), Number(row.at_1), Number(row.at_2), Number(row.at_3)],
  }));
}
