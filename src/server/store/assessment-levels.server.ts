import type { Kysely } from 'kysely';
import { timelineSchema, type Timeline } from '../../domain/assessment';
import { CONTROL_IDS, type ControlId } from '../../domain/controls';
import type { LevelsByControl } from '../../domain/scoring';
import type { Database } from './schema.server';

const CONTROL_ID_SET = new Set<string>(CONTROL_IDS);

function isControlId(value: string): value is ControlId {
  return CONTROL_ID_SET.has(value);
}

/**
 * The current level of each strategy of some assessments (for a detailed assessment, the level its
 * outcomes achieve), by assessment id: one statement for a batch of the CSV export. An assessment
 * with no level rows maps to an empty record.
 */
export async function currentLevelsOf(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, LevelsByControl>> {
  const levels = new Map<string, LevelsByControl>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return levels;
  const rows = await db
    .selectFrom('assessment_controls')
    .select(['assessment_id', 'control_id', 'current_level'])
    .where('assessment_id', 'in', ids)
    .where('current_level', 'is not', null)
    .execute();
  for (const row of rows) {
    const byControl = levels.get(row.assessment_id);
    if (byControl && isControlId(row.control_id) && row.current_level !== null) byControl[row.control_id] = Number(row.current_level);
  }
  return levels;
}

/** The target level of each strategy of some assessments, by assessment id; unset targets are left out. */
export async function targetLevelsOf(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, LevelsByControl>> {
  const levels = new Map<string, LevelsByControl>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return levels;
  const rows = await db
    .selectFrom('assessment_controls')
    .select(['assessment_id', 'control_id', 'target_level'])
    .where('assessment_id', 'in', ids)
    .where('target_level', 'is not', null)
    .execute();
  for (const row of rows) {
    const byControl = levels.get(row.assessment_id);
    if (byControl && isControlId(row.control_id) && row.target_level !== null) byControl[row.control_id] = Number(row.target_level);
  }
  return levels;
}

/** The planning answers of an assessment: when, which strategies first, and what holds it back. */
export interface PlanningAnswers {
  timeline: Timeline | null;
  priorities: ControlId[];
  constraints: string;
}

/** A row's planning answers as stored: the timeline as written, priorities as a JSON list of strategy ids, constraints as text. */
export interface StoredPlanningAnswers {
  timeline: string | null;
  priorities: string;
  constraints: string;
}

/** The planning answers a row holds; a timeline or a priority that no longer reads (a hand-edited row) is left out. */
export function readPlanningAnswers(row: StoredPlanningAnswers): PlanningAnswers {
  const priorities: unknown = JSON.parse(row.priorities);
  return {
    timeline: timelineSchema.safeParse(row.timeline).data ?? null,
    priorities: Array.isArray(priorities) ? priorities.filter((id): id is ControlId => typeof id === 'string' && isControlId(id)) : [],
    constraints: row.constraints,
  };
}

/** The planning answers of some assessments, by assessment id: one statement for a set of assessments. */
export async function planningAnswersOf(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, PlanningAnswers>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('assessments').select(['id', 'timeline', 'priorities', 'constraints']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, readPlanningAnswers(row)]));
}
