import type { Generated } from 'kysely';

/** One row per assessment; the levels live in assessment_controls. */
export interface AssessmentsTable {
  id: string;
  status: string;
  created_at: number | string;
  updated_at: number | string;
  organisation_name: string;
  respondent_name: string;
  respondent_email: string;
  timeline: string | null;
  priorities: string;
  constraints: string;
  access_key_hash: string;
  current_level_sum: number;
  /** The lowest current level among the rated controls (0 when none is rated). */
  current_level_min: number;
  target_count: number;
  current_count: number;
  /** "quick" or "detailed" (migration 009; rows saved before it are "quick"). */
  kind: Generated<string>;
  /** A detailed assessment's outcome and evidence per requirement id, as JSON ('{}' for a quick check). */
  requirement_outcomes: Generated<string>;
  /** Where the consultant's follow-up stands: one of FOLLOW_UP_STATUSES, 'new' until changed (migration 010). */
  follow_up_status: Generated<string>;
  /** The wizard step a saved draft reopens at; null when none, and for every completed assessment (migration 011). */
  resume_step: Generated<string | null>;
  /** The first assessment of the series a re-assessment belongs to; null for a first assessment (migration 012). */
  series_id: Generated<string | null>;
  /** The list position: ascending in the order assessments arrived (migration 004). */
  seq: number | string;
}

/** How many assessments of a status sit in each block of list positions; kept by triggers (migration 004). */
export interface AssessmentListCountsTable {
  block: number | string;
  status: string;
  stripe: number;
  count: number;
}

/** One row per assessment and control: the target and the current level, either possibly unset. */
export interface AssessmentControlsTable {
  assessment_id: string;
  control_id: string;
  target_level: number | null;
  current_level: number | null;
}

/** A consultant's private note on an assessment, deleted with it (migration 010). */
export interface AssessmentNotesTable {
  id: string;
  assessment_id: string;
  /** The username of the support user who wrote it. */
  author: string;
  created_at: number | string;
  text: string;
}

export interface SupportUsersTable {
  id: string;
  username: string;
  username_key: string;
  password_hash: string;
  email: string | null;
  created_at: number | string;
  updated_at: number | string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  remember_me: number;
  created_at: number | string;
  last_access_at: number | string;
  expires_at: number | string;
}

export interface LoginAttemptsTable {
  id: string;
  username_key: string;
  /** The client address the attempt came from ('' for attempts recorded before addresses were kept). */
  address: Generated<string>;
  attempted_at: number | string;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: number | string;
  expires_at: number | string;
}

export interface AuditEventsTable {
  id: string;
  at: number | string;
  actor: string | null;
  action: string;
  assessment_id: string | null;
  details: string;
}

/** One resume link sent by email, counted against its draft and its recipient for 24 hours (migration 013). */
export interface ResumeLinkMailsTable {
  id: string;
  assessment_id: string;
  /** SHA-256 (hex) of the recipient's address, trimmed and lower-cased: counted without keeping the address. */
  recipient_hash: string;
  sent_at: number | string;
}

export interface Database {
  assessments: AssessmentsTable;
  assessment_controls: AssessmentControlsTable;
  assessment_list_counts: AssessmentListCountsTable;
  assessment_notes: AssessmentNotesTable;
  support_users: SupportUsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  password_reset_tokens: PasswordResetTokensTable;
  audit_events: AuditEventsTable;
  resume_link_mails: ResumeLinkMailsTable;
  kysely_migration: { name: string; timestamp: string };
  kysely_migration_lock: { id: string; is_locked: Generated<number> };
}
