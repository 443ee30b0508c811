import type { Generated } from 'kysely';

/** One row per assessment; the levels live in assessment_controls. */
export interface AssessmentsTable {
  id: string;
  status: string;
  created_at: number | string;
  updated_at: number | string;
  organization_name: string;
  respondent_name: string;
  respondent_email: string;
  timeline: string | null;
  priorities: string;
  constraints: string;
  access_key_hash: string;
}

/** One row per assessment and control: the target and the current level, either possibly unset. */
export interface AssessmentControlsTable {
  assessment_id: string;
  control_id: string;
  target_level: number | null;
  current_level: number | null;
}

export interface Database {
  assessments: AssessmentsTable;
  assessment_controls: AssessmentControlsTable;
  kysely_migration: { name: string; timestamp: string };
  kysely_migration_lock: { id: string; is_locked: Generated<number> };
}
