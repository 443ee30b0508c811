import { sql, type Kysely } from 'kysely';
import { DAY_MS } from '../../domain/constants';
import type { SeriesMovement } from '../../domain/progress';
import type { Database } from './schema.server';

/** Per strategy, the counts and sums the averages come from: exact integers, so kept and recounted figures compare exactly. */
export interface ControlTotals {
  controlId: string;
  /** How many completed assessments gave the strategy a target or a current level. */
  assessments: number;
  /** The sum of their current levels (unset as 0). */
  currentSum: number;
  /** The sum of their target levels (unset as 0). */
  targetSum: number;
  /** How many sit at current level 0, 1, 2 and 3. */
  levelCounts: [number, number, number, number];
}

/** A strategy's totals with the averages the dashboard shows. */
export interface ControlFigures extends ControlTotals {
  averageCurrent: number;
  averageTarget: number;
}

/** The moments the dashboard counts from, each 00:00 UTC of a day. */
export interface DashboardPeriods {
  /** The first day of "the last 30 days". */
  recentSince: number;
  /** The Monday the first of the weeks starts. */
  weeksSince: number;
}

/** The dashboard's figures over completed assessments. */
export interface DashboardFigures {
  completed: number;
  recent: number;
  /** Completed per week by the week's number from `weeksSince` (0 is the first week); weeks with none left out. */
  weeks: Map<number, number>;
  /** Strategies in wizard order. */
  controls: ControlFigures[];
  movement: SeriesMovement;
}

/** Totals with their averages: 0 for a strategy no completed assessment rated. */
export function controlFiguresOf(totals: readonly ControlTotals[]): ControlFigures[] {
  return totals.map((control) => ({
    ...control,
    averageCurrent: control.assessments === 0 ? 0 : control.currentSum / control.assessments,
    averageTarget: control.assessments === 0 ? 0 : control.targetSum / control.assessments,
  }));
}

/** A day number (days since 1 January 1970 UTC) of a moment at the start of a day, written into the statement. */
function dayOf(moment: number) {
  return sql.lit(Math.floor(moment / DAY_MS));
}

/**
 * The dashboard's figures from the counts the database keeps as assessments are saved and deleted
 * (migration 015): a few hundred small rows, however many assessments there are.
 */
export async function dashboardFigures(db: Kysely<Database>, periods: DashboardPeriods): Promise<DashboardFigures> {
  // Integer division on both databases; the first day is written into the statement so PostgreSQL sees the same
  // expression in the select and the group by.
  const week = sql<number | string>`(day - ${dayOf(periods.weeksSince)}) / 7`;
  const [days, weeks, controls, movement] = await Promise.all([
    db
      .selectFrom('dashboard_days')
      .select((eb) => [
        eb.fn.sum<number | string | null>('count').as('completed'),
        eb.fn.sum<number | string | null>(sql`case when day >= ${dayOf(periods.recentSince)} then count else 0 end`).as('recent'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('dashboard_days')
      .select((eb) => [week.as('week'), eb.fn.sum<number | string>('count').as('count')])
      .where('day', '>=', dayOf(periods.weeksSince))
      .groupBy(week)
      .execute(),
    db
      .selectFrom('dashboard_controls')
      .select((eb) => [
        'position',
        'control_id',
        eb.fn.sum<number | string>('assessments').as('assessments'),
        eb.fn.sum<number | string>('current_sum').as('current_sum'),
        eb.fn.sum<number | string>('target_sum').as('target_sum'),
        eb.fn.sum<number | string>('at_0').as('at_0'),
        eb.fn.sum<number | string>('at_1').as('at_1'),
        eb.fn.sum<number | string>('at_2').as('at_2'),
        eb.fn.sum<number | string>('at_3').as('at_3'),
      ])
      .groupBy(['position', 'control_id'])
      .orderBy('position')
      .execute(),
    db
      .selectFrom('dashboard_movement')
      .select((eb) => [
        eb.fn.sum<number | string | null>('improved').as('improved'),
        eb.fn.sum<number | string | null>('held').as('held'),
        eb.fn.sum<number | string | null>('fell').as('fell'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    completed: Number(days.completed ?? 0),
    recent: Number(days.recent ?? 0),
    weeks: new Map(weeks.map((row): [number, number] => [Number(row.week), Number(row.count)]).filter(([, count]) => count !== 0)),
    controls: controlFiguresOf(
      controls.map((row) => ({
        controlId: row.control_id,
        assessments: Number(row.assessments),
        currentSum: Number(row.current_sum),
        targetSum: Number(row.target_sum),
        levelCounts: [Number(row.at_0), Number(row.at_1), Number(row.at_2), Number(row.at_3)],
      })),
    ),
    movement: { improved: Number(movement.improved ?? 0), held: Number(movement.held ?? 0), fell: Number(movement.fell ?? 0) },
  };
}
