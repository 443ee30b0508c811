import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DAY_MS } from '../../domain/constants';
import { CONTROL_IDS, STORED_STRATEGY_ORDER } from '../../domain/controls';
import type { SeriesMovement } from '../../domain/progress';
import { overallLevel } from './assessment-list.server';
import { controlFiguresOf, type ControlTotals, type DashboardFigures, type DashboardPeriods } from './dashboard.server';
import { isPostgres } from './dialect.server';
import type { Database } from './schema.server';

/**
 * Every figure of the dashboard counted from every row, as it was read before the figures were kept:
 * the check that the kept figures are right (tests compare the two), and the source a rebuild writes from.
 */
export async function recountDashboard(db: Kysely<Database>, periods: DashboardPeriods): Promise<DashboardFigures> {
  const [counts, drafts, weeks, controls, movement] = await Promise.all([
    countCompletedAssessments(db, periods.recentSince),
    db.selectFrom('assessments').select((eb) => eb.fn.countAll<number | string>().as('count')).where('status', '=', 'draft').executeTakeFirstOrThrow(),
    completedPerWeek(db, periods.weeksSince, 7 * DAY_MS),
    controlTotals(db),
    seriesMovementCounts(db),
  ]);
  return { completed: counts.total, recent: counts.recent, drafts: Number(drafts.count), weeks, controls: controlFiguresOf(controls), movement };
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

/**
 * Per strategy, over the assessment_controls rows of completed assessments: how many rows, the sums of
 * current and target levels (unset as 0) and how many sit at each current level; strategies in wizard order,
 * zeros for one no completed assessment rated.
 */
export async function controlTotals(db: Kysely<Database>): Promise<ControlTotals[]> {
  const atLevel = (level: number) => sql<number | string>`sum(case when assessment_controls.current_level = ${level} then 1 else 0 end)`;
  const rows = await db
    .selectFrom('assessment_controls')
    .innerJoin('assessments', 'assessments.id', 'assessment_controls.assessment_id')
    .where('assessments.status', '=', 'completed')
    .select((eb) => [
      'assessment_controls.control_id',
      eb.fn.countAll<number | string>().as('assessments'),
      eb.fn.sum<number | string>(sql`coalesce(assessment_controls.current_level, 0)`).as('current_sum'),
      eb.fn.sum<number | string>(sql`coalesce(assessment_controls.target_level, 0)`).as('target_sum'),
      atLevel(0).as('at_0'),
      atLevel(1).as('at_1'),
      atLevel(2).as('at_2'),
      atLevel(3).as('at_3'),
    ])
    .groupBy('assessment_controls.control_id')
    .execute();
  return CONTROL_IDS.map((controlId) => {
    const row = rows.find((candidate) => candidate.control_id === controlId);
    return {
      controlId,
      assessments: Number(row?.assessments ?? 0),
      currentSum: Number(row?.current_sum ?? 0),
      targetSum: Number(row?.target_sum ?? 0),
      levelCounts: [Number(row?.at_0 ?? 0), Number(row?.at_1 ?? 0), Number(row?.at_2 ?? 0), Number(row?.at_3 ?? 0)],
    };
  });
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
    ${lastTwoOfEachSeries()}
    select
      sum(case when latest > earlier then 1 else 0 end) as improved,
      sum(case when latest = earlier then 1 else 0 end) as held,
      sum(case when latest < earlier then 1 else 0 end) as fell
    from last_two
    where earlier is not null
  `;
}

/** The WITH clause of `seriesMovementQuery`: `last_two` holds each series' latest and earlier overall level. */
function lastTwoOfEachSeries(): RawBuilder<unknown> {
  return sql`
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
      select series, max(case when place = 1 then overall end) as latest, max(case when place = 2 then overall end) as earlier
      from ranked
      where place <= 2
      group by series
    )
  `;
}

/** Rows a rebuild writes figures on: one stripe on SQLite, the sixteen PostgreSQL's triggers spread over. */
function stripesOf(db: Kysely<Database>): number[] {
  return isPostgres(db) ? Array.from({ length: 16 }, (_, stripe) => stripe) : [0];
}

/**
 * The dashboard's kept figures (migration 018) written again from the rows: for after a bulk load that went
 * around the triggers. A row loaded without `control_levels` first gets it from its assessment_controls rows;
 * the strategies' figures are then counted from that column, as the triggers count them.
 */
export async function rebuildDashboardFigures(db: Kysely<Database>): Promise<void> {
  const level = (controlId: string, column: string) =>
    `coalesce(max(case when control_id = '${controlId}' then cast(${column} as varchar(1)) end), '-')`;
  const levels = STORED_STRATEGY_ORDER.map((controlId) => `${level(controlId, 'target_level')} || ${level(controlId, 'current_level')}`).join(' || ');
  await sql`update assessments set control_levels = (select ${sql.raw(levels)} from assessment_controls where assessment_id = assessments.id) where control_levels is null`.execute(db);
  for (const table of ['dashboard_days', 'dashboard_controls', 'dashboard_series', 'dashboard_movement'] as const) await db.deleteFrom(table).execute();
  await sql`
    insert into dashboard_days (day, stripe, count)
    select created_at / ${sql.lit(DAY_MS)}, 0, count(*) from assessments where status = 'completed' group by created_at / ${sql.lit(DAY_MS)}
  `.execute(db);
  const totals = await keptLevelTotals(db);
  const zero = { assessments: 0, currentSum: 0, targetSum: 0, levelCounts: [0, 0, 0, 0] };
  await db
    .insertInto('dashboard_controls')
    .values(
      stripesOf(db).flatMap((stripe) =>
        totals.map((control, position) => {
          const figures = stripe === 0 ? control : zero;
          const [at0, at1, at2, at3] = figures.levelCounts;
          return {
            stripe,
            position,
            control_id: control.controlId,
            assessments: figures.assessments,
            current_sum: figures.currentSum,
            target_sum: figures.targetSum,
            at_0: at0 ?? 0,
            at_1: at1 ?? 0,
            at_2: at2 ?? 0,
            at_3: at3 ?? 0,
          };
        }),
      ),
    )
    .execute();
  await sql`
    insert into dashboard_series (series_id, movement)
    ${lastTwoOfEachSeries()}
    select series, case when latest > earlier then 1 when latest = earlier then 0 else -1 end from last_two where earlier is not null
  `.execute(db);
  const movement = await db
    .selectFrom('dashboard_series')
    .select((eb) => [
      eb.fn.sum<number | string | null>(sql`case when movement = 1 then 1 else 0 end`).as('improved'),
      eb.fn.sum<number | string | null>(sql`case when movement = 0 then 1 else 0 end`).as('held'),
      eb.fn.sum<number | string | null>(sql`case when movement = -1 then 1 else 0 end`).as('fell'),
    ])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('dashboard_movement')
    .values(
      stripesOf(db).map((stripe) => ({
        stripe,
        improved: stripe === 0 ? Number(movement.improved ?? 0) : 0,
        held: stripe === 0 ? Number(movement.held ?? 0) : 0,
        fell: stripe === 0 ? Number(movement.fell ?? 0) : 0,
      })),
    )
    .execute();
}

/**
 * Per strategy, the totals of `controlTotals` counted from the completed rows' `control_levels` in one pass
 * (what the triggers count from), instead of joining eight level rows to each: a rebuild after a bulk load.
 */
async function keptLevelTotals(db: Kysely<Database>): Promise<ControlTotals[]> {
  const character = (position: number, which: 0 | 1) => `substr(control_levels, ${2 * position + which + 1}, 1)`;
  const value = (position: number, which: 0 | 1) => `case ${character(position, which)} when '1' then 1 when '2' then 2 when '3' then 3 else 0 end`;
  const rated = (position: number, which: 0 | 1) => `${character(position, which)} in ('0', '1', '2', '3')`;
  const columns = STORED_STRATEGY_ORDER.flatMap((_id, position) => [
    `sum(case when ${rated(position, 0)} or ${rated(position, 1)} then 1 else 0 end) as assessments_${position}`,
    `sum(${value(position, 1)}) as current_${position}`,
    `sum(${value(position, 0)}) as target_${position}`,
    ...[0, 1, 2, 3].map((level) => `sum(case when ${character(position, 1)} = '${level}' then 1 else 0 end) as at_${level}_${position}`),
  ]);
  const { rows } = await sql<Record<string, number | string | null>>`select ${sql.raw(columns.join(', '))} from assessments where status = 'completed'`.execute(db);
  const row = rows[0] ?? {};
  const read = (name: string) => Number(row[name] ?? 0);
  return STORED_STRATEGY_ORDER.map((controlId, position) => ({
    controlId,
    assessments: read(`assessments_${position}`),
    currentSum: read(`current_${position}`),
    targetSum: read(`target_${position}`),
    levelCounts: [read(`at_0_${position}`), read(`at_1_${position}`), read(`at_2_${position}`), read(`at_3_${position}`)],
  }));
}
