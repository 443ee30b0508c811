import { sql, type Kysely } from 'kysely';
import { DAY_MS } from '../../domain/constants';
import { CONTROL_IDS } from '../../domain/controls';
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
  drafts: number;
  /** Completed per week by the week's number from `weeksSince` (0 is the first week); weeks with none left out. */
  weeks: Map<number, number>;
  /** Strategies in ASD's order (`CONTROL_IDS`). */
  controls: ControlFigures[];
  movement: SeriesMovement;
}

/** Totals with their averages (0 for a strategy no completed assessment rated), in ASD's order of the strategies whatever order they were kept in. */
export function controlFiguresOf(totals: readonly ControlTotals[]): ControlFigures[] {
  const place = (controlId: string) => CONTROL_IDS.findIndex((id) => id === controlId);
  return totals.toSorted((first, second) => place(first.controlId) - place(second.controlId)).map((control) => ({
    ...control,
    averageCurrent: control.assessments === 0 ? 0 : control.currentSum / control.assessments,
    averageTarget: control.assessments === 0 ? 0 : control.targetSum / control.assessments,
  }));
}

/** A day number (days since 1 January 1970 UTC) of a moment at the start of a day, written into the statement. */
function utcDayNumber(moment: number) {
  return sql.lit(Math.floor(moment / DAY_MS));
}

/** One row of the dashboard's statement: which figure, its number (week, strategy), and up to seven values. */
interface FigureRow {
  figure: string;
  place: number | string;
  control_id: string | null;
  a: number | string | null;
  b: number | string | null;
  c: number | string | null;
  d: number | string | null;
  e: number | string | null;
  f: number | string | null;
  g: number | string | null;
}

/**
 * The dashboard's figures from the counts the database keeps as assessments are saved and deleted
 * (migration 018, and the list counts of migration 004 for the drafts): a few hundred small rows, however
 * many assessments there are, read in one statement so the dashboard waits for one round trip.
 */
export async function dashboardFigures(db: Kysely<Database>, periods: DashboardPeriods): Promise<DashboardFigures> {
  // Integer division on both databases; the first day is written into the statement so PostgreSQL sees the same
  // expression in the select and the group by.
  const week = sql`(day - ${utcDayNumber(periods.weeksSince)}) / 7`;
  const { rows } = await sql<FigureRow>`
    select 'days' as figure, 0 as place, null as control_id, sum(count) as a, sum(case when day >= ${utcDayNumber(periods.recentSince)} then count else 0 end) as b,
      0 as c, 0 as d, 0 as e, 0 as f, 0 as g
    from dashboard_days
    union all
    select 'week', ${week}, null, sum(count), 0, 0, 0, 0, 0, 0 from dashboard_days where day >= ${utcDayNumber(periods.weeksSince)} group by ${week}
    union all
    select 'control', position, control_id, sum(assessments), sum(current_sum), sum(target_sum), sum(at_0), sum(at_1), sum(at_2), sum(at_3)
    from dashboard_controls group by position, control_id
    union all
    select 'movement', 0, null, sum(improved), sum(held), sum(fell), 0, 0, 0, 0 from dashboard_movement
    union all
    select 'drafts', 0, null, sum(count), 0, 0, 0, 0, 0, 0 from assessment_list_counts where status = 'draft'
  `.execute(db);
  const value = (row: FigureRow | undefined, column: 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g') => Number(row?.[column] ?? 0);
  const days = rows.find((row) => row.figure === 'days');
  const movement = rows.find((row) => row.figure === 'movement');
  const controls = rows.filter((row) => row.figure === 'control').sort((first, second) => Number(first.place) - Number(second.place));
  return {
    completed: value(days, 'a'),
    recent: value(days, 'b'),
    drafts: value(rows.find((row) => row.figure === 'drafts'), 'a'),
    weeks: new Map(rows.filter((row) => row.figure === 'week' && value(row, 'a') !== 0).map((row): [number, number] => [Number(row.place), value(row, 'a')])),
    controls: controlFiguresOf(
      controls.map((row) => ({
        controlId: row.control_id ?? '',
        assessments: value(row, 'a'),
        currentSum: value(row, 'b'),
        targetSum: value(row, 'c'),
        levelCounts: [value(row, 'd'), value(row, 'e'), value(row, 'f'), value(row, 'g')],
      })),
    ),
    movement: { improved: value(movement, 'a'), held: value(movement, 'b'), fell: value(movement, 'c') },
  };
}
