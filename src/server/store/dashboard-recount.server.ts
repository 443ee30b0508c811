import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SeriesMovement } from '../../domain/progress';
import { overallLevel } from './assessment-list.server';
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

/** The three counts as the driver gives them back: PostgreSQL sums are strings, and a sum over no rows is null. */
interface MovementRow {
  improved: number | string | null;
  held: number | string | null;
  fell: number | string | null;
}

/**
 * How the organisations that completed two or more assessments of a series moved between their last two,
 * by ASD's overall level: improved, held or fell, as `seriesMovement` counts them. A series with one
 * completed assessment is not counted, and drafts never are.
 */
export async function seriesMovementCounts(db: Kysely<Database>): Promise<SeriesMovement> {
  const { rows } = await seriesMovementQuery().execute(db);
  const row = rows[0];
  return { improved: Number(row?.improved ?? 0), held: Number(row?.held ?? 0), fell: Number(row?.fell ?? 0) };
}

/**
 * The one statement of `seriesMovementCounts` (apart, so a test can read its plan). The plan, so a million
 * assessments cost only the rows that are in a series:
 * - the re-assessments are the rows whose series_id is set: a range of the index on (series_id, created_at).
 *   Their status is compared as an expression, so no index on status is taken for it: SQLite keeps no
 *   statistics here and would otherwise read every completed assessment through that index instead;
 * - each series' first assessment keeps series_id null, so it is found the other way round: the distinct
 *   series ids, read from the same index alone, each looked up by primary key (the cross join keeps that
 *   order on SQLite; PostgreSQL plans it as any join). An id that a series_id names is always a first
 *   assessment, since a re-assessment of a re-assessment names the same first one;
 * - an assessment never re-assessed is not read at all.
 * The members are then numbered newest first within their series (by date, then id, the order every series
 * is shown in), the last two set side by side, and the three counts summed, so one row comes back. A series
 * whose first assessment was deleted is still counted by the assessments that remain, as they name it by id.
 */
export function seriesMovementQuery(): RawBuilder<MovementRow> {
  return sql<MovementRow>`
    with members as (
      select reassessment.series_id as series, reassessment.id, reassessment.created_at, ${overallLevel('reassessment')} as overall
      from assessments as reassessment
      where reassessment.series_id is not null and coalesce(reassessment.status, '') = 'completed'
      union all
      select started.id as series, started.id, started.created_at, ${overallLevel('started')} as overall
      from (select distinct series_id from assessments where series_id is not null) as named
      cross join assessments as started
      where started.id = named.series_id and started.status = 'completed'
    ),
    ranked as (
      select series, overall, row_number() over (partition by series order by created_at desc, id desc) as place
      from members
    ),
    last_two as (
      select max(case when place = 1 then overall end) as latest, max(case when place = 2 then overall end) as earlier
      from ranked
      where place <= 2
      group by series
    )
    select
      sum(case when latest > earlier then 1 else 0 end) as improved,
      sum(case when latest = earlier then 1 else 0 end) as held,
      sum(case when latest < earlier then 1 else 0 end) as fell
    from last_two
    where earlier is not null
  `;
}
